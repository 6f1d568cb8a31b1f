// axe-core on a chat of several replies built from the same component ids: the page has no
// duplicate ids, labels or landmarks that would confuse assistive technology.
import {expect, fixture, html} from '@open-wc/testing';
import 'axe-core';
import type {AxeResults, RunOptions} from 'axe-core';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {replyMessages, surfaceElement} from './chat-conversation.js';

const axe = (globalThis as unknown as {axe: {run(c: Element, o: RunOptions): Promise<AxeResults>}})
  .axe;

describe('a chat of replies built from the same ids', () => {
  it('has no accessibility violations', async () => {
    const processor = new MessageProcessor();
    const ids = ['reply-0', 'reply-1', 'reply-2'];
    processor.processMessages(ids.flatMap((id, n) => replyMessages(id, n)));
    const list = await fixture<HTMLElement>(html`<main></main>`);
    list.append(...ids.map((id) => surfaceElement(processor, id)));
    await settle();
    const results = await axe.run(list, {resultTypes: ['violations']});
    const found = results.violations.map((v) => `${v.id}: ${v.nodes.length}`);
    expect(found).to.deep.equal([]);
  });
});
