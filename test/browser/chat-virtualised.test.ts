// Virtualised lists (react-window, TanStack Virtual, lit-virtualizer without recycling) destroy
// the element of a reply scrolled out of view and create a new one when it scrolls back.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import {replyMessages, surfaceElement, tabHeaders} from './chat-conversation.js';

function selectedTabs(el: A2uiSurface): string[] {
  return tabHeaders(el).map((tab) => tab.getAttribute('aria-selected') ?? '');
}

/** A page showing the reply `surfaceId` of `processor`, its second tab opened by the user. */
async function secondTabOpened(processor: MessageProcessor, surfaceId: string) {
  const list = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = surfaceElement(processor, surfaceId);
  list.append(el);
  await settle();
  tabHeaders(el)[1]!.click();
  await settle();
  return {list, el};
}

async function scrolledBack(
  processor: MessageProcessor,
  list: HTMLElement,
  gone: A2uiSurface,
  surfaceId: string,
) {
  gone.remove();
  await settle();
  const again = surfaceElement(processor, surfaceId);
  list.append(again);
  await settle();
  return again;
}

describe('a reply whose element a virtualised list destroys and creates again', () => {
  it('shows the tab the user opened, not the first one', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(replyMessages('reply-0', 0));
    const {list, el} = await secondTabOpened(processor, 'reply-0');
    const again = await scrolledBack(processor, list, el, 'reply-0');
    expect(selectedTabs(again)).to.deep.equal(['false', 'true']);
  });

  it('keeps each reply its own open tab', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([...replyMessages('reply-0', 0), ...replyMessages('reply-1', 1)]);
    const {list} = await secondTabOpened(processor, 'reply-0');
    const other = surfaceElement(processor, 'reply-1');
    list.append(other);
    await settle();
    const againB = await scrolledBack(processor, list, other, 'reply-1');
    expect(selectedTabs(againB)).to.deep.equal(['true', 'false']);
  });

  it('starts from the first tab again once the reply was deleted and sent anew', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(replyMessages('reply-0', 0));
    const {list, el} = await secondTabOpened(processor, 'reply-0');
    processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 'reply-0'}}]);
    processor.processMessages(replyMessages('reply-0', 0));
    const again = await scrolledBack(processor, list, el, 'reply-0');
    expect(selectedTabs(again)).to.deep.equal(['true', 'false']);
  });
});
