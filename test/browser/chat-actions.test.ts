// Actions and errors of chat replies reach the app with the right reply: from a List item of an
// old reply, and from two conversations (processors) that use the same reply ids.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import type {ActionBody} from '../../src/state/errors.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import {everyElement} from './dom-walk.js';
import {CATALOG, replyMessages, sendButton, surfaceElement} from './chat-conversation.js';

/** A reply listing three choices, each with a button sending the choice's name. */
function choicesReply(surfaceId: string): object[] {
  const choices = ['tea', 'coffee', 'water'].map((name) => ({name}));
  return [
    {version: 'v0.9', createSurface: {surfaceId, catalogId: CATALOG}},
    {version: 'v0.9', updateDataModel: {surfaceId, value: {choices}}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'List', children: {componentId: 'choice', path: '/choices'}},
          {
            id: 'choice',
            component: 'Button',
            child: 'label',
            action: {event: {name: 'pick', context: {choice: {path: 'name'}}}},
          },
          {id: 'label', component: 'Text', text: {path: 'name'}},
        ],
      },
    },
  ];
}

async function shown(...elements: A2uiSurface[]): Promise<void> {
  const list = await fixture<HTMLDivElement>(html`<div></div>`);
  list.append(...elements);
  await settle();
}

describe('an action in a List item of an old reply', () => {
  it('names that reply and the item the user picked', async () => {
    const processor = new MessageProcessor();
    const ids = Array.from({length: 120}, (_, n) => `reply-${n}`);
    processor.processMessages(ids.flatMap((id) => choicesReply(id)));
    const elements = ids.map((id) => surfaceElement(processor, id));
    await shown(...elements);
    const actions: ActionBody[] = [];
    processor.addEventListener('action', (e) => actions.push(e.detail));
    const buttons = everyElement(elements[5]!.shadowRoot!).filter(
      (node) => node.getAttribute('data-a2ui-id') === 'choice',
    );
    buttons[1]!.shadowRoot!.querySelector('button')!.click();
    expect(actions.map((a) => [a.surfaceId, a.sourceComponentId, a.context])).to.deep.equal([
      ['reply-5', 'choice', {choice: 'coffee'}],
    ]);
  });
});

describe('an error while rendering an old reply', () => {
  it('names that reply, on its element only', async () => {
    const processor = new MessageProcessor();
    const ids = Array.from({length: 120}, (_, n) => `reply-${n}`);
    processor.processMessages(ids.flatMap((id, n) => replyMessages(id, n)));
    const elements = ids.map((id) => surfaceElement(processor, id));
    await shown(...elements);
    const seen: string[] = [];
    for (const el of elements) {
      el.addEventListener('a2uierror', (e) => seen.push(`${el.surfaceId}:${e.detail.surfaceId}`));
    }
    // A cycle is only found while rendering: title contains itself.
    processor.processMessages([
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'reply-110',
          components: [{id: 'title', component: 'Column', children: ['title']}],
        },
      },
    ]);
    await settle();
    expect(seen).to.deep.equal(['reply-110:reply-110']);
  });
});

describe('two conversations using the same reply ids', () => {
  it('send each action to their own processor only', async () => {
    const [a, b] = [new MessageProcessor(), new MessageProcessor()];
    a.processMessages(replyMessages('reply-0', 1));
    b.processMessages(replyMessages('reply-0', 2));
    const got: string[] = [];
    a.addEventListener('action', (e) => got.push(`a:${e.detail.context['n']}`));
    b.addEventListener('action', (e) => got.push(`b:${e.detail.context['n']}`));
    const [ea, eb] = [surfaceElement(a, 'reply-0'), surfaceElement(b, 'reply-0')];
    await shown(ea, eb);
    sendButton(eb).click();
    sendButton(ea).click();
    expect(got).to.deep.equal(['b:2', 'a:1']);
  });

  it('report each error on their own element only', async () => {
    const [a, b] = [new MessageProcessor(), new MessageProcessor()];
    a.processMessages(replyMessages('reply-0', 1));
    b.processMessages(replyMessages('reply-0', 2));
    const [ea, eb] = [surfaceElement(a, 'reply-0'), surfaceElement(b, 'reply-0')];
    await shown(ea, eb);
    const seen: string[] = [];
    ea.addEventListener('a2uierror', () => seen.push('a'));
    eb.addEventListener('a2uierror', () => seen.push('b'));
    b.processMessages([
      {
        version: 'v0.9',
        updateComponents: {surfaceId: 'reply-0', components: [{id: 'x', component: 'Text'}]},
      },
    ]);
    expect(seen).to.deep.equal(['b']);
  });

  it('each render 101+ replies of the same ids in one task', async () => {
    const processors = [new MessageProcessor(), new MessageProcessor()];
    const elements = processors.flatMap((processor, p) => {
      const ids = Array.from({length: 110}, (_, n) => `reply-${n}`);
      processor.processMessages(ids.flatMap((id, n) => replyMessages(id, p * 1000 + n)));
      return ids.map((id) => surfaceElement(processor, id));
    });
    await shown(...elements);
    const missing = elements.filter((el) => !deepQuery(el, '[data-a2ui-id="send-label"]'));
    expect(missing.length).to.equal(0);
  });
});

describe('a recycled element and the reply theme', () => {
  const primary = (el: A2uiSurface): string =>
    getComputedStyle(el).getPropertyValue('--a2ui-color-primary').trim().toLowerCase();

  it('drops the theme of the reply it showed before', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      ...replyMessages('plain', 1),
      ...replyMessages('red', 2, {primaryColor: '#ff0000'}),
    ]);
    const el = surfaceElement(processor, 'plain');
    await shown(el);
    const plain = primary(el);
    el.surfaceId = 'red';
    await settle();
    expect(primary(el)).to.equal('#ff0000');
    el.surfaceId = 'plain';
    await settle();
    expect(primary(el)).to.equal(plain);
  });
});
