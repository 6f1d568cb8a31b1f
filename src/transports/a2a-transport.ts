import type {AgentCard, Message, Part, StreamResponse, TaskState, TaskStatus} from '@a2a-js/sdk';
import type {Client} from '@a2a-js/sdk/client';
import {
  A2UI_EXTENSION_URIS,
  A2UI_LEGACY_MIME_TYPE,
  A2UI_MIME_TYPE,
  a2uiMessagesOfParts,
} from './a2ui-parts.js';
import {BaseTransport} from './base-transport.js';
import {withHeaders, type HeadersOption} from './credentials.js';
import {agentUrl, joinUrl} from './frames.js';
import {missingPackage, rethrow} from './optional-package.js';
import {randomId} from './backoff.js';
import {answeringWithin, failingWhenSilent} from './silence.js';
import {
  TransportError,
  classifyFailure,
  httpError,
  isDenial,
  isTransient,
  toTransportError,
  transientError,
} from './transport-error.js';
import type {
  ClientMetadata,
  ClientMetadataSource,
  OutgoingMessage,
  ReconnectOptions,
  WireProtocol,
} from './types.js';

/** Marks a message queued by `sendText`: the user's text, sent as a text part. */
const userText = Symbol('userText');

/** Options of {@link A2aTransport}. */
export interface A2aTransportOptions extends ReconnectOptions {
  /**
   * The agent's URL; its card is looked up at the origin's `/.well-known/agent-card.json`, then
   * below the URL's path.
   */
  url: string;
  /** Card path below `url`, if not the well-known one ('' when `url` is the card itself). */
  cardPath?: string;
  /** Where each message's capabilities and data model come from (a `MessageProcessor`). */
  metadata?: ClientMetadataSource;
  /** The A2UI version spoken when it is not v0.9 (a `ProtocolAdapter` fits): see `WireProtocol`. */
  protocol?: WireProtocol;
  /** Text of the first message, sent on connect with the capabilities (default 'Hello'). */
  greeting?: string;
  /**
   * The context id of a conversation to resume (the `contextId` the agent returned before), sent
   * with the first message; by default the agent starts a new conversation.
   */
  contextId?: string;
  /**
   * Extra request headers (authentication, …), or a function giving them, asked before every
   * request and once more when the agent refuses the credentials (401, 403).
   */
  headers?: HeadersOption;
  /**
   * The `fetch` that sends every request (default: the global one); e.g. for an agent on another
   * origin that keeps its session in a cookie: `(url, init) => fetch(url, {...init, credentials:
   * 'include'})`.
   */
  fetch?: typeof fetch;
  /**
   * A turn whose reply stream brings nothing for this many ms, or a request whose reply does not
   * start within it (the agent card, a turn's stream; not the reply of an agent that does not
   * stream, which comes once the turn is done), is taken for dropped and retried (default 60000;
   * 0: never). The agent handles the retried message (same `messageId`) once.
   */
  idleTimeout?: number;
}

/**
 * What the connector takes from `@a2a-js/sdk`, an optional peer dependency, loaded on connect.
 * Whole modules, imported dynamically in a `try`, each with a `.catch()`: a bundler (Vite,
 * esbuild, webpack) builds an application without the SDK, whose connect() then fails saying so.
 */
async function loadSdk() {
  try {
    const [core, client, errors] = await Promise.all([
      import('@a2a-js/sdk').catch(rethrow),
      import('@a2a-js/sdk/client').catch(rethrow),
      import('@a2a-js/sdk/errors').catch(rethrow),
    ]);
    return {
      Role: core.Role,
      TaskState: core.TaskState,
      ClientFactory: client.ClientFactory,
      ClientFactoryOptions: client.ClientFactoryOptions,
      DefaultAgentCardResolver: client.DefaultAgentCardResolver,
      JsonRpcTransportFactory: client.JsonRpcTransportFactory,
      RestTransportFactory: client.RestTransportFactory,
      ServiceParameters: client.ServiceParameters,
      withA2AExtensions: client.withA2AExtensions,
      TaskNotFoundError: errors.TaskNotFoundError,
    };
  } catch (cause) {
    throw missingPackage('A2aTransport', '@a2a-js/sdk', cause);
  }
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/**
 * The agent card, as `@a2a-js/sdk` gives it: its `AgentCard` (cast to it for the types of all
 * its fields). Typed here without the SDK, an optional peer dependency.
 */
export interface A2aAgentCard {
  /** The agent's name. */
  name: string;
  /** What the agent does, in its own words. */
  description: string;
  /** The agent's version. */
  version: string;
  /** What the agent supports; `extensions` lists the A2A extensions (A2UI's among them). */
  capabilities?: {extensions?: {uri: string; [field: string]: unknown}[]; [field: string]: unknown};
  [field: string]: unknown;
}

/**
 * A2A on `@a2a-js/sdk` (an optional peer dependency, loaded on connect): discovers the agent
 * card (protocol 1.0 or 0.3, JSON-RPC or HTTP+JSON),
 * activates the A2UI extension (the `A2A-Extensions` / `X-A2A-Extensions` header), streams each
 * turn with `message/stream`, and keeps the task and context ids across turns so an
 * `input-required` task continues. Agent messages are read from data parts typed
 * `application/a2ui+json` (or the older `application/json+a2ui`) holding one message or a list;
 * actions go out the same way with `a2uiClientCapabilities` / `a2uiClientDataModel` in the
 * message metadata. With the `protocol` option (a `ProtocolAdapter` fits) it activates that
 * version's extension instead and sends its messages as they are (a v0.8 message alone in a
 * part typed `application/json+a2ui`, as the v0.8 extension has it).
 */
export class A2aTransport extends BaseTransport {
  /** The agent card, once discovered. */
  agentCard: A2aAgentCard | undefined;
  /** The current task (kept while it is not in a terminal state). */
  taskId: string | undefined;
  /**
   * The conversation's context id: the `contextId` option until the agent returns one, then the
   * agent's (kept across tasks). Give it as `contextId` to resume the conversation later.
   */
  contextId: string | undefined;
  /** The state of the current task: a value of `@a2a-js/sdk`'s `TaskState` enum. */
  taskState: number | undefined;
  /**
   * The A2UI extension URI activated (the `A2A-Extensions` header): the newest v0.9 one the
   * agent declares, or with a `protocol` (e.g. a `ProtocolAdapter`) its `a2aExtensionUri`.
   */
  extensionUri: string = A2UI_EXTENSION_URIS[0];
  readonly #options: A2aTransportOptions;
  #client: Client | undefined;
  #sdk: Sdk | undefined;
  #abort = new AbortController();
  readonly #seenMessages = new Set<string>();

  constructor(options: A2aTransportOptions) {
    super(options);
    this.#options = options;
    this.contextId = options.contextId;
  }

  async connect(): Promise<void> {
    if (this.status !== 'closed') return;
    this.closedForGood = false;
    this.#abort = new AbortController();
    this.setStatus('connecting');
    // The first message keeps its id on every attempt: an agent that handled one whose reply
    // was lost answers the retry with that reply, in the same conversation.
    const greetingId = randomId();
    // agentUrl() refuses a URL that can never work (unsupported: no retry).
    await this.openWithRetry(() => {
      agentUrl(this.#options.url);
      return this.open(greetingId);
    }, this.#options);
    this.setStatus('open');
  }

  /** Discovers the card, then sends the first message (with the capabilities). */
  private async open(greetingId: string): Promise<void> {
    // The SDK is an optional peer dependency: without it, connect() fails (unsupported) saying so.
    const sdk = (this.#sdk ??= await loadSdk());
    const {
      ClientFactory,
      ClientFactoryOptions,
      DefaultAgentCardResolver,
      JsonRpcTransportFactory,
      RestTransportFactory,
    } = sdk;
    const baseFetch = this.#options.fetch ?? globalThis.fetch.bind(globalThis);
    const idle = this.#options.idleTimeout ?? 60_000;
    const authorized = withHeaders(baseFetch, this.#options.headers);
    const answering = answeringWithin(authorized, idle);
    const fetchImpl: typeof fetch = async (input, init) => {
      // A turn an agent that does not stream answers (`message/send`) comes whole once it is
      // done, however long that takes: only a stream's headers, and a GET's, come at once.
      const accept = new Headers(init?.headers).get('accept') ?? '';
      const whole = init?.method === 'POST' && !accept.includes('text/event-stream');
      const response = await (whole ? authorized : answering)(input, init);
      // The SDK reports refused credentials as an unexpected error: say what happened.
      if (isDenial(response.status)) throw httpError('The A2A request', response.status);
      // The SDK takes any other error status for the agent's answer: a "try again later" (a
      // proxy while the agent restarts, a rate limiter) is retried.
      if (isTransient(response.status)) {
        void response.body?.cancel().catch(() => undefined);
        throw transientError('The A2A request', response);
      }
      const streamed = response.headers.get('content-type')?.startsWith('text/event-stream');
      if (!streamed || !response.body || idle <= 0) return response;
      // A turn whose stream was dropped without being closed fails (and is retried) in time.
      const {status, statusText, headers} = response;
      return new Response(failingWhenSilent(response.body, idle), {status, statusText, headers});
    };
    const legacyCompat = {enabled: true};
    const factory = new ClientFactory(
      ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
        transports: [
          new JsonRpcTransportFactory({fetchImpl, legacyCompat}),
          new RestTransportFactory({fetchImpl, legacyCompat}),
        ],
        cardResolver: new DefaultAgentCardResolver({fetchImpl, legacyCompat}),
      }),
    );
    let failure: TransportError | undefined;
    for (const cardUrl of this.cardUrls()) {
      try {
        this.#client = await factory.createFromUrl(cardUrl, '');
        const card: AgentCard = await this.#client.getAgentCard();
        this.agentCard = card as unknown as A2aAgentCard;
        failure = undefined;
        break;
      } catch (error) {
        failure = classifyFailure(error);
        if (failure.kind === 'network') break;
      }
    }
    if (failure || !this.agentCard) throw failure ?? new TransportError('rpc', 'No agent card');
    const declared = this.agentCard.capabilities?.extensions?.map((e) => e.uri) ?? [];
    const wanted = this.protocol ? [this.protocol.a2aExtensionUri] : A2UI_EXTENSION_URIS;
    const uri = wanted.find((u) => declared.includes(u));
    this.extensionUri = uri ?? wanted[0]!;
    if (!uri) {
      const message = `The agent card declares no A2UI extension ${wanted.join(' or ')}`;
      this.report(new TransportError('unsupported', message));
    }
    const capabilities = this.metadata?.clientCapabilities();
    const greeting = this.#options.greeting ?? 'Hello';
    await this.turn(
      [textPart(greeting)],
      capabilities ? {a2uiClientCapabilities: capabilities} : {},
      greetingId,
    );
  }

  /**
   * Where to look for the agent card: the well-known path at the origin's root (RFC 8615), then
   * below the URL's own path (an agent served under a base path), or `cardPath` below the URL.
   */
  private cardUrls(): string[] {
    const {url, cardPath} = this.#options;
    if (cardPath !== undefined) return [cardPath === '' ? url : joinUrl(url, cardPath)];
    const atRoot = new URL('/.well-known/agent-card.json', url).href;
    const belowPath = joinUrl(url, '.well-known/agent-card.json');
    return atRoot === belowPath ? [atRoot] : [atRoot, belowPath];
  }

  /**
   * Sends the user's text (a chat turn) in the conversation, queued and retried as an action is;
   * resolves once the agent answered it (the A2UI messages of its reply delivered first).
   */
  sendText(text: string): Promise<void> {
    return this.send({[userText]: text} as OutgoingMessage);
  }

  /** Cancels the current task on the agent (if any) and any turn in flight. */
  async cancel(): Promise<void> {
    this.#abort.abort();
    this.#abort = new AbortController();
    const id = this.taskId;
    if (!id || !this.#client) return;
    try {
      const task = await this.#client.cancelTask({tenant: '', id, metadata: undefined});
      this.taskState = task.status?.state;
    } catch (error) {
      this.report(toTransportError('rpc', error));
    }
    this.taskId = undefined;
  }

  override close(): void {
    super.close();
    this.#abort.abort();
  }

  protected async transmit(
    message: OutgoingMessage,
    metadata: ClientMetadata,
    key: string,
  ): Promise<void> {
    const text = (message as {[userText]?: string})[userText];
    // The v0.8 extension puts one message in a data part, typed with the older MIME type.
    const part =
      text !== undefined
        ? textPart(text)
        : this.protocol?.protocolVersion === 'v0.8'
          ? a2uiPart(message, A2UI_LEGACY_MIME_TYPE)
          : a2uiPart([message], A2UI_MIME_TYPE);
    // The message id is the same on every attempt: the agent handles a retried turn (its reply
    // lost) once, and its reply, sent again with the same id, is taken once.
    await this.turn([part], metadata, key);
    this.resetBackoff();
  }

  protected override onTransmitFailure(error: TransportError): void {
    this.retryDeliveryLater(error, this.#options);
  }

  /**
   * Sends one user message and consumes the streamed reply. If the agent no longer knows the
   * task (it restarted), the turn is sent again as a new task in the same context.
   */
  private async turn(parts: Part[], metadata: ClientMetadata, messageId?: string): Promise<void> {
    try {
      await this.turnOnce(parts, metadata, messageId);
    } catch (error) {
      const lost =
        error instanceof TransportError &&
        this.#sdk !== undefined &&
        error.cause instanceof this.#sdk.TaskNotFoundError;
      if (!lost || !this.taskId) throw error;
      this.taskId = undefined;
      await this.turnOnce(parts, metadata, messageId);
    }
  }

  private async turnOnce(
    parts: Part[],
    metadata: ClientMetadata,
    messageId = randomId(),
  ): Promise<void> {
    const client = this.#client;
    const sdk = this.#sdk;
    if (!client || !sdk) throw new TransportError('closed', 'Not connected');
    const {Role, ServiceParameters, withA2AExtensions} = sdk;
    const message: Message = {
      messageId,
      contextId: this.contextId ?? '',
      taskId: this.taskId ?? '',
      role: Role.ROLE_USER,
      parts,
      metadata: {...metadata},
      extensions: [this.extensionUri],
      referenceTaskIds: [],
    };
    const options = {
      signal: this.#abort.signal,
      serviceParameters: ServiceParameters.create(withA2AExtensions(this.extensionUri)),
    };
    let failure: TransportError | undefined;
    try {
      const stream = client.sendMessageStream(
        {tenant: '', message, configuration: undefined, metadata: undefined},
        options,
      );
      for await (const response of stream) failure = this.onResponse(response.payload) ?? failure;
    } catch (error) {
      if (error instanceof TransportError) throw error;
      throw classifyFailure(error);
    }
    // Reported as the other connectors report a failed request (an AG-UI RUN_ERROR, a JSON-RPC
    // error): the turn's send() rejects and an `error` event names it.
    if (failure) throw failure;
  }

  /** Takes a streamed reply; returns the failure a task that failed (or was refused) ended in. */
  private onResponse(payload: StreamResponse['payload']): TransportError | undefined {
    if (!payload) return undefined;
    switch (payload.$case) {
      case 'task': {
        const task = payload.value;
        this.track(task.id, task.contextId, task.status?.state);
        for (const artifact of task.artifacts) this.take(artifact.parts);
        return this.takeStatus(task.status);
      }
      case 'message':
        if (payload.value.contextId) this.contextId = payload.value.contextId;
        this.takeMessage(payload.value);
        return undefined;
      case 'statusUpdate':
        this.track(payload.value.taskId, payload.value.contextId, payload.value.status?.state);
        return this.takeStatus(payload.value.status);
      case 'artifactUpdate':
        this.track(payload.value.taskId, payload.value.contextId, undefined);
        this.take(payload.value.artifact?.parts ?? []);
        return undefined;
    }
  }

  /**
   * Takes a task status's message; a failed, rejected, canceled or auth-required task becomes an
   * `rpc` error quoting the status message's text (the agent's words, plain text, shortened).
   */
  private takeStatus(status: TaskStatus | undefined): TransportError | undefined {
    if (status?.message) this.takeMessage(status.message);
    const state = status?.state;
    const outcome =
      state === undefined || !this.#sdk ? undefined : failure(this.#sdk.TaskState, state);
    if (!outcome) return undefined;
    const text = (status?.message?.parts ?? [])
      .flatMap((part) => (part.content?.$case === 'text' ? [part.content.value] : []))
      .join(' ')
      .replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ')
      .trim()
      .slice(0, 300);
    return new TransportError(
      'rpc',
      text ? `The agent's task ${outcome}: ${text}` : `The agent's task ${outcome}`,
    );
  }

  private track(taskId: string, contextId: string, state: TaskState | undefined): void {
    if (contextId) this.contextId = contextId;
    if (state !== undefined) this.taskState = state;
    // A finished task cannot take more input: the next turn starts a new task in the context.
    const ended =
      state !== undefined && this.#sdk !== undefined && terminal(this.#sdk.TaskState, state);
    this.taskId = ended ? undefined : taskId || this.taskId;
  }

  /** Takes an agent message's parts once, even if a task snapshot repeats the message. */
  private takeMessage(message: Message): void {
    if (message.messageId) {
      if (this.#seenMessages.has(message.messageId)) return;
      this.#seenMessages.add(message.messageId);
      // A repeat comes with a retry of a recent turn: the latest ids are enough.
      if (this.#seenMessages.size > 256) {
        this.#seenMessages.delete(this.#seenMessages.values().next().value!);
      }
    }
    this.take(message.parts);
  }

  private take(parts: readonly Part[]): void {
    this.deliver(a2uiMessagesOfParts(parts));
  }
}

/** True for a task state in which the task takes no more input. */
function terminal(states: Sdk['TaskState'], state: TaskState): boolean {
  return (
    state === states.TASK_STATE_COMPLETED ||
    (state !== states.TASK_STATE_AUTH_REQUIRED && failure(states, state) !== undefined)
  );
}

/**
 * How the error of a turn whose task ended in `state` names it (undefined: not a failure). A task
 * that requires authentication is interrupted, not ended: a later turn may go on with it.
 */
function failure(states: Sdk['TaskState'], state: TaskState): string | undefined {
  if (state === states.TASK_STATE_FAILED) return 'failed';
  if (state === states.TASK_STATE_AUTH_REQUIRED) return 'requires authentication';
  if (state === states.TASK_STATE_REJECTED) return 'was rejected';
  if (state === states.TASK_STATE_CANCELED) return 'was canceled';
  return undefined;
}

function a2uiPart(data: unknown, mimeType: string): Part {
  return {
    content: {$case: 'data', value: data},
    metadata: {mimeType},
    filename: '',
    mediaType: mimeType,
  };
}

function textPart(text: string): Part {
  return {content: {$case: 'text', value: text}, metadata: undefined, filename: '', mediaType: ''};
}
