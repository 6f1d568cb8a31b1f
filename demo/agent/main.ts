import {
  A2uiAgentHost,
  a2aRoutes,
  aguiRoute,
  mcpRoute,
  serveA2ui,
  type RunningA2uiServer,
} from '../../src/server/index.js';
import {restaurantAgent, type RestaurantAgentOptions} from './restaurant-agent.js';

export {updateDataModel} from './ui.js';

/** Options of {@link startDemoAgent}. */
export interface DemoAgentOptions extends RestaurantAgentOptions {
  /** Port (0 = any free port; default 0). */
  port?: number;
  /** Interface (default 127.0.0.1). */
  hostname?: string;
  /** Reuse a host (and its sessions) across a restart. */
  host?: A2uiAgentHost;
  /** CORS origin (default '*': the gallery may run on another port). */
  cors?: string;
}

/** The demo agent's endpoint URL for each transport. */
export interface DemoAgentUrls {
  sse: string;
  websocket: string;
  rest: string;
  a2a: string;
  agui: string;
  mcp: string;
}

/** A running demo agent. */
export interface RunningDemoAgent extends RunningA2uiServer {
  readonly urls: DemoAgentUrls;
}

/**
 * Starts the scripted restaurant-finder agent serving all six transports on one port.
 * URLs: SSE + JSON-RPC and REST at the root (`/sse`, `/rpc`, `/connect`, `/action`),
 * WebSocket at `/ws`, A2A at the root too (card at `/.well-known/agent-card.json`, which
 * names the JSON-RPC endpoint `/a2a`), AG-UI at `/agui`, MCP at `/mcp`.
 */
export async function startDemoAgent(options: DemoAgentOptions = {}): Promise<RunningDemoAgent> {
  const host = options.host ?? new A2uiAgentHost(restaurantAgent(options));
  const running = await serveA2ui(host, {
    port: options.port ?? 0,
    hostname: options.hostname ?? '127.0.0.1',
    cors: options.cors ?? '*',
    routes: [
      ...a2aRoutes(host, {
        name: 'Restaurant finder',
        description: 'Finds restaurants and books tables, with an A2UI interface.',
      }),
      aguiRoute(host),
      mcpRoute(host, {name: 'restaurant-finder'}),
    ],
  });
  const base = running.url;
  const urls: DemoAgentUrls = {
    sse: base,
    websocket: base.replace(/^http/, 'ws') + '/ws',
    rest: base,
    a2a: base,
    agui: base + '/agui',
    mcp: base + '/mcp',
  };
  return Object.assign(running, {urls});
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const port = Number(process.env.PORT ?? 8787);
  const agent = await startDemoAgent({
    port,
    hostname: process.env.HOST ?? '127.0.0.1',
    tickMs: Number(process.env.TICK_MS ?? 1000),
  });
  console.log(`A2UI demo agent listening on ${agent.url}`);
  for (const [transport, url] of Object.entries(agent.urls)) console.log(`  ${transport}: ${url}`);
  const stop = () => void agent.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
