import {isDenial} from './transport-error.js';

/**
 * Extra request headers (authentication, …), or a function giving them: it is asked before
 * every request, so what it gives can change (a token renewed before it expires), and asked
 * again with the status (401, 403) when the agent refused the credentials it gave, so that it
 * can renew them.
 */
export type HeadersOption =
  | Record<string, string>
  | ((refused?: number) => Record<string, string> | Promise<Record<string, string>>);

/**
 * `fetchImpl` sending `headers` with every request (over the request's own). A function is
 * asked before each request, and once more, with the status, when the agent refuses the
 * credentials (401, 403): the request goes again with what it gives, and a second refusal is
 * the answer.
 */
export function withHeaders(
  fetchImpl: typeof fetch,
  headers: HeadersOption | undefined,
): typeof fetch {
  if (!headers) return fetchImpl;
  const send = async (input: RequestInfo | URL, init?: RequestInit, refused?: number) => {
    const merged = new Headers(init?.headers);
    const extra = typeof headers === 'function' ? await headers(refused) : headers;
    for (const [name, value] of Object.entries(extra)) merged.set(name, value);
    return fetchImpl(input, {...init, headers: merged});
  };
  if (typeof headers !== 'function') return send;
  return async (input, init) => {
    const response = await send(input, init);
    if (!isDenial(response.status)) return response;
    void response.body?.cancel().catch(() => undefined);
    return send(input, init, response.status);
  };
}
