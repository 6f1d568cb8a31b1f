// Right-to-left pages (Arabic, Hebrew): a surface under `dir="rtl"` (on <html>, on an ancestor or
// on <a2ui-surface> itself) mirrors. Checked on the geometry the user sees, not on class names.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys, sendMouse} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

type Where = 'ancestor' | 'surface' | 'none';

async function mount(
  components: object[],
  {data = {}, where = 'ancestor' as Where} = {},
): Promise<HTMLElement> {
  const processor = new MessageProcessor();
  const wrapper = await fixture<HTMLElement>(
    where === 'surface'
      ? html`<div style="width: 600px">
          <a2ui-surface dir="rtl" surface-id="t" .processor=${processor}></a2ui-surface>
        </div>`
      : where === 'ancestor'
        ? html`<div dir="rtl" style="width: 600px">
            <a2ui-surface surface-id="t" .processor=${processor}></a2ui-surface>
          </div>`
        : html`<div style="width: 600px">
            <a2ui-surface surface-id="t" .processor=${processor}></a2ui-surface>
          </div>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 't', catalogId: CATALOG}},
    {version: 'v0.9', updateDataModel: {surfaceId: 't', value: data}},
    {version: 'v0.9', updateComponents: {surfaceId: 't', components}},
  ]);
  await settle();
  return wrapper;
}

const host = (wrapper: HTMLElement, id: string) => deepQuery(wrapper, `[data-a2ui-id="${id}"]`)!;
const part = (wrapper: HTMLElement, id: string, name: string) =>
  host(wrapper, id).shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const box = (element: Element) => element.getBoundingClientRect();

/** Where the text inside `element` is drawn (its first text node), not the box around it. */
function textBox(element: Element): DOMRect {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeValue!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
  });
  const range = document.createRange();
  range.selectNodeContents(walker.nextNode()!);
  return range.getBoundingClientRect();
}

const twoTexts = (row: object) => [
  {id: 'root', component: 'Row', children: ['a', 'b'], ...row},
  {id: 'a', component: 'Text', text: 'أ'},
  {id: 'b', component: 'Text', text: 'ب'},
];

/** Where a point of an icon's 24×24 drawing lands on screen. */
function iconPoint(wrapper: HTMLElement, id: string, x: number, y: number): DOMPoint {
  const path = part(wrapper, id, 'icon').querySelector('path')!;
  return new DOMPoint(x, y).matrixTransform(path.getScreenCTM()!);
}

/** True when the icon is drawn as in its 24×24 source: its left (x 4) stays left of x 20. */
const drawnAsIs = (wrapper: HTMLElement, id: string) =>
  iconPoint(wrapper, id, 4, 12).x < iconPoint(wrapper, id, 20, 12).x;

// Bound names: names outside the catalog's enum (snake_case, the extra Material names the
// official examples bind) are accepted from the data model.
const icons = (names: string[]) => [
  {id: 'root', component: 'Row', children: names},
  ...names.map((name) => ({id: name, component: 'Icon', name: {path: `/icons/${name}`}})),
];
const iconData = (names: string[]) => ({
  data: {icons: Object.fromEntries(names.map((name) => [name, name]))},
});

describe('right-to-left layout', () => {
  it('runs a Row right to left under dir="rtl" on <html>', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const wrapper = await mount(twoTexts({}), {where: 'none'});
      expect(box(host(wrapper, 'a')).left > box(host(wrapper, 'b')).left).to.equal(true);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('runs a Row right to left under dir="rtl" on an ancestor', async () => {
    const wrapper = await mount(twoTexts({}));
    expect(box(host(wrapper, 'a')).left > box(host(wrapper, 'b')).left).to.equal(true);
  });

  it('runs a Row right to left under dir="rtl" on the surface itself', async () => {
    const wrapper = await mount(twoTexts({}), {where: 'surface'});
    expect(box(host(wrapper, 'a')).left > box(host(wrapper, 'b')).left).to.equal(true);
  });

  it('runs a Row left to right without dir', async () => {
    const wrapper = await mount(twoTexts({}), {where: 'none'});
    expect(box(host(wrapper, 'a')).left < box(host(wrapper, 'b')).left).to.equal(true);
  });

  it('packs a Row justified start against the right edge and end against the left', async () => {
    const start = await mount(twoTexts({justify: 'start'}));
    const startRow = box(part(start, 'root', 'container'));
    expect(Math.round(box(host(start, 'a')).right)).to.equal(Math.round(startRow.right));
    const end = await mount(twoTexts({justify: 'end'}));
    const endRow = box(part(end, 'root', 'container'));
    expect(Math.round(box(host(end, 'b')).left)).to.equal(Math.round(endRow.left));
  });

  it('aligns a Column child aligned start to the right edge and end to the left', async () => {
    const column = (align: string) => [
      {id: 'root', component: 'Column', children: ['a'], align},
      {id: 'a', component: 'Button', child: 'l', action: {event: {name: 'x'}}},
      {id: 'l', component: 'Text', text: 'زر'},
    ];
    const start = await mount(column('start'));
    const startBox = box(part(start, 'root', 'container'));
    expect(Math.round(box(host(start, 'a')).right)).to.equal(Math.round(startBox.right));
    const end = await mount(column('end'));
    const endBox = box(part(end, 'root', 'container'));
    expect(Math.round(box(host(end, 'a')).left)).to.equal(Math.round(endBox.left));
  });

  it('scrolls a horizontal List from the right, its first item rightmost', async () => {
    const wrapper = await mount([
      {id: 'root', component: 'List', direction: 'horizontal', children: ['a', 'b']},
      {id: 'a', component: 'Text', text: 'أ'},
      {id: 'b', component: 'Text', text: 'ب'},
    ]);
    // The List's own box: its scroll box reaches past it by the room left for focus rings.
    const list = box(host(wrapper, 'root'));
    expect(Math.round(box(host(wrapper, 'a')).right)).to.equal(Math.round(list.right));
    expect(box(host(wrapper, 'a')).left > box(host(wrapper, 'b')).left).to.equal(true);
  });

  it('indents Markdown list items from the right', async () => {
    const wrapper = await mount([{id: 'root', component: 'Text', text: '- أ\n- ب'}]);
    const text = box(host(wrapper, 'root'));
    const item = box(host(wrapper, 'root').shadowRoot!.querySelector('li')!);
    expect(text.right - item.right > 10).to.equal(true);
    expect(Math.round(item.left)).to.equal(Math.round(text.left));
  });
});

describe('right-to-left icons', () => {
  it('points arrowBack right and arrowForward left', async () => {
    const wrapper = await mount(
      icons(['arrowBack', 'arrowForward']),
      iconData(['arrowBack', 'arrowForward']),
    );
    // Drawn as is, arrowBack's tip is its left end (x 4): mirrored, it is the right end.
    expect(iconPoint(wrapper, 'arrowBack', 4, 12).x).to.be.greaterThan(
      iconPoint(wrapper, 'arrowBack', 20, 12).x,
    );
    expect(drawnAsIs(wrapper, 'arrowForward')).to.equal(false);
  });

  it('mirrors the other icons that show a direction of reading or motion', async () => {
    const names = ['send', 'starHalf', 'volumeUp', 'volumeOff', 'trendingUp', 'directionsRun'];
    const wrapper = await mount(icons(names), iconData(names));
    expect(names.filter((name) => drawnAsIs(wrapper, name))).to.deep.equal([]);
  });

  it('also mirrors an icon named in snake_case', async () => {
    const wrapper = await mount(icons(['arrow_back']), iconData(['arrow_back']));
    expect(drawnAsIs(wrapper, 'arrow_back')).to.equal(false);
  });

  it('keeps media controls, checks, slashes and objects as drawn', async () => {
    const names = ['play', 'skipNext', 'fastForward', 'check', 'visibilityOff', 'search', 'help'];
    const wrapper = await mount(icons(names), iconData(names));
    expect(names.filter((name) => !drawnAsIs(wrapper, name))).to.deep.equal([]);
  });

  it('keeps every icon as drawn in a left-to-right page', async () => {
    const wrapper = await mount(icons(['arrowBack', 'send']), {
      ...iconData(['arrowBack', 'send']),
      where: 'none',
    });
    expect(drawnAsIs(wrapper, 'arrowBack')).to.equal(true);
    expect(drawnAsIs(wrapper, 'send')).to.equal(true);
  });

  it('mirrors an icon under dir="rtl" on <html> and on the surface itself', async () => {
    const onSurface = await mount(icons(['arrowBack']), {
      ...iconData(['arrowBack']),
      where: 'surface',
    });
    expect(drawnAsIs(onSurface, 'arrowBack')).to.equal(false);
    document.documentElement.dir = 'rtl';
    try {
      const onPage = await mount(icons(['arrowBack']), {...iconData(['arrowBack']), where: 'none'});
      expect(drawnAsIs(onPage, 'arrowBack')).to.equal(false);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('turns an icon back when the page switches to left-to-right', async () => {
    const wrapper = await mount(icons(['arrowBack']), iconData(['arrowBack']));
    wrapper.dir = 'ltr';
    expect(drawnAsIs(wrapper, 'arrowBack')).to.equal(true);
  });
});

describe('right-to-left controls', () => {
  it('steps a Slider up with ArrowLeft and down with ArrowRight, as native ranges do', async () => {
    const wrapper = await mount(
      [{id: 'root', component: 'Slider', label: 'مستوى', min: 0, max: 10, value: {path: '/v'}}],
      {data: {v: 5}},
    );
    const input = part(wrapper, 'root', 'input') as HTMLInputElement;
    input.focus();
    await sendKeys({press: 'ArrowLeft'});
    expect(input.value).to.equal('6');
    await sendKeys({press: 'ArrowRight'});
    await sendKeys({press: 'ArrowRight'});
    expect(input.value).to.equal('4');
  });

  it('fills a Slider from the right: a click near its right end picks a low value', async () => {
    const wrapper = await mount(
      [{id: 'root', component: 'Slider', label: 'مستوى', min: 0, max: 100, value: {path: '/v'}}],
      {data: {v: 50}},
    );
    const input = part(wrapper, 'root', 'input') as HTMLInputElement;
    const track = box(input);
    await sendMouse({
      type: 'click',
      position: [Math.round(track.right - 12), Math.round(track.top + track.height / 2)],
    });
    expect(Number(input.value)).to.be.lessThan(10);
  });

  it('puts the Slider label at the right end of its header and the value at the left', async () => {
    const wrapper = await mount(
      [{id: 'root', component: 'Slider', label: 'مستوى', min: 0, max: 10, value: 3}],
      {},
    );
    const header = box(part(wrapper, 'root', 'header'));
    expect(Math.round(box(part(wrapper, 'root', 'label')).right)).to.equal(
      Math.round(header.right),
    );
    expect(Math.round(box(part(wrapper, 'root', 'value')).left)).to.equal(Math.round(header.left));
  });

  it('moves Tabs to the next tab with ArrowLeft', async () => {
    const wrapper = await mount([
      {
        id: 'root',
        component: 'Tabs',
        tabs: [
          {title: 'أول', child: 'one'},
          {title: 'ثاني', child: 'two'},
        ],
      },
      {id: 'one', component: 'Text', text: '1'},
      {id: 'two', component: 'Text', text: '2'},
    ]);
    const tabs = host(wrapper, 'root').shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]');
    expect(box(tabs[0]!).left > box(tabs[1]!).left).to.equal(true);
    tabs[0]!.focus();
    await sendKeys({press: 'ArrowLeft'});
    await settle();
    expect(tabs[1]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({press: 'ArrowRight'});
    await settle();
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
  });

  it('puts the close button of an open Modal at its left end', async () => {
    const wrapper = await mount([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
      {id: 'open', component: 'Text', text: 'افتح'},
      {id: 'body', component: 'Text', text: 'محتوى'},
    ]);
    host(wrapper, 'open').click();
    await settle();
    const dialog = box(part(wrapper, 'root', 'dialog'));
    const close = box(part(wrapper, 'root', 'close-button'));
    const content = box(part(wrapper, 'root', 'content'));
    expect(dialog.width > 0).to.equal(true);
    expect(close.right < content.left + 1).to.equal(true);
    expect(close.left - dialog.left < dialog.right - close.right).to.equal(true);
  });

  it('puts the CheckBox box at the right of its label', async () => {
    const wrapper = await mount([{id: 'root', component: 'CheckBox', label: 'موافق', value: true}]);
    const field = box(part(wrapper, 'root', 'field'));
    const checkbox = box(part(wrapper, 'root', 'checkbox'));
    expect(Math.round(checkbox.right)).to.equal(Math.round(field.right));
    expect(checkbox.left > box(part(wrapper, 'root', 'label')).right).to.equal(true);
  });

  it('puts ChoicePicker radios at the right of their labels under a right-aligned label', async () => {
    const wrapper = await mount([
      {
        id: 'root',
        component: 'ChoicePicker',
        label: 'خيار',
        options: [{label: 'واحد', value: '1'}],
        value: ['1'],
      },
    ]);
    const field = box(part(wrapper, 'root', 'field'));
    const radio = box(part(wrapper, 'root', 'control'));
    expect(Math.round(radio.right)).to.equal(Math.round(field.right));
    expect(radio.left > box(part(wrapper, 'root', 'option-label')).right).to.equal(true);
    expect(Math.round(textBox(part(wrapper, 'root', 'label')).right)).to.equal(
      Math.round(field.right),
    );
  });

  it('puts the check mark of a chosen chip at the right of its text', async () => {
    const wrapper = await mount([
      {
        id: 'root',
        component: 'ChoicePicker',
        displayStyle: 'chips',
        variant: 'multipleSelection',
        options: [{label: 'واحد', value: '1'}],
        value: ['1'],
      },
    ]);
    const chip = box(part(wrapper, 'root', 'option'));
    const text = textBox(part(wrapper, 'root', 'option-label'));
    // The mark (::before) sits between the chip's right edge and the text, which ends short of it.
    expect(chip.right - text.right > 20).to.equal(true);
    expect(text.left - chip.left < chip.right - text.right).to.equal(true);
  });

  it('starts TextField and DateTimeInput labels and the typed text at the right', async () => {
    const wrapper = await mount([
      {id: 'root', component: 'Column', children: ['name', 'date']},
      {id: 'name', component: 'TextField', label: 'الاسم', value: 'سارة'},
      {id: 'date', component: 'DateTimeInput', label: 'التاريخ', enableDate: true, value: ''},
    ]);
    for (const id of ['name', 'date']) {
      const field = box(part(wrapper, id, 'field'));
      expect(Math.round(textBox(part(wrapper, id, 'label')).right)).to.equal(
        Math.round(field.right),
      );
    }
    const input = part(wrapper, 'name', 'input') as HTMLInputElement;
    expect(getComputedStyle(input).direction).to.equal('rtl');
  });
});
