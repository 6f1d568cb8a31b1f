// Giving up is one problem, reported once: the messages still queued, and those sent after,
// reject with the give-up error itself (which `<a2ui-agent>` reports once, as it already
// reported it), not with a second `closed` error ("The transport closed") that became a second
// a2uiconnectionerror.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {A2uiAgentHost} from '../../src/server/index.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import {action, connectToFlakyAgent, fetchConnectors} from './connectors.js';

const click = action();
const CONNECTORS = fetchConnectors({initialDelay: 5, maxDelay: 10, maxAttempts: 3});

describe('giving up on a message, said once', () => {
  for (const [label, create] of CONNECTORS) {
    it(`${label}: queued and later messages reject with the reported give-up`, async (t) => {
      const host = new A2uiAgentHost({onAction: () => undefined});
      const {transport, setDown} = await connectToFlakyAgent(t, host, create);
      const reported: TransportError[] = [];
      transport.addEventListener('error', (e) => reported.push(e.detail));
      setDown(true);
      const first = await transport.send(click).catch((error: TransportError) => error);
      const later = await transport.send(click).catch((error: TransportError) => error);
      assert.equal(transport.status, 'closed');
      const gaveUp = reported.at(-1);
      assert.match(String(gaveUp?.message), /^Gave up after 3 attempts/);
      assert.equal(first, gaveUp);
      assert.equal(later, gaveUp);
    });
  }
});
