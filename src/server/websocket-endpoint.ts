import type {IncomingMessage} from 'node:http';
import type {Duplex} from 'node:stream';
import type {WebSocket, WebSocketServer} from 'ws';
import type {A2uiAgentHost} from './agent-host.js';
import {
  capabilitiesFromUrl,
  parseIncoming,
  SessionClosedError,
  TooManyMessagesError,
} from './agent-host.js';
import {KEEP_ALIVE_MS, MAX_BUFFERED_BYTES} from './http-utils.js';
import type {LogEntry} from './session.js';

/**
 * `ws` (an optional peer dependency), or undefined without it. Awaited in a `try`, so that a
 * bundler (esbuild, webpack) builds a server without it.
 */
async function loadWs() {
  try {
    return await import('ws');
  } catch {
    return undefined;
  }
}

/** The first frame to a client that asked for acknowledgements (`?ack=1`). */
export const ACKS_FRAME = '{"acks":true}';

/**
 * The frame that keeps a client's connection alive, sent to one that asked (`?keepAlive=1`) at
 * once and then every `keepAliveMs`: a client that hears nothing for longer reopens the socket.
 */
export const KEEP_ALIVE_FRAME = '{"keepAlive":true}';

/** Close code (RFC 6455's Try Again Later) after refusing a frame as one too many. */
const TRY_AGAIN_LATER_CLOSE_CODE = 1013;

/** Close code for a session this agent does not know; the client starts a new one. */
export const SESSION_LOST_CLOSE_CODE = 4404;

/**
 * WebSocket endpoint: one JSON envelope per text frame. `?session=<id>&received=<n>` resumes a
 * session from the client's position (a new id opens a session). Renderer frames are
 * `{message, metadata}` (or a bare A2UI message, a v1.0 `functionResponse` included); malformed
 * ones are ignored. A renderer frame with an `id` (`{id, message, metadata}`) is handled once,
 * however often it comes. A client that asks with `?ack=1` gets `{"acks":true}` first and
 * `{"ack": id}` once each such frame was handled (these frames are not numbered): it resends
 * after a drop what got no ack. The `a2uiClientCapabilities` query parameter sets the session's protocol
 * version before `onConnect`; without it, the first frame's metadata or `version` does.
 */
export class WebSocketEndpoint {
  /** The `ws` server, once loaded (`ws` is an optional peer dependency, loaded from the start). */
  #server: WebSocketServer | undefined;
  readonly #loading: Promise<WebSocketServer | undefined>;
  #reported = false;

  constructor(
    private readonly host: A2uiAgentHost,
    /** A client leaving more than this unread is dropped (code 1006; it may resume). */
    private readonly maxBufferedBytes = MAX_BUFFERED_BYTES,
    /** How often a client that asks (`?keepAlive=1`) gets {@link KEEP_ALIVE_FRAME} (0: never). */
    private readonly keepAliveMs = KEEP_ALIVE_MS,
  ) {
    this.#loading = loadWs().then(
      (ws) =>
        ws && (this.#server = new ws.WebSocketServer({noServer: true, maxPayload: 1_000_000})),
    );
  }

  /**
   * Completes an HTTP upgrade request for this endpoint. Without the `ws` package it answers
   * 501 and logs, once, that `ws` is to be installed.
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void {
    const upgrade = (server: WebSocketServer | undefined) => {
      if (server) return server.handleUpgrade(req, socket, head, (ws) => this.accept(ws, url));
      if (!this.#reported) {
        this.#reported = true;
        console.error(
          'A2UI server: the WebSocket endpoint needs ws, which could not be loaded: npm i ws',
        );
      }
      socket.end('HTTP/1.1 501 Not Implemented\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    };
    if (this.#server) upgrade(this.#server);
    else void this.#loading.then(upgrade);
  }

  private accept(ws: WebSocket, url: URL): void {
    // A frame over maxPayload, or not valid WebSocket, makes `ws` close the socket (1009, 1002…)
    // and emit 'error': unheard, that would end the agent's process.
    ws.on('error', () => undefined);
    const requested = url.searchParams.get('session') ?? undefined;
    const received = Number(url.searchParams.get('received') ?? 0);
    let session = this.host.get(requested);
    if (!session && received > 0) {
      // A resume of a session this agent lost (restarted without its store): say so.
      ws.close(SESSION_LOST_CLOSE_CODE, 'Unknown session');
      return;
    }
    if (!session) {
      session = this.host.open('websocket', requested);
      session.clientCapabilities = capabilitiesFromUrl(url); // before onConnect runs
    }
    // A client that asks (`?ack=1`) is told first that its frames are acknowledged: it then
    // resends after a drop what got no ack (those frames are not numbered in the session's log).
    const acking = url.searchParams.get('ack') === '1';
    if (acking) ws.send(ACKS_FRAME);
    // Frames an older client would take for A2UI messages go only to one that asks for them.
    const keepAlive = url.searchParams.get('keepAlive') === '1' && this.keepAliveMs > 0;
    const tellsErrors = url.searchParams.get('errors') === '1';
    if (keepAlive) ws.send(KEEP_ALIVE_FRAME);
    const keepingAlive = keepAlive
      ? setInterval(() => ws.send(KEEP_ALIVE_FRAME), this.keepAliveMs)
      : undefined;
    const write = (entries: LogEntry[]) => {
      for (const entry of entries) ws.send(entry.raw ?? JSON.stringify(entry.message));
      // A client that does not read would make the send buffer grow without end.
      if (ws.bufferedAmount > this.maxBufferedBytes) ws.terminate();
    };
    // Frames are numbered like the log, so the client's count is its resume position.
    const detach = session.attach(write, Number.isFinite(received) ? received : 0);
    /** The frames being handled, until acked. */
    const handling = new Set<Promise<void>>();
    ws.on('message', (data, isBinary) => {
      // An ended session's socket closes once its frames are acked: a later one is left unacked,
      // for the client to send again in its next session.
      if (isBinary || session.closed) return;
      let value: unknown;
      try {
        value = JSON.parse(String(data));
      } catch {
        return;
      }
      const incoming = parseIncoming(value);
      if (!incoming) return;
      const id = (value as {id?: unknown}).id;
      const key = typeof id === 'string' && id !== '' ? id : undefined;
      // A frame with an id is handled once (a client resends those it got no ack for) and acked.
      const handled = session
        .handleOnce(key, () => this.host.receive(session, incoming.message, incoming.metadata))
        // A refused frame (too many waiting) is not acked, and the socket closes with 1013 (Try
        // Again Later): the client reconnects after a backoff and sends it again then. Nor is one
        // whose turn came after the agent closed the session: the client sends it in its next.
        .then(
          () => undefined,
          // null: not handled (refused, or the session closed); else what failed (the host
          // names the handler, never the agent's own error).
          (error: unknown) => {
            const refused = error instanceof TooManyMessagesError;
            if (refused && acking) ws.close(TRY_AGAIN_LATER_CLOSE_CODE, 'Too many messages');
            if (refused || error instanceof SessionClosedError) return null;
            return error instanceof Error ? error.message : String(error);
          },
        )
        .then((failure) => {
          if (failure === null || key === undefined || ws.readyState !== ws.OPEN) return;
          // A client that asks is told of a failure as JSON-RPC tells it (acknowledging the frame).
          if (failure !== undefined && tellsErrors) {
            ws.send(JSON.stringify({id: key, error: {code: -32603, message: failure}}));
          } else if (acking) ws.send(JSON.stringify({ack: key}));
        });
      handling.add(handled);
      const done = () => void handling.delete(handled);
      handled.then(done, done);
    });
    // The agent ended the session (from onAction, say): the frames it was handling are acked
    // first, or the client would resend them to the session it opens next, and handle them again.
    // Removed when the socket closes: a client reconnecting again and again adds none for good.
    const forget = session.onClose(
      () => void Promise.allSettled(handling).then(() => ws.close(1000)),
    );
    ws.on('close', (code) => {
      clearInterval(keepingAlive);
      detach();
      forget();
      // 1000 is the client closing on purpose: the session ends. Anything else may resume.
      if (code === 1000) session.close();
    });
  }

  /** Drops every open socket at once (simulates a crash when `hard`). */
  closeAll(hard = false): void {
    for (const client of this.#server?.clients ?? []) {
      if (hard) client.terminate();
      else client.close(1001);
    }
  }
}
