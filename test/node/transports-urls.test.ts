// Agent URLs as users write them: with a query (a token), with a trailing slash, or wrong.
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {before, describe, it} from 'node:test';
import {WebSocket as NodeWebSocket} from 'ws';
import type {RunningA2uiServer} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import {TransportError} from '../../src/transports/transport-error.js';
import type {Transport} from '../../src/transports/types.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import {serve} from './servers.js';

const greeting = {version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: 'basic'}};
let agent: RunningA2uiServer;
const seenQueries: string[] = [];

before(async () => {
  agent = await serve({onConnect: (session) => session.send(greeting)});
  agent.server.prependListener('request', (req) => seenQueries.push(req.url ?? ''));
});

const fast = {initialDelay: 10, maxDelay: 20, maxAttempts: 3};
const WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;

function firstMessages(transport: Transport): Promise<unknown[]> {
  return new Promise((resolve) =>
    transport.addEventListener('messages', (e) => resolve((e as CustomEvent<unknown[]>).detail), {
      once: true,
    }),
  );
}

describe('agent URLs', () => {
  for (const [name, create] of [
    ['SSE', (url: string) => new SseTransport({url, ...fast})],
    ['REST', (url: string) => new RestTransport({url, ...fast})],
  ] as const) {
    it(`${name} keeps the query of the agent URL (e.g. a token) on every endpoint`, async () => {
      const transport = create(agent.url + '/?token=abc');
      const messages = firstMessages(transport);
      await transport.connect();
      assert.deepEqual(await messages, [greeting]);
      transport.close();
      assert.ok(seenQueries.some((url) => /^\/(sse|connect)\?.*token=abc/.test(url)));
    });
  }

  for (const [name, create] of [
    ['SSE', (url: string) => new SseTransport({url, ...fast})],
    ['REST', (url: string) => new RestTransport({url, ...fast})],
    ['WebSocket', (url: string) => new WebSocketTransport({url, WebSocket, ...fast})],
    ['A2A', (url: string) => new A2aTransport({url, ...fast})],
    ['AG-UI', (url: string) => new AgUiTransport({url, ...fast})],
    ['MCP', (url: string) => new McpTransport({url, ...fast})],
  ] as const) {
    for (const url of ['not a url', 'javascript:alert(1)']) {
      it(`${name} refuses "${url}" at once as unsupported, without retrying`, async () => {
        const transport = create(url);
        const reported: TransportError[] = [];
        transport.addEventListener('error', (e) =>
          reported.push((e as CustomEvent<TransportError>).detail),
        );
        const started = Date.now();
        await assert.rejects(
          () => transport.connect(),
          (error: unknown) => error instanceof TransportError && error.kind === 'unsupported',
        );
        assert.equal(transport.status, 'closed');
        assert.ok(Date.now() - started < 500, 'no backoff');
        assert.deepEqual(
          reported.filter((e) => e.kind === 'network'),
          [],
        );
      });
    }
  }
});

describe('an agent that refuses the connection (401: a wrong or missing token)', () => {
  for (const [name, create] of [
    ['SSE', (url: string) => new SseTransport({url, initialDelay: 10, maxDelay: 20})],
    ['REST', (url: string) => new RestTransport({url, initialDelay: 10, maxDelay: 20})],
  ] as const) {
    it(`${name} fails connect() with that http error at once, without retrying`, async () => {
      let requests = 0;
      const refusing = createServer((_req, res) => {
        requests++;
        res.writeHead(401, {'content-type': 'application/json'}).end('{"error":"Unauthorized"}');
      });
      await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
      try {
        const transport = create(`http://127.0.0.1:${(refusing.address() as AddressInfo).port}`);
        await assert.rejects(
          Promise.race([
            transport.connect(),
            new Promise((resolve) => setTimeout(resolve, 2000, 'still connecting')),
          ]),
          (error: unknown) =>
            error instanceof TransportError && error.kind === 'http' && error.code === 401,
        );
        assert.equal(transport.status, 'closed');
        assert.equal(requests, 1);
      } finally {
        refusing.closeAllConnections();
        await new Promise((resolve) => refusing.close(resolve));
      }
    });
  }
});

describe('close() while waiting to retry the connection', () => {
  const slow = {initialDelay: 30_000, maxDelay: 30_000};
  for (const [name, create] of [
    ['REST', (url: string) => new RestTransport({url, ...slow})],
    ['A2A', (url: string) => new A2aTransport({url, ...slow})],
    ['AG-UI', (url: string) => new AgUiTransport({url, ...slow})],
    ['MCP', (url: string) => new McpTransport({url, ...slow})],
  ] as const) {
    it(`${name}: ends the wait, connect() failing as closed at once`, async () => {
      const gone = await serve({});
      await gone.kill(); // nothing answers on its port
      const transport = create(gone.url);
      const retrying = new Promise((resolve) => transport.addEventListener('error', resolve));
      const connected = transport.connect();
      await retrying; // the first attempt failed; the transport waits 30 s to try again
      const closedAt = Date.now();
      transport.close();
      await assert.rejects(
        connected,
        (error: unknown) => (error as TransportError).kind === 'closed',
      );
      assert.ok(Date.now() - closedAt < 1000, `settled after ${Date.now() - closedAt} ms`);
    });
  }
});
