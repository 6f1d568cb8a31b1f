// While a message cannot be delivered (the agent is down), REST, A2A and AG-UI show
// `reconnecting` until a request gets through. They went back to `open` before each retry, so
// the status flapped between "Connection lost, reconnecting…" and "Connected" while the agent
// was still down.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {A2uiAgentHost} from '../../src/server/index.js';
import type {TransportStatus} from '../../src/transports/types.js';
import {action, connectToFlakyAgent, fetchConnectors, until} from './connectors.js';

const click = action();
// SSE is left out: its status follows its event stream, not its POSTs.
const CONNECTORS = fetchConnectors({initialDelay: 5, maxDelay: 10}).filter(
  ([label]) => label !== 'SSE',
);

describe('status while an action waits for the agent to come back', () => {
  for (const [label, create] of CONNECTORS) {
    it(`${label}: stays reconnecting until the action gets through`, async (t) => {
      const host = new A2uiAgentHost({onAction: () => undefined});
      const {transport, setDown} = await connectToFlakyAgent(t, host, create);
      const statuses: TransportStatus[] = [];
      const failures: unknown[] = [];
      transport.addEventListener('status', (e) => statuses.push(e.detail));
      transport.addEventListener('error', (e) => failures.push(e.detail));
      setDown(true);
      const sent = transport.send(click);
      await until(() => failures.length >= 5, 'five failed attempts');
      setDown(false);
      await sent;
      assert.equal(transport.status, 'open');
      transport.close();
      assert.deepEqual(statuses, ['reconnecting', 'open', 'closed']);
    });

    it(`${label}: is open again when the agent answers the retry with a failure`, async (t) => {
      const host = new A2uiAgentHost({
        onAction: () => {
          throw new Error('no');
        },
        onHandlerError: () => undefined,
      });
      const {transport, setDown} = await connectToFlakyAgent(t, host, create);
      const failures: unknown[] = [];
      transport.addEventListener('error', (e) => failures.push(e.detail));
      setDown(true);
      const sent = transport.send(click).then(
        () => 'delivered',
        () => 'refused',
      );
      await until(() => failures.length >= 2, 'two failed attempts');
      setDown(false);
      assert.equal(await sent, 'refused');
      assert.equal(transport.status, 'open');
      transport.close();
    });
  }
});
