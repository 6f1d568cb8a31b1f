// What the user entered into a field bound to nothing (a literal `value`), and whether they left
// it, belongs to the component, not to its element: a virtualised list that destroys a reply
// scrolled out of view and creates a new element for it shows the entry and its error again.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import {CATALOG, surfaceElement} from './chat-conversation.js';

/** A reply with unbound fields: a note (a literal value), a required name, a check box. */
function reply(surfaceId: string, note = 'draft'): object[] {
  return [
    {version: 'v0.9', createSurface: {surfaceId, catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'Column', children: ['note', 'name', 'agree']},
          {id: 'note', component: 'TextField', label: 'Note', value: note},
          {
            id: 'name',
            component: 'TextField',
            label: 'Name',
            checks: [{condition: {call: 'required', args: {value: ''}}, message: 'Say a name'}],
          },
          {id: 'agree', component: 'CheckBox', label: 'Agree', value: false},
        ],
      },
    },
  ];
}

const inner = <T extends Element>(el: A2uiSurface, id: string, selector: string): T =>
  deepQuery(el, `[data-a2ui-id="${id}"]`)!.shadowRoot!.querySelector<T>(selector)!;

/** The reply's element destroyed and a new one created in its place, as a virtualised list does. */
async function scrolledAwayAndBack(processor: MessageProcessor, list: Element, gone: A2uiSurface) {
  gone.remove();
  await settle();
  const again = surfaceElement(processor, gone.surfaceId);
  list.append(again);
  await settle();
  return again;
}

async function shown(processor: MessageProcessor, surfaceId: string) {
  const list = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = surfaceElement(processor, surfaceId);
  list.append(el);
  await settle();
  return {list, el};
}

describe('entries into unbound fields of a reply whose element is created again', () => {
  it('shows the text the user typed over a literal value', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(reply('r'));
    const {list, el} = await shown(processor, 'r');
    inner<HTMLInputElement>(el, 'note', 'input').focus();
    await sendKeys({type: ' two'});
    await settle();
    const again = await scrolledAwayAndBack(processor, list, el);
    expect(inner<HTMLInputElement>(again, 'note', 'input').value).to.equal('draft two');
  });

  it('shows the box the user checked', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(reply('r'));
    const {list, el} = await shown(processor, 'r');
    inner<HTMLInputElement>(el, 'agree', 'input').click();
    await settle();
    const again = await scrolledAwayAndBack(processor, list, el);
    expect(inner<HTMLInputElement>(again, 'agree', 'input').checked).to.equal(true);
  });

  it('still shows the error of a required field the user left empty', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(reply('r'));
    const {list, el} = await shown(processor, 'r');
    const error = (target: A2uiSurface) => inner(target, 'name', '[part="error"]').textContent!;
    inner<HTMLInputElement>(el, 'name', 'input').focus();
    inner<HTMLInputElement>(el, 'name', 'input').blur();
    await settle();
    expect(error(el).trim()).to.equal('Say a name');
    const again = await scrolledAwayAndBack(processor, list, el);
    expect(error(again).trim()).to.equal('Say a name');
  });

  it('keeps each reply its own entry for the same component id', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([...reply('a'), ...reply('b')]);
    const {list, el} = await shown(processor, 'a');
    const other = surfaceElement(processor, 'b');
    list.append(other);
    await settle();
    inner<HTMLInputElement>(el, 'note', 'input').focus();
    await sendKeys({type: '!'});
    await settle();
    const againA = await scrolledAwayAndBack(processor, list, el);
    const againB = await scrolledAwayAndBack(processor, list, other);
    expect(inner<HTMLInputElement>(againA, 'note', 'input').value).to.equal('draft!');
    expect(inner<HTMLInputElement>(againB, 'note', 'input').value).to.equal('draft');
  });

  it('shows the value the agent sends next over the kept entry', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(reply('r'));
    const {list, el} = await shown(processor, 'r');
    inner<HTMLInputElement>(el, 'note', 'input').focus();
    await sendKeys({type: '!'});
    await settle();
    el.remove();
    await settle();
    processor.processMessages(reply('r', 'revised').slice(1));
    const again = surfaceElement(processor, 'r');
    list.append(again);
    await settle();
    expect(inner<HTMLInputElement>(again, 'note', 'input').value).to.equal('revised');
  });
});

describe('entries into unbound fields of template items', () => {
  it('stay with their item when an item is inserted above it and it renders again', async () => {
    const processor = new MessageProcessor();
    const items = [{label: 'A'}, {label: 'B'}];
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 't', catalogId: CATALOG}},
      {version: 'v0.9', updateDataModel: {surfaceId: 't', value: {items}}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 't',
          components: [
            {id: 'root', component: 'List', children: {componentId: 'field', path: '/items'}},
            {id: 'field', component: 'TextField', label: {path: 'label'}, value: ''},
          ],
        },
      },
    ]);
    const {el} = await shown(processor, 't');
    const inputs = () =>
      [
        ...deepQuery(el, '[data-a2ui-id="root"]')!.shadowRoot!.querySelectorAll('a2ui-text-field'),
      ].map((field) => field.shadowRoot!.querySelector('input')!);
    inputs()[1]!.focus();
    await sendKeys({type: 'typed'});
    await settle();
    const update = (value: unknown) =>
      processor.processMessages([
        {version: 'v0.9', updateDataModel: {surfaceId: 't', path: '/items', value}},
      ]);
    update([{label: 'new'}, ...items]);
    await settle();
    update([{label: 'new'}, {label: 'A'}, {label: 'B, renamed'}]);
    await settle();
    expect(inputs().map((input) => input.value)).to.deep.equal(['', '', 'typed']);
  });
});

describe('the open tab of a template item', () => {
  it('stays with its item when an item is inserted above it', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'tabs', catalogId: CATALOG}},
      {version: 'v0.9', updateDataModel: {surfaceId: 'tabs', value: {items: [{n: 'A'}, {n: 'B'}]}}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'tabs',
          components: [
            {id: 'root', component: 'List', children: {componentId: 'tabs', path: '/items'}},
            {
              id: 'tabs',
              component: 'Tabs',
              tabs: [
                {title: 'One', child: 'one'},
                {title: 'Two', child: 'two'},
              ],
            },
            {id: 'one', component: 'Text', text: {path: 'n'}},
            {id: 'two', component: 'Text', text: 'second'},
          ],
        },
      },
    ]);
    const {el} = await shown(processor, 'tabs');
    const selected = () =>
      [...deepQuery(el, '[data-a2ui-id="root"]')!.shadowRoot!.querySelectorAll('a2ui-tabs')].map(
        (tabs) =>
          [...tabs.shadowRoot!.querySelectorAll('[role="tab"]')]
            .map((tab) => tab.getAttribute('aria-selected'))
            .indexOf('true'),
      );
    deepQuery(el, '[data-a2ui-id="root"]')!
      .shadowRoot!.querySelectorAll('a2ui-tabs')[1]!
      .shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')[1]!
      .click();
    await settle();
    expect(selected()).to.deep.equal([0, 1]);
    processor.processMessages([
      {
        version: 'v0.9',
        updateDataModel: {
          surfaceId: 'tabs',
          path: '/items',
          value: [{n: 'new'}, {n: 'A'}, {n: 'B'}],
        },
      },
    ]);
    await settle();
    expect(selected()).to.deep.equal([0, 0, 1]);
  });
});
