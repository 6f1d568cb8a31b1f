// A chat app restores its conversation on page load: one batch of messages creates every reply
// surface (all built from the same component ids) and the app adds their <a2ui-surface>
// elements in the same task.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {REPLY_IDS, renderedIds, replyMessages, surfaceElement} from './chat-conversation.js';

const REPLIES = 250;

describe('a chat history restored as one batch', () => {
  it('renders every reply surface completely, though all use the same component ids', async () => {
    const processor = new MessageProcessor();
    const errors: string[] = [];
    processor.addEventListener('error', (e) => errors.push(e.detail.message));
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    const ids = Array.from({length: REPLIES}, (_, n) => `reply-${n}`);
    processor.processMessages(ids.flatMap((id, n) => replyMessages(id, n)));
    const elements = ids.map((id) => surfaceElement(processor, id));
    list.append(...elements);
    await settle();
    const incomplete = elements.filter(
      (el) => renderedIds(el).join() !== REPLY_IDS.filter((id) => id !== 'answer').join(),
    );
    expect(incomplete.map((el) => el.surfaceId).slice(0, 3)).to.deep.equal([]);
    expect(errors.slice(0, 3)).to.deep.equal([]);
  });

  it('renders 250 replies in reasonable time', async () => {
    const processor = new MessageProcessor();
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    const ids = Array.from({length: REPLIES}, (_, n) => `reply-${n}`);
    const start = performance.now();
    processor.processMessages(ids.flatMap((id, n) => replyMessages(id, n)));
    list.append(...ids.map((id) => surfaceElement(processor, id)));
    await settle();
    const elapsed = performance.now() - start;
    expect(elapsed, `${Math.round(elapsed)} ms`).to.be.below(5000);
  });

  it('renders every reply whose element was added just before the batch', async () => {
    const processor = new MessageProcessor();
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    const ids = Array.from({length: REPLIES}, (_, n) => `reply-${n}`);
    const elements = ids.map((id) => surfaceElement(processor, id));
    list.append(...elements);
    processor.processMessages(ids.flatMap((id, n) => replyMessages(id, n)));
    await settle();
    const complete = elements.filter((el) => renderedIds(el).includes('send-label'));
    expect(complete.length).to.equal(REPLIES);
  });
});
