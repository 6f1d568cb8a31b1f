// Virtualised lists recycle their item elements: the <a2ui-surface> that showed one reply is
// pointed at another one as the user scrolls, connected or while out of the page.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import {canCollectGarbage, collectGarbage, everyElement} from './dom-walk.js';
import {
  draftInput,
  renderedIds,
  replyMessages,
  surfaceElement,
  tabHeaders,
} from './chat-conversation.js';
import {chromiumOnly} from './chromium-only.js';

function title(el: A2uiSurface): string | undefined {
  return deepQuery(el, '[data-a2ui-id="title"]')?.shadowRoot?.textContent?.trim();
}

async function replies(count: number): Promise<MessageProcessor> {
  const processor = new MessageProcessor();
  const ids = Array.from({length: count}, (_, n) => `reply-${n}`);
  processor.processMessages(ids.flatMap((id, n) => replyMessages(id, n)));
  return processor;
}

describe('a recycled reply element', () => {
  it('shows the other reply with its own text and tab, none of the first, and the first as it was', async () => {
    const processor = await replies(3);
    const el = surfaceElement(processor, 'reply-0');
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    list.append(el);
    await settle();
    draftInput(el)!.focus();
    await sendKeys({type: 'first'});
    tabHeaders(el)[1]!.click();
    await settle();
    el.surfaceId = 'reply-1';
    await settle();
    expect(title(el)).to.equal('Message 1');
    expect(tabHeaders(el).map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal([
      'true',
      'false',
    ]);
    expect(draftInput(el)!.value).to.equal('');
    el.surfaceId = 'reply-0';
    await settle();
    // Back on the first reply: its open tab, the answer showing what was typed.
    expect(tabHeaders(el).map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal([
      'false',
      'true',
    ]);
    const answer = deepQuery(el, '[data-a2ui-id="answer"]')?.shadowRoot?.textContent?.trim();
    expect(answer).to.equal('first');
  });

  it('shows the other reply when re-pointed while out of the page', async () => {
    const processor = await replies(3);
    const el = surfaceElement(processor, 'reply-0');
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    list.append(el);
    await settle();
    el.remove();
    el.setAttribute('surface-id', 'reply-2');
    list.append(el);
    await settle();
    expect(title(el)).to.equal('Message 2');
  });

  it('shows loading when pointed at a reply that has not arrived yet', async () => {
    const processor = await replies(1);
    const el = surfaceElement(processor, 'reply-0');
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    list.append(el);
    await settle();
    el.surfaceId = 'reply-9';
    await settle();
    expect(renderedIds(el)).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('slot[name="loading"]')).to.not.equal(null);
    processor.processMessages(replyMessages('reply-9', 9));
    await settle();
    expect(title(el)).to.equal('Message 9');
  });

  it('keeps what the user typed in one reply out of every other', async () => {
    const processor = await replies(4);
    const elements = ['reply-0', 'reply-1', 'reply-2', 'reply-3'].map((id) =>
      surfaceElement(processor, id),
    );
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    list.append(...elements);
    await settle();
    draftInput(elements[2]!)!.focus();
    await sendKeys({type: 'only here'});
    await settle();
    expect(elements.map((el) => draftInput(el)!.value)).to.deep.equal(['', '', 'only here', '']);
  });
});

describe('what a recycled or cleared reply element rendered before', () => {
  /** Weak refs to the components `el` renders now. */
  function renderedRefs(el: A2uiSurface): WeakRef<object>[] {
    const rendered = everyElement(el.shadowRoot!).filter((node) => 'node' in node);
    expect(rendered.length).to.be.greaterThan(5);
    return rendered.map((node) => new WeakRef(node));
  }

  async function unreachable(refs: WeakRef<object>[]): Promise<number> {
    await collectGarbage();
    return refs.filter((ref) => ref.deref() !== undefined).length;
  }

  it('becomes garbage when the element is pointed at another reply', async function () {
    chromiumOnly(this);
    expect(canCollectGarbage, 'Chromium started with --expose-gc').to.equal(true);
    const processor = await replies(2); // both replies stay alive
    const el = surfaceElement(processor, 'reply-0');
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    list.append(el);
    await settle();
    const refs = renderedRefs(el);
    el.surfaceId = 'reply-1';
    await settle();
    processor.processMessages([
      {version: 'v0.9', updateDataModel: {surfaceId: 'reply-0', path: '/body', value: 'later'}},
    ]);
    const alive = await unreachable(refs);
    expect(alive, `${alive} of ${refs.length} still reachable`).to.equal(0);
  });

  it('becomes garbage when the reply is deleted and its element stays in the page', async function () {
    chromiumOnly(this);
    expect(canCollectGarbage, 'Chromium started with --expose-gc').to.equal(true);
    const processor = await replies(2);
    const el = surfaceElement(processor, 'reply-0');
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    list.append(el);
    await settle();
    const refs = [...renderedRefs(el), new WeakRef(processor.getSurface('reply-0')!)];
    processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 'reply-0'}}]);
    await settle();
    const alive = await unreachable(refs);
    expect(alive, `${alive} of ${refs.length} still reachable`).to.equal(0);
    expect(el.isConnected).to.equal(true);
  });
});
