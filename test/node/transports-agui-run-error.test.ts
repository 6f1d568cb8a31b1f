// AG-UI: a RUN_ERROR keeps its `code` (in the error's message: TransportError's code is numeric),
// and one on the first (connect) run does not close the connection: in AG-UI a failed run ends
// that run, not the thread, whose next run may succeed. The connection closed ("Disconnected")
// and the code ("quota") was dropped.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import type {TransportError} from '../../src/transports/transport-error.js';

const url = 'http://agent.invalid/agui';

/** An agent whose first run fails with a RUN_ERROR coded "quota", and whose next runs succeed. */
function agentFailingFirstRun(): typeof fetch {
  let runs = 0;
  return async (_input, init) => {
    const {threadId, runId} = JSON.parse(String(init?.body)) as {threadId: string; runId: string};
    const events: object[] = [{type: 'RUN_STARTED', threadId, runId}];
    if (runs++ === 0) {
      events.push({type: 'RUN_ERROR', message: 'Monthly quota exceeded', code: 'quota'});
    } else {
      events.push({type: 'RUN_FINISHED', threadId, runId});
    }
    const body = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
    return new Response(body, {headers: {'content-type': 'text/event-stream'}});
  };
}

describe('AG-UI: a RUN_ERROR', () => {
  it('on the connect run is reported with its code, and the connection opens', async (t) => {
    t.mock.method(globalThis, 'fetch', agentFailingFirstRun());
    const transport = new AgUiTransport({url, initialDelay: 5, maxDelay: 10});
    const reported: TransportError[] = [];
    transport.addEventListener('error', (e) => reported.push(e.detail));
    await transport.connect();
    assert.equal(transport.status, 'open');
    assert.deepEqual(
      reported.map((error) => [error.kind, error.message]),
      [['rpc', 'Monthly quota exceeded (code: quota)']],
    );
    // The thread goes on: the next run is delivered.
    await transport.send({
      action: {name: 'go', surfaceId: 'main', sourceComponentId: 'b', timestamp: '', context: {}},
    });
    transport.close();
  });
});
