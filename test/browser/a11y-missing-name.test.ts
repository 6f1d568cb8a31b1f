// A control the agent left without a name is announced by its role alone ("button"), useless to
// a screen-reader user (WCAG 4.1.2, 1.1.1). A Button that shows only an Image without a
// description (or an Icon drawn from path data) gets a name made from its component id, as an
// unlabelled field does (never the picture's file name), and the missing label is reported once
// (MISSING_LABEL) so the agent or the developer can give one. A Video or an AudioPlayer without a label is named after
// its id too, without a report: the official examples show such players, whose role and controls
// are announced anyway. (docs/accessibility.md)
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import type {ErrorBody} from '../../src/state/errors.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';
import {announced} from './a11y-tree.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const PICTURE = 'https://example.com/img/cart-icon.png';

async function mount(components: object[], data?: object) {
  const processor = new MessageProcessor();
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="n" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'n', catalogId: CATALOG}},
    ...(data ? [{version: 'v0.9', updateDataModel: {surfaceId: 'n', value: data}}] : []),
    {version: 'v0.9', updateComponents: {surfaceId: 'n', components}},
  ]);
  await settle();
  const inner = (id: string, selector: string) =>
    deepQuery(surface, `[data-a2ui-id="${id}"]`)!.shadowRoot!.querySelector(selector)!;
  const missing = () => errors.filter((error) => error.code === 'MISSING_LABEL');
  return {inner, missing};
}

const pictureButton = (id: string, image: object = {}) => [
  {id, component: 'Button', child: `${id}-picture`, action: {event: {name: 'buy'}}},
  {id: `${id}-picture`, component: 'Image', url: PICTURE, ...image},
];

describe('a Button that shows only an Image', () => {
  it('without a description is named after its id and reported, never the file name', async () => {
    const {inner, missing} = await mount([
      {id: 'root', component: 'Row', children: ['add-to-cart']},
      ...pictureButton('add-to-cart'),
    ]);
    expect(announced(inner('add-to-cart', 'button'))).to.equal('button "Add to cart"');
    expect(missing().map((error) => error.message)).to.deep.equal([
      'Button "add-to-cart" has no name: give it accessibility.label',
    ]);
  });

  it('is named by the description of its Image, or its own label, without a report', async () => {
    const {inner, missing} = await mount([
      {id: 'root', component: 'Row', children: ['a', 'b', 'c']},
      ...pictureButton('a', {description: 'Add to cart'}),
      ...pictureButton('b', {accessibility: {label: 'Basket'}}),
      {...pictureButton('c')[0], accessibility: {label: 'Buy now'}},
      pictureButton('c')[1],
    ]);
    expect(announced(inner('a', 'button'))).to.equal('button "Add to cart"');
    expect(announced(inner('b', 'button'))).to.equal('button "Basket"');
    expect(announced(inner('c', 'button'))).to.equal('button "Buy now"');
    expect(missing()).to.deep.equal([]);
  });

  it('is reported once for all the copies a template makes of it', async () => {
    const list = {
      id: 'root',
      component: 'List',
      children: {path: '/items', componentId: 'item-button'},
    };
    const {inner, missing} = await mount([list, ...pictureButton('item-button')], {
      items: [{}, {}, {}],
    });
    expect(announced(inner('item-button', 'button'))).to.equal('button "Item button"');
    expect(missing().length).to.equal(1);
  });
});

describe('a Button that shows only an Icon', () => {
  const iconButton = (id: string, name: unknown) => [
    {id, component: 'Button', child: `${id}-icon`, action: {event: {name: 'go'}}},
    {id: `${id}-icon`, component: 'Icon', name},
  ];

  it('drawn from path data, without a label, is named after its id and reported', async () => {
    const {inner, missing} = await mount([
      {id: 'root', component: 'Row', children: ['next-page']},
      ...iconButton('next-page', {svgPath: 'M8 5v14l11-7z'}),
    ]);
    expect(announced(inner('next-page', 'button'))).to.equal('button "Next page"');
    expect(missing().length).to.equal(1);
  });

  it('named from the catalog is named by the icon, without a report', async () => {
    const {inner, missing} = await mount([
      {id: 'root', component: 'Row', children: ['go-home']},
      ...iconButton('go-home', 'home'),
    ]);
    expect(announced(inner('go-home', 'button'))).to.equal('button "home"');
    expect(missing()).to.deep.equal([]);
  });
});

describe('a media player without a label', () => {
  it('a Video is named after its id', async () => {
    const {inner, missing} = await mount([
      {id: 'root', component: 'Column', children: ['intro-clip', 'labelled']},
      {id: 'intro-clip', component: 'Video', url: 'https://example.com/a.webm'},
      {
        id: 'labelled',
        component: 'Video',
        url: 'https://example.com/b.webm',
        accessibility: {label: 'Product tour'},
      },
    ]);
    expect(announced(inner('intro-clip', 'video'))).to.equal('video "Intro clip"');
    expect(announced(inner('labelled', 'video'))).to.equal('video "Product tour"');
    expect(missing()).to.deep.equal([]);
  });

  it('an AudioPlayer is named by its description, else after its id', async () => {
    const {inner, missing} = await mount([
      {id: 'root', component: 'Column', children: ['episode', 'bare-track']},
      {id: 'episode', component: 'AudioPlayer', url: 'https://x.test/1.mp3', description: 'Ep 1'},
      {id: 'bare-track', component: 'AudioPlayer', url: 'https://x.test/2.mp3'},
    ]);
    expect(announced(inner('episode', 'audio'))).to.equal('audio "Ep 1"');
    expect(announced(inner('bare-track', 'audio'))).to.equal('audio "Bare track"');
    expect(missing()).to.deep.equal([]);
  });
});
