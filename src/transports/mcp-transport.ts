import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import type {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {RequestOptions} from '@modelcontextprotocol/sdk/shared/protocol.js';
import type {ClientCapabilities} from '@modelcontextprotocol/sdk/types.js';
import {A2UI_MIME_TYPE, isA2uiMimeType} from './a2ui-parts.js';
import {BaseTransport} from './base-transport.js';
import {withHeaders, type HeadersOption} from './credentials.js';
import {randomId, retryDelay, sleep} from './backoff.js';
import {agentUrl, messagesOf} from './frames.js';
import {CONNECTION_CLOSED, REQUEST_TIMEOUT, failingUnanswered, watchingFetch} from './mcp-fetch.js';
import {outgoingBody, outgoingKind} from './metadata.js';
import {missingPackage, rethrow} from './optional-package.js';
import {
  TransportError,
  classifyFailure,
  gaveUp,
  httpError,
  isDenial,
  isTransient,
  toTransportError,
} from './transport-error.js';
import type {
  ClientMetadata,
  ClientMetadataSource,
  OutgoingMessage,
  ReconnectOptions,
  WireProtocol,
} from './types.js';

/** The resource the toolkit's MCP server keeps the pending A2UI messages in. */
export const A2UI_MESSAGES_URI = 'a2ui://session/messages';

/** Options of {@link McpTransport}. */
export interface McpTransportOptions extends ReconnectOptions {
  /** The MCP server's Streamable HTTP endpoint. */
  url: string;
  /** Where each message's capabilities and data model come from (a `MessageProcessor`). */
  metadata?: ClientMetadataSource;
  /** The A2UI version spoken when it is not v0.9 (a `ProtocolAdapter` fits): see `WireProtocol`. */
  protocol?: WireProtocol;
  /** Resources read (and subscribed to) on connect (default: `a2ui://session/messages`). */
  resources?: string[];
  /** Name announced in `initialize`. */
  clientName?: string;
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
   * How long a request may wait for its answer, in ms (default 30000), before it is sent again.
   * An answer whose stream breaks off is noticed at once, without this wait.
   */
  requestTimeout?: number;
}

/** The default of {@link McpTransportOptions.requestTimeout}. */
const REQUEST_TIMEOUT_MS = 30_000;

interface ResourceContent {
  uri?: string;
  mimeType?: string;
  text?: string;
  blob?: string;
}

/**
 * What the SDK's HTTP errors carry: the status (`StreamableHTTPError.code`), also of one wrapped
 * in a TransportError.
 */
function httpStatusOf(error: unknown): number | undefined {
  const {code, cause} = (error ?? {}) as {code?: unknown; cause?: unknown};
  if (typeof code === 'number' && code > 0) return code;
  return error instanceof TransportError ? httpStatusOf(cause) : undefined;
}

/**
 * The MCP client of a connection: `@modelcontextprotocol/sdk`'s `Client` (cast to it for its
 * whole API). Typed here without the SDK, an optional peer dependency.
 */
export interface McpClient {
  /** Calls the server's tool `name` with `arguments`; resolves to the tool's result. */
  callTool(params: {name: string; arguments?: Record<string, unknown>}): Promise<unknown>;
  /** Reads the resource at `uri` (the agent's pending A2UI messages, say). */
  readResource(params: {uri: string}): Promise<unknown>;
  /** The tools the server offers. */
  listTools(): Promise<unknown>;
  /** The resources the server offers. */
  listResources(): Promise<unknown>;
  /** What the server said it supports when the session was initialized. */
  getServerCapabilities(): object | undefined;
  /** Ends the MCP session. */
  close(): Promise<void>;
}

/**
 * MCP on `@modelcontextprotocol/sdk` (an optional peer dependency, loaded on connect; Streamable
 * HTTP): the A2UI client capabilities go in
 * `initialize` (`capabilities.a2ui.clientCapabilities`, mirrored under `experimental.a2ui`),
 * A2UI arrives as `application/a2ui+json` resources (`a2ui://…`, read on connect and again on
 * each `resources/updated` notification) and as resources embedded in tool results (a result's
 * `_meta.ui.resourceUri` template is read once and cached). Actions are `a2ui_action` tool
 * calls, errors `a2ui_error` (another protocol version's message `a2ui_<its kind>`, e.g. a v0.8
 * `a2ui_userAction`), with `_meta.a2ui.{clientCapabilities, clientDataModel}`; a result with
 * `isError` is rendered too, then reported (`rpc`).
 *
 * When the notification stream drops or a request fails to get through, the status turns
 * `reconnecting` and the session is resumed with backoff (its pending messages read anew); when
 * the server no longer knows it (HTTP 404, e.g. after a restart), a `session-lost` error is
 * reported and a new MCP session is initialized, which re-sends its surfaces.
 */
export class McpTransport extends BaseTransport {
  #client: Client | undefined;
  readonly #options: McpTransportOptions;
  readonly #templates = new Set<string>();
  /** The idempotency key of each resource read that got no answer yet. */
  readonly #readKeys = new Map<string, string>();
  #chain: Promise<unknown> = Promise.resolve();
  #http: StreamableHTTPClientTransport | undefined;
  /** The notification stream of the current session broke off (or could not open). */
  #streamDown = false;
  #recovering = false;

  constructor(options: McpTransportOptions) {
    super(options);
    this.#options = options;
  }

  /** The MCP client of the current session (available after connect). */
  get client(): McpClient | undefined {
    return this.#client as McpClient | undefined;
  }

  async connect(): Promise<void> {
    if (this.status !== 'closed') return;
    this.closedForGood = false;
    this.setStatus('connecting');
    // agentUrl() refuses a URL that can never work (unsupported: no retry).
    await this.openWithRetry(() => {
      agentUrl(this.#options.url);
      return this.initialize();
    }, this.#options);
    this.setStatus('open');
    try {
      await this.readAndSubscribe();
    } catch (error) {
      const failure = this.failureOf(error);
      if (failure.kind !== 'network') {
        this.close();
        throw failure;
      }
      return void this.recover(failure); // reads again (and gets again what was taken)
    }
    if (this.#streamDown) void this.recover(streamDropped());
  }

  /** Reads the resources (taking the pending messages) and subscribes to their updates. */
  private async readAndSubscribe(): Promise<void> {
    const client = this.#client;
    if (!client) throw new TransportError('network', 'The MCP client is not connected');
    const canSubscribe = client.getServerCapabilities()?.resources?.subscribe === true;
    for (const uri of this.#options.resources ?? [A2UI_MESSAGES_URI]) {
      await this.serially(() => this.readResource(uri));
      // Subscribing again to a session's resource is harmless: it is one subscription.
      if (canSubscribe) await client.subscribeResource({uri}, this.requestOptions());
    }
  }

  /**
   * Gets the session working again after its notification stream dropped or a request failed:
   * resumes it when the server still knows it, or starts a new one (`session-lost`), retrying
   * with backoff. The status is `reconnecting` meanwhile; queued messages go once it is `open`.
   */
  private async recover(reason: TransportError): Promise<void> {
    if (this.#recovering || this.closedForGood) return;
    if (this.refused(reason)) return;
    this.#recovering = true;
    this.report(reason);
    this.setStatus('reconnecting');
    let lost = reason.code === 404;
    try {
      for (let attempt = 0; ; attempt++) {
        await sleep(retryDelay(attempt, this.#options), this.stopping);
        if (this.closedForGood) return;
        try {
          if (lost || !(await this.resumeStream())) {
            lost = false;
            if (this.#http) {
              this.report(
                new TransportError('session-lost', 'The agent no longer knows this MCP session'),
              );
              this.dropSession();
            }
            await this.initialize();
            if (this.closedForGood) return this.close(); // ends the session just made
          }
          await this.readAndSubscribe();
          break;
        } catch (cause) {
          if (this.refused(cause)) return;
          const error = toTransportError('network', cause);
          if (attempt + 1 >= (this.#options.maxAttempts ?? Infinity)) {
            this.report(gaveUp(attempt + 1, error));
            this.close();
            return;
          }
          this.report(error);
        }
      }
    } finally {
      this.#recovering = false;
    }
    if (this.closedForGood) return;
    this.setStatus('open');
    if (this.#streamDown) void this.recover(streamDropped());
  }

  /**
   * True when `failure` is the agent refusing the credentials (401, 403), which trying again
   * cannot change: the transport then reports it, once, and closes.
   */
  private refused(failure: unknown): boolean {
    const status = httpStatusOf(failure);
    if (!isDenial(status)) return false;
    this.report(httpError('The MCP request', status!));
    this.close();
    return true;
  }

  /**
   * Opens the notification stream of the current session again. Resolves false when the server
   * no longer knows the session (404); true when it does (the stream reopened, or ours is still
   * open: 409, or the server offers none: 405); rejects when the server cannot be reached, or
   * has not yet noticed that our dropped stream is gone (409).
   */
  private async resumeStream(): Promise<boolean> {
    const http = this.#http;
    if (!http) return false;
    const wasDown = this.#streamDown;
    this.#streamDown = false;
    try {
      await http.resumeStream('');
      return true;
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === 404) return false;
      if (status === 405 || (status === 409 && !wasDown)) return true;
      if (status === 409) this.#streamDown = true;
      throw toTransportError('network', error);
    }
  }

  /** Forgets the current session without ending it (the server no longer knows it). */
  private dropSession(): void {
    const client = this.#client;
    this.#client = undefined;
    this.#http = undefined;
    // Closing rejects its requests still waiting: they are sent again on the new session.
    void client?.close().catch(() => undefined);
  }

  /** The notification stream of `http` ended or failed to open. */
  private onStreamDown(http: StreamableHTTPClientTransport): void {
    if (http !== this.#http || this.closedForGood) return;
    this.#streamDown = true;
    if (this.status === 'open') void this.recover(streamDropped());
  }

  /** One `initialize` handshake, on a fresh client (a failed one cannot be reused). */
  private async initialize(): Promise<void> {
    const capabilities = this.metadata?.clientCapabilities();
    const a2ui = capabilities ? {clientCapabilities: capabilities} : undefined;
    // The SDK is an optional peer dependency: without it, connect() fails (unsupported) saying so.
    const {Client, StreamableHTTPClientTransport, ResourceUpdatedNotificationSchema} =
      await loadSdk();
    const client = new Client(
      {name: this.#options.clientName ?? 'a2ui-elements', version: '0.1.0'},
      {capabilities: (a2ui ? {a2ui, experimental: {a2ui}} : {}) as ClientCapabilities},
    );
    const http: StreamableHTTPClientTransport = new StreamableHTTPClientTransport(
      new URL(this.#options.url),
      {
        // This transport resumes (or replaces) the session itself, with its own backoff.
        reconnectionOptions: {
          maxRetries: 0,
          initialReconnectionDelay: 0,
          maxReconnectionDelay: 0,
          reconnectionDelayGrowFactor: 1,
        },
        fetch: watchingFetch({
          fetch: withHeaders(
            this.#options.fetch ?? ((input, init) => fetch(input, init)),
            this.#options.headers,
          ),
          onStreamDown: () => this.onStreamDown(http),
          onResponseEnded: (ids) => failUnanswered(ids),
        }),
      },
    );
    // An answer cut short fails its request now (it is sent again), not after the timeout.
    const failUnanswered = failingUnanswered(http);
    try {
      await client.connect(http, this.requestOptions());
    } catch (error) {
      await client.close().catch(() => undefined);
      // Unanswered, or "try again later" (a proxy while the agent restarts): retried.
      const transient = unanswered(error) || isTransient(httpStatusOf(error) ?? 0);
      throw transient ? toTransportError('network', error) : classifyFailure(error);
    }
    this.#client = client;
    this.#http = http;
    this.#streamDown = false;
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => {
      void this.serially(() => this.readResource(notification.params.uri)).catch(
        (error: unknown) => {
          // A read that got no answer is repeated (with its key) once the session works again.
          const failure = this.failureOf(error);
          if (failure.kind === 'network') void this.recover(failure);
          else this.report(failure);
        },
      );
    });
  }

  override close(): void {
    super.close();
    const client = this.#client;
    const http = this.#http;
    this.#client = undefined;
    this.#http = undefined;
    // Ending the MCP session (DELETE) lets the agent end the A2UI session too.
    void (async () => {
      await http?.terminateSession().catch(() => undefined);
      await client?.close().catch(() => undefined);
    })();
  }

  /**
   * Calls any tool of the server and renders the A2UI its result carries (embedded
   * `application/a2ui+json` resources, and the `_meta.ui.resourceUri` template). Resolves with
   * the raw result.
   */
  async callTool(name: string, args: Record<string, unknown> = {}): Promise<unknown> {
    const capabilities = this.metadata?.clientCapabilities();
    return this.serially(async () => {
      const client = this.#client;
      if (!client) throw new TransportError('closed', 'The MCP client is not connected');
      const result = (await client.callTool(
        {
          name,
          arguments: args,
          ...(capabilities ? {_meta: {a2ui: {clientCapabilities: capabilities}}} : {}),
        },
        undefined,
        this.callOptions(),
      )) as {content?: unknown; _meta?: Record<string, unknown>};
      await this.takeToolResult(result);
      return result;
    });
  }

  protected async transmit(
    message: OutgoingMessage,
    metadata: ClientMetadata,
    key: string,
  ): Promise<void> {
    const kind = outgoingKind(message);
    const body = outgoingBody(message, kind);
    const meta = {
      a2ui: {
        clientCapabilities: metadata.a2uiClientCapabilities,
        ...(metadata.a2uiClientDataModel ? {clientDataModel: metadata.a2uiClientDataModel} : {}),
        // The same on every attempt: the agent handles a retried call (its answer lost) once.
        idempotencyKey: key,
      },
    };
    await this.serially(async () => {
      const client = this.#client;
      if (!client) throw new TransportError('network', 'The MCP client is not connected');
      let result: {content?: unknown; isError?: unknown; _meta?: Record<string, unknown>};
      try {
        result = (await client.callTool(
          {name: `a2ui_${kind}`, arguments: body as Record<string, unknown>, _meta: meta},
          undefined,
          this.callOptions(),
        )) as typeof result;
      } catch (error) {
        // An McpError (negative JSON-RPC code) is the server's answer, but not a request that
        // timed out, lost its answer stream or was cut short by dropping the session: those,
        // fetch failures and HTTP errors (404 for a session the server lost) are failures to
        // reach it, retried.
        const code = (error as {code?: unknown} | null)?.code;
        const answered =
          typeof code === 'number' && code < 0 && !unanswered(error) && client === this.#client;
        if (answered) throw toTransportError('rpc', error);
        const message = error instanceof Error ? error.message : String(error);
        throw new TransportError('network', message, {code: httpStatusOf(error), cause: error});
      }
      // A failed call may still carry A2UI (an error message on the surface): it is shown too.
      await this.takeToolResult(result);
      if (result.isError) {
        throw new TransportError('rpc', `The a2ui_${kind} tool failed: ${textOf(result.content)}`);
      }
    });
  }

  protected override onTransmitFailure(error: TransportError): void {
    void this.recover(error);
  }

  /**
   * Runs requests one at a time, so messages taken by a resource read and by a tool call are
   * delivered in the order the agent produced them.
   */
  private serially<T>(task: () => Promise<T>): Promise<T> {
    const next = this.#chain.then(task, task);
    this.#chain = next.catch(() => undefined);
    return next;
  }

  private async takeToolResult(result: {content?: unknown; _meta?: Record<string, unknown>}) {
    const ui = result._meta?.ui as {resourceUri?: unknown; mimeType?: unknown} | undefined;
    const template = typeof ui?.resourceUri === 'string' ? ui.resourceUri : undefined;
    if (template?.startsWith('a2ui://') && !this.#templates.has(template)) {
      // A presentation template: read once, then the tool results only carry data.
      this.#templates.add(template);
      await this.readResource(template);
    }
    const blocks = Array.isArray(result.content) ? result.content : [];
    for (const block of blocks as {type?: string; resource?: ResourceContent}[]) {
      if (block.type === 'resource' && block.resource) this.takeContent(block.resource);
    }
  }

  /** An SDK failure as a TransportError: `network` when the request got no answer. */
  private failureOf(error: unknown): TransportError {
    const status = httpStatusOf(error) ?? 0;
    if (unanswered(error) || status === 404 || isTransient(status)) {
      return new TransportError('network', String((error as Error).message ?? error), {
        code: httpStatusOf(error),
        cause: error,
      });
    }
    return classifyFailure(error);
  }

  /** The SDK request options of every request: the timeout. */
  private requestOptions(): {timeout: number} {
    return {timeout: this.#options.requestTimeout ?? REQUEST_TIMEOUT_MS};
  }

  /**
   * The options of a tool call: it asks for progress notifications, each of which restarts its
   * timeout, so a slow handler whose agent reports progress (the toolkit's does) is waited for.
   */
  private callOptions(): RequestOptions {
    return {...this.requestOptions(), onprogress: () => {}, resetTimeoutOnProgress: true};
  }

  private async readResource(uri: string): Promise<void> {
    const client = this.#client;
    if (!client) return;
    // Reading takes the pending messages: a read whose answer was lost is repeated with its
    // key by the next read of the resource, which gets them again.
    let key = this.#readKeys.get(uri);
    if (!key) this.#readKeys.set(uri, (key = randomId()));
    const {contents} = await client.readResource(
      {uri, _meta: {a2ui: {idempotencyKey: key}}},
      this.requestOptions(),
    );
    this.#readKeys.delete(uri);
    for (const content of contents as ResourceContent[]) this.takeContent(content);
  }

  private takeContent(content: ResourceContent): void {
    if (!isA2uiMimeType(content.mimeType)) return;
    const text = content.text ?? (content.blob ? decodeBase64(content.blob) : undefined);
    if (text === undefined) return;
    try {
      this.deliver(messagesOf(JSON.parse(text), text));
    } catch (cause) {
      this.report(
        toTransportError(
          'malformed-frame',
          cause instanceof TransportError
            ? cause
            : new TransportError('malformed-frame', `A ${A2UI_MIME_TYPE} resource is not JSON`, {
                frame: text,
                cause,
              }),
        ),
      );
    }
  }
}

/**
 * What the connector takes from `@modelcontextprotocol/sdk`, an optional peer dependency, loaded
 * on connect. Whole modules, imported dynamically in a `try`, each with a `.catch()`: a bundler
 * (Vite, esbuild, webpack) builds an application without the SDK, whose connect() then fails
 * saying so.
 */
async function loadSdk() {
  try {
    const [client, http, types] = await Promise.all([
      import('@modelcontextprotocol/sdk/client/index.js').catch(rethrow),
      import('@modelcontextprotocol/sdk/client/streamableHttp.js').catch(rethrow),
      import('@modelcontextprotocol/sdk/types.js').catch(rethrow),
    ]);
    return {
      Client: client.Client,
      StreamableHTTPClientTransport: http.StreamableHTTPClientTransport,
      ResourceUpdatedNotificationSchema: types.ResourceUpdatedNotificationSchema,
    };
  } catch (cause) {
    throw missingPackage('McpTransport', '@modelcontextprotocol/sdk', cause);
  }
}

/** True for an SDK error saying a request got no answer: it timed out or its stream broke off. */
function unanswered(error: unknown): boolean {
  const code = (error as {code?: unknown} | null)?.code;
  return code === REQUEST_TIMEOUT || code === CONNECTION_CLOSED;
}

/** A report of a dropped notification stream. */
function streamDropped(): TransportError {
  return new TransportError('network', 'The MCP notification stream dropped');
}

function textOf(content: unknown): string {
  const blocks = Array.isArray(content) ? (content as {type?: string; text?: string}[]) : [];
  return blocks.flatMap((b) => (b.type === 'text' && b.text ? [b.text] : [])).join(' ');
}

function decodeBase64(blob: string): string {
  const bytes = Uint8Array.from(atob(blob), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
