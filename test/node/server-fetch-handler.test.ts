// createA2uiFetchHandler: the agent's endpoints served from a Fetch API handler (Next.js route
// handlers, Bun.serve, Deno.serve, Workers), called here with `new Request(...)` directly.
import assert from 'node:assert/strict';
import {createServer, ServerResponse, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Readable} from 'node:stream';
import {after, before, describe, it} from 'node:test';
import {
  A2uiAgentHost,
  a2aRoutes,
  aguiRoute,
  createA2uiFetchHandler,
  mcpRoute,
  type A2uiFetchHandler,
  type AgentHandlers,
  type ExtraRoute,
} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {Transport} from '../../src/transports/types.js';

const BASE = 'http://agent.test/api/agent';
const hosts: A2uiAgentHost[] = [];
const servers: Server[] = [];
after(async () => {
  for (const host of hosts.splice(0)) host.closeAll();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const tick = (n: number) => ({
  version: 'v0.9',
  updateDataModel: {surfaceId: 'main', path: '/n', value: n},
});
const action = (name: string) => ({
  name,
  surfaceId: 'main',
  sourceComponentId: 'b',
  timestamp: new Date().toISOString(),
  context: {},
});

/** An agent that creates a surface on connect and answers each action with a tick. */
function agentHandlers(): AgentHandlers {
  let count = 0;
  return {
    onConnect: (session) =>
      session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: 'basic'}}),
    onAction: (session) => session.send(tick(++count)),
  };
}

/** A fetch handler serving that agent at /api/agent. */
function handler(options: Parameters<typeof createA2uiFetchHandler>[1] = {}): {
  handle: A2uiFetchHandler;
  host: A2uiAgentHost;
} {
  const host = new A2uiAgentHost(agentHandlers());
  hosts.push(host);
  return {host, handle: createA2uiFetchHandler(host, {basePath: '/api/agent', ...options})};
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Reads SSE events (`data:` lines, and `event:` names) from a streamed body as they come. */
function events(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<{event?: string; data: string} | undefined> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const data = lines.find((l) => l.startsWith('data: '));
        if (!data) continue; // a comment (keep-alive)
        const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
        return {event, data: data.slice(6)};
      }
      const {done, value} = await reader.read();
      if (done) return undefined;
      buffer += decoder.decode(value, {stream: true});
    }
  };
}

describe('createA2uiFetchHandler', () => {
  it('serves REST: connect, action, poll', async () => {
    const {handle} = handler();
    const connected = await handle(post('/connect', {}));
    assert.equal(connected.status, 200);
    const session = connected.headers.get('x-a2ui-session');
    assert.ok(session);
    assert.match(connected.headers.get('content-type') ?? '', /application\/json/);
    assert.equal(connected.headers.get('connection'), null, 'no hop-by-hop headers');
    const initial = (await connected.json()) as {createSurface?: unknown}[];
    assert.ok(initial[0]?.createSurface);

    const acted = await handle(
      post('/action', {action: action('go')}, {'x-a2ui-session': session}),
    );
    assert.equal(acted.status, 200);
    assert.deepEqual(await acted.json(), [tick(1)]);

    const polled = await handle(post('/poll', {}, {'x-a2ui-session': session}));
    assert.deepEqual(await polled.json(), []);
    const gone = await handle(post('/disconnect', {}, {'x-a2ui-session': session}));
    assert.equal(gone.status, 204);
    assert.equal(gone.body, null);
  });

  it('streams SSE: the first messages, then what an action posted to /rpc produces', async () => {
    const {handle, host} = handler();
    const controller = new AbortController();
    const response = await handle(new Request(`${BASE}/sse`, {signal: controller.signal}));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/event-stream');
    const next = events(response.body!);
    const opened = await next();
    assert.equal(opened?.event, 'connection');
    const {connectionId} = JSON.parse(opened!.data) as {connectionId: string};
    assert.ok(JSON.parse((await next())!.data).createSurface);

    const rpc = await handle(
      post('/rpc', {
        jsonrpc: '2.0',
        id: 1,
        method: 'a2ui.action',
        params: {connectionId, action: action('go')},
      }),
    );
    assert.deepEqual(await rpc.json(), {jsonrpc: '2.0', id: 1, result: {accepted: true}});
    // On the stream that is still open.
    assert.deepEqual(JSON.parse((await next())!.data), tick(1));

    // The client aborts: the stream ends and the session lets go of it.
    const session = host.get(connectionId)!;
    assert.equal(session.attached, true);
    controller.abort();
    await until(() => !session.attached);
  });

  it('sends keep-alive comments on an idle stream', async () => {
    const {handle} = handler({keepAliveMs: 20});
    const controller = new AbortController();
    const response = await handle(new Request(`${BASE}/sse`, {signal: controller.signal}));
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes(': keep-alive')) text += Buffer.from((await reader.read()).value!);
    controller.abort();
  });

  it('holds writes while the stream is unread, and drops a client past maxBufferedBytes', async () => {
    const {handle, host} = handler({maxBufferedBytes: 200_000});
    const response = await handle(new Request(`${BASE}/sse`));
    const next = events(response.body!);
    const {connectionId} = JSON.parse((await next())!.data) as {connectionId: string};
    const session = host.get(connectionId)!;
    // Never read again: the body's queue fills, then Node's buffer, then the agent lets go.
    const big = {version: 'v0.9', updateDataModel: {surfaceId: 'main', path: '/x', value: ''}};
    for (let i = 0; i < 40 && session.attached; i++) {
      big.updateDataModel.value = 'x'.repeat(20_000 + i);
      session.send(big);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    assert.equal(session.attached, false);
  });

  it('answers 404 for an unknown path, and for WebSocket as documented', async () => {
    const {handle} = handler();
    const unknown = await handle(new Request(`${BASE}/nope`));
    assert.equal(unknown.status, 404);
    assert.deepEqual(await unknown.json(), {error: 'Not found'});
    for (const request of [
      new Request(`${BASE}/ws`),
      new Request(BASE, {headers: {upgrade: 'websocket', connection: 'Upgrade'}}),
    ]) {
      const response = await handle(request);
      assert.equal(response.status, 404);
      assert.match(((await response.json()) as {error: string}).error, /WebSocket is not served/);
    }
  });

  it('says what to do where node:http has no assignSocket (Cloudflare Workers)', async () => {
    const {handle} = handler();
    const assignSocket = ServerResponse.prototype.assignSocket;
    ServerResponse.prototype.assignSocket = () => {
      throw new Error('The assignSocket method is not implemented'); // as workerd says
    };
    try {
      await assert.rejects(
        handle(post('/connect', {})),
        /httpServerHandler from 'cloudflare:node'/,
      );
    } finally {
      ServerResponse.prototype.assignSocket = assignSocket;
    }
  });

  it('refuses a body over the limit (413), and applies CORS as the Node handler does', async () => {
    const {handle} = handler({cors: '*'});
    const big = await handle(post('/action', `{"x":"${'a'.repeat(1_100_000)}"}`));
    assert.equal(big.status, 413);
    assert.deepEqual(await big.json(), {error: 'Request body too large'});
    const preflight = await handle(
      new Request(`${BASE}/rpc`, {
        method: 'OPTIONS',
        headers: {origin: 'https://app.test', 'access-control-request-headers': 'authorization'},
      }),
    );
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://app.test');
    assert.equal(preflight.headers.get('access-control-allow-headers'), 'authorization');
  });

  it('serves extra routes: an AG-UI run streamed as SSE', async () => {
    const {handle} = handler(); // no routes: no AG-UI
    const host = new A2uiAgentHost({
      onConnect: (session) =>
        session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: 'basic'}}),
    });
    hosts.push(host);
    const agui = createA2uiFetchHandler(host, {routes: [aguiRoute(host)]});
    const response = await agui(
      new Request('http://agent.test/agui', {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({threadId: 't1', runId: 'r1', messages: [], forwardedProps: {}}),
      }),
    );
    assert.equal(response.status, 200);
    const types = (await response.text())
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => (JSON.parse(block.slice(6)) as {type: string}).type);
    assert.equal(types[0], 'RUN_STARTED');
    assert.ok(types.includes('ACTIVITY_SNAPSHOT'));
    assert.equal(types.at(-1), 'RUN_FINISHED');
    assert.equal((await handle(new Request(`${BASE}/agui`))).status, 404);
  });

  it('serves the Next.js route handler of docs/transports.md', async () => {
    const {GET, POST} = await import('./fixtures/next-agent-route.js');
    const url = 'http://localhost:3000/api/agent';
    const connected = await POST(
      new Request(`${url}/connect`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: '{}',
      }),
    );
    const session = connected.headers.get('x-a2ui-session')!;
    assert.equal(((await connected.json()) as unknown[]).length, 2);
    const acted = await POST(
      new Request(`${url}/action`, {
        method: 'POST',
        headers: {'content-type': 'application/json', 'x-a2ui-session': session},
        body: JSON.stringify({action: action('hello')}),
      }),
    );
    assert.deepEqual(await acted.json(), [
      {version: 'v0.9', updateDataModel: {surfaceId: 'main', path: '/said', value: 'hello'}},
    ]);
    await POST(
      new Request(`${url}/disconnect`, {method: 'POST', headers: {'x-a2ui-session': session}}),
    );
    const controller = new AbortController();
    const stream = await GET(new Request(`${url}/sse`, {signal: controller.signal}));
    assert.equal((await events(stream.body!)())?.event, 'connection');
    controller.abort();
  });

  it('runs the SSE and REST connectors against a Node server wrapping the fetch handler', async () => {
    const url = await listen(handler().handle);
    await connectAndAct([new SseTransport({url, metadata}), new RestTransport({url, metadata})]);
  });

  describe('with the A2A and MCP routes', () => {
    const host = new A2uiAgentHost(agentHandlers());
    hosts.push(host);
    let routes: ExtraRoute[] = [];
    // Their SDKs load once, before the test (and after the other tests, not beside them).
    before(async () => {
      routes = [...a2aRoutes(host), mcpRoute(host)];
      await Promise.all(routes.map((route) => route.ready));
    });

    it('runs the A2A and MCP connectors through the fetch handler', async () => {
      const url = await listen(createA2uiFetchHandler(host, {basePath: '/api/agent', routes}));
      await connectAndAct([
        new A2aTransport({url, metadata}),
        new McpTransport({url: `${url}/mcp`, metadata}),
      ]);
    });
  });
});

const metadata = {
  clientCapabilities: () => ({'v0.9': {supportedCatalogIds: ['basic']}}),
  clientDataModel: () => undefined,
};

/**
 * Serves `handle` on node:http the way a Fetch-style runtime calls it (a Request per request,
 * aborted when the client goes; the Response's body streamed back); resolves with its URL.
 */
async function listen(handle: A2uiFetchHandler): Promise<string> {
  const server = createServer((req, res) => {
    const controller = new AbortController();
    res.once('close', () => controller.abort());
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      signal: controller.signal,
      duplex: 'half',
    } as RequestInit);
    void handle(request).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (!response.body) return void res.end();
      try {
        for await (const chunk of response.body) res.write(chunk);
      } catch {
        // The client went away.
      }
      res.end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/agent`;
}

/** Each transport connects, gets the surface, sends an action and gets the agent's answer. */
async function connectAndAct(transports: Transport[]): Promise<void> {
  for (const transport of transports) {
    const messages: unknown[] = [];
    transport.addEventListener('messages', (e) =>
      messages.push(...(e as CustomEvent<unknown[]>).detail),
    );
    await transport.connect();
    await until(() => messages.length === 1);
    await transport.send({action: action('go')});
    await until(() => messages.length === 2);
    const update = (messages[1] as {updateDataModel?: {path: string}}).updateDataModel;
    assert.equal(update?.path, '/n', transport.constructor.name);
    transport.close();
  }
}

async function until(check: () => boolean, timeout = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}
