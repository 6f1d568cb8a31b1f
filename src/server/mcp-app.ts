import {randomUUID} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {RequestHandlerExtra} from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  type CallToolResult,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/mini';
import {A2UI_MIME_TYPE} from '../transports/a2ui-parts.js';
import {SessionClosedError, type A2uiAgentHost, type RendererMessage} from './agent-host.js';
import {A2UI_MESSAGES_URI, type McpRouteOptions} from './mcp-endpoint.js';
import {V08_VERSION} from './protocol-version.js';
import {KEEP_ALIVE_MS, readJson, sendJson} from './http-utils.js';
import type {AgentSession} from './session.js';
import type {ClientDataModel, ClientMetadata, ErrorBody, ServerMessage} from './types.js';

// The MCP endpoint itself, on `@modelcontextprotocol/sdk` (an optional peer dependency): loaded
// by mcpRoute() (mcp-endpoint.ts) when an agent serves MCP.

interface McpConnection {
  transport: StreamableHTTPServerTransport;
  server: McpServer;
  session?: AgentSession;
  /** Opens the A2UI session (running `onConnect`) on the client's first request after `initialize`. */
  openSession?: () => void;
  /** Requests (and streams) of the session still open. */
  busy: number;
  /** The client's POST requests (tool calls, reads…) not answered yet. */
  unanswered: Set<ServerResponse>;
  /** Ends the session once it has been idle for `idleTimeoutMs`. */
  idle?: ReturnType<typeof setTimeout>;
  /** Ends the MCP session and its A2UI session (set once the MCP session is initialized). */
  end?: () => void;
  /** The open notification stream (`GET`), if any. */
  stream?: ServerResponse;
  /** `pulledSeq` of the session when the stream last announced new messages. */
  announcedAt?: number;
}

/**
 * How long an MCP session may wait for the client's first request after `initialize` (whose
 * reply it may never have received) before it is dropped.
 */
const UNCONFIRMED_SESSION_MS = 60_000;

/** The request handler of `mcpRoute()`, documented there. */
export function mcpHandler(
  host: A2uiAgentHost,
  options: McpRouteOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const connections = new Map<string, McpConnection>();
  /** The sessions waiting for their confirmation → what drops each, oldest first. */
  const unconfirmed = new Map<string, () => void>();
  const idleMs = options.idleTimeoutMs ?? 600_000;
  return async (req, res) => {
    const header = req.headers['mcp-session-id'];
    const existing = typeof header === 'string' ? connections.get(header) : undefined;
    // An ended session waits only to answer what it was asked before it ended (whenAnswered).
    if (existing?.session?.closed) return sendJson(res, 404, {error: 'Unknown MCP session'});
    // The client's first request after `initialize` shows it got the reply: the A2UI session
    // opens then, so a client that lost that reply and initializes again leaves none behind.
    existing?.openSession?.();
    if (existing) busyWhileOpen(existing, res, idleMs);
    if (req.method !== 'POST') {
      if (!existing) return sendJson(res, 404, {error: 'Unknown MCP session'});
      if (req.method === 'GET') {
        // A new stream has announced nothing yet (what a dropped one carried may be lost).
        existing.stream = res;
        existing.announcedAt = undefined;
      }
      return existing.transport.handleRequest(req, res);
    }
    const body = await readJson(req);
    if (existing) {
      existing.unanswered.add(res);
      res.once('close', () => existing.unanswered.delete(res));
      return existing.transport.handleRequest(req, res, body);
    }
    if (!isInitialize(body)) return sendJson(res, 404, {error: 'Unknown MCP session'});
    const capabilities = a2uiCapabilitiesOf(body);
    const connection = open(host, options, connections, unconfirmed, capabilities);
    busyWhileOpen(connection, res, idleMs);
    await connection.transport.handleRequest(req, res, body);
  };
}

function open(
  host: A2uiAgentHost,
  options: McpRouteOptions,
  connections: Map<string, McpConnection>,
  unconfirmed: Map<string, () => void>,
  capabilities: unknown,
): McpConnection {
  const server = new McpServer(
    {name: options.name ?? 'a2ui-agent', version: '1.0.0'},
    {capabilities: {resources: {subscribe: true}, tools: {}}},
  );
  const connection: McpConnection = {
    server,
    busy: 0,
    unanswered: new Set(),
    transport: new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        connections.set(id, connection);
        const letGo = () => {
          connection.end = undefined;
          clearTimeout(connection.idle);
          clearTimeout(expiry);
          unconfirmed.delete(id);
          connections.delete(id);
          void connection.transport.close();
        };
        const expiry = setTimeout(letGo, UNCONFIRMED_SESSION_MS);
        expiry.unref?.();
        unconfirmed.set(id, letGo);
        if (unconfirmed.size > (options.maxUnconfirmedSessions ?? 1000)) {
          unconfirmed.values().next().value!();
        }
        connection.end = () => (connection.session ? connection.session.close() : letGo());
        connection.openSession = () => {
          connection.openSession = undefined;
          clearTimeout(expiry);
          unconfirmed.delete(id);
          const session = host.open('mcp', id);
          session.clientCapabilities = capabilities;
          connection.session = session;
          // An A2UI session that ended (expired, evicted, closed) ends its MCP session: the
          // client gets 404 for it and starts a new one, and the MCP server it held is let go.
          // Once its requests are answered: a tool call whose handler closed the session would
          // otherwise get no result, and the client would send it again in its new session.
          session.onClose(() => whenAnswered(connection, letGo));
        };
      },
      onsessionclosed: (id) => {
        connections.delete(id);
        host.get(id)?.close();
      },
    }),
  };
  const sessionOf = () => {
    if (!connection.session) throw new Error('The MCP session is not initialized');
    return connection.session;
  };
  registerResources(server, host, sessionOf, connection);
  registerTools(server, host, sessionOf, connection.transport, options.keepAliveMs);
  void server.connect(connection.transport);
  return connection;
}

/** Runs `then` once every request the client sent on the connection so far is answered. */
function whenAnswered(connection: McpConnection, then: () => void): void {
  const answered = [...connection.unanswered].map(
    (res) => new Promise((resolve) => res.once('close', resolve)),
  );
  void Promise.all(answered).then(then);
}

/**
 * Counts a request (or the notification stream) of the connection while it is open; once none
 * is, the idle timer runs. The A2UI session of a subscribed client counts as attached, so the
 * host's expiry never ends it: this does, for a client that went away without closing it.
 */
function busyWhileOpen(connection: McpConnection, res: ServerResponse, idleMs: number): void {
  connection.busy++;
  clearTimeout(connection.idle);
  res.once('close', () => {
    if (--connection.busy > 0 || !connection.end) return;
    connection.idle = setTimeout(connection.end, idleMs);
    connection.idle.unref?.();
  });
}

function registerResources(
  server: McpServer,
  host: A2uiAgentHost,
  sessionOf: () => AgentSession,
  connection: McpConnection,
) {
  server.registerResource(
    'a2ui-messages',
    A2UI_MESSAGES_URI,
    {
      title: 'A2UI messages',
      description: 'The A2UI messages the agent produced since the last read (taking them).',
      mimeType: A2UI_MIME_TYPE,
    },
    async (uri, extra) => {
      const session = sessionOf();
      await host.ready(session);
      // A read repeating an earlier one's key (its answer lost) gets what that one took again.
      const key = idempotencyKeyOf(extra._meta);
      const taken = await session.handleOnce(key && `read:${key}`, async () => session.pull());
      const messages = [...taken, ...session.pull()];
      return {
        contents: [{uri: uri.href, mimeType: A2UI_MIME_TYPE, text: JSON.stringify(messages)}],
      };
    },
  );
  let detach: (() => void) | undefined;
  server.server.setRequestHandler(SubscribeRequestSchema, async (request) => {
    if (request.params.uri === A2UI_MESSAGES_URI && !detach) {
      const session = sessionOf();
      // Notify of new messages; the client reads the resource to take them. One notification
      // until the client took what it announced (by a read or a tool's reply), so a client
      // that never reads its stream cannot make it grow without end.
      detach = session.attach(
        () => {
          // (Headers sent: the stream is open on the MCP server, a notification reaches it.)
          const streaming = connection.stream?.headersSent && connection.stream.writable;
          if (streaming && connection.announcedAt === session.pulledSeq) return;
          connection.announcedAt = streaming ? session.pulledSeq : undefined;
          server.server.sendResourceUpdated({uri: A2UI_MESSAGES_URI}).catch(() => undefined);
        },
        session.lastSeq,
        false, // notifications only: the client reads (pulls) the messages
      );
      const forget = session.onClose(() => detach?.());
      const stop = detach;
      detach = () => {
        stop();
        forget();
      };
    }
    return {};
  });
  server.server.setRequestHandler(UnsubscribeRequestSchema, async () => {
    detach?.();
    detach = undefined;
    return {};
  });
}

const actionShape = {
  name: z.string(),
  surfaceId: z.string(),
  sourceComponentId: z.string(),
  // Completed when left out (see `completeAction`), as on the other transports.
  timestamp: z.optional(z.string()),
  context: z.optional(z.record(z.string(), z.unknown())),
  // A v1.0 action that wants an actionResponse.
  wantResponse: z.optional(z.boolean()),
  actionId: z.optional(z.string()),
};
const errorShape = {
  code: z.string(),
  // A v1.0 error about a callFunction names the call instead of a surface.
  surfaceId: z.optional(z.string()),
  functionCallId: z.optional(z.string()),
  message: z.string(),
  path: z.optional(z.string()),
};
const functionResponseShape = {
  functionCallId: z.string(),
  call: z.string(),
  value: z.unknown(),
};

/** What the SDK hands a tool's handler beside its arguments. */
type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

function registerTools(
  server: McpServer,
  host: A2uiAgentHost,
  sessionOf: () => AgentSession,
  transport: StreamableHTTPServerTransport,
  keepAliveMs = KEEP_ALIVE_MS,
) {
  const handle = async (message: RendererMessage, extra: ToolExtra): Promise<CallToolResult> => {
    const meta = extra._meta;
    const session = sessionOf();
    // Progress while the handler works: a client resetting its timeout on it waits for the reply.
    const progressToken = meta?.progressToken;
    let progress = 0;
    const beat =
      progressToken === undefined || keepAliveMs <= 0
        ? undefined
        : setInterval(() => {
            const params = {progressToken, progress: ++progress};
            extra.sendNotification({method: 'notifications/progress', params}).catch(() => {});
          }, keepAliveMs);
    try {
      // A retried call (same `_meta.a2ui.idempotencyKey`) gets the first call's reply.
      const reply = await session.handleOnce(idempotencyKeyOf(meta), async () => {
        await host.receive(session, message, metadataOf(meta));
        return session.pull();
      });
      return toolResult([...reply, ...session.pull()]);
    } catch (error) {
      if (!(error instanceof SessionClosedError)) throw error;
      // Its turn came after the agent closed the session: not handled, and not answered (an
      // error result would be taken for the agent's answer). Its stream ends now, as the spec
      // lets it when the session ends; the client then finds the session gone (404) and sends
      // the call again in a new one.
      transport.closeSSEStream(extra.requestId);
      return new Promise<never>(() => {});
    } finally {
      clearInterval(beat);
    }
  };
  server.registerTool(
    'a2ui_action',
    {
      title: 'A2UI action',
      description: 'Delivers a user action from an A2UI surface; returns the agent’s A2UI reply.',
      inputSchema: actionShape,
      _meta: {ui: {mimeType: A2UI_MIME_TYPE}},
    },
    (action, extra) => handle({action: completeAction(action)}, extra),
  );
  server.registerTool(
    'a2ui_userAction',
    {
      title: 'A2UI v0.8 user action',
      description: 'Delivers a user action from an A2UI v0.8 surface; returns the agent’s reply.',
      inputSchema: actionShape,
      _meta: {ui: {mimeType: A2UI_MIME_TYPE}},
    },
    (action, extra) => handle({version: V08_VERSION, action: completeAction(action)}, extra),
  );
  server.registerTool(
    'a2ui_error',
    {
      title: 'A2UI error',
      description: 'Reports an A2UI rendering or validation error to the agent.',
      inputSchema: errorShape,
    },
    // A v1.0 error about a function call has no surfaceId.
    (error, extra) => handle({error: error as ErrorBody}, extra),
  );
  server.registerTool(
    'a2ui_functionResponse',
    {
      title: 'A2UI function response',
      description: 'Returns what a function the agent called on the A2UI v1.0 client returned.',
      inputSchema: functionResponseShape,
    },
    (response, extra) =>
      handle({functionResponse: {...response, value: response.value ?? null}}, extra),
  );
}

/** An action with the `timestamp` (now) and `context` (`{}`) the client left out. */
function completeAction<T extends {timestamp?: string; context?: Record<string, unknown>}>(
  action: T,
): T & {timestamp: string; context: Record<string, unknown>} {
  return {
    ...action,
    timestamp: action.timestamp ?? new Date().toISOString(),
    context: action.context ?? {},
  };
}

function toolResult(messages: ServerMessage[]): CallToolResult {
  return {
    content: [
      {
        type: 'resource',
        resource: {
          uri: A2UI_MESSAGES_URI,
          mimeType: A2UI_MIME_TYPE,
          text: JSON.stringify(messages),
        },
      },
      {type: 'text', text: `The agent replied with ${messages.length} A2UI message(s).`},
    ],
  };
}

function metadataOf(meta: unknown): ClientMetadata {
  const a2ui = (
    meta as {a2ui?: {clientCapabilities?: unknown; clientDataModel?: unknown}} | undefined
  )?.a2ui;
  return {
    a2uiClientCapabilities: a2ui?.clientCapabilities,
    a2uiClientDataModel: a2ui?.clientDataModel as ClientDataModel | undefined,
  };
}

/** `_meta.a2ui.idempotencyKey` of a tool call: the same on every attempt of one message. */
function idempotencyKeyOf(meta: unknown): string | undefined {
  const key = (meta as {a2ui?: {idempotencyKey?: unknown}} | undefined)?.a2ui?.idempotencyKey;
  return typeof key === 'string' ? key : undefined;
}

function isInitialize(body: unknown): boolean {
  const list = Array.isArray(body) ? body : [body];
  return list.some((m) => (m as {method?: unknown} | null)?.method === 'initialize');
}

/** `capabilities.a2ui.clientCapabilities` (or under `experimental`) of an initialize request. */
function a2uiCapabilitiesOf(body: unknown): unknown {
  const list = Array.isArray(body) ? body : [body];
  const init = list.find((m) => (m as {method?: unknown} | null)?.method === 'initialize') as
    | {params?: {capabilities?: Record<string, {clientCapabilities?: unknown} | undefined>}}
    | undefined;
  const caps = init?.params?.capabilities;
  const experimental = caps?.experimental as {a2ui?: {clientCapabilities?: unknown}} | undefined;
  return caps?.a2ui?.clientCapabilities ?? experimental?.a2ui?.clientCapabilities;
}
