import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {WebSocket as NodeWebSocket} from 'ws';
import {A2uiAgentHost, type AgentHandlers} from '../../src/server/index.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import {TransportError} from '../../src/transports/transport-error.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import type {Transport} from '../../src/transports/types.js';
import {action} from './connectors.js';
import {serve as serveHost} from './servers.js';

const metadata = {
  clientCapabilities: () => ({'v0.9': {supportedCatalogIds: ['basic']}}),
  clientDataModel: () => ({version: 'v0.9', surfaces: {main: {name: 'Ada'}}}),
};
const tick = (n: number) => ({
  version: 'v0.9',
  updateDataModel: {surfaceId: 'main', path: '/n', value: n},
});
const fast = {initialDelay: 20, maxDelay: 100};

/** An agent that greets on connect, echoes each action as a message, and records what it got. */
function echoAgent() {
  const received: {name: string; metadata: unknown}[] = [];
  const handlers: AgentHandlers = {
    onConnect: (session) =>
      session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: 'basic'}}),
    onAction: (session, body, meta) => {
      received.push({name: body.name, metadata: meta});
      session.send(tick(received.length));
    },
  };
  return {handlers, received};
}

function collect(transport: Transport): unknown[] {
  const messages: unknown[] = [];
  transport.addEventListener('messages', (e) =>
    messages.push(...(e as CustomEvent<unknown[]>).detail),
  );
  return messages;
}

async function until(check: () => boolean, timeout = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function serve(handlers: AgentHandlers | A2uiAgentHost, port = 0) {
  const server = await serveHost(handlers, {port});
  return server;
}

function ticksIn(messages: unknown[]): number[] {
  return messages.flatMap((m) => {
    const update = (m as {updateDataModel?: {path: string; value: number}}).updateDataModel;
    return update?.path === '/n' ? [update.value] : [];
  });
}

describe('SSE + JSON-RPC transport', () => {
  it('receives the initial messages after the connection event', async () => {
    const {handlers} = echoAgent();
    const server = await serve(handlers);
    const transport = new SseTransport({url: server.url, metadata});
    const messages = collect(transport);
    await transport.connect();
    await until(() => messages.length === 1);
    assert.ok(transport.connectionId);
    assert.deepEqual(Object.keys(messages[0] as object), ['version', 'createSurface']);
    transport.close();
  });

  it('sends actions as a2ui.action with capabilities and the data model', async () => {
    const {handlers, received} = echoAgent();
    const server = await serve(handlers);
    const transport = new SseTransport({url: server.url, metadata});
    const messages = collect(transport);
    await transport.connect();
    await transport.send(action('go'));
    await until(() => messages.length === 2);
    assert.equal(received[0]!.name, 'go');
    assert.deepEqual(received[0]!.metadata, {
      a2uiClientCapabilities: metadata.clientCapabilities(),
      a2uiClientDataModel: metadata.clientDataModel(),
    });
    transport.close();
  });

  it('resumes after a server crash without losing or repeating a message', async () => {
    const host = new A2uiAgentHost(echoAgent().handlers);
    const server = await serve(host);
    const transport = new SseTransport({url: server.url, ...fast});
    const messages = collect(transport);
    await transport.connect();
    const session = host.get(transport.connectionId)!;
    for (let n = 1; n <= 5; n++) session.send(tick(n));
    await until(() => ticksIn(messages).length === 5);
    await server.kill();
    for (let n = 6; n <= 10; n++) session.send(tick(n)); // produced while the client is away
    await serve(host, server.port);
    await until(() => ticksIn(messages).length >= 10);
    for (let n = 11; n <= 12; n++) session.send(tick(n));
    await until(() => ticksIn(messages).length >= 12);
    assert.deepEqual(ticksIn(messages), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    assert.equal(messages.length, 13); // createSurface once, no replay of it
    transport.close();
  });

  it('queues actions while reconnecting and delivers them in order', async () => {
    const {handlers, received} = echoAgent();
    const host = new A2uiAgentHost(handlers);
    const server = await serve(host);
    const transport = new SseTransport({url: server.url, ...fast});
    await transport.connect();
    await server.kill();
    await until(() => transport.status === 'reconnecting');
    const sent = Promise.all([transport.send(action('a')), transport.send(action('b'))]);
    await serve(host, server.port);
    await sent;
    assert.deepEqual(
      received.map((r) => r.name),
      ['a', 'b'],
    );
    transport.close();
  });

  it('reports a malformed event and keeps the following ones', async () => {
    const host = new A2uiAgentHost(echoAgent().handlers);
    const server = await serve(host);
    const transport = new SseTransport({url: server.url});
    const messages = collect(transport);
    const errors: TransportError[] = [];
    transport.addEventListener('error', (e) =>
      errors.push((e as CustomEvent<TransportError>).detail),
    );
    await transport.connect();
    const session = host.get(transport.connectionId)!;
    session.sendRawFrame('{"version": "v0.9", oops');
    session.send(tick(1));
    await until(() => ticksIn(messages).length === 1);
    assert.equal(errors.length, 1);
    assert.equal(errors[0]!.kind, 'malformed-frame');
    transport.close();
  });

  it('yields incoming messages, in order, through async iteration', async () => {
    const host = new A2uiAgentHost(echoAgent().handlers);
    const server = await serve(host);
    const transport = new SseTransport({url: server.url});
    const iterator = transport[Symbol.asyncIterator]();
    await transport.connect();
    host.get(transport.connectionId)!.send(tick(1));
    const first = await iterator.next();
    const second = await iterator.next();
    assert.deepEqual(Object.keys(first.value as object), ['version', 'createSurface']);
    assert.deepEqual(second.value, tick(1));
    transport.close();
    assert.equal((await iterator.next()).done, true);
  });

  it('starts a new session when a restarted agent lost the old one', async () => {
    const server = await serve(echoAgent().handlers);
    const transport = new SseTransport({url: server.url, ...fast});
    const messages = collect(transport);
    const errors: TransportError[] = [];
    transport.addEventListener('error', (e) =>
      errors.push((e as CustomEvent<TransportError>).detail),
    );
    await transport.connect();
    const first = transport.connectionId;
    await server.kill();
    await serve(echoAgent().handlers, server.port); // a new host: the sessions are gone
    await until(() => messages.length === 2 && transport.status === 'open');
    assert.ok(errors.some((e) => e.kind === 'session-lost'));
    assert.notEqual(transport.connectionId, first);
    transport.close();
  });

  it('tells the agent the client capabilities when the stream opens', async () => {
    const seen: unknown[] = [];
    const server = await serve({
      onConnect: (session) => void seen.push(session.clientCapabilities),
    });
    const transport = new SseTransport({url: server.url, metadata});
    await transport.connect();
    await until(() => seen.length === 1);
    assert.deepEqual(seen, [metadata.clientCapabilities()]);
    transport.close();
  });

  it('answers an unknown JSON-RPC method with a JSON-RPC error', async () => {
    const server = await serve(echoAgent().handlers);
    const response = await fetch(`${server.url}/rpc`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'a2ui.nope', params: {}}),
    });
    const reply = (await response.json()) as {error: {code: number}};
    assert.equal(reply.error.code, -32601);
  });

  it('runs a retried JSON-RPC request only once', async () => {
    const {handlers, received} = echoAgent();
    const host = new A2uiAgentHost(handlers);
    const server = await serve(host);
    const transport = new SseTransport({url: server.url});
    await transport.connect();
    const request = JSON.stringify({
      jsonrpc: '2.0',
      id: 'same',
      method: 'a2ui.action',
      params: {connectionId: transport.connectionId, action: action('once').action},
    });
    await fetch(`${server.url}/rpc`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: request,
    });
    await fetch(`${server.url}/rpc`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: request,
    });
    assert.equal(received.length, 1);
    transport.close();
  });
});

describe('WebSocket transport', () => {
  const options = (url: string) => ({
    url: url.replace(/^http/, 'ws') + '/ws',
    WebSocket: NodeWebSocket as unknown as typeof WebSocket,
    metadata,
    ...fast,
  });

  it('exchanges one envelope per frame in both directions', async () => {
    const {handlers, received} = echoAgent();
    const server = await serve(handlers);
    const transport = new WebSocketTransport(options(server.url));
    const messages = collect(transport);
    await transport.connect();
    await transport.send(action('hello'));
    await until(() => messages.length === 2);
    assert.equal(received[0]!.name, 'hello');
    assert.deepEqual(ticksIn(messages), [1]);
    assert.deepEqual(received[0]!.metadata, {
      a2uiClientCapabilities: metadata.clientCapabilities(),
      a2uiClientDataModel: metadata.clientDataModel(),
    });
    transport.close();
  });

  it("connects to the agent's own URL too, as SSE and REST do (no /ws)", async () => {
    const {handlers, received} = echoAgent();
    const server = await serve(handlers);
    const transport = new WebSocketTransport({...options(server.url), url: server.url});
    const messages = collect(transport);
    await transport.connect();
    await transport.send(action('hello'));
    await until(() => messages.length === 2);
    assert.equal(received[0]!.name, 'hello');
    transport.close();
  });

  it("keeps trying while the agent cannot be reached, ws's connection errors reported, not thrown", async () => {
    const server = await serve(echoAgent().handlers);
    await server.kill(); // nothing listens on its port now
    const transport = new WebSocketTransport({...options(server.url), maxAttempts: 3});
    const reported: TransportError[] = [];
    transport.addEventListener('error', (e) =>
      reported.push((e as CustomEvent<TransportError>).detail),
    );
    await assert.rejects(transport.connect(), /Gave up after 3 attempts/);
    assert.equal(transport.status, 'closed');
    // The two failed attempts as they happen, then the give-up.
    assert.deepEqual(
      reported.map((e) => e.kind),
      ['network', 'network', 'network'],
    );
  });

  it('resumes after a server crash without losing or repeating a message', async () => {
    const host = new A2uiAgentHost(echoAgent().handlers);
    const server = await serve(host);
    const transport = new WebSocketTransport(options(server.url));
    const messages = collect(transport);
    await transport.connect();
    await until(() => messages.length === 1);
    const session = host.get(transport.sessionId)!;
    for (let n = 1; n <= 3; n++) session.send(tick(n));
    await until(() => ticksIn(messages).length === 3);
    await server.kill();
    for (let n = 4; n <= 6; n++) session.send(tick(n));
    await serve(host, server.port);
    await until(() => ticksIn(messages).length >= 6);
    session.send(tick(7));
    await until(() => ticksIn(messages).length >= 7);
    assert.deepEqual(ticksIn(messages), [1, 2, 3, 4, 5, 6, 7]);
    transport.close();
  });

  it('queues actions while reconnecting and delivers them in order', async () => {
    const {handlers, received} = echoAgent();
    const host = new A2uiAgentHost(handlers);
    const server = await serve(host);
    const transport = new WebSocketTransport(options(server.url));
    await transport.connect();
    await server.kill();
    await until(() => transport.status === 'reconnecting');
    const sent = Promise.all([transport.send(action('x')), transport.send(action('y'))]);
    await serve(host, server.port);
    await sent;
    await until(() => received.length === 2);
    assert.deepEqual(
      received.map((r) => r.name),
      ['x', 'y'],
    );
    transport.close();
  });

  it('starts a new session when a restarted agent lost the old one', async () => {
    const server = await serve(echoAgent().handlers);
    const transport = new WebSocketTransport(options(server.url));
    const messages = collect(transport);
    const errors: TransportError[] = [];
    transport.addEventListener('error', (e) =>
      errors.push((e as CustomEvent<TransportError>).detail),
    );
    await transport.connect();
    await until(() => messages.length === 1);
    const first = transport.sessionId;
    await server.kill();
    await serve(echoAgent().handlers, server.port);
    await until(() => messages.length === 2 && transport.status === 'open');
    // The dropped socket (and each reconnect tried before the agent was back), then the lost session.
    const kinds = errors.map((e) => e.kind);
    assert.equal(kinds.at(-1), 'session-lost', kinds.join());
    assert.ok(kinds.length >= 2, kinds.join());
    assert.ok(
      kinds.slice(0, -1).every((kind) => kind === 'network'),
      kinds.join(),
    );
    assert.notEqual(transport.sessionId, first);
    transport.close();
  });

  it('ends the session when the client closes on purpose', async () => {
    const disconnected: string[] = [];
    const host = new A2uiAgentHost({onDisconnect: (session) => void disconnected.push(session.id)});
    const server = await serve(host);
    const transport = new WebSocketTransport(options(server.url));
    await transport.connect();
    transport.close();
    await until(() => disconnected.length === 1);
    assert.deepEqual(disconnected, [transport.sessionId]);
    assert.equal(host.sessions.size, 0);
  });

  it('tells the agent the client capabilities when the socket opens', async () => {
    const seen: unknown[] = [];
    const server = await serve({
      onConnect: (session) => void seen.push(session.clientCapabilities),
    });
    const transport = new WebSocketTransport(options(server.url));
    await transport.connect();
    await until(() => seen.length === 1);
    assert.deepEqual(seen, [metadata.clientCapabilities()]);
    transport.close();
  });

  it('reports a malformed frame and keeps the following ones', async () => {
    const host = new A2uiAgentHost(echoAgent().handlers);
    const server = await serve(host);
    const transport = new WebSocketTransport(options(server.url));
    const messages = collect(transport);
    const errors: TransportError[] = [];
    transport.addEventListener('error', (e) =>
      errors.push((e as CustomEvent<TransportError>).detail),
    );
    await transport.connect();
    await until(() => messages.length === 1);
    const session = host.get(transport.sessionId)!;
    session.sendRawFrame('not json at all');
    session.send(tick(1));
    await until(() => ticksIn(messages).length === 1);
    assert.deepEqual(
      errors.map((e) => e.kind),
      ['malformed-frame'],
    );
    transport.close();
  });
});

describe('REST transport', () => {
  it('gets the initial messages from /connect and replies from /action', async () => {
    const {handlers, received} = echoAgent();
    const server = await serve(handlers);
    const transport = new RestTransport({url: server.url, metadata});
    const messages = collect(transport);
    await transport.connect();
    assert.equal(messages.length, 1);
    await transport.send(action('rest'));
    assert.deepEqual(ticksIn(messages), [1]);
    assert.equal(received[0]!.name, 'rest');
    assert.ok((received[0]!.metadata as {a2uiClientDataModel?: unknown}).a2uiClientDataModel);
    transport.close();
  });

  it('retries an action while the agent is down and delivers it once it is back', async () => {
    const {handlers, received} = echoAgent();
    const host = new A2uiAgentHost(handlers);
    const server = await serve(host);
    const transport = new RestTransport({url: server.url, ...fast});
    await transport.connect();
    await server.kill();
    const sent = transport.send(action('later'));
    await until(() => transport.status === 'reconnecting');
    await serve(host, server.port);
    await sent;
    assert.deepEqual(
      received.map((r) => r.name),
      ['later'],
    );
    transport.close();
  });

  it('opens a new session and resends the action when the agent lost the old one', async () => {
    const server = await serve(echoAgent().handlers);
    const transport = new RestTransport({url: server.url, ...fast});
    const messages = collect(transport);
    await transport.connect();
    await server.kill();
    const {handlers, received} = echoAgent();
    await serve(handlers, server.port);
    await transport.send(action('again'));
    assert.deepEqual(
      received.map((r) => r.name),
      ['again'],
    );
    assert.deepEqual(ticksIn(messages), [1]);
    assert.equal(messages.length, 3); // initial createSurface, the new session's, the reply
    transport.close();
  });

  it('polls for the messages the agent pushes between actions', async () => {
    const host = new A2uiAgentHost(echoAgent().handlers);
    const server = await serve(host);
    const transport = new RestTransport({url: server.url, pollInterval: 20});
    const messages = collect(transport);
    await transport.connect();
    host.get(transport.sessionId)!.send(tick(5));
    await until(() => ticksIn(messages).length === 1);
    assert.deepEqual(ticksIn(messages), [5]);
    transport.close();
  });

  it('opens a new session when a poll finds the agent lost the old one, with no action sent', async () => {
    const server = await serve(echoAgent().handlers);
    const transport = new RestTransport({url: server.url, pollInterval: 20, ...fast});
    const messages = collect(transport);
    const reported: TransportError[] = [];
    transport.addEventListener('error', (e) =>
      reported.push((e as CustomEvent<TransportError>).detail),
    );
    await transport.connect();
    const lost = transport.sessionId;
    await server.kill();
    const restarted = await serve(echoAgent().handlers, server.port);
    await until(() => messages.length === 2); // the new session's createSurface
    assert.notEqual(transport.sessionId, lost);
    assert.ok(restarted.host.get(transport.sessionId));
    const kinds = reported.map((e) => e.kind);
    assert.ok(kinds.includes('session-lost'), kinds.join(' '));
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(
      reported.filter((e) => e.kind === 'http'),
      [],
      'no poll answered 404 again',
    );
    transport.close();
  });

  it('ends the session on close', async () => {
    const disconnected: string[] = [];
    const host = new A2uiAgentHost({onDisconnect: (session) => void disconnected.push(session.id)});
    const server = await serve(host);
    const transport = new RestTransport({url: server.url});
    await transport.connect();
    const id = transport.sessionId;
    transport.close();
    await until(() => disconnected.length === 1);
    assert.deepEqual(disconnected, [id]);
  });

  // A /connect reply that is not JSON fails connect(): transports-rest-not-json.test.ts.
  it('reports an action reply that is not JSON', async () => {
    const fakeFetch = (async () =>
      new Response('<html>oops</html>', {status: 200})) as typeof fetch;
    const transport = new RestTransport({
      url: 'http://agent.invalid',
      fetch: fakeFetch,
      connect: false,
    });
    const errors: TransportError[] = [];
    transport.addEventListener('error', (e) =>
      errors.push((e as CustomEvent<TransportError>).detail),
    );
    await transport.connect();
    await transport.send(action('go'));
    assert.deepEqual(
      errors.map((e) => e.kind),
      ['malformed-frame'],
    );
    transport.close();
  });

  it('rejects a send after close with a closed error', async () => {
    const transport = new RestTransport({url: 'http://agent.invalid', connect: false});
    await transport.connect();
    transport.close();
    await assert.rejects(
      transport.send(action('late')),
      (e: TransportError) => e.kind === 'closed',
    );
  });
});
