import {randomUUID} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {AgentCard, Role, TaskState, type Message, type Part, type Task} from '@a2a-js/sdk';
import {
  AgentEvent,
  DefaultRequestHandler,
  defaultServerCallContextBuilder,
  type AgentExecutor,
  type ExecutionEventBus,
  type RequestContext,
} from '@a2a-js/sdk/server';
import {agentCardHandler, jsonRpcHandler, UserBuilder} from '@a2a-js/sdk/server/express';
import express from 'express';
import {V08_STANDARD_CATALOG_IDS} from '../adapters/v0_8/catalog-ids.js';
import {
  A2UI_EXTENSION_URIS,
  A2UI_LEGACY_MIME_TYPE,
  A2UI_MIME_TYPE,
  a2uiMessagesOfParts,
} from '../transports/a2ui-parts.js';
import {BoundedTaskStore} from './a2a-task-store.js';
import {
  AgentHandlerError,
  HandlerTimeoutError,
  parseIncoming,
  SessionClosedError,
  TooManyMessagesError,
  type A2uiAgentHost,
} from './agent-host.js';
import {keepStreamAlive, MAX_BODY_BYTES} from './http-utils.js';
import type {A2aRouteOptions} from './a2a-endpoint.js';
import {
  protocolOfExtensions,
  V08_A2A_EXTENSION_URI,
  V08_VERSION,
  V09_BASIC_CATALOG_IDS,
  V1_A2A_EXTENSION_URI,
  V1_BASIC_CATALOG_ID,
} from './protocol-version.js';
import type {AgentSession} from './session.js';
import type {ClientMetadata, ServerMessage} from './types.js';

/** Every A2UI extension the endpoint serves: v0.9.1, v0.9, v1.0 (v0.10) and v0.8. */
const EXTENSION_URIS = [...A2UI_EXTENSION_URIS, V1_A2A_EXTENSION_URI, V08_A2A_EXTENSION_URI];

// The A2A endpoint itself, on `@a2a-js/sdk` and express (optional peer dependencies): loaded by
// a2aRoutes() (a2a-endpoint.ts) when an agent serves A2A.

/** The request handler of `a2aRoutes()` (both its routes), documented there. */
export function a2aHandler(
  host: A2uiAgentHost,
  options: A2aRouteOptions,
): (req: IncomingMessage, res: ServerResponse, url: URL) => void {
  const path = options.path ?? '/a2a';
  let publicBase = options.publicUrl ?? 'http://localhost';
  const card = () => buildCard(options, `${publicBase}${path}`);
  const store: BoundedTaskStore = new BoundedTaskStore({
    maxTasksPerContext: Math.max(1, options.maxTasksPerSession ?? 16),
    finishedTaskTtlMs: options.finishedTaskTtlMs ?? 600_000,
    historyKept: A2A_TASK_HISTORY_KEPT,
    isLive: (contextId: string): boolean => executor.isLive(contextId),
  });
  const executor = new A2uiExecutor(host, store);
  const handler = new DefaultRequestHandler(card(), store, executor);
  const app = express();
  app.use(
    '/.well-known/agent-card.json',
    agentCardHandler({agentCardProvider: async () => card(), legacyCompat: {enabled: true}}),
  );
  // Parsed here with the limit of the other endpoints (the SDK's parser stops at 100 KB, which
  // a synced data model passes); the SDK's own parser then leaves the parsed body alone.
  app.use(path, express.json({limit: MAX_BODY_BYTES}));
  app.use(
    path,
    jsonRpcHandler({
      requestHandler: handler,
      userBuilder: UserBuilder.noAuthentication,
      legacyCompat: {enabled: true},
      // Activate the A2UI extension up front: a streamed reply sends its headers before the
      // executor runs.
      contextBuilder: (builderOptions) => {
        const context = defaultServerCallContextBuilder(builderOptions);
        for (const uri of EXTENSION_URIS) {
          if (context.requestedExtensions?.includes(uri)) context.addActivatedExtension(uri);
        }
        return context;
      },
    }),
  );
  app.use(answerRefusedRequest);
  const handle = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (!options.publicUrl && req.headers.host) {
      // req.url is relative to the server's basePath: what precedes it in the full path is it.
      const local = (req.url ?? '').split('?')[0]!;
      const basePath = url.pathname.slice(0, url.pathname.length - local.length);
      publicBase = `http://${req.headers.host}${basePath}`;
    }
    // The SDK writes each event in one piece: a comment between two never splits one.
    keepStreamAlive(res, options.keepAliveMs, () =>
      String(res.getHeader('content-type') ?? '').startsWith('text/event-stream'),
    );
    app(req as express.Request, res as express.Response);
  };
  return handle;
}

/** Sets `key` in a map that keeps its latest 1024 entries. */
function remember(map: Map<string, string>, key: string, value: string): void {
  map.set(key, value);
  if (map.size > 1024) map.delete(map.keys().next().value!);
}

/** How many messages of a task's history the store keeps (the A2UI conversation needs none). */
const A2A_TASK_HISTORY_KEPT = 4;

/**
 * Express's last error handler for the A2A routes: a body that is not JSON, too large or
 * otherwise refused gets a JSON-RPC error (express's default would answer an HTML page and log
 * a stack trace per request, which a hostile client could repeat without end).
 */
function answerRefusedRequest(
  error: unknown,
  _req: express.Request,
  res: express.Response,
  next: express.NextFunction,
): void {
  if (res.headersSent) return next(error);
  const reply = (status: number, code: number, message: string) =>
    res.status(status).json({jsonrpc: '2.0', id: null, error: {code, message}});
  const status = (error as {status?: unknown} | null)?.status;
  if (error instanceof SyntaxError) return void reply(200, -32700, 'Invalid JSON payload.');
  if (status === 413) {
    // The rest of the body is still on the connection: it cannot carry another request.
    res.setHeader('connection', 'close');
    return void reply(413, -32600, 'Request body too large');
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return void reply(status, -32600, 'Invalid request');
  }
  console.error('A2A endpoint: a request failed:', error);
  reply(500, -32603, 'Internal error');
}

/** The catalogs as a v1.0 session serves them: the v0.9 basic one becomes the v1.0 one. */
function v1CatalogIds(ids: readonly string[]): string[] {
  const mapped = ids.map((id) => (V09_BASIC_CATALOG_IDS.includes(id) ? V1_BASIC_CATALOG_ID : id));
  return [...new Set(mapped)];
}

function buildCard(options: A2aRouteOptions, url: string): AgentCard {
  const versions = options.protocolVersions ?? ['1.0', '0.3'];
  return AgentCard.fromJSON({
    name: options.name ?? 'A2UI agent',
    description: options.description ?? 'An agent that answers with A2UI interfaces.',
    version: '1.0.0',
    supportedInterfaces: versions.map((protocolVersion) => ({
      url,
      protocolBinding: 'JSONRPC',
      tenant: '',
      protocolVersion,
    })),
    capabilities: {
      streaming: true,
      pushNotifications: false,
      extensions: EXTENSION_URIS.map((uri) => ({
        uri,
        description: 'Ability to render A2UI',
        required: false,
        params: {
          supportedCatalogIds:
            uri === V1_A2A_EXTENSION_URI
              ? v1CatalogIds(options.supportedCatalogIds ?? V09_BASIC_CATALOG_IDS)
              : uri === V08_A2A_EXTENSION_URI
                ? v08CatalogIds(options.supportedCatalogIds ?? V09_BASIC_CATALOG_IDS)
                : (options.supportedCatalogIds ?? V09_BASIC_CATALOG_IDS),
          acceptsInlineCatalogs: false,
        },
      })),
    },
    defaultInputModes: ['text/plain', A2UI_MIME_TYPE],
    defaultOutputModes: [A2UI_MIME_TYPE],
    skills: [
      {
        id: 'a2ui',
        name: 'Interactive UI',
        description: 'Replies with A2UI surfaces and handles their actions.',
        tags: ['a2ui'],
      },
    ],
  });
}

class A2uiExecutor implements AgentExecutor {
  /** The context each conversation's first message opened, by its `messageId` (the latest 1024). */
  readonly #openedBy = new Map<string, string>();
  /** The context a retried first message was given → the one it continues (the latest 1024). */
  readonly #aliases = new Map<string, string>();

  /** The sessions whose end already forgets a given context's tasks. */
  readonly #forgetting = new WeakMap<AgentSession, Set<string>>();

  constructor(
    private readonly host: A2uiAgentHost,
    private readonly store: BoundedTaskStore,
  ) {}

  /** True while the session of a context is open (its tasks are worth keeping). */
  isLive(contextId: string): boolean {
    return this.host.get(this.#aliases.get(contextId) ?? contextId) !== undefined;
  }

  /**
   * The session of a context. A conversation's first message has no context: the SDK gives each
   * attempt a new one, so a message opening a context that repeats the `messageId` of one that
   * opened another (a retry, its reply lost) continues the session that one opened, under the
   * new context id too.
   */
  private sessionFor(contextId: string, message: Message): AgentSession {
    const session = this.#sessionOf(contextId, message);
    // The session's end forgets the tasks of every context it was reached under.
    const contexts = this.#forgetting.get(session) ?? new Set<string>();
    if (!contexts.has(contextId)) {
      this.#forgetting.set(session, contexts.add(contextId));
      session.onClose(() => this.store.forgetContext(contextId));
    }
    return session;
  }

  #sessionOf(contextId: string, message: Message): AgentSession {
    const known = this.host.get(this.#aliases.get(contextId) ?? contextId);
    if (known) return known;
    // (The SDK has already written the context it chose into the message.)
    const opening = message.messageId;
    const opened = opening ? this.host.get(this.#openedBy.get(opening)) : undefined;
    if (opened) {
      remember(this.#aliases, contextId, opened.id);
      return opened;
    }
    if (opening) remember(this.#openedBy, opening, contextId);
    return this.host.open('a2a', contextId);
  }

  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const {taskId, contextId} = context;
    const message = context.userMessage;
    // Opened first: the store keeps the tasks of open sessions only.
    let session = this.sessionFor(contextId, message);
    // A follow-up turn re-announces the task without the previous reply, which was delivered.
    const working = {state: TaskState.TASK_STATE_WORKING, message: undefined, timestamp: now()};
    const task: Task = context.task
      ? {...context.task, status: working, history: []}
      : {
          id: taskId,
          contextId,
          status: working,
          artifacts: [],
          history: [message],
          metadata: undefined,
        };
    bus.publish(AgentEvent.task(task));
    const metadata = (message.metadata ?? {}) as ClientMetadata;
    const extensions = [
      ...(context.context?.requestedExtensions ?? []),
      ...(message.extensions ?? []),
    ];
    let reply: {messageId: string; messages: ServerMessage[]};
    try {
      reply = await this.#handle(session, message, extensions, metadata).catch((error) => {
        if (!(error instanceof SessionClosedError)) throw error;
        // The agent closed the session while handling the message before: the context's next
        // session handles this one.
        session = this.sessionFor(contextId, message);
        return this.#handle(session, message, extensions, metadata);
      });
    } catch (error) {
      // What the agent sent before failing still goes, with a status text the client may show.
      const [state, text] = failureOf(error);
      const failed = {messageId: randomUUID(), messages: session.pull()};
      this.publishStatus(bus, taskId, contextId, state, failed, extensionOf(session), text);
      bus.finished();
      return;
    }
    const since = session.pull();
    const replies =
      since.length === 0
        ? reply
        : {messageId: randomUUID(), messages: [...reply.messages, ...since]};
    const state = TaskState.TASK_STATE_INPUT_REQUIRED;
    this.publishStatus(bus, taskId, contextId, state, replies, extensionOf(session));
    bus.finished();
  }

  /** Hands the message's A2UI to the session's agent, once per message id; the reply. */
  async #handle(
    session: AgentSession,
    message: Message,
    extensions: string[],
    metadata: ClientMetadata,
  ): Promise<{messageId: string; messages: ServerMessage[]}> {
    // Before onConnect runs: the v1.0 extension, then capabilities naming one version.
    session.protocolVersion = protocolOfExtensions(extensions) ?? session.protocolVersion;
    if (metadata.a2uiClientCapabilities !== undefined) {
      session.clientCapabilities = metadata.a2uiClientCapabilities;
    }
    await this.host.ready(session);
    // A message id seen before is a retry (the client lost the reply): it gets the same reply,
    // under the same id so a client that took it already ignores it, without a second handling.
    return session.handleOnce(message.messageId || undefined, async () => {
      for (const payload of a2uiMessagesOfParts(message.parts)) {
        const incoming = parseIncoming(payload);
        if (incoming) await this.host.receive(session, incoming.message, metadata);
      }
      return {messageId: randomUUID(), messages: session.pull()};
    });
  }

  async cancelTask(taskId: string, bus: ExecutionEventBus): Promise<void> {
    const none = {messageId: '', messages: []};
    this.publishStatus(bus, taskId, '', TaskState.TASK_STATE_CANCELED, none, EXTENSION_URIS[0]!);
    bus.finished();
  }

  private publishStatus(
    bus: ExecutionEventBus,
    taskId: string,
    contextId: string,
    state: TaskState,
    {messageId, messages}: {messageId: string; messages: ServerMessage[]},
    extension: string,
    text?: string,
  ): void {
    const parts: Part[] = [];
    if (text !== undefined) {
      parts.push({
        content: {$case: 'text', value: text},
        metadata: undefined,
        filename: '',
        mediaType: 'text/plain',
      });
    }
    if (messages.length > 0) {
      parts.push({
        content: {$case: 'data', value: messages},
        metadata: {mimeType: mimeType(extension)},
        filename: '',
        mediaType: mimeType(extension),
      });
    }
    const reply: Message | undefined =
      parts.length === 0
        ? undefined
        : {
            messageId,
            contextId,
            taskId,
            role: Role.ROLE_AGENT,
            parts,
            metadata: undefined,
            extensions: [extension],
            referenceTaskIds: [],
          };
    bus.publish(
      AgentEvent.statusUpdate({
        taskId,
        contextId,
        status: {state, message: reply, timestamp: now()},
        metadata: undefined,
      }),
    );
  }
}

const now = () => new Date().toISOString();

/**
 * The task state and status text a failed turn ends with. The text names what failed, never the
 * agent's own error, whose message may hold details a client must not see: a handler's failure
 * is reported to the agent already (`onHandlerError`), anything else is logged here.
 */
function failureOf(error: unknown): [TaskState, string] {
  if (error instanceof TooManyMessagesError) return [TaskState.TASK_STATE_REJECTED, error.message];
  if (error instanceof AgentHandlerError || error instanceof HandlerTimeoutError) {
    return [TaskState.TASK_STATE_FAILED, error.message];
  }
  console.error('A2A endpoint: a turn failed:', error);
  return [TaskState.TASK_STATE_FAILED, 'The agent failed'];
}

/** The A2UI extension a session's replies are sent under. */
const extensionOf = (session: AgentSession) =>
  session.isV1
    ? V1_A2A_EXTENSION_URI
    : session.protocolVersion === V08_VERSION
      ? V08_A2A_EXTENSION_URI
      : A2UI_EXTENSION_URIS[0];

/** The media type of the A2UI data part of a reply under `extension`. */
const mimeType = (extension: string) =>
  extension === V08_A2A_EXTENSION_URI ? A2UI_LEGACY_MIME_TYPE : A2UI_MIME_TYPE;

/** The v0.8 catalogs for the v0.9 ones: the v0.9 basic catalog is written as the standard one. */
const v08CatalogIds = (ids: readonly string[]) => [
  ...new Set(
    ids.flatMap((id) => (V09_BASIC_CATALOG_IDS.includes(id) ? V08_STANDARD_CATALOG_IDS : [id])),
  ),
];
