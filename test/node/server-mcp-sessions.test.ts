// The MCP endpoint lets go of an MCP session once its A2UI session ended (expired, evicted or
// closed by the agent): the client is told the session is unknown and starts a new one. A
// session whose client went away without closing it ends once idle.
import assert from 'node:assert/strict';
import {request, type IncomingMessage} from 'node:http';
import {describe, it} from 'node:test';
import {A2uiAgentHost, mcpRoute} from '../../src/server/index.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {until} from './connectors.js';
import {serve} from './servers.js';

const action = {name: 'go', surfaceId: 's', sourceComponentId: 'b', timestamp: '', context: {}};

describe('an MCP session whose A2UI session ended', () => {
  it('is unknown to the endpoint (404), so the client opens a new one', async () => {
    const connects: string[] = [];
    const host = new A2uiAgentHost({onConnect: (session) => void connects.push(session.id)});
    const server = await serve(host, {routes: [mcpRoute(host)]});
    const transport = new McpTransport({url: `${server.url}/mcp`});
    await transport.connect();
    const [first] = connects;
    host.get(first)!.close(); // as the expiry sweep or maxSessions would
    const response = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-session-id': first!,
        'mcp-protocol-version': '2025-06-18',
      },
      body: JSON.stringify({jsonrpc: '2.0', id: 9, method: 'tools/list', params: {}}),
    });
    assert.equal(response.status, 404);
    await transport.send({version: 'v0.9', action});
    assert.equal(connects.length, 2, 'the client started a new session');
    assert.ok(host.get(connects[1]));
    transport.close();
  });
});

describe('an MCP initialize whose reply the client lost', () => {
  it('opens no A2UI session: onConnect runs once, for the initialize the client went on with', async () => {
    const connects: string[] = [];
    const host = new A2uiAgentHost({onConnect: (session) => void connects.push(session.id)});
    const server = await serve(host, {routes: [mcpRoute(host)]});
    const initialize = {
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: {name: 'lossy', version: '1'},
      },
    };
    const lost = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
      body: JSON.stringify(initialize),
    });
    assert.equal(lost.status, 200);
    await lost.body!.cancel(); // the reply never reaches the client
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(connects, []);
    const transport = new McpTransport({url: `${server.url}/mcp`});
    await transport.connect();
    await transport.send({version: 'v0.9', action});
    assert.equal(connects.length, 1);
    assert.equal(host.sessions.size, 1);
    transport.close();
  });
});

/** A raw MCP client: initializes, confirms and subscribes to the messages resource. */
async function subscribedSession(url: string): Promise<string> {
  const post = async (body: object, sessionId?: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...(sessionId && {'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18'}),
      },
      body: JSON.stringify(body),
    });
    await response.text();
    assert.ok(response.ok, `${response.status}`);
    return response;
  };
  const init = await post({
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: {name: 'raw', version: '1'},
    },
  });
  const id = init.headers.get('mcp-session-id')!;
  await post({jsonrpc: '2.0', method: 'notifications/initialized'}, id);
  await post(
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'resources/subscribe',
      params: {uri: 'a2ui://session/messages'},
    },
    id,
  );
  return id;
}

/** Opens the session's notification stream; aborting the signal drops it like a vanished client. */
async function notificationStream(url: string, sessionId: string, signal: AbortSignal) {
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      'mcp-session-id': sessionId,
      'mcp-protocol-version': '2025-06-18',
    },
    signal,
  });
  assert.equal(response.status, 200);
  response.body!.pipeTo(new WritableStream(), {signal}).catch(() => undefined);
}

describe('an MCP session whose client went away without closing it', () => {
  it('ends after idleTimeoutMs with no request and no open stream, subscribed or not', async () => {
    const disconnected: string[] = [];
    const host = new A2uiAgentHost({onDisconnect: (session) => void disconnected.push(session.id)});
    const server = await serve(host, {routes: [mcpRoute(host, {idleTimeoutMs: 200})]});
    const url = `${server.url}/mcp`;
    const id = await subscribedSession(url);
    assert.equal(host.get(id)?.attached, true, 'the subscription attached the session');
    const client = new AbortController();
    await notificationStream(url, id, client.signal);
    client.abort(); // the client vanished
    await until(() => disconnected.includes(id), 'the idle session to end', 3000);
    assert.equal(host.get(id), undefined);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-session-id': id,
        'mcp-protocol-version': '2025-06-18',
      },
      body: JSON.stringify({jsonrpc: '2.0', id: 9, method: 'tools/list', params: {}}),
    });
    assert.equal(response.status, 404);
  });

  it('stays open while its notification stream is open, however quiet', async () => {
    const host = new A2uiAgentHost({});
    const server = await serve(host, {routes: [mcpRoute(host, {idleTimeoutMs: 100})]});
    const url = `${server.url}/mcp`;
    const id = await subscribedSession(url);
    const client = new AbortController();
    await notificationStream(url, id, client.signal);
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.ok(host.get(id), 'the session is still open');
    client.abort();
  });

  it('stays open for a client that keeps sending requests', async () => {
    const connects: string[] = [];
    const host = new A2uiAgentHost({onConnect: (session) => void connects.push(session.id)});
    // Requests 400 ms apart for 1.6 s against a 1 s idle timeout: a gap of 600 ms more (a send
    // delayed on a busy machine) still keeps it open.
    const server = await serve(host, {routes: [mcpRoute(host, {idleTimeoutMs: 1000})]});
    const transport = new McpTransport({url: `${server.url}/mcp`});
    await transport.connect();
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await transport.send({version: 'v0.9', action});
    }
    assert.equal(connects.length, 1);
    assert.ok(host.get(connects[0]));
    transport.close();
  });
});

describe('a client sending initialize in a loop', () => {
  it('holds at most maxUnconfirmedSessions MCP sessions: one more drops the oldest', async () => {
    const host = new A2uiAgentHost({});
    const server = await serve(host, {routes: [mcpRoute(host, {maxUnconfirmedSessions: 2})]});
    const url = `${server.url}/mcp`;
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 0,
          method: 'initialize',
          params: {
            protocolVersion: '2025-06-18',
            capabilities: {},
            clientInfo: {name: 'loop', version: '1'},
          },
        }),
      });
      await response.text();
      ids.push(response.headers.get('mcp-session-id')!);
    }
    const confirm = async (id: string) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {...headers, 'mcp-session-id': id, 'mcp-protocol-version': '2025-06-18'},
        body: JSON.stringify({jsonrpc: '2.0', method: 'notifications/initialized'}),
      });
      await response.text();
      return response.status;
    };
    assert.deepEqual(await Promise.all(ids.map(confirm)), [404, 202, 202]);
    assert.equal(host.sessions.size, 2);
  });
});

describe('the notifications of an MCP subscription', () => {
  it('announce new messages once until the client takes them, however many come', async () => {
    const host = new A2uiAgentHost({});
    const server = await serve(host, {routes: [mcpRoute(host)]});
    const url = `${server.url}/mcp`;
    const id = await subscribedSession(url);
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-session-id': id,
      'mcp-protocol-version': '2025-06-18',
    };
    let notifications = 0;
    const stream = await new Promise<IncomingMessage>((resolve, reject) =>
      request(url, {headers}, resolve).on('error', reject).end(),
    );
    stream.on('data', (chunk: Buffer) => {
      notifications += String(chunk).split('notifications/resources/updated').length - 1;
    });
    const session = host.get(id)!;
    const update = (value: number) => ({
      version: 'v0.9',
      updateDataModel: {surfaceId: 's', path: '/n', value},
    });
    await until(() => session.attached, 'the subscription');
    for (let i = 0; i < 100; i++) session.send(update(i));
    await until(() => notifications === 1, 'the first notification');
    const read = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 5,
        method: 'resources/read',
        params: {uri: 'a2ui://session/messages'},
      }),
    });
    assert.match(await read.text(), /"value\\":99/, 'the read took all 100 messages');
    session.send(update(100));
    await until(() => notifications === 2, 'a notification of the next message');
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(notifications, 2);
    stream.destroy();
  });
});
