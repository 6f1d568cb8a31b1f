import type {IncomingMessage, ServerResponse} from 'node:http';
import type {A2uiAgentHost} from './agent-host.js';
import {parseIncoming} from './agent-host.js';
import {HttpError, readJson, sendJson} from './http-utils.js';
import type {ClientMetadata, ServerMessage} from './types.js';

/** The header carrying the REST session id both ways. */
export const SESSION_HEADER = 'x-a2ui-session';

/**
 * The request header naming a renderer message (`POST /action`) the same on every attempt: a
 * retried message is answered with the first attempt's reply instead of being handled again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * `POST /connect`: opens a session, returns its initial messages as a JSON array. The body's
 * `metadata.a2uiClientCapabilities` set the session's protocol version before `onConnect`. A
 * request repeating the `Idempotency-Key` of an earlier one gets that one's session and initial
 * messages again (its reply was lost): no second session.
 */
export async function handleRestConnect(
  host: A2uiAgentHost,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = (await readJson(req)) as {metadata?: ClientMetadata} | undefined;
  const header = req.headers[IDEMPOTENCY_KEY_HEADER];
  const key = typeof header === 'string' && header !== '' ? header : undefined;
  // A retried connection request (its reply lost) gets the session the first one opened.
  const session = host.openOnce(key, 'rest');
  if (body?.metadata?.a2uiClientCapabilities !== undefined) {
    session.clientCapabilities = body.metadata.a2uiClientCapabilities;
  }
  const initial = await session.handleOnce(key && `connect:${key}`, async () => {
    await host.ready(session);
    return session.pull();
  });
  sendJson(res, 200, [...initial, ...session.pull()], {[SESSION_HEADER]: session.id});
}

/**
 * `POST /action`: hands `{message, metadata}` (or a bare action) to the agent and returns the
 * messages it produced (plus any produced since the last reply) as a JSON array. Without a
 * session header a session is opened first, so a stateless client works too (its version is
 * learned from the message and its metadata, before `onConnect`); an unknown one answers 404
 * (the client starts a new session). A v1.0 client's `functionResponse` is accepted too. A
 * message whose `Idempotency-Key` was seen before is not handed over again: the reply of its
 * first attempt is returned instead (so a client may retry a request whose reply it lost).
 */
export async function handleRestAction(
  host: A2uiAgentHost,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const incoming = parseIncoming(await readJson(req));
  if (!incoming) return sendJson(res, 400, {error: 'Expected an A2UI action or error message'});
  const header = req.headers[SESSION_HEADER];
  const requested = typeof header === 'string' && header !== '' ? header : undefined;
  const known = host.get(requested);
  if (requested && !known) return sendJson(res, 404, {error: 'Unknown session'});
  const session = known ?? host.open('rest');
  const key = req.headers[IDEMPOTENCY_KEY_HEADER];
  let reply: ServerMessage[];
  try {
    reply = await session.handleOnce(typeof key === 'string' ? key : undefined, async () => {
      await host.receive(session, incoming.message, incoming.metadata);
      return session.pull();
    });
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500;
    return sendJson(res, status, {error: error instanceof Error ? error.message : String(error)});
  }
  // A retry gets the reply its first attempt lost, and what the agent produced since.
  sendJson(res, 200, [...reply, ...session.pull()], {[SESSION_HEADER]: session.id});
}

/** `POST /disconnect`: ends the session named by the header (204 either way). */
export function handleRestDisconnect(
  host: A2uiAgentHost,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const header = req.headers[SESSION_HEADER];
  host.get(typeof header === 'string' ? header : undefined)?.close();
  res.writeHead(204);
  res.end();
}

/**
 * `POST /poll`: the messages the agent produced since the last reply, as a JSON array. A poll
 * repeating the `Idempotency-Key` of an earlier one (whose reply was lost) gets that reply's
 * messages again, then the newer ones.
 */
export async function handleRestPoll(
  host: A2uiAgentHost,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const header = req.headers[SESSION_HEADER];
  const session = host.get(typeof header === 'string' ? header : undefined);
  if (!session) return sendJson(res, 404, {error: 'Unknown session'});
  const key = req.headers[IDEMPOTENCY_KEY_HEADER];
  const taken = await session.handleOnce(
    typeof key === 'string' ? `poll:${key}` : undefined,
    async () => session.pull(),
  );
  sendJson(res, 200, [...taken, ...session.pull()], {[SESSION_HEADER]: session.id});
}
