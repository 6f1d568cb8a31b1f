// A page on another site must not drive the agent (security audit h65, finding 3). Browsers apply
// no CORS to WebSockets, so the server checks an upgrade's Origin against the `cors` option
// itself; and a text/plain, form or multipart POST needs no preflight, so only JSON bodies run
// the agent (the page could not read the reply, but the action would already have run).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {WebSocket} from 'ws';
import {aguiRoute, a2aRoutes, mcpRoute, type AgentHandlers} from '../../src/server/index.js';
import {serve} from './servers.js';

const app = 'https://app.example';
const evil = 'https://evil.example';

/** Handlers counting what the agent was asked to do. */
function countingAgent() {
  const calls = {connects: 0, actions: 0};
  const handlers: AgentHandlers = {
    onConnect: () => void calls.connects++,
    onAction: () => void calls.actions++,
  };
  return {calls, handlers};
}

/** Opens a WebSocket to `url` as a page of `origin` would; resolves 'open' or the HTTP status. */
function upgrade(url: string, origin?: string): Promise<'open' | number> {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + '/ws', {
    headers: origin === undefined ? {} : {origin},
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

const action = JSON.stringify({
  version: 'v0.9',
  action: {
    name: 'buy',
    surfaceId: 's',
    sourceComponentId: 'b',
    timestamp: new Date(0).toISOString(),
    context: {},
  },
});

describe('a page on another site', () => {
  it('cannot open a WebSocket when `cors` names another origin (403)', async () => {
    const {calls, handlers} = countingAgent();
    const server = await serve(handlers, {cors: app});
    assert.equal(await upgrade(server.url, evil), 403);
    assert.equal(calls.connects, 0);
    assert.equal(await upgrade(server.url, app), 'open');
  });

  it('opens a WebSocket from an origin of a `cors` list, and from no other', async () => {
    const server = await serve({}, {cors: ['http://localhost:5173', app]});
    assert.equal(await upgrade(server.url, app), 'open');
    assert.equal(await upgrade(server.url, 'http://localhost:5173'), 'open');
    assert.equal(await upgrade(server.url, evil), 403);
  });

  it('opens a WebSocket from the agent’s own origin whatever `cors` names', async () => {
    // Its own pages may POST without CORS (same origin): their WebSocket is no more dangerous.
    for (const cors of [app, [app, 'http://localhost:5173']]) {
      const server = await serve({}, {cors});
      assert.equal(await upgrade(server.url, new URL(server.url).origin), 'open', String(cors));
      assert.equal(await upgrade(server.url, evil), 403);
    }
  });

  it("opens a WebSocket from any origin with `cors: '*'`", async () => {
    const server = await serve({}, {cors: '*'});
    assert.equal(await upgrade(server.url, evil), 'open');
  });

  it('without `cors`, opens a WebSocket only from the agent’s own origin or outside a browser', async () => {
    const {calls, handlers} = countingAgent();
    const server = await serve(handlers);
    assert.equal(await upgrade(server.url, evil), 403);
    assert.equal(await upgrade(server.url, 'null'), 403);
    assert.equal(calls.connects, 0);
    assert.equal(await upgrade(server.url, new URL(server.url).origin), 'open');
    assert.equal(await upgrade(server.url), 'open');
  });

  it('cannot run an action or open a session with a POST that is not JSON (415)', async () => {
    const {calls, handlers} = countingAgent();
    const server = await serve(handlers, {cors: app});
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      for (const path of ['/connect', '/action', '/rpc', '/poll']) {
        const response = await fetch(server.url + path, {
          method: 'POST',
          headers: {origin: evil, 'content-type': type},
          body: action,
        });
        assert.equal(response.status, 415, `${type} ${path}`);
        assert.match((await response.json()).error, /application\/json/);
      }
    }
    assert.deepEqual(calls, {connects: 0, actions: 0});
  });

  it('cannot reach the A2A, AG-UI or MCP routes with a POST that is not JSON (415)', async () => {
    const {calls, handlers} = countingAgent();
    const {A2uiAgentHost} = await import('../../src/server/index.js');
    const host = new A2uiAgentHost(handlers);
    const server = await serve(host, {
      routes: [...a2aRoutes(host, {name: 'a'}), aguiRoute(host), mcpRoute(host)],
    });
    for (const path of ['/a2a', '/agui', '/mcp']) {
      const response = await fetch(server.url + path, {
        method: 'POST',
        headers: {origin: evil, 'content-type': 'text/plain'},
        body: '{"jsonrpc":"2.0","id":1,"method":"message/send","params":{}}',
      });
      assert.equal(response.status, 415, path);
    }
    assert.deepEqual(calls, {connects: 0, actions: 0});
  });

  it('takes JSON with parameters and +json types', async () => {
    const {calls, handlers} = countingAgent();
    const server = await serve(handlers);
    for (const type of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/a2a+json',
    ]) {
      const response = await fetch(server.url + '/connect', {
        method: 'POST',
        headers: {'content-type': type},
        body: '{}',
      });
      assert.equal(response.status, 200, type);
    }
    assert.equal(calls.connects, 3);
  });

  it('gets the CORS headers only for an origin of a `cors` list', async () => {
    const server = await serve({}, {cors: [app, 'http://localhost:5173']});
    const post = (origin: string) =>
      fetch(server.url + '/connect', {
        method: 'POST',
        headers: {origin, 'content-type': 'application/json'},
        body: '{}',
      });
    assert.equal((await post(app)).headers.get('access-control-allow-origin'), app);
    assert.equal((await post(evil)).headers.get('access-control-allow-origin'), null);
  });
});
