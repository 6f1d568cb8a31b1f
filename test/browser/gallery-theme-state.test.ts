import {expect} from '@open-wc/testing';
import {ThemeState} from '../../demo/gallery/theme.js';

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
