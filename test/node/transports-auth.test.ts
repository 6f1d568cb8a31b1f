// Credentials refused once a stream is open (a token that expired, access withdrawn): the SSE and
// WebSocket connectors stop at once with the status, unless a headers function gives new ones.
import assert from 'node:assert/strict';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, describe, it} from 'node:test';
import {WebSocket as NodeWebSocket, WebSocketServer} from 'ws';
import {
  A2uiAgentHost,
  a2aRoutes,
  aguiRoute,
  createA2uiHandler,
  mcpRoute,
} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import type {Transport} from '../../src/transports/types.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import {closeAfterTests, gatedAgent, listen} from './servers.js';

type HeadersFunction = (refused?: number) => Record<string, string>;
const WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;
const fast = {initialDelay: 10, maxDelay: 20};
const greeting = {version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: 'basic'}};

/**
 * An SSE agent whose `accepts(req, n)` says whether it serves the n-th `GET /sse` (from 1); a
 * stream it serves brings the connection event and one message, then drops. It answers others
 * with `status`.
 */
async function sseAgent(status: number, accepts: (req: IncomingMessage, n: number) => boolean) {
  const seen = {streams: 0};
  const url = await listen(
    createServer((req, res) => {
      if (!req.url?.startsWith('/sse')) return void res.writeHead(404).end();
      if (!accepts(req, ++seen.streams)) return void res.writeHead(status).end();
      res.writeHead(200, {'content-type': 'text/event-stream'});
      res.write(`event: connection\ndata: {"connectionId":"c1"}\n\n`);
      res.end(`id: ${seen.streams}\ndata: ${JSON.stringify(greeting)}\n\n`);
    }),
  );
  return {url, seen};
}

/** The transport's errors and statuses until it closes (or `ms` pass). */
async function untilClosed(transport: Transport, ms = 5000) {
  closeAfterTests(transport);
  const errors: TransportError[] = [];
  transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    transport.addEventListener('status', (e) => {
      if ((e as CustomEvent).detail === 'closed') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return errors;
}

const received = (transport: Transport) => {
  const messages: unknown[] = [];
  transport.addEventListener('messages', (e) => messages.push(...(e as CustomEvent).detail));
  return messages;
};

describe('SSE: credentials refused once the stream is open', () => {
  for (const status of [401, 403]) {
    it(`a resume answered ${status} is reported once with its status and closes`, async () => {
      const {url, seen} = await sseAgent(status, (_req, n) => n === 1);
      const transport = new SseTransport({url, ...fast});
      await transport.connect();
      const errors = await untilClosed(transport);
      assert.equal(transport.status, 'closed');
      assert.deepEqual(
        errors.map((e) => [e.kind, e.code]),
        [['http', status]],
      );
      assert.match(errors[0]!.message, new RegExp(String(status)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(seen.streams, 2, 'no retry after the refusal');
    });
  }

  it('asks a headers function again once, and resumes with the new credentials', async () => {
    const {url, seen} = await sseAgent(401, (req, n) =>
      n === 1 ? req.headers.authorization === 'old' : req.headers.authorization === 'new',
    );
    let asked = 0;
    const headers = () => ({authorization: ++asked >= 3 ? 'new' : 'old'});
    const transport = new SseTransport({url, headers, ...fast});
    closeAfterTests(transport);
    const messages = received(transport);
    const errors: TransportError[] = [];
    transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
    await transport.connect();
    for (let wait = 0; seen.streams < 4 && wait < 100; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    transport.close();
    assert.equal(asked >= 3, true);
    assert.ok(messages.length >= 2, 'the stream resumed');
    assert.deepEqual(
      errors.filter((e) => e.kind === 'http'),
      [],
    );
  });

  it('gives up when the credentials a headers function gives again are refused too', async () => {
    const {url, seen} = await sseAgent(401, (_req, n) => n === 1);
    const transport = new SseTransport({
      url,
      headers: async () => ({authorization: 'old'}),
      ...fast,
    });
    await transport.connect();
    const errors = await untilClosed(transport);
    assert.equal(transport.status, 'closed');
    assert.deepEqual(
      errors.map((e) => [e.kind, e.code]),
      [['http', 401]],
    );
    assert.equal(seen.streams, 3, 'the refused resume, then one with the headers asked again');
  });
});

/** A WebSocket agent that serves the first upgrade (then drops it) and answers the next `status`. */
async function webSocketAgent(status: number) {
  const seen = {upgrades: 0};
  const wss = new WebSocketServer({noServer: true});
  const server = createServer();
  server.on('upgrade', (req, socket, head) => {
    if (++seen.upgrades > 1) {
      socket.end(`HTTP/1.1 ${status} Refused\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.send(JSON.stringify(greeting));
      setTimeout(() => ws.terminate(), 50);
    });
  });
  after(() => wss.close());
  return {url: (await listen(server)).replace('http', 'ws'), seen};
}

describe('WebSocket: credentials refused once the socket was open', () => {
  for (const status of [401, 403]) {
    it(`a reconnect answered ${status} is reported once with its status and closes`, async () => {
      const {url, seen} = await webSocketAgent(status);
      const transport = new WebSocketTransport({url, WebSocket, ...fast});
      await transport.connect();
      const errors = await untilClosed(transport);
      assert.equal(transport.status, 'closed');
      // The dropped socket (a network failure), then the refusal, once.
      assert.deepEqual(
        errors.map((e) => [e.kind, e.code]),
        [
          ['network', undefined],
          ['http', status],
        ],
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(seen.upgrades, 2, 'no retry after the refusal');
    });
  }

  for (const [code, status] of [
    [4401, 401],
    [4403, 403],
  ] as const) {
    it(`an agent closing the socket with ${code} ends the connection as ${status}`, async () => {
      const wss = new WebSocketServer({port: 0, host: '127.0.0.1'});
      after(() => wss.close());
      await new Promise((resolve) => wss.once('listening', resolve));
      let sockets = 0;
      wss.on('connection', (ws) => {
        sockets++;
        ws.close(code, 'Credentials refused');
      });
      const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
      const transport = new WebSocketTransport({url, WebSocket, ...fast});
      const errors = await Promise.all([
        untilClosed(transport),
        transport.connect().catch(() => undefined),
      ]).then(([e]) => e);
      assert.equal(transport.status, 'closed');
      assert.deepEqual(
        errors.map((e) => [e.kind, e.code]),
        [['http', status]],
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(sockets, 1);
    });
  }
});

describe('REST: credentials refused while polling', () => {
  for (const status of [401, 403]) {
    it(`a poll answered ${status} is reported once with its status and closes`, async () => {
      let polls = 0;
      const url = await listen(
        createServer((req, res) => {
          if (req.url === '/connect') {
            res.writeHead(200, {'content-type': 'application/json', 'x-a2ui-session': 's1'});
            return void res.end(JSON.stringify([greeting]));
          }
          if (req.url === '/poll') polls++;
          res.writeHead(req.url === '/poll' ? status : 200).end('[]');
        }),
      );
      const transport = new RestTransport({url, pollInterval: 20, ...fast});
      await transport.connect();
      const errors = await untilClosed(transport);
      assert.equal(transport.status, 'closed');
      assert.deepEqual(
        errors.map((e) => [e.kind, e.code]),
        [['http', status]],
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(polls, 1, 'no poll after the refusal');
    });
  }
});

describe('MCP: credentials refused once the session is open', () => {
  /** The toolkit's MCP endpoint behind a gate that answers `status` once `refusing` is set. */
  async function gatedAgent(status: number) {
    const host = new A2uiAgentHost({
      onConnect: (session) => session.send(greeting),
    });
    after(() => host.closeAll());
    const handler = createA2uiHandler(host, {routes: [mcpRoute(host)]});
    const gate = {refusing: false, refused: 0};
    const server = createServer((req, res) => {
      if (!gate.refusing) return handler.request(req, res);
      // (Closing ends the MCP session: a DELETE, which is no retry.)
      if (req.method !== 'DELETE') gate.refused++;
      res.writeHead(status).end();
    });
    const url = `${await listen(server)}/mcp`;
    return {url, gate, server};
  }

  for (const status of [401, 403]) {
    it(`a notification stream resumed with ${status} is reported once and closes`, async () => {
      const {url, gate, server} = await gatedAgent(status);
      const transport = new McpTransport({url, ...fast});
      await transport.connect();
      gate.refusing = true;
      server.closeAllConnections(); // drops the notification stream
      const errors = await untilClosed(transport);
      assert.equal(transport.status, 'closed');
      assert.deepEqual(
        errors.filter((e) => e.kind !== 'network').map((e) => [e.kind, e.code]),
        [['http', status]],
      );
      const refused = gate.refused;
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(gate.refused, refused, 'no retry after the refusal');
    });
  }

  it('an action refused with 401 rejects with it, reported once, and closes', async () => {
    const {url, gate} = await gatedAgent(401);
    const transport = new McpTransport({url, ...fast});
    await transport.connect();
    gate.refusing = true;
    const closed = untilClosed(transport);
    const sent = transport.send({
      version: 'v0.9',
      action: {name: 'go', surfaceId: 'main', sourceComponentId: 'b', timestamp: '', context: {}},
    });
    await assert.rejects(sent);
    const errors = await closed;
    assert.equal(transport.status, 'closed');
    assert.deepEqual(
      errors.map((e) => [e.kind, e.code]),
      [['http', 401]],
    );
  });
});

describe('a headers function renewing credentials the agent refused', () => {
  const connectors: [string, (url: string, headers: HeadersFunction) => Transport][] = [
    ['SSE', (url, headers) => new SseTransport({url, headers, ...fast})],
    ['REST', (url, headers) => new RestTransport({url, headers, ...fast})],
    ['A2A', (url, headers) => new A2aTransport({url, headers, ...fast})],
    ['AG-UI', (url, headers) => new AgUiTransport({url: `${url}/agui`, headers, ...fast})],
    ['MCP', (url, headers) => new McpTransport({url: `${url}/mcp`, headers, ...fast})],
  ];
  for (const [name, create] of connectors) {
    it(`${name}: an action sent once the token expired goes again with the renewed one`, async () => {
      let valid = 'Bearer 1';
      const {url, handled} = await gatedAgent(
        (req) => req.headers.authorization === valid,
        'expired',
      );
      let issued = 1;
      const refusals: (number | undefined)[] = [];
      const transport = create(url, (refused) => {
        if (refused !== undefined) {
          refusals.push(refused);
          issued++; // renews the token
        }
        return {authorization: `Bearer ${issued}`};
      });
      closeAfterTests(transport);
      const errors: TransportError[] = [];
      transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
      await transport.connect();
      valid = 'Bearer 2'; // the first token expires
      await transport.send({
        version: 'v0.9',
        action: {name: 'go', surfaceId: 'main', sourceComponentId: 'b', timestamp: '', context: {}},
      });
      transport.close();
      assert.deepEqual(handled, ['go']);
      assert.deepEqual(refusals, [401]);
      assert.deepEqual(
        errors.filter((e) => e.kind === 'http'),
        [],
      );
    });
  }
});

describe('an action or connection whose credentials are refused', () => {
  const connectors: [string, (url: string) => Transport][] = [
    ['SSE', (url) => new SseTransport({url, ...fast})],
    ['REST', (url) => new RestTransport({url, ...fast})],
    ['A2A', (url) => new A2aTransport({url, ...fast})],
    ['AG-UI', (url) => new AgUiTransport({url: `${url}/agui`, ...fast})],
  ];
  /** The toolkit's endpoints behind a gate that answers 401 (a JSON body) once `refusing`. */
  async function gatedAgent() {
    const host = new A2uiAgentHost({onConnect: (session) => session.send(greeting)});
    after(() => host.closeAll());
    const handler = createA2uiHandler(host, {routes: [...a2aRoutes(host), aguiRoute(host)]});
    const gate = {refusing: false, refused: 0};
    const url = await listen(
      createServer((req, res) => {
        if (!gate.refusing) return handler.request(req, res);
        gate.refused++;
        res.writeHead(401, {'content-type': 'application/json'}).end('{"error":"expired"}');
      }),
    );
    return {url, gate};
  }
  const action = {
    version: 'v0.9',
    action: {name: 'go', surfaceId: 'main', sourceComponentId: 'b', timestamp: '', context: {}},
  };

  for (const [name, create] of connectors) {
    it(`${name}: an action refused with 401 rejects with an http error carrying it, reported once`, async () => {
      const {url, gate} = await gatedAgent();
      const transport = create(url);
      closeAfterTests(transport);
      const errors: TransportError[] = [];
      transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
      await transport.connect();
      gate.refusing = true;
      await assert.rejects(
        transport.send(action),
        (error: TransportError) => error.kind === 'http' && error.code === 401,
      );
      assert.deepEqual(
        errors.map((e) => [e.kind, e.code]),
        [['http', 401]],
      );
      assert.equal(gate.refused, 1, 'not retried');
    });

    it(`${name}: connect() refused with 401 fails with that http error, without retrying`, async () => {
      const {url, gate} = await gatedAgent();
      gate.refusing = true;
      const transport = create(url);
      closeAfterTests(transport);
      await assert.rejects(
        transport.connect(),
        (error: TransportError) => error.kind === 'http' && error.code === 401,
      );
      assert.equal(transport.status, 'closed');
      const refused = gate.refused;
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(gate.refused, refused);
    });
  }
});
