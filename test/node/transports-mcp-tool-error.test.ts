// An MCP tool result with `isError: true` may still carry A2UI (the agent's error message on the
// surface): McpTransport delivers it, then reports the failure; nothing is retried.
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {describe, it} from 'node:test';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import type {TransportError} from '../../src/transports/transport-error.js';

const failure = [
  {
    version: 'v0.9',
    updateDataModel: {surfaceId: 'booking', path: '/status', value: 'Fully booked'},
  },
];

async function agent(result: () => Record<string, unknown>) {
  let calls = 0;
  const http = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
    const server = new McpServer({name: 'failing', version: '1.0.0'});
    server.registerTool('a2ui_action', {description: 'An action'}, async () => {
      calls++;
      return result() as never;
    });
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined});
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
  return {url, calls: () => calls, close: () => http.close()};
}

const action = {
  name: 'book',
  surfaceId: 'booking',
  sourceComponentId: 'book',
  timestamp: '2026-12-01T12:00:00.000Z',
  context: {},
};

describe('MCP tool result with isError', () => {
  it('delivers the A2UI it carries, then reports the failure with its text', async () => {
    const server = await agent(() => ({
      isError: true,
      content: [
        {type: 'text', text: 'No room left'},
        {
          type: 'resource',
          resource: {
            uri: 'a2ui://session/messages',
            mimeType: 'application/a2ui+json',
            text: JSON.stringify(failure),
          },
        },
      ],
    }));
    const transport = new McpTransport({url: server.url, resources: []});
    const delivered: unknown[] = [];
    const errors: TransportError[] = [];
    transport.addEventListener('messages', (event) =>
      delivered.push(...(event as CustomEvent<unknown[]>).detail),
    );
    transport.addEventListener('error', (event) =>
      errors.push((event as CustomEvent<TransportError>).detail),
    );
    try {
      await transport.connect();
      await assert.rejects(transport.send({action}), /The a2ui_action tool failed: No room left/);
      assert.deepEqual(delivered, failure);
      assert.deepEqual(
        errors.map((error) => [error.kind, error.message]),
        [['rpc', 'The a2ui_action tool failed: No room left']],
      );
      assert.equal(server.calls(), 1);
      assert.equal(transport.status, 'open');
    } finally {
      transport.close();
      server.close();
    }
  });

  it('reports a failed call without A2UI as before', async () => {
    const server = await agent(() => ({isError: true, content: [{type: 'text', text: 'Nope'}]}));
    const transport = new McpTransport({url: server.url, resources: []});
    const delivered: unknown[] = [];
    transport.addEventListener('messages', (event) =>
      delivered.push(...(event as CustomEvent<unknown[]>).detail),
    );
    try {
      await transport.connect();
      await assert.rejects(transport.send({action}), /The a2ui_action tool failed: Nope/);
      assert.deepEqual(delivered, []);
    } finally {
      transport.close();
      server.close();
    }
  });
});
