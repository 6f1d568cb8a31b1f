// Virtualised lists (react-window, TanStack Virtual, lit-virtualizer without recycling) destroy
// the element of a reply scrolled out of view and create a new one when it scrolls back.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {replyMessages, surfaceElement, tabHeaders} from './chat-conversation.js';

function selectedTabs(el: HTMLElement & {shadowRoot: ShadowRoot | null}): string[] {
  return tabHeaders(el as never).map((tab) => tab.getAttribute('aria-selected') ?? '');
}

async function scrolledBack(
  processor: MessageProcessor,
  list: HTMLElement,
  gone: HTMLElement,
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
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    const first = surfaceElement(processor, 'reply-0');
    list.append(first);
    await settle();
    tabHeaders(first)[1]!.click();
    await settle();
    const again = await scrolledBack(processor, list, first, 'reply-0');
    expect(selectedTabs(again)).to.deep.equal(['false', 'true']);
  });

  it('keeps each reply its own open tab', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([...replyMessages('reply-0', 0), ...replyMessages('reply-1', 1)]);
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    const [a, b] = ['reply-0', 'reply-1'].map((id) => surfaceElement(processor, id));
    list.append(a!, b!);
    await settle();
    tabHeaders(a!)[1]!.click();
    await settle();
    const againB = await scrolledBack(processor, list, b!, 'reply-1');
    expect(selectedTabs(againB)).to.deep.equal(['true', 'false']);
  });

  it('starts from the first tab again once the reply was deleted and sent anew', async () => {
    const processor = new MessageProcessor();
    processor.processMessages(replyMessages('reply-0', 0));
    const list = await fixture<HTMLDivElement>(html`<div></div>`);
    const first = surfaceElement(processor, 'reply-0');
    list.append(first);
    await settle();
    tabHeaders(first)[1]!.click();
    await settle();
    processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 'reply-0'}}]);
    processor.processMessages(replyMessages('reply-0', 0));
    const again = await scrolledBack(processor, list, first, 'reply-0');
    expect(selectedTabs(again)).to.deep.equal(['true', 'false']);
  });
});
