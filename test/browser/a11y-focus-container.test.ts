// Focus when the component holding it goes with its container (docs/accessibility.md, the rules
// of a11y-focus-loss.test.ts): the agent changes the type of the container around the focused
// control, or changes the container's children so that the focused one is no longer listed.
// Focus must land on what replaced the container (the same component inside it when it is
// there), or on the next / previous / surrounding component, never on <body>. Focus is moved by
// the keyboard (Tab), as a user does, and stays visible (:focus-visible) where it lands.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepText} from '../../components/shared/deep-text.js';
import {deepActiveElement} from '../../components/shared/tab-stops.js';
import {deepQuery, focusedId, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';
import {announced} from './a11y-tree.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
let processor: MessageProcessor;
let surface: HTMLElement;

async function mount(components: object[], data: object = {}): Promise<void> {
  processor = new MessageProcessor();
  surface = await fixture<HTMLElement>(
    html`<div>
      <input aria-label="Outside" />
      <a2ui-surface surface-id="f" .processor=${processor}></a2ui-surface>
    </div>`,
  ).then((wrapper) => wrapper.querySelector('a2ui-surface')!);
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'f', catalogId: CATALOG}},
    {version: 'v0.9', updateDataModel: {surfaceId: 'f', value: data}},
  ]);
  update(components);
  await settle();
}

function update(components: object[]): void {
  processor.processMessages([{version: 'v0.9', updateComponents: {surfaceId: 'f', components}}]);
}

/** Focus is on component `id`, on a control a screen reader announces as `announcement`, and
 * drawn with the focus ring a keyboard user follows. */
function expectFocusOn(id: string, announcement: string): void {
  expect(focusedId()).to.equal(id);
  expect(announced(deepActiveElement()!)).to.equal(announcement);
  expect(deepActiveElement()!.matches(':focus-visible')).to.equal(true);
}

/** Tabs from the input before the surface until component `id` holds focus. */
async function tabTo(id: string): Promise<void> {
  surface.parentElement!.querySelector('input')!.focus();
  for (let i = 0; i < 20 && focusedId() !== id; i++) await sendKeys({press: 'Tab'});
  expect(focusedId()).to.equal(id);
}

const field = (id: string) => ({id, component: 'TextField', label: id, value: {path: `/${id}`}});
const button = (id: string) => [
  {id, component: 'Button', child: `${id}-label`, action: {event: {name: id}}},
  {id: `${id}-label`, component: 'Text', text: id.toUpperCase()},
];

describe('focus when the container around the focused component changes', () => {
  it("moves to the Text a focused field's Column turns into", async () => {
    await mount([
      {id: 'root', component: 'Column', children: ['box', 'after']},
      {id: 'box', component: 'Column', children: ['name']},
      field('name'),
      ...button('after'),
    ]);
    await tabTo('name');
    update([{id: 'box', component: 'Text', text: 'Thank you.'}]);
    await settle();
    expect(focusedId()).to.equal('box');
    expect(deepActiveElement()!.localName).to.equal('a2ui-text');
    expect(deepActiveElement()!.matches(':focus-visible')).to.equal(true);
    expect(announced(deepActiveElement()!)).to.equal('a2ui-text "Thank you."');
    expect(deepText(deepActiveElement()!)).to.equal('Thank you.');
  });

  /** A Row of the fields "first" and "name", then a button "after"; the user tabs to "name". */
  async function focusNameInRow(): Promise<void> {
    await mount([
      {id: 'root', component: 'Column', children: ['group', 'after']},
      {id: 'group', component: 'Row', children: ['first', 'name']},
      field('first'),
      field('name'),
      ...button('after'),
    ]);
    await tabTo('name');
  }

  it('stays on the focused field when its Row becomes a Card holding it', async () => {
    await focusNameInRow();
    update([{id: 'group', component: 'Card', child: 'name'}]);
    await settle();
    expect(focusedId()).to.equal('name');
    expect(deepActiveElement()!.localName).to.equal('input');
    expect(deepActiveElement()!.matches(':focus-visible')).to.equal(true);
    expect(announced(deepActiveElement()!)).to.equal('textbox "name"');
  });

  it('stays on the focused field when its Row becomes a Card holding the same fields', async () => {
    await focusNameInRow();
    update([
      {id: 'group', component: 'Card', child: 'fields'},
      {id: 'fields', component: 'Column', children: ['first', 'name']},
    ]);
    await settle();
    expectFocusOn('name', 'textbox "name"');
  });

  it('follows the focused field to where the agent shows it after its Row is dropped', async () => {
    await focusNameInRow();
    update([
      {id: 'root', component: 'Column', children: ['after', 'card']},
      {id: 'card', component: 'Card', child: 'fields'},
      {id: 'fields', component: 'Column', children: ['first', 'name']},
    ]);
    await settle();
    expectFocusOn('name', 'textbox "name"');
  });

  it('follows the focused field when the agent drops its Row and lists the field in its place', async () => {
    await focusNameInRow();
    update([{id: 'root', component: 'Column', children: ['after', 'first', 'name']}]);
    await settle();
    expectFocusOn('name', 'textbox "name"');
  });

  it('moves into a Card that replaces the Row, on its first control', async () => {
    await mount([
      {id: 'root', component: 'Column', children: ['group', 'after']},
      {id: 'group', component: 'Row', children: ['name']},
      field('name'),
      field('other'),
      ...button('after'),
    ]);
    await tabTo('name');
    update([{id: 'group', component: 'Card', child: 'other'}]);
    await settle();
    expectFocusOn('other', 'textbox "other"');
  });
});

describe("focus when the focused component is no longer among its parent's children", () => {
  it('moves to the next child when a nested group holding focus is dropped', async () => {
    await mount([
      {id: 'root', component: 'Column', children: ['group', 'after']},
      {id: 'group', component: 'Row', children: ['name']},
      field('name'),
      ...button('after'),
    ]);
    await tabTo('name');
    update([{id: 'root', component: 'Column', children: ['after']}]);
    await settle();
    expectFocusOn('after', 'button "AFTER"');
  });

  for (const [order, first] of [
    ['before', 0],
    ['after', 1],
  ] as const) {
    it(`moves to the next child when the group is dropped ${order} its children`, async () => {
      await mount([
        {id: 'root', component: 'Column', children: ['group', 'after']},
        {id: 'group', component: 'Row', children: ['name']},
        field('name'),
        ...button('after'),
      ]);
      await tabTo('name');
      const changes = [
        {id: 'root', component: 'Column', children: ['after']},
        {id: 'group', component: 'Row', children: []},
      ];
      update([changes[first]!, changes[1 - first]!]);
      await settle();
      expectFocusOn('after', 'button "AFTER"');
    });
  }

  it('moves to the next child when a Row is given other children', async () => {
    await mount([
      {id: 'root', component: 'Column', children: ['group', 'after']},
      {id: 'group', component: 'Row', children: ['name', 'b']},
      field('name'),
      ...button('b'),
      ...button('c'),
      ...button('after'),
    ]);
    await tabTo('name');
    update([{id: 'group', component: 'Row', children: ['c']}]);
    await settle();
    expectFocusOn('c', 'button "C"');
  });

  it('moves to an item of the new template when a List is given another template', async () => {
    const items = [{name: 'one'}, {name: 'two'}];
    await mount(
      [
        {id: 'root', component: 'Column', children: ['list', 'after']},
        {id: 'list', component: 'List', children: {path: '/items', componentId: 'item'}},
        {id: 'item', component: 'TextField', label: 'Name', value: {path: 'name'}},
        {id: 'other', component: 'CheckBox', label: {path: 'name'}, value: false},
        ...button('after'),
      ],
      {items},
    );
    await tabTo('item');
    await sendKeys({press: 'Tab'});
    expect(focusedId()).to.equal('item');
    update([{id: 'list', component: 'List', children: {path: '/items', componentId: 'other'}}]);
    await settle();
    expectFocusOn('other', 'checkbox "two"');
  });

  it('moves to an item of the new template when a Column is given another template', async () => {
    const items = [{name: 'one'}, {name: 'two'}];
    await mount(
      [
        {id: 'root', component: 'Column', children: ['list', 'after']},
        {id: 'list', component: 'Column', children: {path: '/items', componentId: 'item'}},
        {id: 'item', component: 'TextField', label: 'Name', value: {path: 'name'}},
        {id: 'other', component: 'CheckBox', label: {path: 'name'}, value: false},
        ...button('after'),
      ],
      {items},
    );
    await tabTo('item');
    update([{id: 'list', component: 'Column', children: {path: '/items', componentId: 'other'}}]);
    await settle();
    expectFocusOn('other', 'checkbox "one"');
  });

  it('moves to the next child when a template Column is given a static list', async () => {
    await mount(
      [
        {id: 'root', component: 'Column', children: ['list', 'after']},
        {id: 'list', component: 'Column', children: {path: '/items', componentId: 'item'}},
        {id: 'item', component: 'TextField', label: 'Name', value: {path: 'name'}},
        ...button('c'),
        ...button('after'),
      ],
      {items: [{name: 'one'}]},
    );
    await tabTo('item');
    update([{id: 'list', component: 'Column', children: ['c']}]);
    await settle();
    expectFocusOn('c', 'button "C"');
  });
});

// An agent may show one component in two places (a component id listed by two parents): focus
// comes back to the copy the user was in, not to the first or last one shown.
describe('focus in a component the agent shows twice', () => {
  /** Whether focus is inside component `id`. */
  const focusIsIn = (id: string): boolean =>
    deepQuery(surface, `[data-a2ui-id="${id}"]`)!.matches(':focus-within');

  /** The fields "first" and "name" in a Row "group", shown in the Cards "top" and "bottom";
   * the user tabs to "name" in `card`. */
  async function focusNameIn(card: 'top' | 'bottom'): Promise<void> {
    await mount([
      {id: 'root', component: 'Column', children: ['top', 'bottom']},
      {id: 'top', component: 'Card', child: 'group'},
      {id: 'bottom', component: 'Card', child: 'group'},
      {id: 'group', component: 'Row', children: ['first', 'name']},
      field('first'),
      field('name'),
    ]);
    await tabTo('name');
    // On to "first", then "name", of the bottom copy.
    if (card === 'bottom') for (const _ of [1, 2]) await sendKeys({press: 'Tab'});
    expect(focusedId()).to.equal('name');
    expect(focusIsIn(card)).to.equal(true);
  }

  for (const card of ['top', 'bottom'] as const) {
    it(`stays in the ${card} copy when the Row in both becomes a Card holding the same fields`, async () => {
      await focusNameIn(card);
      update([
        {id: 'group', component: 'Card', child: 'fields'},
        {id: 'fields', component: 'Column', children: ['first', 'name']},
      ]);
      await settle();
      expectFocusOn('name', 'textbox "name"');
      expect(focusIsIn(card)).to.equal(true);
    });

    it(`stays in the ${card} copy when the field in both is replaced`, async () => {
      await focusNameIn(card);
      update([{id: 'name', component: 'CheckBox', label: 'name', value: false}]);
      await settle();
      expectFocusOn('name', 'checkbox "name"');
      expect(focusIsIn(card)).to.equal(true);
    });
  }

  for (const [which, copy] of [
    ['first', 0],
    ['second', 1],
  ] as const) {
    it(`stays in the ${which} copy when a Column lists the Row twice and it becomes a Card`, async () => {
      await mount([
        {id: 'root', component: 'Column', children: ['group', 'group']},
        {id: 'group', component: 'Row', children: ['first', 'name']},
        field('first'),
        field('name'),
      ]);
      const copies = () => [
        ...deepQuery(surface, '[data-a2ui-id="root"]')!.shadowRoot!.querySelectorAll(
          '[data-a2ui-id="group"]',
        ),
      ];
      await tabTo('name');
      // On to "first", then "name", of the second copy.
      if (copy) for (const _ of [1, 2]) await sendKeys({press: 'Tab'});
      expect(focusedId()).to.equal('name');
      expect(copies()[copy]!.matches(':focus-within')).to.equal(true);
      update([
        {id: 'group', component: 'Card', child: 'fields'},
        {id: 'fields', component: 'Column', children: ['first', 'name']},
      ]);
      await settle();
      expectFocusOn('name', 'textbox "name"');
      expect(copies().map((copy) => copy.localName)).to.deep.equal(['a2ui-card', 'a2ui-card']);
      expect(copies()[copy]!.matches(':focus-within')).to.equal(true);
    });
  }
});

describe('focus with two surfaces on one page', () => {
  let processors: MessageProcessor[];
  let surfaces: HTMLElement[];

  async function mountTwo(components: object[]): Promise<void> {
    processors = [new MessageProcessor(), new MessageProcessor()];
    const page = await fixture<HTMLElement>(
      html`<div>
        <a2ui-surface surface-id="f" .processor=${processors[0]}></a2ui-surface>
        <a2ui-surface surface-id="f" .processor=${processors[1]}></a2ui-surface>
      </div>`,
    );
    surfaces = [...page.querySelectorAll<HTMLElement>('a2ui-surface')];
    for (const each of processors)
      each.processMessages([
        {version: 'v0.9', createSurface: {surfaceId: 'f', catalogId: CATALOG}},
        {version: 'v0.9', updateComponents: {surfaceId: 'f', components}},
      ]);
    await settle();
  }

  const updateIn = (which: number, components: object[]) =>
    processors[which]!.processMessages([
      {version: 'v0.9', updateComponents: {surfaceId: 'f', components}},
    ]);

  /** Focuses the native control of component `id` in surface `which`. */
  function focusIn(which: number, id: string): void {
    const host = surfaces[which]!.shadowRoot!.querySelector('[data-a2ui-id="root"]')!;
    host
      .shadowRoot!.querySelector<HTMLElement>(`[data-a2ui-id="${id}"]`)!
      .shadowRoot!.querySelector<HTMLElement>('button, input')!
      .focus();
    expect(focusedId()).to.equal(id);
  }

  const inSurface = (which: number) => surfaces[which]!.matches(':focus-within');

  it('restores focus in the surface that lost it while the other one changes too', async () => {
    await mountTwo([
      {id: 'root', component: 'Column', children: ['a', 'b', 'c']},
      ...['a', 'b', 'c'].flatMap(button),
    ]);
    focusIn(0, 'b');
    updateIn(0, [{id: 'root', component: 'Column', children: ['a', 'c']}]);
    updateIn(1, [{id: 'root', component: 'Column', children: ['c', 'b']}]);
    await settle();
    expect(inSurface(0)).to.equal(true);
    expectFocusOn('c', 'button "C"');
  });

  it('restores the later loss when the page moved focus to the other surface first', async () => {
    await mountTwo([
      {id: 'root', component: 'Column', children: ['a', 'b', 'c']},
      ...['a', 'b', 'c'].flatMap(button),
    ]);
    focusIn(0, 'a');
    updateIn(0, [{id: 'root', component: 'Column', children: ['b', 'c']}]);
    // Before the first loss is restored, the page focuses the other surface, whose update then
    // removes what it focused: focus belongs there.
    focusIn(1, 'b');
    updateIn(1, [{id: 'root', component: 'Column', children: ['a', 'c']}]);
    await settle();
    expect(inSurface(1)).to.equal(true);
    expect(focusedId()).to.equal('c');
  });
});
