import type {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';

/** The MCP SDK's `ErrorCode.ConnectionClosed`: a request's answer stream broke off. */
export const CONNECTION_CLOSED = -32000;
/** The MCP SDK's `ErrorCode.RequestTimeout`. */
export const REQUEST_TIMEOUT = -32001;

/** A JSON-RPC request id. */
type RequestId = string | number;

/** What {@link watchingFetch} tells about the HTTP exchanges of an MCP client transport. */
export interface McpFetchWatch {
  /** The `fetch` that sends the requests (default: the global one). */
  fetch?: typeof fetch;
  /** The notification stream (the `GET` SSE response) ended, failed, or could not open. */
  onStreamDown(): void;
  /**
   * The SSE response to a `POST` ended, or broke off, after carrying what it carried: `ids` are
   * the JSON-RPC requests that `POST` sent.
   */
  onResponseEnded(ids: RequestId[]): void;
}

/**
 * A `fetch` for the MCP SDK's Streamable HTTP client that reports the end of the notification
 * stream and of every streamed answer to a request (see {@link McpFetchWatch}). A broken answer
 * ends quietly: what it carried before the break still reaches the SDK.
 */
export function watchingFetch(watch: McpFetchWatch): typeof globalThis.fetch {
  const fetch = watch.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (input, init) => {
    if (init?.method === 'POST') {
      const response = await fetch(input, init);
      const streamed = response.headers.get('content-type')?.startsWith('text/event-stream');
      if (!response.ok || !streamed) return response;
      const ids = requestIdsOf(init.body);
      return ids.length === 0 ? response : ending(response, () => watch.onResponseEnded(ids));
    }
    if (init?.method !== 'GET') return fetch(input, init);
    let response: Response;
    try {
      response = await fetch(input, init);
    } catch (error) {
      watch.onStreamDown();
      throw error;
    }
    if (!response.ok || !response.body) {
      // The SDK follows a redirect; 405: the server offers no stream, 409: one is still open.
      const down = ![405, 409].includes(response.status) && response.type !== 'opaqueredirect';
      if (down) watch.onStreamDown();
      return response;
    }
    return ending(response, () => watch.onStreamDown(), true);
  };
}

/**
 * The response with a body that calls `onEnd` once it ends or breaks off. A break errors the
 * body when `failing` (the SDK then reports it), or else ends it (keeping what was queued).
 */
function ending(response: Response, onEnd: () => void, failing = false): Response {
  const reader = response.body!.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const {done, value} = await reader.read();
        if (!done) return controller.enqueue(value);
        controller.close();
      } catch (error) {
        if (failing) controller.error(error);
        else controller.close();
      }
      onEnd();
    },
    cancel: (reason) => reader.cancel(reason).catch(() => undefined),
  });
  const {status, statusText, headers} = response;
  return new Response(body, {status, statusText, headers});
}

/** The ids of the JSON-RPC requests in a `POST` body (one message or a batch). */
function requestIdsOf(body: unknown): RequestId[] {
  if (typeof body !== 'string') return [];
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [];
  }
  const list = (Array.isArray(value) ? value : [value]) as {id?: unknown; method?: unknown}[];
  return list.flatMap((m) =>
    typeof m?.method === 'string' && (typeof m.id === 'string' || typeof m.id === 'number')
      ? [m.id]
      : [],
  );
}

/** How long after an answer stream ended its answers may still be on their way to the SDK. */
const SETTLE_MS = 50;

/**
 * Makes the requests of `http` whose answer stream ended without their answer fail at once with
 * a `ConnectionClosed` error, where the MCP SDK would wait out its request timeout. Call it before
 * `client.connect(http)`; give the returned function to {@link McpFetchWatch.onResponseEnded}.
 */
export function failingUnanswered(http: StreamableHTTPClientTransport): (ids: RequestId[]) => void {
  const answered = new Set<RequestId>();
  type Handler = (message: object, ...rest: unknown[]) => void;
  let handler = http.onmessage as Handler | undefined;
  // The SDK's client sets `onmessage` on connect: record the answers on their way to it.
  Object.defineProperty(http, 'onmessage', {
    configurable: true,
    get: () => handler,
    set(next: Handler | undefined) {
      handler =
        next &&
        ((message, ...rest) => {
          const id = (message as {id?: RequestId}).id;
          if (id !== undefined && ('result' in message || 'error' in message)) {
            answered.add(id);
            // Answers that came as JSON are never looked up: keep only the latest.
            if (answered.size > 256) answered.delete(answered.values().next().value!);
          }
          next(message, ...rest);
        });
    },
  });
  return (ids) => {
    setTimeout(() => {
      for (const id of ids) {
        if (answered.delete(id)) continue;
        handler?.({
          jsonrpc: '2.0',
          id,
          error: {code: CONNECTION_CLOSED, message: 'The answer stream broke off'},
        });
      }
    }, SETTLE_MS);
  };
}
