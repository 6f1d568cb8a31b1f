import type {IncomingMessage, ServerResponse} from 'node:http';

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 1_000_000;

/**
 * Default of `maxBufferedBytes`: how much a streaming connection (SSE, WebSocket) may hold
 * unsent, for a client that does not read, before it is dropped. The session keeps its log, so
 * a client that resumes loses nothing.
 */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** An error the server answers with its own HTTP status and message (not a 500). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads and parses a JSON request body; resolves undefined when it is not JSON. Rejects with a
 * 413 {@link HttpError} past {@link MAX_BODY_BYTES}.
 */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Default interval of the comments that keep an event stream alive, in ms: well within the idle
 * timeouts of the connectors (45 s for SSE, 60 s for an A2A or AG-UI turn).
 */
export const KEEP_ALIVE_MS = 15_000;

/**
 * Writes an SSE comment (`: keep-alive`, which event readers skip) to `res` every `intervalMs`
 * while `streaming()` says it is an open event stream, until it ends: a client whose idle timeout
 * would otherwise take a stream silent during a slow handler for dropped hears that the agent is
 * still there. `intervalMs` 0: never.
 */
export function keepStreamAlive(
  res: ServerResponse,
  intervalMs = KEEP_ALIVE_MS,
  streaming: () => boolean = () => true,
): void {
  if (intervalMs <= 0) return;
  const timer = setInterval(() => {
    if (res.headersSent && !res.writableEnded && !res.destroyed && streaming()) {
      res.write(': keep-alive\n\n');
    }
  }, intervalMs);
  const stop = () => clearInterval(timer);
  res.once('close', stop).once('finish', stop);
}

/** Writes a JSON response. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {'content-type': 'application/json', ...headers});
  res.end(JSON.stringify(body));
}

/**
 * True for a request body a page on another site cannot send without a CORS preflight:
 * `application/json`, or a `+json` type (`application/a2a+json`). A `text/plain`, form or
 * multipart POST needs none, so the agent would run it before the browser refused the page its
 * reply.
 */
export function isJsonContentType(header: string | undefined): boolean {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

/**
 * Whether the `cors` option lets a page of the request's `Origin` in: a request without one (not
 * from a browser page) always; a page of the agent's own origin (the `Origin`'s host is the
 * request's `Host`) always, as its HTTP requests need no CORS; `'*'` any origin; an origin or a
 * list of them, those.
 */
export function isOriginAllowed(
  req: IncomingMessage,
  cors: string | string[] | undefined,
): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || cors === '*' || ownOrigin(req, origin)) return true;
  return cors !== undefined && [cors].flat().some((allowed) => sameOrigin(allowed, origin));
}

/** Whether `origin` is the agent's own (its host is the request's `Host`). */
function ownOrigin(req: IncomingMessage, origin: string): boolean {
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false; // `Origin: null` (a sandboxed or file:// page)
  }
}

/** `https://app.example/` is the origin `https://app.example`. */
function sameOrigin(a: string, b: string): boolean {
  const normal = (origin: string) => origin.replace(/\/+$/, '').toLowerCase();
  return normal(a) === normal(b);
}

/**
 * Adds CORS headers for `cors` (`'*'` allows any origin, a list those of it), with
 * `credentials` allowing the cookies of the origins it names; answers preflights.
 * Returns true if done.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  cors: string | string[],
  credentials = false,
): boolean {
  const origin = req.headers.origin;
  // The page's own origin when allowed: a browser accepts one origin, not a list.
  const allowed =
    cors === '*'
      ? (origin ?? '*')
      : origin !== undefined && isOriginAllowed(req, cors)
        ? origin
        : undefined;
  if (allowed !== undefined) res.setHeader('access-control-allow-origin', allowed);
  if (allowed !== undefined && credentials && cors !== '*') {
    res.setHeader('access-control-allow-credentials', 'true');
  }
  res.setHeader('vary', 'origin');
  res.setHeader('access-control-expose-headers', 'x-a2ui-session, mcp-session-id, retry-after');
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    // Whatever headers the page asks to send (its credentials may travel in any: `headers`
    // option of the connectors), as the `cors` package does: the origin is what is checked.
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
    'access-control-max-age': '600',
    vary: 'origin, access-control-request-headers',
  });
  res.end();
  return true;
}
