// A chat app streams a reply into a virtualised list: the user may scroll the reply away in the
// very task its next components arrive. The removed <a2ui-surface> must become garbage though
// the reply (held by the processor) lives on and keeps changing.
import {expect} from '@open-wc/testing';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {canCollectGarbage, collectGarbage} from './dom-walk.js';
import {CATALOG, renderedIds, surfaceElement} from './chat-conversation.js';
import {chromiumOnly} from './chromium-only.js';

const update = (components: object[]) => ({
  version: 'v0.9',
  updateComponents: {surfaceId: 'streaming', components},
});

/** Mounts the streaming reply, removes it as its root arrives; returns a weak ref to it. */
async function scrollAwayWhileStreaming(processor: MessageProcessor): Promise<WeakRef<object>> {
  const el = surfaceElement(processor, 'streaming');
  document.body.append(el);
  await settle();
  el.remove();
  processor.processMessages([update([{id: 'root', component: 'Text', text: 'Hello'}])]);
  await settle();
  return new WeakRef(el);
}

describe('a streaming reply scrolled away as its root arrives', () => {
  it('leaves its removed surface element unreachable', async function () {
    chromiumOnly(this);
    expect(canCollectGarbage, 'Chromium started with --expose-gc').to.equal(true);
    const processor = new MessageProcessor(); // stays alive, as in an app
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'streaming', catalogId: CATALOG}},
    ]);
    const ref = await scrollAwayWhileStreaming(processor);
    processor.processMessages([update([{id: 'root', component: 'Text', text: 'Hello again'}])]);
    await collectGarbage();
    expect(ref.deref() === undefined, 'the removed element is garbage').to.equal(true);
  });

  it('shows the root that arrived while it was away when added back', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'streaming', catalogId: CATALOG}},
    ]);
    const el = surfaceElement(processor, 'streaming');
    document.body.append(el);
    try {
      await settle();
      el.remove();
      processor.processMessages([update([{id: 'root', component: 'Text', text: 'Hello'}])]);
      await settle();
      document.body.append(el);
      await settle();
      expect(renderedIds(el)).to.deep.equal(['root']);
    } finally {
      el.remove();
    }
  });
});
