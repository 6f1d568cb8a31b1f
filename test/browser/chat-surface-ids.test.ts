// How a chat app points <a2ui-surface> elements at reply surfaces: two views of one reply, an
// element re-pointed at another reply, an element waiting for its reply, a reply id the agent
// deletes and uses again, per-reply themes, and Lists built from the same ids in every reply.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import type {ActionBody} from '../../src/state/errors.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import {everyElement} from './dom-walk.js';
import {
  CATALOG,
  REPLY_IDS,
  draftInput,
  renderedIds,
  replyMessages,
  sendButton,
  surfaceElement,
} from './chat-conversation.js';

const SHOWN = REPLY_IDS.filter((id) => id !== 'answer').join();

async function shown(...elements: A2uiSurface[]): Promise<HTMLElement> {
  const list = await fixture<HTMLDivElement>(html`<div></div>`);
  list.append(...elements);
  await settle();
  return list;
}

function text(el: A2uiSurface, id: string): string | undefined {
  return deepQuery(el, `[data-a2ui-id="${id}"]`)?.shadowRoot?.textContent?.trim();
}

describe('two elements showing the same reply', () => {
  it('both render it completely and share what the user types', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(replyMessages('r', 1));
    const [a, b] = [surfaceElement(processor, 'r'), surfaceElement(processor, 'r')];
    await shown(a, b);
    expect([renderedIds(a).join(), renderedIds(b).join()]).to.deep.equal([SHOWN, SHOWN]);
    draftInput(a)!.focus();
    await sendKeys({type: 'both'});
    await settle();
    expect(draftInput(b)!.value).to.equal('both');
  });

  it('both clear when the reply is deleted', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(replyMessages('r', 1));
    const [a, b] = [surfaceElement(processor, 'r'), surfaceElement(processor, 'r')];
    await shown(a, b);
    processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 'r'}}]);
    await settle();
    expect([renderedIds(a).length, renderedIds(b).length]).to.deep.equal([0, 0]);
  });
});

describe('an element whose surface-id changes', () => {
  it('shows the new reply only, and its actions name the new reply', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([...replyMessages('r1', 1), ...replyMessages('r2', 2)]);
    const el = surfaceElement(processor, 'r1');
    await shown(el);
    el.setAttribute('surface-id', 'r2');
    await settle();
    expect(renderedIds(el).join()).to.equal(SHOWN);
    expect(text(el, 'title')).to.equal('Message 2');
    const actions: ActionBody[] = [];
    processor.addEventListener('action', (e) => actions.push(e.detail));
    sendButton(el).click();
    expect(actions.map((a) => [a.surfaceId, a.context['n']])).to.deep.equal([['r2', 2]]);
  });

  it('reports errors of the new reply, not of the old one', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([...replyMessages('r1', 1), ...replyMessages('r2', 2)]);
    const el = surfaceElement(processor, 'r1');
    await shown(el);
    el.surfaceId = 'r2';
    await settle();
    const seen: string[] = [];
    el.addEventListener('a2uierror', (e) => seen.push(e.detail.surfaceId));
    for (const surfaceId of ['r1', 'r2']) {
      processor.processMessages([
        {
          version: 'v0.9',
          updateComponents: {surfaceId, components: [{id: 'x', component: 'Text'}]},
        },
      ]);
    }
    expect(seen).to.deep.equal(['r2']);
  });
});

describe('an element added before its reply arrives', () => {
  it('shows loading, then the reply when it streams in', async () => {
    const processor = new MessageProcessor();
    const el = surfaceElement(processor, 'later');
    await shown(el);
    expect(el.shadowRoot!.querySelector('slot[name="loading"]')).to.not.equal(null);
    processor.processMessages(replyMessages('later', 7));
    await settle();
    expect(renderedIds(el).join()).to.equal(SHOWN);
    expect(text(el, 'title')).to.equal('Message 7');
  });
});

describe('a reply id the agent deletes and creates again', () => {
  it('shows the new reply, not what the user typed in the old one', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(replyMessages('r', 1));
    const el = surfaceElement(processor, 'r');
    await shown(el);
    draftInput(el)!.focus();
    await sendKeys({type: 'old'});
    await settle();
    processor.processMessages([
      {version: 'v0.9', deleteSurface: {surfaceId: 'r'}},
      ...replyMessages('r', 2),
    ]);
    await settle();
    expect(renderedIds(el).join()).to.equal(SHOWN);
    expect([text(el, 'title'), draftInput(el)!.value]).to.deep.equal(['Message 2', '']);
    const actions: ActionBody[] = [];
    processor.addEventListener('action', (e) => actions.push(e.detail));
    sendButton(el).click();
    expect(actions.map((a) => [a.surfaceId, a.context])).to.deep.equal([['r', {n: 2, text: ''}]]);
  });

  it('shows the new reply when it comes in a later batch', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(replyMessages('r', 1));
    const el = surfaceElement(processor, 'r');
    await shown(el);
    processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 'r'}}]);
    await settle();
    processor.processMessages(replyMessages('r', 3));
    await settle();
    expect(text(el, 'title')).to.equal('Message 3');
  });
});

describe('a theme per reply', () => {
  const primary = (el: A2uiSurface): string =>
    getComputedStyle(el).getPropertyValue('--a2ui-color-primary').trim().toLowerCase();

  it('gives each reply its own primary colour, leaking into no other', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      ...replyMessages('red', 1, {primaryColor: '#ff0000'}),
      ...replyMessages('plain', 2),
      ...replyMessages('blue', 3, {primaryColor: '#0000ff'}),
    ]);
    const [red, plain, blue] = ['red', 'plain', 'blue'].map((id) => surfaceElement(processor, id));
    await shown(red!, plain!, blue!);
    const before = primary(plain!);
    expect([primary(red!), primary(blue!)]).to.deep.equal(['#ff0000', '#0000ff']);
    expect(before).to.not.be.oneOf(['#ff0000', '#0000ff']);
  });

  it('takes the theme of the reply created again under the same id', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(replyMessages('r', 1, {primaryColor: '#ff0000'}));
    const el = surfaceElement(processor, 'r');
    await shown(el);
    processor.processMessages([
      {version: 'v0.9', deleteSurface: {surfaceId: 'r'}},
      ...replyMessages('r', 2, {primaryColor: '#00ff00'}),
    ]);
    await settle();
    expect(primary(el)).to.equal('#00ff00');
  });
});

describe('replies built around the same List template', () => {
  function listReply(surfaceId: string, n: number): object[] {
    const items = [0, 1, 2].map((i) => ({name: `${surfaceId} item ${i}`, tags: [{t: 'a'}]}));
    return [
      {version: 'v0.9', createSurface: {surfaceId, catalogId: CATALOG}},
      {version: 'v0.9', updateDataModel: {surfaceId, value: {items, n}}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId,
          components: [
            {id: 'root', component: 'List', children: {componentId: 'row', path: '/items'}},
            {id: 'row', component: 'Column', children: ['name', 'tags']},
            {id: 'name', component: 'Text', text: {path: 'name'}},
            {id: 'tags', component: 'List', children: {componentId: 'tag', path: 'tags'}},
            {id: 'tag', component: 'Text', text: {path: 't'}},
          ],
        },
      },
    ];
  }

  it('renders every item of 150 replies with its own data', async () => {
    const processor = new MessageProcessor();
    const ids = Array.from({length: 150}, (_, n) => `list-${n}`);
    processor.processMessages(ids.flatMap((id, n) => listReply(id, n)));
    const elements = ids.map((id) => surfaceElement(processor, id));
    await shown(...elements);
    const wrong = elements.filter((el) => {
      const names = everyElement(el.shadowRoot!)
        .filter((node) => node.getAttribute('data-a2ui-id') === 'name')
        .map((node) => node.shadowRoot!.textContent!.trim());
      const tags = everyElement(el.shadowRoot!).filter(
        (node) => node.getAttribute('data-a2ui-id') === 'tag',
      );
      return (
        names.join() !== [0, 1, 2].map((i) => `${el.surfaceId} item ${i}`).join() ||
        tags.length !== 3
      );
    });
    expect(wrong.map((el) => el.surfaceId).slice(0, 3)).to.deep.equal([]);
  });
});
