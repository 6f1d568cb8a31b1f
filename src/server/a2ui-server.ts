import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Duplex} from 'node:stream';
import {
  A2uiAgentHost,
  AgentHandlerError,
  type AgentHandlers,
  type AgentHostOptions,
} from './agent-host.js';
import {applyCors, HttpError, isJsonContentType, isOriginAllowed, sendJson} from './http-utils.js';
import {
  handleRestAction,
  handleRestConnect,
  handleRestDisconnect,
  handleRestPoll,
} from './rest-endpoint.js';
import {handleRpc, handleSse} from './sse-endpoint.js';
import {WebSocketEndpoint} from './websocket-endpoint.js';

/** A route served next to the built-in ones (A2A, AG-UI and MCP plug in this way). */
export interface ExtraRoute {
  /** Path below `basePath` (`/a2a`); matches the path and anything under it. */
  path: string;
  /** Handles a request; `req.url` is relative to `basePath`, `url` is the full request URL. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): void | Promise<void>;
  /**
   * Settles once the route can serve (the A2A and MCP routes load their SDK): `serveA2ui` waits
   * for it, and fails with its error (naming a package that is not installed).
   */
  ready?: Promise<void>;
}

/** Options of {@link createA2uiHandler}. */
export interface A2uiHandlerOptions {
  /** Prefix of every endpoint (default ''). */
  basePath?: string;
  /**
   * The origins of the pages that may talk to the agent: one (`'https://app.example'`), a list,
   * or `'*'` for any site (reflected). It sets the CORS headers, and a WebSocket upgrade from a
   * page of another origin (not the agent's own) is refused (403): browsers apply no CORS to
   * WebSockets. Omitted → no CORS headers, and WebSockets only from pages of the agent's own
   * origin.
   */
  cors?: string | string[];
  /**
   * Lets the pages `cors` names send the agent's cookies (`Access-Control-Allow-Credentials:
   * true`), for an agent on another origin that keeps its session in a cookie; the page's
   * connector then fetches with `credentials: 'include'` (docs/transports.md). A request from a
   * page of another origin is then refused (403). Needs `cors` to name the origins: with `'*'`
   * or `'null'` any site the user visits could act with the user's cookies, so
   * `createA2uiHandler` throws.
   */
  corsCredentials?: boolean;
  /** Extra routes (see `a2aRoute`, `aguiRoute`, `mcpRoute`). */
  routes?: ExtraRoute[];
  /**
   * Interval in ms of the SSE keep-alive comments and of the WebSocket keep-alive frames to a
   * client that asks for them (default 15000).
   */
  keepAliveMs?: number;
  /**
   * How many bytes an SSE or WebSocket client may leave unread before it is disconnected
   * (default 8 MiB): a client that never reads its stream cannot make the agent's memory grow.
   * It may reconnect and resume; the session's log keeps what it missed.
   */
  maxBufferedBytes?: number;
}

/**
 * The path of `url` below `basePath` (its trailing slashes ignored), without a trailing slash
 * (`/ws/` is `/ws`); undefined for a URL outside it.
 */
export function endpointPath(url: URL, basePath = ''): string | undefined {
  const base = basePath.replace(/\/+$/, '');
  return url.pathname.startsWith(base)
    ? url.pathname.slice(base.length).replace(/(.)\/+$/, '$1')
    : undefined;
}

/** The node:http handlers serving an agent. */
export interface A2uiHandler {
  /** Request listener; answers 404 for paths it does not serve. */
  request(req: IncomingMessage, res: ServerResponse): void;
  /** `upgrade` listener for the WebSocket endpoint. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Drops the WebSocket clients (hard: without a close handshake). */
  closeSockets(hard?: boolean): void;
}

/**
 * Builds node:http handlers for the SSE + JSON-RPC (`GET /sse`, `POST /rpc`), WebSocket
 * (`/ws`, or the base URL itself) and REST (`POST /connect`, `/action`, `/poll`, `/disconnect`) endpoints of `host`,
 * plus any extra routes.
 */
export function createA2uiHandler(
  host: A2uiAgentHost,
  options: A2uiHandlerOptions = {},
): A2uiHandler {
  const origins = [options.cors ?? []].flat();
  // `'null'` is the origin of any sandboxed or file:// page, of any site.
  if (
    options.corsCredentials &&
    (origins.length === 0 || origins.some((origin) => ['*', '', 'null'].includes(origin)))
  ) {
    throw new TypeError(
      "corsCredentials needs cors to name the pages' origins: with '*', 'null' or none, any site could send the user's cookies",
    );
  }
  const websocket = new WebSocketEndpoint(host, options.maxBufferedBytes, options.keepAliveMs);
  const local = (url: URL) => endpointPath(url, options.basePath);

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.cors && applyCors(req, res, options.cors, options.corsCredentials)) return;
    // With cookies allowed, a page of another site would act as the user even unread (an
    // EventSource with credentials opens a session): its requests are refused, as its WebSockets.
    if (options.corsCredentials && !isOriginAllowed(req, options.cors)) {
      return sendJson(res, 403, {error: 'Origin not allowed'});
    }
    const path = local(url);
    // A cross-site page may POST text/plain or a form without a preflight: only JSON runs the
    // agent. `/disconnect` reads no body; its session header makes a page ask first.
    if (
      req.method === 'POST' &&
      path !== '/disconnect' &&
      !isJsonContentType(req.headers['content-type'])
    ) {
      return sendJson(
        res,
        415,
        {error: 'Content-Type must be application/json'},
        {connection: 'close'},
      );
    }
    if (path === '/sse' && req.method === 'GET')
      return handleSse(host, req, res, url, options.keepAliveMs, options.maxBufferedBytes);
    if (path === '/rpc' && req.method === 'POST') return handleRpc(host, req, res);
    if (path === '/connect' && req.method === 'POST') return handleRestConnect(host, req, res);
    if (path === '/action' && req.method === 'POST') return handleRestAction(host, req, res);
    if (path === '/disconnect' && req.method === 'POST')
      return handleRestDisconnect(host, req, res);
    if (path === '/poll' && req.method === 'POST') return handleRestPoll(host, req, res);
    for (const extra of options.routes ?? []) {
      if (path !== undefined && (path === extra.path || path.startsWith(extra.path + '/'))) {
        req.url = path + url.search; // routes see paths relative to basePath
        return extra.handle(req, res, url);
      }
    }
    sendJson(res, 404, {error: 'Not found'});
  };

  return {
    request(req, res) {
      route(req, res).catch((error: unknown) => {
        if (res.headersSent) res.end();
        else if (error instanceof HttpError) {
          // The rest of a refused body is still on the connection: it cannot carry another request.
          const close = error.status === 413 ? {connection: 'close'} : undefined;
          sendJson(res, error.status, {error: error.message}, close);
        } else if (error instanceof AgentHandlerError) sendJson(res, 500, {error: error.message});
        else {
          // An unexpected failure: logged here, never shown to the client.
          console.error('A2UI server: a request failed:', error);
          sendJson(res, 500, {error: 'Internal server error'});
        }
      });
    },
    upgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = local(url);
      // `/ws`, or the agent's own URL, which the SSE and REST connectors are given too.
      if (path !== '/ws' && path !== '/' && path !== '') socket.destroy();
      else if (!isOriginAllowed(req, options.cors)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      } else websocket.handleUpgrade(req, socket, head, url);
    },
    closeSockets(hard) {
      websocket.closeAll(hard);
    },
  };
}

/** A running agent server. */
export interface RunningA2uiServer {
  /** The `node:http` server, listening. */
  readonly server: Server;
  /** The host whose sessions it serves (it outlives the server). */
  readonly host: A2uiAgentHost;
  /** `http://host:port` (plus basePath). */
  readonly url: string;
  /** The port it listens on (the one the system chose, for port 0). */
  readonly port: number;
  /** Stops accepting connections and ends open ones gracefully. */
  close(): Promise<void>;
  /** Drops every connection at once, like a crash (sessions stay in `host`). */
  kill(): Promise<void>;
}

/** Options of {@link serveA2ui}. */
export interface ServeOptions extends A2uiHandlerOptions, AgentHostOptions {
  /** Port (0 = any free port). */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  hostname?: string;
  /**
   * How long a client may take to send a whole request, headers and body (default 30 s):
   * one that trickles it byte by byte is answered 408 and disconnected, so slow clients cannot
   * hold the agent's connections (Node's own default is 5 minutes). Streams that are already
   * open (SSE, WebSocket) are not affected.
   */
  requestTimeoutMs?: number;
  /**
   * Most connections open at once (default 10,000); one more is closed at once. Streams count:
   * each open SSE stream or WebSocket holds a session `maxSessions` never closes.
   */
  maxConnections?: number;
}

/**
 * Options of {@link serveA2ui} given an existing host: those of the host itself
 * (`handlerTimeoutMs`, `maxSessions`, …) are given to `new A2uiAgentHost(handlers, options)`.
 */
export type ServeHostOptions = Omit<ServeOptions, keyof AgentHostOptions>;

/**
 * Serves an agent on node:http. Pass handlers to create a host, or an existing
 * {@link A2uiAgentHost} to keep its sessions across a restart.
 */
export async function serveA2ui(
  agent: AgentHandlers,
  options?: ServeOptions,
): Promise<RunningA2uiServer>;
/** Serves an existing host, whose own options were given when it was created. */
export async function serveA2ui(
  agent: A2uiAgentHost,
  options?: ServeHostOptions,
): Promise<RunningA2uiServer>;
export async function serveA2ui(
  agent: AgentHandlers | A2uiAgentHost,
  options: ServeOptions = {},
): Promise<RunningA2uiServer> {
  // A route whose SDK is missing fails here, before the server listens.
  await Promise.all((options.routes ?? []).map((route) => route.ready));
  const host = isHost(agent) ? agent : new A2uiAgentHost(agent, options);
  const handler = createA2uiHandler(host, options);
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const server = createServer(
    {
      requestTimeout,
      headersTimeout: requestTimeout,
      // Node looks for overdue requests this often (its default, 30 s, would stretch the limit).
      connectionsCheckingInterval: Math.min(1000, requestTimeout),
    },
    handler.request,
  );
  server.on('upgrade', handler.upgrade);
  server.maxConnections = options.maxConnections ?? 10_000;
  const hostname = options.hostname ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, hostname, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const stop = (hard: boolean) =>
    new Promise<void>((resolve) => {
      handler.closeSockets(hard);
      server.close(() => resolve());
      if (hard) server.closeAllConnections();
      else server.closeIdleConnections();
      // Streaming responses never go idle: end them after a grace period.
      setTimeout(() => server.closeAllConnections(), hard ? 0 : 200).unref();
    });
  return {
    server,
    host,
    port,
    // An IPv6 address goes in brackets (`http://[::1]:8787`).
    url: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}${options.basePath ?? ''}`,
    close: () => stop(false),
    kill: () => stop(true),
  };
}

/** True for an A2uiAgentHost, even one from another copy of this module. */
function isHost(agent: AgentHandlers | A2uiAgentHost): agent is A2uiAgentHost {
  return (
    agent instanceof A2uiAgentHost ||
    ((agent as Partial<A2uiAgentHost>).sessions instanceof Map &&
      typeof (agent as Partial<A2uiAgentHost>).open === 'function')
  );
}
