// The MCP endpoint lets go of an MCP session once its A2UI session ended (expired, evicted or
// closed by the agent): the client is told the session is unknown and starts a new one.
import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import {
  A2uiAgentHost,
  mcpRoute,
  serveA2ui,
  type RunningA2uiServer,
} from '../../src/server/index.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';

const servers: RunningA2uiServer[] = [];
after(async () => {
  for (const server of servers) {
    server.host.closeAll();
    await server.close();
  }
});

const action = {name: 'go', surfaceId: 's', sourceComponentId: 'b', timestamp: '', context: {}};

describe('an MCP session whose A2UI session ended', () => {
  it('is unknown to the endpoint (404), so the client opens a new one', async () => {
    const connects: string[] = [];
    const host = new A2uiAgentHost({onConnect: (session) => void connects.push(session.id)});
    const server = await serveA2ui(host, {routes: [mcpRoute(host)]});
    servers.push(server);
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
    const server = await serveA2ui(host, {routes: [mcpRoute(host)]});
    servers.push(server);
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
