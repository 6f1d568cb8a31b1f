// AG-UI after the agent restarts: the thread's new session shows (its surfaces and the reply to
// the action queued meanwhile), and the lost session is reported as the other connectors do.
// The agent's activity ids were the same in every process (`a2ui-surface-<surfaceId>`, with
// `replace: false`), so the client took the new session's first snapshot for one it knew and
// dropped it: the reply never showed.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {A2uiAgentHost, aguiRoute, type RunningA2uiServer} from '../../src/server/index.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import {action, until} from './connectors.js';
import {serve} from './servers.js';

const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const click = action();

/** A new agent process: a surface on connect, each action answered with its count. */
function startAgent(port = 0): Promise<RunningA2uiServer> {
  let handled = 0;
  const host = new A2uiAgentHost({
    onConnect: (session) =>
      session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId}}),
    onAction: (session) =>
      session.send({
        version: 'v0.9',
        updateDataModel: {surfaceId: 'main', path: '/handled', value: ++handled},
      }),
  });
  return serve(host, {port, routes: [aguiRoute(host)]});
}

describe('AG-UI when the agent restarts', () => {
  it('delivers the new session’s surface and the queued action’s reply, after session-lost', async () => {
    const agent = await startAgent();
    const transport = new AgUiTransport({url: `${agent.url}/agui`, initialDelay: 20});
    const seen: string[] = [];
    const errors: TransportError[] = [];
    transport.addEventListener('messages', (e) => {
      for (const m of e.detail as Record<string, {value?: unknown}>[]) {
        seen.push(m.createSurface ? 'created' : `handled ${String(m.updateDataModel?.value)}`);
      }
    });
    transport.addEventListener('error', (e) => errors.push(e.detail));
    await transport.connect();
    await transport.send(click);
    assert.deepEqual(seen, ['created', 'handled 1']);

    const {port} = agent;
    await agent.kill();
    const sent = transport.send(click); // queued while the agent is down
    await until(() => errors.length > 0, 'the failed run');
    await startAgent(port); // stopped after the file's tests
    await sent;
    await until(() => seen.length >= 4, 'the new session’s messages');
    transport.close();
    assert.deepEqual(seen, ['created', 'handled 1', 'created', 'handled 1']);
    const kinds = errors.map((e) => e.kind);
    assert.equal(kinds.filter((kind) => kind === 'session-lost').length, 1, kinds.join());
    // Reported before the new session's surface came, so a renderer clears the old one first.
    assert.equal(kinds.at(-1), 'session-lost');
  });
});
