import {TransportError} from './transport-error.js';

/**
 * A connection open at least this long (ms) ends a run of failures: one that drops sooner (an
 * agent crashing soon after each connect) counts as a failed attempt, so its backoff grows.
 */
export const STABLE_CONNECTION_MS = 10_000;

/**
 * The chunks of `stream`, failing with a `network` TransportError once none came for `idleMs`
 * while they were wanted (a connection dropped without being closed, which would otherwise be
 * waited on forever); then `onSilent` runs (to abort the request). `idleMs` 0: never.
 */
export function failingWhenSilent<T>(
  stream: ReadableStream<T>,
  idleMs: number,
  onSilent?: () => void,
): ReadableStream<T> {
  if (idleMs <= 0) return stream;
  const reader = stream.getReader();
  return new ReadableStream<T>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const silent = new Promise<never>((_, reject) => {
        const error = new TransportError('network', `Nothing came for ${idleMs} ms`);
        timer = setTimeout(() => reject(error), idleMs);
      });
      try {
        const {done, value} = await Promise.race([reader.read(), silent]);
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
        void reader.cancel(error).catch(() => undefined);
        onSilent?.();
      } finally {
        clearTimeout(timer);
      }
    },
    cancel: (reason) => reader.cancel(reason).catch(() => undefined),
  });
}

/**
 * `fetchImpl` whose requests fail with a `network` TransportError ("GET /sse got no reply within
 * 45000 ms"), and are aborted, when their response headers take longer than `ms` (0: never): a
 * server or proxy that accepts the connection and never answers would otherwise be waited on
 * forever. The body, once the headers came, is not limited here.
 */
export function answeringWithin(fetchImpl: typeof fetch, ms: number): typeof fetch {
  if (ms <= 0) return fetchImpl;
  return async (input, init) => {
    const abort = new AbortController();
    const signal = init?.signal ? AbortSignal.any([init.signal, abort.signal]) : abort.signal;
    const request = fetchImpl(input, {...init, signal});
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(
          new TransportError('network', `${requestName(input, init)} got no reply within ${ms} ms`),
        );
        abort.abort();
        request.catch(() => undefined);
      }, ms);
    });
    try {
      return await Promise.race([request, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A request as "POST /rpc": its method and path. */
function requestName(input: RequestInfo | URL, init?: RequestInit): string {
  const url = typeof input === 'object' && 'url' in input ? input.url : String(input);
  let path = url;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    // not a URL: named as given
  }
  return `${init?.method ?? 'GET'} ${path}`;
}
