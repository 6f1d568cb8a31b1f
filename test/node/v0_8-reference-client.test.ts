// The demo agent (written in v0.9) to a v0.8 client, checked by the reference v0.8 renderer's
// processor (@a2ui/web_core, which @a2ui/lit's v0.8 renderer uses): every message the session
// writes as v0.8 passes its schema, and its processor builds the agent's surfaces.
import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import {A2uiMessageProcessor, A2uiMessageSchema} from '@a2ui/web_core/v0_8';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {CONNECTORS, until} from './connectors.js';
import {startAgent} from './servers.js';

describe('the demo agent to the reference v0.8 renderer', () => {
  const closers: (() => unknown)[] = [];
  after(async () => {
    for (const close of closers) await close();
  });

  it('sends messages it takes, from which it builds the finder and the dashboard', async () => {
    const agent = await startAgent();
    // Capabilities as a v0.8 client sends them; the adapter only stands for the client here.
    const adapter = new V08Adapter(new MessageProcessor({locale: 'en-GB'}));
    const transport = CONNECTORS['sse']!(agent, {metadata: adapter, protocol: adapter});
    closers.push(() => transport.close());
    const received: unknown[] = [];
    transport.addEventListener('messages', (event) => {
      received.push(...(event as CustomEvent<unknown[]>).detail);
    });
    await transport.connect();
    const reference = new A2uiMessageProcessor();
    await until(() => {
      reference.clearSurfaces();
      try {
        reference.processMessages(received as never);
      } catch {
        return false;
      }
      const surfaces = reference.getSurfaces();
      return surfaces.get('finder')?.componentTree && surfaces.get('dashboard')?.componentTree;
    }, 'the finder and dashboard surfaces in the reference processor');
    for (const message of received) {
      const verdict = A2uiMessageSchema.safeParse(message);
      assert.ok(verdict.success, JSON.stringify(verdict.error?.issues.map((i) => i.message)));
    }
  });
});
