// `heading-level` on <a2ui-surface>: a surface shown under the page's own headings gives its
// heading Texts the levels that fit the page's outline (an `h1` Text under the page's <h2> is an
// <h3>), keeps their look, and renders again only the headings when the level changes.
import {expect, fixture, html} from '@open-wc/testing';
// axe-core ships as a UMD script: imported as a module it installs `window.axe`.
import 'axe-core';
import type {AxeResults, RunOptions} from 'axe-core';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import '../../src/surface/a2ui-surface.js';
import {countRenders} from './render-counts.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const axe = (globalThis as unknown as {axe: {run(c: Element, o: RunOptions): Promise<AxeResults>}})
  .axe;

/** A surface with a title (h1), a section (h2), a subsection (h3), plain text and Markdown with
 * a heading. */
function messages(id: string): object[] {
  return [
    {version: 'v0.9', createSurface: {surfaceId: id, catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: id,
        components: [
          {id: 'root', component: 'Column', children: ['title', 'section', 'small', 'plain', 'md']},
          {id: 'title', component: 'Text', text: 'Order', variant: 'h1'},
          {id: 'section', component: 'Text', text: 'Items', variant: 'h2'},
          {id: 'small', component: 'Text', text: 'Note', variant: 'h3'},
          {id: 'plain', component: 'Text', text: 'Two items'},
          {id: 'md', component: 'Text', text: '### Delivery\n\nTomorrow'},
        ],
      },
    },
  ];
}

/** Every heading of the page in document order, across shadow roots, as `h<level> text`. */
function outline(root: Element | ShadowRoot): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (/^h[1-6]$/.test(element.localName)) {
      found.push(`${element.localName} ${element.textContent!.trim()}`);
    }
    if (element.shadowRoot) found.push(...outline(element.shadowRoot));
  }
  return found;
}

async function page(level?: number) {
  const processor = new MessageProcessor();
  const root = await fixture<HTMLElement>(
    html`<main>
      <h1>Gallery</h1>
      <h2>Example</h2>
      <a2ui-surface
        surface-id="s"
        heading-level=${level ?? ''}
        .processor=${processor}
      ></a2ui-surface>
    </main>`,
  );
  if (level === undefined) root.querySelector('a2ui-surface')!.removeAttribute('heading-level');
  processor.processMessages(messages('s'));
  await settle();
  return root;
}

const headingOf = (root: Element, id: string): HTMLElement =>
  deepQuery(root, `[data-a2ui-id="${id}"]`)!.shadowRoot!.querySelector('h1, h2, h3, h4, h5, h6')!;

describe('heading-level on <a2ui-surface>', () => {
  it('renders heading Texts as <h1>… by default', async () => {
    const root = await page();
    expect(outline(root)).to.deep.equal([
      'h1 Gallery',
      'h2 Example',
      'h1 Order',
      'h2 Items',
      'h3 Note',
      'h3 Delivery',
    ]);
  });

  it('renders an h1 Text as <h3> under the page <h2> with heading-level="3", and the rest deeper', async () => {
    const root = await page(3);
    expect(outline(root)).to.deep.equal([
      'h1 Gallery',
      'h2 Example',
      'h3 Order',
      'h4 Items',
      'h5 Note',
      'h5 Delivery',
    ]);
  });

  it('keeps the look of each variant at its new level', async () => {
    const before = await page();
    const sizes = ['title', 'section', 'small', 'md'].map(
      (id) => getComputedStyle(headingOf(before, id)).fontSize,
    );
    const after = await page(3);
    expect(
      ['title', 'section', 'small', 'md'].map(
        (id) => getComputedStyle(headingOf(after, id)).fontSize,
      ),
    ).to.deep.equal(sizes);
    expect(parseFloat(sizes[0]!)).to.be.above(parseFloat(sizes[1]!));
  });

  it('leaves a gallery-like page clean of axe heading-order violations', async () => {
    const root = await page(3);
    const results = await axe.run(root, {runOnly: ['heading-order'], resultTypes: ['violations']});
    expect(results.violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('reads a level past 6 as 6 and one that is not a whole number above 1 as 1', async () => {
    const root = await page(9);
    expect(outline(root).slice(2, 4)).to.deep.equal(['h6 Order', 'h6 Items']);
    const surface = root.querySelector('a2ui-surface') as A2uiSurface;
    for (const level of ['0', '2.5', 'x']) {
      surface.setAttribute('heading-level', level);
      await settle();
      expect(outline(root)[2], level).to.equal('h1 Order');
    }
  });

  describe('changing it', () => {
    const renders = countRenders();

    it('renders again only the Texts with headings, once each', async () => {
      const root = await page();
      renders.clear();
      (root.querySelector('a2ui-surface') as A2uiSurface).headingLevel = 2;
      await settle();
      expect(Object.fromEntries(renders)).to.deep.equal({title: 1, section: 1, small: 1, md: 1});
      expect(outline(root)[2]).to.equal('h2 Order');
    });
  });
});
