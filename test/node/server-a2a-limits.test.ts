// The A2A endpoint takes requests as large as the other endpoints do, and answers what it
// refuses quietly, without a stack trace in the agent's log per request.
import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import {
  A2uiAgentHost,
  a2aRoutes,
  serveA2ui,
  type RunningA2uiServer,
} from '../../src/server/index.js';
import {MAX_BODY_BYTES} from '../../src/server/http-utils.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {InMemoryTaskStore} from '@a2a-js/sdk/server';

const servers: RunningA2uiServer[] = [];
after(async () => {
  for (const server of servers) {
    server.host.closeAll();
    await server.close();
  }
});

async function serve() {
  const received: number[] = [];
  const host = new A2uiAgentHost({
    onAction(_session, _action, metadata) {
      received.push(JSON.stringify(metadata.a2uiClientDataModel ?? {}).length);
    },
  });
  const server = await serveA2ui(host, {routes: a2aRoutes(host)});
  servers.push(server);
  return {server, received};
}

const action = {name: 'save', surfaceId: 's', sourceComponentId: 'b', timestamp: '', context: {}};

describe('A2A request size', () => {
  it('hands over an action whose synced data model is 300 KB, as the other endpoints do', async () => {
    const {server, received} = await serve();
    const notes = 'n'.repeat(300_000);
    const transport = new A2aTransport({
      url: server.url,
      metadata: {
        clientCapabilities: () => undefined,
        clientDataModel: () => ({version: 'v0.9', surfaces: {s: {notes}}}),
      },
    });
    await transport.connect();
    await transport.send({version: 'v0.9', action});
    assert.equal(received.length, 1);
    assert.ok(received[0]! > 300_000);
    transport.close();
  });

  it('answers a body over the limit 413 with a JSON-RPC error, logging nothing', async (t) => {
    const {server} = await serve();
    const logged: unknown[] = [];
    t.mock.method(console, 'error', (...args: unknown[]) => logged.push(args));
    const response = await fetch(`${server.url}/a2a`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({text: 'x'.repeat(MAX_BODY_BYTES)}),
    });
    assert.equal(response.status, 413);
    const body = (await response.json()) as {error: {message: string}};
    assert.equal(body.error.message, 'Request body too large');
    assert.deepEqual(logged, []);
  });
});

describe('A2A malformed requests', () => {
  it('answers a body that is not JSON with a JSON-RPC parse error, as the A2A SDK does', async () => {
    const {server} = await serve();
    const response = await fetch(`${server.url}/a2a`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: '{not json',
    });
    const body = (await response.json()) as {error: {code: number}};
    assert.equal(body.error.code, -32700);
  });
});

describe('A2A task store', () => {
  it('keeps a long conversation bounded: the task history holds the latest messages only', async (t) => {
    const saved: number[] = [];
    const save = InMemoryTaskStore.prototype.save;
    t.mock.method(
      InMemoryTaskStore.prototype,
      'save',
      function (this: InMemoryTaskStore, ...args: Parameters<InMemoryTaskStore['save']>) {
        saved.push(args[0].history.length);
        return save.apply(this, args);
      },
    );
    const {server, received} = await serve();
    const notes = 'n'.repeat(10_000);
    const transport = new A2aTransport({
      url: server.url,
      metadata: {
        clientCapabilities: () => undefined,
        clientDataModel: () => ({version: 'v0.9', surfaces: {s: {notes}}}),
      },
    });
    await transport.connect();
    for (let i = 0; i < 12; i++) await transport.send({version: 'v0.9', action});
    assert.equal(received.length, 12);
    assert.ok(Math.max(...saved) <= 4, `history lengths ${saved.join(' ')}`);
    transport.close();
  });
});
