// The AG-UI and MCP connectors with a protocol adapter as their `protocol` and `metadata`: a v0.8
// `userAction` goes out where each binding puts actions, with the v0.8 capabilities.
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {describe, it} from 'node:test';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {A2uiAgentHost, aguiRoute, type ActionBody} from '../../src/server/index.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {serve} from './servers.js';

const userAction = {
  name: 'book',
  surfaceId: 'booking',
  sourceComponentId: 'book',
  timestamp: '2026-11-30T12:00:00.000Z',
  context: {guest: 'Ada'},
};

const v08Adapter = () => new V08Adapter(new MessageProcessor());

describe('AG-UI transport with a v0.8 protocol', () => {
  it('sends a v0.8 userAction in forwardedProps.a2uiAction.userAction', async () => {
    const received: {action: ActionBody; capabilities: unknown}[] = [];
    const host = new A2uiAgentHost({
      onAction: (session, action) => {
        received.push({action, capabilities: session.clientCapabilities});
      },
    });
    const server = await serve(host, {routes: [aguiRoute(host)]});
    const adapter = v08Adapter();
    const transport = new AgUiTransport({
      url: `${server.url}/agui`,
      protocol: adapter,
      metadata: adapter,
    });
    await transport.connect();
    await transport.send({userAction});
    assert.deepEqual(received, [{action: userAction, capabilities: adapter.clientCapabilities()}]);
    transport.close();
  });
});

describe('MCP transport with a v0.8 protocol', () => {
  it('declares the v0.8 capabilities and calls a2ui_userAction with the body', async () => {
    const requests: {method: string; params: Record<string, unknown>}[] = [];
    const build = () => {
      const server = new McpServer({name: 'v08', version: '1.0.0'});
      server.registerTool('a2ui_userAction', {description: 'A v0.8 user action'}, async () => ({
        content: [{type: 'text' as const, text: 'ok'}],
      }));
      return server;
    };
    const http = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
      if (body?.method) requests.push(body);
      const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined});
      await build().connect(transport);
      await transport.handleRequest(req, res, body);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
    const adapter = v08Adapter();
    const transport = new McpTransport({url, resources: [], protocol: adapter, metadata: adapter});
    try {
      await transport.connect();
      await transport.send({userAction});
      const initialize = requests.find((r) => r.method === 'initialize')!;
      const capabilities = initialize.params['capabilities'] as {a2ui?: unknown};
      assert.deepEqual(capabilities.a2ui, {clientCapabilities: adapter.clientCapabilities()});
      const call = requests.find((r) => r.method === 'tools/call')!;
      assert.equal(call.params['name'], 'a2ui_userAction');
      assert.deepEqual(call.params['arguments'], userAction);
      const meta = call.params['_meta'] as {
        a2ui: {idempotencyKey?: unknown};
        progressToken?: unknown;
      };
      assert.equal(typeof meta.a2ui.idempotencyKey, 'string');
      // The call asks for progress notifications, which keep a slow handler's call waited for.
      assert.notEqual(meta.progressToken, undefined);
      assert.deepEqual(meta, {
        a2ui: {
          clientCapabilities: adapter.clientCapabilities(),
          idempotencyKey: meta.a2ui.idempotencyKey,
        },
        progressToken: meta.progressToken,
      });
    } finally {
      transport.close();
      http.close();
    }
  });
});
