// The focus ring a keyboard user follows is drawn whole: a control inside a scroll container
// (a List, the options of a ChoicePicker, the tab row of Tabs) had its 2px outline, drawn 2px
// outside it, cut off by the container's edge: in a horizontal List or on a tab only one side
// of it was left (WCAG 2.4.7 Focus Visible). Measured after real Tab presses, as the ring is
// drawn: the control's box grown by the outline's width and offset must lie inside the padding
// box of every scroll container around it, across shadow roots.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

async function mount(components: object[]): Promise<HTMLElement> {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="f" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'f', catalogId: CATALOG}},
    {version: 'v0.9', updateComponents: {surfaceId: 'f', components}},
  ]);
  await settle();
  return surface;
}

function focused(): Element {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active!;
}

/** The element around `element` in the flat tree (its slot, parent, or shadow host). */
function around(element: Element): Element | null {
  const root = element.getRootNode();
  return (
    element.assignedSlot ?? element.parentElement ?? (root instanceof ShadowRoot ? root.host : null)
  );
}

/**
 * The sides of `element`'s focus ring that a scroll container around it cuts off, as
 * `"<part> cuts top"`; none when the ring is drawn whole.
 */
function cutSides(element: Element): string[] {
  const style = getComputedStyle(element);
  expect(style.outlineStyle, 'focus ring').not.to.equal('none');
  const grow = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
  const box = element.getBoundingClientRect();
  const cuts: string[] = [];
  for (let outer = around(element); outer; outer = around(outer)) {
    const clip = getComputedStyle(outer);
    if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
    const edge = outer.getBoundingClientRect();
    const sides = [
      box.left - grow < edge.left + parseFloat(clip.borderLeftWidth) - 0.5 && 'left',
      box.top - grow < edge.top + parseFloat(clip.borderTopWidth) - 0.5 && 'top',
      box.right + grow > edge.right - parseFloat(clip.borderRightWidth) + 0.5 && 'right',
      box.bottom + grow > edge.bottom - parseFloat(clip.borderBottomWidth) + 0.5 && 'bottom',
    ].filter(Boolean);
    if (sides.length) cuts.push(`${outer.getAttribute('part')} cuts ${sides.join(' ')}`);
  }
  return cuts;
}

/** Presses Tab `count` times and lists, per control reached, what cuts its ring. */
async function tabThrough(count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    await sendKeys({press: 'Tab'});
    const control = focused();
    for (const cut of cutSides(control)) seen.push(`${control.getAttribute('part')}: ${cut}`);
  }
  return seen;
}

const text = (id: string, value: string) => ({id, component: 'Text', text: value});
const button = (id: string, label: string) => [
  {id, component: 'Button', child: `${id}-text`, action: {event: {name: id}}},
  text(`${id}-text`, label),
];

describe('focus ring inside a scroll container', () => {
  afterEach(() => (document.activeElement as HTMLElement | null)?.blur());

  it('is whole on the controls of a vertical List', async () => {
    await mount([
      {id: 'root', component: 'List', children: ['go', 'name', 'ok', 'day']},
      ...button('go', 'Go'),
      {id: 'name', component: 'TextField', label: 'Name', value: ''},
      {id: 'ok', component: 'CheckBox', label: 'OK', value: false},
      {id: 'day', component: 'DateTimeInput', label: 'Day', enableDate: true, value: ''},
    ]);
    expect(await tabThrough(3)).to.deep.equal([]);
  });

  it('is whole on a Button of a horizontal List', async () => {
    await mount([
      {id: 'root', component: 'List', direction: 'horizontal', children: ['a', 'b']},
      ...button('a', 'First'),
      ...button('b', 'Second'),
    ]);
    expect(await tabThrough(2)).to.deep.equal([]);
  });

  it('is whole on a radio and a checkbox of a ChoicePicker list', async () => {
    const options = [
      {label: 'Small', value: 's'},
      {label: 'Large', value: 'l'},
    ];
    await mount([
      {id: 'root', component: 'Column', children: ['one', 'many']},
      {id: 'one', component: 'ChoicePicker', label: 'Size', options, value: []},
      {
        id: 'many',
        component: 'ChoicePicker',
        label: 'Extras',
        variant: 'multipleSelection',
        options,
        value: [],
      },
    ]);
    expect(await tabThrough(2)).to.deep.equal([]);
  });

  it('is whole on a tab', async () => {
    await mount([
      {
        id: 'root',
        component: 'Tabs',
        tabs: [
          {title: 'Details', child: 'a'},
          {title: 'Reviews', child: 'b'},
        ],
      },
      text('a', 'About'),
      text('b', 'Great'),
    ]);
    expect(await tabThrough(1)).to.deep.equal([]);
  });

  it('is whole on the controls of a List with a max height, on a surface without padding', async () => {
    const surface = await mount([
      {id: 'root', component: 'List', children: ['a', 'b', 'c', 'd', 'e']},
      ...['a', 'b', 'c', 'd', 'e'].flatMap((id) => button(id, id)),
    ]);
    surface.style.setProperty('--a2ui-surface-padding', '0');
    surface.style.setProperty('--a2ui-list-max-height', '90px');
    await settle();
    expect(await tabThrough(5)).to.deep.equal([]);
    // Back up: the rings stay whole scrolling the other way too.
    for (let i = 0; i < 4; i++) await sendKeys({press: 'Shift+Tab'});
    expect(cutSides(focused())).to.deep.equal([]);
  });

  it('is whole on the options of a ChoicePicker that scrolls', async () => {
    const options = ['a', 'b', 'c', 'd', 'e'].map((value) => ({label: value, value}));
    const surface = await mount([
      {
        id: 'root',
        component: 'ChoicePicker',
        label: 'Pick',
        variant: 'multipleSelection',
        options,
        value: [],
      },
    ]);
    surface.style.setProperty('--a2ui-choice-picker-max-height', '90px');
    await settle();
    expect(await tabThrough(5)).to.deep.equal([]);
  });

  it('keeps a List no taller than --a2ui-list-max-height', async () => {
    const surface = await mount([
      {id: 'root', component: 'List', children: ['a', 'b', 'c', 'd']},
      ...['a', 'b', 'c', 'd'].flatMap((id) => button(id, id)),
    ]);
    surface.style.setProperty('--a2ui-list-max-height', '60px');
    await settle();
    const list = surface.shadowRoot!.querySelector('a2ui-list')!;
    expect(list.getBoundingClientRect().height).to.equal(60);
  });
});
