// Texts side by side in a Row on a phone (320 px, a 360 px screen less the page margins): a short
// one keeps its words whole while a longer one wraps beside it, and still nothing runs off the
// screen: not a URL longer than the row, nor a row of more words than fit (those words wrap
// anywhere). Every element lets a long word break anywhere, so a row shrinking its children in
// proportion to their text cut "Short" beside a paragraph into "Sho" and "rt".
import {expect} from '@open-wc/testing';
import {deepQuery} from '../../components/shared/testing.js';
import {surfaceAtWidth} from './surface-at-width.js';

const PARAGRAPH = 'A taller card with a second line and a third, wrapping beside its neighbours';
const URL = 'https://example.com/reports/2026/quarterly-revenue-by-region-and-product-line.pdf';

/**
 * A surface 320 px wide whose root is a Row of `children` (ids), built from `components`, in
 * Times New Roman's metrics (Liberation Serif is its metric twin): the browsers' default serif
 * differs (Firefox's DejaVu Serif is some 29% wider) and the widths here are a phone's.
 */
async function row(children: string[], components: object[]): Promise<HTMLElement> {
  const surface = await surfaceAtWidth(320, [
    {id: 'root', component: 'Row', children},
    ...components,
  ]);
  surface.style.fontFamily = "'Times New Roman', 'Liberation Serif', serif";
  return surface;
}

/** A Card holding a Text. */
const card = (id: string, text: string) => [
  {id, component: 'Card', child: `${id}-text`},
  {id: `${id}-text`, component: 'Text', text},
];

/** The words of the Text `id` drawn over more than one line. */
function cutWords(surface: HTMLElement, id: string): string[] {
  const root = deepQuery(surface, `[data-a2ui-id="${id}"]`)!.shadowRoot!;
  const node = document
    .createTreeWalker(root, NodeFilter.SHOW_TEXT, (n) =>
      n.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    )
    .nextNode() as Text;
  return [...node.data.matchAll(/\S+/g)]
    .filter((word) => {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
    })
    .map((word) => word[0]);
}

/** The right edges of the Row's children past the surface's. */
function overflowing(surface: HTMLElement): number[] {
  const right = surface.getBoundingClientRect().right;
  const container = deepQuery(surface, 'a2ui-row')!.shadowRoot!.querySelector(
    '[part="container"]',
  )!;
  return [...container.children]
    .map((child) => child.getBoundingClientRect().right)
    .filter((edge) => edge > right + 0.5);
}

describe('Texts side by side in a narrow Row', () => {
  it('keeps the words of short Cards whole beside a long one', async () => {
    const surface = await row(
      ['a', 'b', 'c'],
      [...card('a', 'Short'), ...card('b', PARAGRAPH), ...card('c', 'Short')],
    );
    expect(cutWords(surface, 'a-text')).to.deep.equal([]);
    expect(cutWords(surface, 'b-text')).to.deep.equal([]);
    expect(cutWords(surface, 'c-text')).to.deep.equal([]);
    expect(overflowing(surface)).to.deep.equal([]);
  });

  it('keeps a word beside a field whole', async () => {
    const surface = await row(
      ['name', 'qty'],
      [
        {id: 'name', component: 'Text', text: 'Notebooks', weight: 1},
        {id: 'qty', component: 'TextField', label: 'Qty', variant: 'number', value: '1'},
      ],
    );
    expect(cutWords(surface, 'name')).to.deep.equal([]);
  });

  it('wraps a URL longer than the row anywhere instead of running off the screen', async () => {
    const surface = await row(['a', 'b'], [...card('a', URL), ...card('b', 'Short')]);
    expect(overflowing(surface)).to.deep.equal([]);
    expect(cutWords(surface, 'b-text')).to.deep.equal([]);
  });

  it('keeps a row of more words than fit on the screen, cutting them', async () => {
    const names = [
      'accountCircle',
      'calendarToday',
      'notifications',
      'shoppingCart',
      'visibility',
      'arrowForward',
    ];
    const surface = await row(
      names,
      names.map((text) => ({id: text, component: 'Text', text, weight: 1})),
    );
    expect(overflowing(surface)).to.deep.equal([]);
  });

  it('keeps a cut word inside its own Column, not drawn over the next one', async () => {
    const names = ['accountCircle', 'calendarToday', 'notifications', 'shoppingCart', 'visibility'];
    const surface = await row(
      names,
      names.flatMap((text) => [
        {id: text, component: 'Column', children: [`${text}-name`], align: 'center', weight: 1},
        {id: `${text}-name`, component: 'Text', text, variant: 'caption'},
      ]),
    );
    for (const text of names) {
      const column = deepQuery(surface, `[data-a2ui-id="${text}"]`)!.getBoundingClientRect();
      const name = deepQuery(surface, `[data-a2ui-id="${text}-name"]`)!.getBoundingClientRect();
      expect(name.right, text).to.be.at.most(column.right + 0.5);
    }
    expect(overflowing(surface)).to.deep.equal([]);
  });
});
