import {expect} from '@open-wc/testing';
import {adoptGlobalStyles, registerGlobalStyles} from '../../src/surface/global-styles.js';

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({mode: 'open'});
}

function hasRule(root: Document | ShadowRoot, text: string): boolean {
  return root.adoptedStyleSheets.some((sheet) =>
    [...sheet.cssRules].some((rule) => rule.cssText.includes(text)),
  );
}

describe('global styles', () => {
  it('adopts the registered sheets into a root once, before its own sheets', () => {
    registerGlobalStyles('.gs-first { color: red; }');
    const root = shadowRoot();
    const own = new CSSStyleSheet();
    root.adoptedStyleSheets = [own];
    adoptGlobalStyles(root);
    adoptGlobalStyles(root);
    const first = root.adoptedStyleSheets.filter((sheet) =>
      sheet.cssRules[0]?.cssText.includes('gs-first'),
    );
    expect(first.length).to.equal(1);
    expect(root.adoptedStyleSheets.at(-1)).to.equal(own);
  });

  it('gives a sheet registered later to the roots that adopted before', () => {
    const root = shadowRoot();
    adoptGlobalStyles(root);
    registerGlobalStyles('.gs-late { color: blue; }');
    expect(hasRule(root, 'gs-late')).to.equal(true);
    expect(hasRule(document, 'gs-late')).to.equal(true);
  });
});
