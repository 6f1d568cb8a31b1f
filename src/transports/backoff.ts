import type {ReconnectOptions} from './types.js';

/** The longest wait an agent can ask for (`Retry-After`, SSE `retry:`); a longer one is cut. */
const AGENT_WAIT_LIMIT = 60_000;

/**
 * Delay before retry number `attempt` (0-based): exponential with jitter, capped; never less than
 * `atLeast`, the wait the agent asked for (a `Retry-After`, an SSE `retry:`), up to a minute.
 */
export function retryDelay(attempt: number, options: ReconnectOptions = {}, atLeast = 0): number {
  const initial = options.initialDelay ?? 200;
  const max = options.maxDelay ?? 5000;
  const exponential = Math.min(max, initial * 2 ** attempt);
  // Jitter keeps many clients from reconnecting in lockstep after a server restart.
  return Math.max(
    Math.min(atLeast, AGENT_WAIT_LIMIT),
    Math.round(exponential * (0.75 + Math.random() * 0.25)),
  );
}

/**
 * The wait before a retry: resolves after `ms`, or early (without rejecting) when `signal`
 * aborts or the browser comes back online (its `online` event: the network that failed the last
 * attempt is back, so the next one need not wait out its backoff).
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, {once: true});
    globalThis.addEventListener?.('online', done);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      globalThis.removeEventListener?.('online', done);
      resolve();
    }
  });
}

/** A random identifier (UUID where the platform offers one). */
export function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return Array.from({length: 4}, () => Math.random().toString(36).slice(2, 10)).join('-');
}

/** A signal that aborts after `ms` (default 60000), or none when `ms` is 0. */
export function timeoutSignal(ms = 60_000): AbortSignal | undefined {
  return ms > 0 ? AbortSignal.timeout(ms) : undefined;
}
