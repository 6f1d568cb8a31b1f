import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  A2uiAgentHost,
  a2aRoutes,
  aguiRoute,
  mcpRoute,
  type AgentHandlers,
  type ClientMetadata,
} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {Transport} from '../../src/transports/types.js';
import {serve as serveHost} from './servers.js';

const capabilities = {'v0.9': {supportedCatalogIds: ['https://example.com/catalog.json']}};
const metadata = {
  clientCapabilities: () => capabilities,
  clientDataModel: () => ({version: 'v0.9', surfaces: {main: {name: 'Ada'}}}),
};
const action = (name: string) => ({
  action: {
    name,
    surfaceId: 'main',
    sourceComponentId: 'b',
    timestamp: new Date().toISOString(),
    context: {n: 1},
  },
});
const created = {version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: 'basic'}};
const reply = (n: number) => ({
  version: 'v0.9',
  updateDataModel: {surfaceId: 'main', path: '/reply', value: n},
});

function recordingAgent() {
  const received: {name: string; metadata: ClientMetadata}[] = [];
  const connects: unknown[] = [];
  const handlers: AgentHandlers = {
    onConnect: (session) => {
      connects.push(session.clientCapabilities);
      session.send(created);
    },
    onAction: (session, body, meta) => {
      received.push({name: body.name, metadata: meta});
      session.send(reply(received.length));
    },
  };
  return {handlers, received, connects};
}

async function serve(
  handlers: AgentHandlers,
  routes: (host: A2uiAgentHost) => Parameters<typeof serveHost>[1],
) {
  const host = new A2uiAgentHost(handlers);
  return serveHost(host, routes(host));
}

function collect(transport: Transport): unknown[] {
  const messages: unknown[] = [];
  transport.addEventListener('messages', (e) =>
    messages.push(...(e as CustomEvent<unknown[]>).detail),
  );
  return messages;
}

const keys = (messages: unknown[]) =>
  messages.map((m) => Object.keys(m as object).find((k) => k !== 'version'));

for (const version of ['1.0', '0.3'] as const) {
  describe(`A2A transport (protocol ${version} server)`, () => {
    it('discovers the card, streams the first turn and keeps the task and context ids', async () => {
      const {handlers} = recordingAgent();
      const server = await serve(handlers, (host) => ({
        routes: a2aRoutes(host, {protocolVersions: [version]}),
      }));
      const transport = new A2aTransport({url: server.url, metadata});
      const messages = collect(transport);
      await transport.connect();
      assert.deepEqual(keys(messages), ['createSurface']);
      assert.equal(transport.extensionUri, 'https://a2ui.org/a2a-extension/a2ui/v0.9.1');
      assert.equal(transport.agentCard?.name, 'A2UI agent');
      assert.ok(transport.taskId && transport.contextId);
      transport.close();
    });

    it('continues the input-required task with actions carrying capabilities and data model', async () => {
      const {handlers, received} = recordingAgent();
      const server = await serve(handlers, (host) => ({
        routes: a2aRoutes(host, {protocolVersions: [version]}),
      }));
      const transport = new A2aTransport({url: server.url, metadata});
      const messages = collect(transport);
      await transport.connect();
      const {taskId, contextId} = transport;
      await transport.send(action('one'));
      await transport.send(action('two'));
      assert.deepEqual(keys(messages), ['createSurface', 'updateDataModel', 'updateDataModel']);
      assert.equal(transport.taskId, taskId);
      assert.equal(transport.contextId, contextId);
      assert.deepEqual(
        received.map((r) => r.name),
        ['one', 'two'],
      );
      assert.deepEqual(received[0]!.metadata.a2uiClientCapabilities, capabilities);
      assert.deepEqual(received[0]!.metadata.a2uiClientDataModel, metadata.clientDataModel());
      transport.close();
    });

    it('cancels the task', async () => {
      const {handlers} = recordingAgent();
      const server = await serve(handlers, (host) => ({
        routes: a2aRoutes(host, {protocolVersions: [version]}),
      }));
      const transport = new A2aTransport({url: server.url});
      await transport.connect();
      await transport.cancel();
      assert.equal(transport.taskId, undefined);
      transport.close();
    });
  });
}

describe('A2A transport faults', () => {
  it('retries an action while the agent is down and continues the task once it is back', async () => {
    const {handlers, received} = recordingAgent();
    const host = new A2uiAgentHost(handlers);
    const server = await serveHost(host, {routes: a2aRoutes(host)});
    const transport = new A2aTransport({url: server.url, initialDelay: 20, maxDelay: 100});
    await transport.connect();
    await server.kill();
    const sent = transport.send(action('later'));
    while (transport.status !== 'reconnecting') await new Promise((r) => setTimeout(r, 10));
    await serveHost(host, {port: server.port, routes: a2aRoutes(host)});
    await sent;
    assert.deepEqual(
      received.map((r) => r.name),
      ['later'],
    );
    transport.close();
  });
});

describe('an action that cannot be delivered, with maxAttempts', () => {
  const fast = {initialDelay: 10, maxDelay: 20, maxAttempts: 3};
  for (const [label, create, routes] of [
    [
      'A2A',
      (url: string) => new A2aTransport({url, ...fast}),
      (host: A2uiAgentHost) => a2aRoutes(host),
    ],
    [
      'AG-UI',
      (url: string) => new AgUiTransport({url: `${url}/agui`, ...fast}),
      (host: A2uiAgentHost) => [aguiRoute(host)],
    ],
    ['REST', (url: string) => new RestTransport({url, ...fast}), () => []],
    ['SSE', (url: string) => new SseTransport({url, ...fast}), () => []],
    [
      'MCP',
      (url: string) => new McpTransport({url: `${url}/mcp`, ...fast}),
      (host: A2uiAgentHost) => [mcpRoute(host)],
    ],
  ] as const) {
    it(`${label}: is given up after maxAttempts failures in a row, closing the transport`, async () => {
      const host = new A2uiAgentHost(recordingAgent().handlers);
      const server = await serveHost(host, {routes: routes(host)});
      const transport = create(server.url);
      const reported: string[] = [];
      transport.addEventListener('error', (e) =>
        reported.push((e as CustomEvent<Error>).detail.message),
      );
      await transport.connect();
      await server.kill();
      await assert.rejects(
        Promise.race([
          transport.send(action('never')),
          new Promise((resolve) => setTimeout(resolve, 3000, 'still retrying')),
        ]),
        // The give-up itself (reported once, not again as a `closed` rejection).
        (error: unknown) => (error as Error).message === reported.at(-1),
      );
      assert.equal(transport.status, 'closed');
      // Saying what the last failure was, as every connector does on giving up.
      assert.match(reported.at(-1)!, /^Gave up after 3 attempts: \S/);
    });
  }
});

describe('A2A endpoint interop', () => {
  it('accepts an untyped data part holding an older a2uiEvent', async () => {
    const {handlers, received} = recordingAgent();
    const server = await serve(handlers, (host) => ({
      routes: a2aRoutes(host, {protocolVersions: ['0.3']}),
    }));
    const rpc = (id: number, parts: unknown[], contextId?: string) =>
      fetch(`${server.url}/a2a`, {
        method: 'POST',
        headers: {'content-type': 'application/json', 'a2a-version': '0.3'},
        body: JSON.stringify({
          jsonrpc: '2.0',
          id,
          method: 'message/send',
          params: {message: {kind: 'message', messageId: `m${id}`, role: 'user', parts, contextId}},
        }),
      }).then((r) => r.json() as Promise<{result: {contextId: string}}>);
    const first = await rpc(1, [{kind: 'text', text: 'hi'}]);
    const event = {
      actionName: 'legacy',
      sourceComponentId: 'b',
      timestamp: 'now',
      resolvedContext: {a: 1},
    };
    await rpc(2, [{kind: 'data', data: {a2uiEvent: event}}], first.result.contextId);
    assert.deepEqual(
      received.map((r) => r.name),
      ['legacy'],
    );
  });
});

describe('request headers', () => {
  it('A2A and MCP send the configured headers with every request', async () => {
    const seen = new Set<string>();
    const {handlers} = recordingAgent();
    const host = new A2uiAgentHost(handlers);
    const server = await serveHost(host, {routes: [...a2aRoutes(host), mcpRoute(host)]});
    server.server.prependListener('request', (req) => {
      seen.add(`${req.url?.split('?')[0]} ${req.headers.authorization ?? '-'}`);
    });
    const headers = {authorization: 'Bearer token'};
    const a2a = new A2aTransport({url: server.url, headers});
    await a2a.connect();
    const mcp = new McpTransport({url: `${server.url}/mcp`, headers});
    await mcp.connect();
    a2a.close();
    mcp.close();
    assert.ok(
      [...seen].every((entry) => entry.endsWith('Bearer token')),
      [...seen].join('\n'),
    );
    assert.ok([...seen].some((entry) => entry.startsWith('/a2a')));
    assert.ok([...seen].some((entry) => entry.startsWith('/mcp')));
  });
});

describe('A2A extension activation', () => {
  it('sends the A2UI extension header and the agent activates it', async () => {
    const {handlers} = recordingAgent();
    const server = await serve(handlers, (host) => ({routes: a2aRoutes(host)}));
    const seen: {request?: string; response?: string | null}[] = [];
    const spy = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST') {
        const headers = new Headers(init.headers);
        seen.push({
          request: headers.get('a2a-extensions') ?? undefined,
          response: response.headers.get('a2a-extensions'),
        });
      }
      return response;
    }) as typeof fetch;
    const transport = new A2aTransport({url: server.url, fetch: spy});
    await transport.connect();
    assert.equal(seen[0]!.request, 'https://a2ui.org/a2a-extension/a2ui/v0.9.1');
    assert.equal(seen[0]!.response, 'https://a2ui.org/a2a-extension/a2ui/v0.9.1');
    transport.close();
  });
});

for (const mode of ['activity', 'state'] as const) {
  describe(`AG-UI transport (${mode} events)`, () => {
    it('renders the first run and sends actions through forwardedProps with metadata', async () => {
      const {handlers, received, connects} = recordingAgent();
      const server = await serve(handlers, (host) => ({routes: [aguiRoute(host, {mode})]}));
      const transport = new AgUiTransport({url: `${server.url}/agui`, metadata});
      const messages = collect(transport);
      await transport.connect();
      await transport.send(action('go'));
      const kinds = keys(messages);
      assert.equal(kinds[0], 'createSurface');
      assert.ok(messages.some((m) => JSON.stringify(m) === JSON.stringify(reply(1))));
      assert.deepEqual(
        received.map((r) => r.name),
        ['go'],
      );
      assert.deepEqual(received[0]!.metadata.a2uiClientDataModel, metadata.clientDataModel());
      assert.deepEqual(connects, [capabilities]);
      transport.close();
    });
  });
}

describe('MCP transport', () => {
  it('declares A2UI capabilities in initialize and reads the a2ui:// messages resource', async () => {
    const {handlers, connects} = recordingAgent();
    const server = await serve(handlers, (host) => ({routes: [mcpRoute(host)]}));
    const transport = new McpTransport({url: `${server.url}/mcp`, metadata});
    const messages = collect(transport);
    await transport.connect();
    assert.deepEqual(keys(messages), ['createSurface']);
    assert.deepEqual(connects, [capabilities]);
    transport.close();
  });

  it('sends actions as the a2ui_action tool and takes the embedded A2UI resource of the result', async () => {
    const {handlers, received} = recordingAgent();
    const server = await serve(handlers, (host) => ({routes: [mcpRoute(host)]}));
    const transport = new McpTransport({url: `${server.url}/mcp`, metadata});
    const messages = collect(transport);
    await transport.connect();
    await transport.send(action('tool'));
    assert.deepEqual(keys(messages), ['createSurface', 'updateDataModel']);
    assert.deepEqual(
      received.map((r) => r.name),
      ['tool'],
    );
    assert.deepEqual(received[0]!.metadata.a2uiClientDataModel, metadata.clientDataModel());
    transport.close();
  });

  it('ends the A2UI session when the client closes the MCP session', async () => {
    const disconnected: string[] = [];
    const host = new A2uiAgentHost({onDisconnect: (session) => void disconnected.push(session.id)});
    const server = await serveHost(host, {routes: [mcpRoute(host)]});
    const transport = new McpTransport({url: `${server.url}/mcp`});
    await transport.connect();
    transport.close();
    const start = Date.now();
    while (disconnected.length === 0 && Date.now() - start < 4000)
      await new Promise((r) => setTimeout(r, 10));
    assert.equal(disconnected.length, 1);
    assert.equal(host.sessions.size, 0);
  });

  it('delivers messages the agent pushes later through the resource subscription', async () => {
    const host = new A2uiAgentHost({onConnect: (session) => session.send(created)});
    const server = await serveHost(host, {routes: [mcpRoute(host)]});
    const transport = new McpTransport({url: `${server.url}/mcp`});
    const messages = collect(transport);
    await transport.connect();
    [...host.sessions.values()][0]!.send(reply(7));
    const start = Date.now();
    while (messages.length < 2 && Date.now() - start < 4000)
      await new Promise((r) => setTimeout(r, 10));
    assert.deepEqual(messages.at(-1), reply(7));
    transport.close();
  });
});

/** A third-party MCP server in the style of the A2UI-over-MCP guide: templates + data tools. */
async function templateServer() {
  const template = [
    {version: 'v0.9', createSurface: {surfaceId: 'card', catalogId: 'basic'}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 'card',
        components: [{id: 'root', component: 'Text', text: {path: '/title'}}],
      },
    },
  ];
  let templateReads = 0;
  const build = () => {
    const server = new McpServer({name: 'recipes', version: '1.0.0'});
    server.registerResource(
      'card',
      'a2ui://recipe-card',
      {mimeType: 'application/a2ui+json'},
      async (uri) => {
        templateReads++;
        return {
          contents: [
            {uri: uri.href, mimeType: 'application/a2ui+json', text: JSON.stringify(template)},
          ],
        };
      },
    );
    server.registerTool('get_recipe_a2ui', {description: 'A recipe'}, async () => ({
      content: [
        {
          type: 'resource' as const,
          resource: {
            uri: 'a2ui://recipe-card/data',
            mimeType: 'application/a2ui+json',
            text: JSON.stringify({
              version: 'v0.9',
              updateDataModel: {surfaceId: 'card', path: '/title', value: 'Soup'},
            }),
          },
        },
        {type: 'text' as const, text: 'Soup'},
      ],
      _meta: {ui: {resourceUri: 'a2ui://recipe-card', mimeType: 'application/a2ui+json'}},
    }));
    return server;
  };
  const http = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined});
    await build().connect(transport);
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
  return {url, reads: () => templateReads, close: () => http.close()};
}

describe('MCP transport with a template-and-data server', () => {
  it('reads the _meta.ui template once and applies each tool result after it', async () => {
    const server = await templateServer();
    const transport = new McpTransport({url: server.url, resources: []});
    const messages = collect(transport);
    await transport.connect();
    await transport.callTool('get_recipe_a2ui');
    await transport.callTool('get_recipe_a2ui');
    assert.deepEqual(keys(messages), [
      'createSurface',
      'updateComponents',
      'updateDataModel',
      'updateDataModel',
    ]);
    assert.equal(server.reads(), 1);
    transport.close();
    server.close();
  });
});

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const {port} = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('connecting before the agent is up', () => {
  const cases = [
    ['A2A', (url: string) => new A2aTransport({url, initialDelay: 50, maxDelay: 100})],
    [
      'AG-UI',
      (url: string) => new AgUiTransport({url: `${url}/agui`, initialDelay: 50, maxDelay: 100}),
    ],
    [
      'MCP',
      (url: string) => new McpTransport({url: `${url}/mcp`, initialDelay: 50, maxDelay: 100}),
    ],
  ] as const;
  for (const [label, create] of cases) {
    it(`${label} keeps trying until the agent answers`, async () => {
      const port = await freePort();
      const transport = create(`http://127.0.0.1:${port}`);
      const messages = collect(transport);
      const connected = transport.connect();
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(transport.status, 'connecting');
      const host = new A2uiAgentHost(recordingAgent().handlers);
      await serveHost(host, {
        port,
        routes: [...a2aRoutes(host), aguiRoute(host), mcpRoute(host)],
      });
      await connected;
      assert.equal(transport.status, 'open');
      assert.deepEqual(keys(messages), ['createSurface']);
      transport.close();
    });
  }

  it('gives up on an agent that answers with an error instead of retrying', async () => {
    const server = await serve(recordingAgent().handlers, () => ({}));
    const transport = new A2aTransport({url: `${server.url}/nowhere`, initialDelay: 50});
    await assert.rejects(transport.connect(), (e: {kind: string}) => e.kind !== 'network');
    assert.equal(transport.status, 'closed');
  });
});

describe('serving under a base path', () => {
  it('serves every endpoint below basePath, with the A2A card pointing there', async () => {
    const {handlers} = recordingAgent();
    const server = await serve(handlers, (host) => ({
      basePath: '/agent',
      routes: [...a2aRoutes(host), aguiRoute(host), mcpRoute(host)],
    }));
    assert.match(server.url, /\/agent$/);
    const card = (await (
      await fetch(`${server.url}/.well-known/agent-card.json`, {
        headers: {'a2a-version': '1.0'},
      })
    ).json()) as {supportedInterfaces: {url: string}[]};
    assert.equal(card.supportedInterfaces[0]!.url, `${server.url}/a2a`);
    const transport = new A2aTransport({url: server.url});
    const messages = collect(transport);
    await transport.connect();
    assert.deepEqual(keys(messages), ['createSurface']);
    transport.close();
    assert.equal((await fetch(`${server.url.replace(/\/agent$/, '')}/sse`)).status, 404);
  });
});
