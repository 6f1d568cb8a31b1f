// What happens to replies of a chat while their elements are out of view, and to a failed
// reply among many restored ones.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import {
  REPLY_IDS,
  draftInput,
  renderedIds,
  replyMessages,
  surfaceElement,
} from './chat-conversation.js';

const SHOWN = REPLY_IDS.filter((id) => id !== 'answer').join();

async function list(...elements: A2uiSurface[]): Promise<HTMLElement> {
  const div = await fixture<HTMLDivElement>(html`<div></div>`);
  div.append(...elements);
  await settle();
  return div;
}

const slotShown = (el: A2uiSurface, name: string): boolean =>
  el.shadowRoot!.querySelector(`slot[name="${name}"]`) !== null;

describe('a reply changed while its element is out of view', () => {
  it('shows loading when added back after the agent deleted it', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(replyMessages('r', 1));
    const el = surfaceElement(processor, 'r');
    const div = await list(el);
    el.remove();
    processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 'r'}}]);
    await settle();
    div.append(el);
    await settle();
    expect([renderedIds(el).length, slotShown(el, 'loading')]).to.deep.equal([0, true]);
  });

  it('shows the new reply when added back after the agent deleted and created it again', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(replyMessages('r', 1));
    const el = surfaceElement(processor, 'r');
    const div = await list(el);
    el.remove();
    await settle();
    processor.processMessages([
      {version: 'v0.9', deleteSurface: {surfaceId: 'r'}},
      ...replyMessages('r', 5),
    ]);
    div.append(el);
    await settle();
    const title = deepQuery(el, '[data-a2ui-id="title"]')!.shadowRoot!.textContent!.trim();
    expect([renderedIds(el).join(), title]).to.deep.equal([SHOWN, 'Message 5']);
  });

  it('still writes what the user types to the reply when added back', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(replyMessages('r', 1));
    const el = surfaceElement(processor, 'r');
    const div = await list(el);
    el.remove();
    await settle();
    div.append(el);
    await settle();
    const input = draftInput(el)!;
    input.value = 'typed';
    input.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
    await settle();
    expect(processor.getSurface('r')!.dataModel.peek('/draft')).to.equal('typed');
  });
});

describe('a history with one failed reply', () => {
  it('shows the error on that reply only, the others render', async () => {
    const processor = new MessageProcessor();
    const ids = Array.from({length: 150}, (_, n) => `reply-${n}`);
    const messages = ids.flatMap((id, n) => replyMessages(id, n));
    // reply-42 names a catalog this renderer does not have.
    (messages[42 * 3] as {createSurface: {catalogId: string}}).createSurface.catalogId = 'urn:x';
    const elements = ids.map((id) => surfaceElement(processor, id));
    const errors: string[] = [];
    for (const el of elements) el.addEventListener('a2uierror', () => errors.push(el.surfaceId));
    processor.processMessages(messages);
    await list(...elements);
    const failed = elements.filter((el) => slotShown(el, 'error')).map((el) => el.surfaceId);
    const complete = elements.filter((el) => renderedIds(el).join() === SHOWN).length;
    expect([failed, complete]).to.deep.equal([['reply-42'], 149]);
    expect([...new Set(errors)]).to.deep.equal(['reply-42']);
  });

  it('renders the failed reply when the agent creates it again', async () => {
    const processor = new MessageProcessor();
    const bad = replyMessages('r', 1);
    (bad[0] as {createSurface: {catalogId: string}}).createSurface.catalogId = 'urn:x';
    processor.processMessages(bad);
    const el = surfaceElement(processor, 'r');
    await list(el);
    expect(slotShown(el, 'error')).to.equal(true);
    processor.processMessages(replyMessages('r', 2));
    await settle();
    expect(renderedIds(el).join()).to.equal(SHOWN);
  });
});
