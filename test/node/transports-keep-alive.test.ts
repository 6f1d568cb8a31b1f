// A handler slower than the client's idle timeout: the toolkit keeps the turn's stream alive, so
// the client waits for the reply instead of taking the turn for dropped and retrying it.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  A2uiAgentHost,
  a2aRoutes,
  aguiRoute,
  mcpRoute,
  type ExtraRoute,
} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import type {Transport} from '../../src/transports/types.js';
import {action, watch} from './connectors.js';
import {serve} from './servers.js';

const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
// Far above the keep-alives (50 ms), even on a machine so loaded that timers fire 0.6 s late.
const idleTimeout = 2000;
const handlerMs = 3000;
const slow = action('slow');

const cases: [string, (host: A2uiAgentHost) => ExtraRoute[], (url: string) => Transport][] = [
  [
    'AG-UI',
    (host) => [aguiRoute(host, {keepAliveMs: 50})],
    (url) => new AgUiTransport({url: `${url}/agui`, idleTimeout}),
  ],
  [
    'A2A',
    (host) => a2aRoutes(host, {keepAliveMs: 50}),
    (url) => new A2aTransport({url, idleTimeout}),
  ],
  [
    'MCP',
    // MCP progress notifications, which the client asks for, reset its request timeout.
    (host) => [mcpRoute(host, {keepAliveMs: 50})],
    (url) => new McpTransport({url: `${url}/mcp`, requestTimeout: idleTimeout}),
  ],
];

// The tests wait on timers, each with its own server: they run side by side.
describe('a handler slower than the idle timeout', {concurrency: true}, () => {
  for (const [name, routes, create] of cases) {
    it(`${name}: the turn waits for the reply, with no timeout and no retry`, async () => {
      let handled = 0;
      const host = new A2uiAgentHost({
        onConnect: (session) =>
          session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId}}),
        onAction: async (session) => {
          handled++;
          await new Promise((resolve) => setTimeout(resolve, handlerMs));
          session.send({
            version: 'v0.9',
            updateDataModel: {surfaceId: 'main', path: '/done', value: true},
          });
        },
      });
      const server = await serve(host, {routes: routes(host)});
      const transport = create(server.url);
      const {errors, statuses, received} = watch(transport);
      try {
        await transport.connect();
        await transport.send(slow);
      } finally {
        transport.close();
      }
      assert.deepEqual(
        errors.map((e) => e.message),
        [],
      );
      assert.ok(!statuses.includes('reconnecting'), statuses.join());
      assert.equal(handled, 1);
      assert.deepEqual(received.at(-1), {
        version: 'v0.9',
        updateDataModel: {surfaceId: 'main', path: '/done', value: true},
      });
    });
  }

  it('AG-UI: a stream silent for the idle timeout is still taken for dropped', async () => {
    const host = new A2uiAgentHost({
      onAction: () => new Promise((resolve) => setTimeout(resolve, handlerMs)),
    });
    // Keep-alives far apart: the client hears nothing during the handler.
    const server = await serve(host, {routes: [aguiRoute(host, {keepAliveMs: 60_000})]});
    const transport = new AgUiTransport({url: `${server.url}/agui`, idleTimeout});
    const {errors} = watch(transport);
    try {
      await transport.connect();
      await transport.send(slow);
    } finally {
      transport.close();
    }
    assert.ok(
      errors.some((e) => e.kind === 'network' && /Nothing came/.test(e.message)),
      errors.map((e) => e.message).join(),
    );
  });
});
