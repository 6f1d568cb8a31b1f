// Shared by the Node tests that start agents: each one listens on a free loopback port and is
// stopped (killed, its sessions closed) after the tests of the file that started it.
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after} from 'node:test';
import type {RunningDemoAgent, DemoAgentOptions} from '../../demo/agent/main.js';
import {
  A2uiAgentHost,
  a2aRoutes,
  aguiRoute,
  createA2uiHandler,
  mcpRoute,
  serveA2ui,
  type AgentHandlers,
  type RunningA2uiServer,
  type ServeOptions,
} from '../../src/server/index.js';
import type {Transport} from '../../src/transports/types.js';

/** What the file's `after` hook stops. */
interface Stoppable {
  readonly host: {closeAll(): void};
  kill(): Promise<void>;
}

const started: Stoppable[] = [];
const listening: Server[] = [];
const transports: Transport[] = [];
const hosts: A2uiAgentHost[] = [];

after(async () => {
  for (const transport of transports.splice(0)) transport.close();
  for (const host of hosts.splice(0)) host.closeAll();
  for (const server of started.splice(0)) {
    await server.kill();
    server.host.closeAll();
  }
  for (const server of listening.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Has `transport` closed after the file's tests, before the servers stop; returns it. */
export function closeAfterTests<T extends Transport>(transport: T): T {
  transports.push(transport);
  return transport;
}

/**
 * Has a `node:http` `server` listen on a free loopback port, and close after the file's tests;
 * resolves with its URL.
 */
export async function listen(server: Server): Promise<string> {
  listening.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Has a server started some other way stopped after the file's tests too; returns it. */
export function stopAfterTests<T extends Stoppable>(server: T): T {
  started.push(server);
  return server;
}

/** Serves `agent` with `serveA2ui` (on a free port unless `options.port` says otherwise). */
export async function serve(
  agent: AgentHandlers | A2uiAgentHost,
  options: ServeOptions = {},
): Promise<RunningA2uiServer> {
  // One helper for both forms (serveA2ui's overloads keep the host options to the handlers).
  return stopAfterTests(await serveA2ui(agent as AgentHandlers, options));
}

/** Starts the demo agent, with no dashboard ticks unless `options.tickMs` says otherwise. */
export async function startAgent(options: DemoAgentOptions = {}): Promise<RunningDemoAgent> {
  const {startDemoAgent} = await import('../../demo/agent/main.js');
  return stopAfterTests(await startDemoAgent({tickMs: 0, ...options}));
}

/**
 * An agent behind a gate (a session cookie, a token): it greets on connect and records the names
 * of the actions it handles; it serves A2A, AG-UI, MCP and the toolkit's own routes to the
 * requests `admits` lets through, and answers the others 401 `{"error": refusal}`.
 */
export async function gatedAgent(
  admits: (req: IncomingMessage) => boolean,
  refusal: string,
): Promise<{url: string; handled: string[]}> {
  const handled: string[] = [];
  const host = new A2uiAgentHost({
    onConnect: (session) =>
      session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: 'basic'}}),
    onAction: (_session, action) => void handled.push(action.name),
  });
  hosts.push(host);
  const handler = createA2uiHandler(host, {
    routes: [...a2aRoutes(host), aguiRoute(host), mcpRoute(host)],
  });
  const url = await listen(
    createServer((req, res) => {
      if (admits(req)) return handler.request(req, res);
      res
        .writeHead(401, {'content-type': 'application/json'})
        .end(JSON.stringify({error: refusal}));
    }),
  );
  return {url, handled};
}

/**
 * An A2A agent that records the session of each connect and of each action; its onConnect
 * creates the surface "main" (basic catalog).
 */
export async function sessionRecordingA2aAgent() {
  const connects: string[] = [];
  const actions: string[] = [];
  const host = new A2uiAgentHost({
    onConnect(session) {
      connects.push(session.id);
      session.send({
        version: 'v0.9',
        createSurface: {
          surfaceId: 'main',
          catalogId: 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json',
        },
      });
    },
    onAction: (session) => void actions.push(session.id),
  });
  const server = await serve(host, {routes: a2aRoutes(host)});
  return {host, server, connects, actions};
}
