// A chat app shows its replies in a virtualised list: a reply scrolled out of view has its
// <a2ui-surface> removed from the page and added back when the user scrolls to it again.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import type {ActionBody} from '../../src/state/errors.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import {canCollectGarbage, collectGarbage, everyElement} from './dom-walk.js';
import {
  draftInput,
  renderedIds,
  replyMessages,
  sendButton,
  surfaceElement,
  tabHeaders,
  CATALOG,
} from './chat-conversation.js';
import {chromiumOnly} from './chromium-only.js';

/** A conversation of `count` replies, all shown in `list`. */
async function conversation(
  count: number,
): Promise<{processor: MessageProcessor; list: HTMLElement; elements: A2uiSurface[]}> {
  const processor = new MessageProcessor();
  const list = await fixture<HTMLDivElement>(html`<div></div>`);
  const ids = Array.from({length: count}, (_, n) => `reply-${n}`);
  processor.processMessages(ids.flatMap((id, n) => replyMessages(id, n)));
  const elements = ids.map((id) => surfaceElement(processor, id));
  list.append(...elements);
  await settle();
  return {processor, list, elements};
}

async function typeInto(el: A2uiSurface, text: string): Promise<void> {
  draftInput(el)!.focus();
  await sendKeys({type: text});
  await settle();
}

function answerText(el: A2uiSurface): string | undefined {
  return deepQuery(el, '[data-a2ui-id="answer"]')?.shadowRoot?.textContent?.trim();
}

describe('a reply scrolled away and back', () => {
  it('keeps the typed text and the selected tab when its element is added back', async () => {
    const {list, elements} = await conversation(5);
    const reply = elements[1]!;
    await typeInto(reply, 'hello');
    tabHeaders(reply)[1]!.click();
    await settle();
    reply.remove();
    await settle();
    list.append(reply);
    await settle();
    expect(tabHeaders(reply).map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal([
      'false',
      'true',
    ]);
    expect(answerText(reply)).to.equal('hello');
    tabHeaders(reply)[0]!.click();
    await settle();
    expect(draftInput(reply)!.value).to.equal('hello');
  });

  it('shows the typed text in a new element made for the same reply', async () => {
    const {processor, list, elements} = await conversation(3);
    await typeInto(elements[2]!, 'kept');
    elements[2]!.remove();
    await settle();
    const again = surfaceElement(processor, 'reply-2');
    list.append(again);
    await settle();
    expect(draftInput(again)!.value).to.equal('kept');
  });

  it('follows data model changes the agent made while it was away', async () => {
    const {processor, list, elements} = await conversation(3);
    const reply = elements[0]!;
    reply.remove();
    processor.processMessages([
      {version: 'v0.9', updateDataModel: {surfaceId: 'reply-0', path: '/body', value: 'Edited'}},
    ]);
    await settle();
    list.append(reply);
    await settle();
    const body = deepQuery(reply, '[data-a2ui-id="body"]')!.shadowRoot!.textContent!.trim();
    expect(body).to.equal('Edited');
  });

  it('sends its action with its own surface id and context, among 200 replies', async () => {
    const {processor, elements} = await conversation(200);
    const actions: ActionBody[] = [];
    processor.addEventListener('action', (e) => actions.push(e.detail));
    const old = elements[3]!;
    await typeInto(old, 'yes');
    sendButton(old).click();
    expect(actions.map((a) => [a.name, a.surfaceId, a.sourceComponentId, a.context])).to.deep.equal(
      [['send', 'reply-3', 'send', {n: 3, text: 'yes'}]],
    );
  });

  it('reports an error of an old reply on that reply only, naming it', async () => {
    const {processor, elements} = await conversation(120);
    const seen: string[] = [];
    for (const el of elements) {
      el.addEventListener('a2uierror', (e) => seen.push(`${el.surfaceId}:${e.detail.surfaceId}`));
    }
    processor.processMessages([
      {
        version: 'v0.9',
        updateComponents: {surfaceId: 'reply-7', components: [{id: 'body', component: 'Text'}]},
      },
    ]);
    await settle();
    expect(seen).to.deep.equal(['reply-7:reply-7']);
  });
});

describe('a reply moved or scrolled away with unbound inputs', () => {
  it('keeps text typed into a field bound to nothing', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'u', catalogId: CATALOG}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'u',
          components: [{id: 'root', component: 'TextField', label: 'Note'}],
        },
      },
    ]);
    const el = surfaceElement(processor, 'u');
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    list.append(el);
    await settle();
    const input = deepQuery(el, '[data-a2ui-id="root"]')!.shadowRoot!.querySelector('input')!;
    input.focus();
    await sendKeys({type: 'unbound'});
    await settle();
    el.remove();
    await settle();
    list.append(el);
    await settle();
    const again = deepQuery(el, '[data-a2ui-id="root"]')!.shadowRoot!.querySelector('input')!;
    expect(again.value).to.equal('unbound');
  });

  it('keeps its rendered elements when moved within the list in one task', async () => {
    const {list, elements} = await conversation(3);
    await typeInto(elements[0]!, 'moved');
    const input = draftInput(elements[0]!);
    list.append(elements[0]!); // now last
    await settle();
    expect(draftInput(elements[0]!) === input).to.equal(true);
    expect(input!.value).to.equal('moved');
  });
});

describe('old replies deleted by the app', () => {
  it('leave none of their elements or models reachable', async function () {
    chromiumOnly(this);
    expect(canCollectGarbage, 'Chromium started with --expose-gc').to.equal(true);
    const {processor, list, elements} = await conversation(30);
    const refs = await (async () => {
      const old = elements.slice(0, 20);
      // Scrolled away and back once, then deleted.
      for (const el of old) el.remove();
      await settle();
      list.prepend(...old);
      await settle();
      expect(old.every((el) => renderedIds(el).includes('send'))).to.equal(true);
      const rendered = old.flatMap((el) => [
        el,
        ...everyElement(el.shadowRoot!).filter((n) => 'node' in n),
      ]);
      const models = old.map((el) => processor.getSurface(el.surfaceId)!);
      const weak = [...rendered, ...models].map((target) => new WeakRef(target));
      processor.processMessages(
        old.map((el) => ({version: 'v0.9', deleteSurface: {surfaceId: el.surfaceId}})),
      );
      await settle();
      for (const el of old) el.remove();
      await settle();
      return weak;
    })();
    elements.length = 0;
    await collectGarbage();
    const alive = refs.filter((ref) => ref.deref() !== undefined).length;
    expect(alive, `${alive} of ${refs.length} objects still reachable`).to.equal(0);
    expect(renderedIds(list.lastElementChild as A2uiSurface)).to.include('send');
  });
});
