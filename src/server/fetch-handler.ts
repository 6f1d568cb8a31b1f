import type {A2uiAgentHost} from './agent-host.js';
import {createA2uiHandler, endpointPath, type A2uiHandlerOptions} from './a2ui-server.js';
import {serveFetch} from './fetch-bridge.js';

/** A Fetch API handler serving an agent: `(request) => response`. */
export type A2uiFetchHandler = (request: Request) => Promise<Response>;

/** What a WebSocket request gets from {@link createA2uiFetchHandler}. */
const NO_WEBSOCKET =
  'WebSocket is not served here: a fetch handler cannot upgrade a connection. ' +
  'Connect with SSE (GET /sse + POST /rpc) or REST, or serve the agent with serveA2ui.';

/**
 * Serves `host` from a Fetch API handler, for servers that speak `Request` / `Response`: a
 * Next.js App Router route handler, `Bun.serve`, `Deno.serve` (on Cloudflare Workers, whose
 * `node:http` bridges to fetch by itself, serve `createA2uiHandler(host).request` with
 * `httpServerHandler` from `cloudflare:node` instead: see docs/transports.md). The same
 * endpoints as {@link createA2uiHandler}, run by the same code: SSE +
 * JSON-RPC (`GET /sse`, `POST /rpc`; the event stream is the Response's body, written as events
 * happen, with keep-alive comments, ended when the client aborts), REST (`/connect`, `/action`,
 * `/poll`, `/disconnect`) and `options.routes` (A2A, AG-UI, MCP), with the same body limit (413)
 * and CORS. WebSocket is not served (the Fetch API has no upgrade): `/ws`, and any request
 * asking to upgrade to a WebSocket, is answered 404 with a message saying so. `basePath` is the
 * path the handler is mounted at (`/api/agent` for `app/api/agent/[...path]/route.ts`).
 */
export function createA2uiFetchHandler(
  host: A2uiAgentHost,
  options: A2uiHandlerOptions = {},
): A2uiFetchHandler {
  const handler = createA2uiHandler(host, options);
  return async (request) => {
    const upgrade = request.headers.get('upgrade')?.toLowerCase() === 'websocket';
    if (upgrade || endpointPath(new URL(request.url), options.basePath) === '/ws') {
      return Response.json({error: NO_WEBSOCKET}, {status: 404});
    }
    return serveFetch(request, handler.request);
  };
}
