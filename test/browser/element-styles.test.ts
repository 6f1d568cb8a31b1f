// Restyling the parts of the elements inside a surface from the page: page rules and `::part()`
// stop at the surface's shadow root, `addElementStyles` reaches into every element.
import {expect, fixture, html} from '@open-wc/testing';
import {css} from 'lit';
import {addElementStyles} from '../../components/index.js';
import {elementStyles, oneStyleSheet} from '../../components/shared/element-styles.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

async function mount(ids: string[]): Promise<{surface: HTMLElement; processor: MessageProcessor}> {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [
          {id: 'root', component: 'Column', children: ids},
          {id: 'go', component: 'Button', child: 'label', action: {event: {name: 'go'}}},
          {id: 'label', component: 'Text', text: 'Go'},
          {id: 'name', component: 'TextField', label: 'Name', value: ''},
        ],
      },
    },
  ]);
  await settle();
  return {surface, processor};
}

function button(surface: HTMLElement): HTMLElement {
  return deepQuery(surface, 'a2ui-button')!.shadowRoot!.querySelector('[part~="button"]')!;
}

describe('addElementStyles', () => {
  it('restyles a part of an element already rendered inside a surface', async () => {
    const {surface} = await mount(['go']);
    expect(getComputedStyle(button(surface)).borderTopLeftRadius).not.to.equal('0px');
    const remove = addElementStyles(`:host(a2ui-button) [part~='button'] { border-radius: 0; }`);
    try {
      expect(getComputedStyle(button(surface)).borderTopLeftRadius).to.equal('0px');
    } finally {
      remove();
    }
    expect(getComputedStyle(button(surface)).borderTopLeftRadius).not.to.equal('0px');
  });

  it('restyles elements rendered later, and only the element its rule names', async () => {
    const remove = addElementStyles(`:host(a2ui-text-field) [part~='label'] { font-weight: 900; }`);
    try {
      const {surface} = await mount(['go', 'name']);
      const field = deepQuery(surface, 'a2ui-text-field')!.shadowRoot!;
      expect(getComputedStyle(field.querySelector('[part~="label"]')!).fontWeight).to.equal('900');
      expect(getComputedStyle(button(surface)).fontWeight).to.equal('500');
    } finally {
      remove();
    }
  });

  it('leaves each element one stylesheet to adopt, the added CSS inside it', async () => {
    const remove = addElementStyles(`:host(a2ui-text) [part~='text'] { letter-spacing: 3px; }`);
    try {
      const {surface} = await mount(['go', 'name']);
      const tags = ['a2ui-column', 'a2ui-button', 'a2ui-text', 'a2ui-text-field'];
      for (const tag of tags) {
        // One sheet per shadow root: several cost the browser more in creating and styling.
        expect(deepQuery(surface, tag)!.shadowRoot!.adoptedStyleSheets, tag).to.have.length(1);
      }
      const text = deepQuery(surface, 'a2ui-text')!.shadowRoot!.querySelector('[part~="text"]')!;
      expect(getComputedStyle(text).letterSpacing).to.equal('3px');
    } finally {
      remove();
    }
  });

  it("keeps a class's own native sheet, the added CSS after it", () => {
    const native = new CSSStyleSheet();
    native.replaceSync('p { color: red; }');
    const styles = oneStyleSheet([
      css`
        :host {
          display: block;
        }
      `,
      native,
      elementStyles,
    ]);
    expect(styles).to.have.length(3);
    expect(styles[1]).to.equal(native);
    const remove = addElementStyles('b { color: blue; }');
    try {
      const rules = Array.from((styles[2] as CSSStyleSheet).cssRules, (rule) => rule.cssText);
      expect(rules).to.deep.equal(['b { color: blue; }']);
    } finally {
      remove();
    }
    expect((styles[2] as CSSStyleSheet).cssRules).to.have.length(0);
  });

  it('is needed: a page rule with ::part() reaches only the surface, not the elements in it', async () => {
    const style = document.createElement('style');
    style.textContent = `a2ui-button::part(button) { border-radius: 0; }
      a2ui-surface::part(root) { outline: 3px solid rgb(0, 128, 0); }`;
    document.head.append(style);
    try {
      const {surface} = await mount(['go']);
      const root = surface.shadowRoot!.querySelector('[part="root"]')!;
      expect(getComputedStyle(root).outlineColor).to.equal('rgb(0, 128, 0)');
      expect(getComputedStyle(button(surface)).borderTopLeftRadius).not.to.equal('0px');
    } finally {
      style.remove();
    }
  });
});
