import {expect} from '@open-wc/testing';
import {isValidToken, ThemeState} from '../../demo/gallery/theme.js';

const storageKey = 'a2ui-gallery-theme';

describe('gallery theme state', () => {
  afterEach(() => localStorage.removeItem(storageKey));

  it('applies only saved --a2ui-* tokens and a known scheme, never other properties', () => {
    localStorage.setItem(
      storageKey,
      JSON.stringify({
        scheme: 'sideways',
        overrides: {display: 'none', '--a2ui-border-radius': '3px', '--a2ui-x': 42},
      }),
    );
    const root = document.createElement('div');
    const theme = new ThemeState(root);
    expect(root.style.display).to.equal('');
    expect(root.style.getPropertyValue('--a2ui-border-radius')).to.equal('3px');
    expect(Object.keys(theme.overrides)).to.deep.equal(['--a2ui-border-radius']);
    expect(theme.scheme).to.equal('system');
  });

  it('leaves out a saved token value the browser would drop', () => {
    localStorage.setItem(
      storageKey,
      JSON.stringify({
        overrides: {'--a2ui-border-radius': 'banana', '--a2ui-color-primary': '#00aa55'},
      }),
    );
    const root = document.createElement('div');
    const theme = new ThemeState(root);
    expect(theme.overrides).to.deep.equal({'--a2ui-color-primary': '#00aa55'});
    expect(root.style.getPropertyValue('--a2ui-border-radius')).to.equal('');
    expect(theme.css()).not.to.contain('banana');
  });

  it('checks a token value against the property its family styles', () => {
    expect(isValidToken('--a2ui-border-radius', '12px')).to.equal(true);
    expect(isValidToken('--a2ui-border-radius', 'banana')).to.equal(false);
    expect(isValidToken('--a2ui-color-surface', 'light-dark(#fff, #000)')).to.equal(true);
    expect(isValidToken('--a2ui-color-surface', '12px')).to.equal(false);
    expect(isValidToken('--a2ui-spacing-m', '-1rem')).to.equal(false);
    expect(isValidToken('--a2ui-shadow', '0 1px 2px rgb(0 0 0 / 0.1)')).to.equal(true);
    expect(isValidToken('--a2ui-font-size', 'var(--my-size)')).to.equal(true);
    expect(isValidToken('--a2ui-unknown-token', 'anything')).to.equal(true);
  });

  it('remembers a right-to-left direction and ignores an unknown one', () => {
    const root = document.createElement('div');
    new ThemeState(root).setDirection('rtl');
    expect(new ThemeState(root).direction).to.equal('rtl');
    localStorage.setItem(storageKey, JSON.stringify({scheme: 'dark', direction: 'sideways'}));
    expect(new ThemeState(root).direction).to.equal('ltr');
  });

  it('goes back to left to right on reset', () => {
    const theme = new ThemeState(document.createElement('div'));
    theme.setDirection('rtl');
    theme.reset();
    expect(theme.direction).to.equal('ltr');
  });
});
