import type {IncomingMessage, ServerResponse} from 'node:http';
import type {A2uiAgentHost} from './agent-host.js';
import {capabilitiesFromUrl, parseIncoming, SessionClosedError} from './agent-host.js';
import {MAX_BUFFERED_BYTES, readJson, sendJson} from './http-utils.js';
import type {LogEntry} from './session.js';

/** JSON-RPC error code for a connection id the agent does not know. */
export const UNKNOWN_CONNECTION = -32001;

/**
 * `GET /sse`: opens (or, with `?connectionId=` and `Last-Event-ID`, resumes) a session and
 * streams its messages as `id: <seq>` / `data: <json>` events, after a first `connection` event
 * carrying the `connectionId`. Comments keep the connection alive. An opening request repeating
 * the `idempotencyKey` parameter of an earlier one gets that one's session, from its start. The `a2uiClientCapabilities`
 * query parameter tells the session's protocol version before `onConnect`; a client that left
 * them out (too long for a URL) is known as v1.0 from its first `/rpc` call only. A client
 * that leaves more than `maxBufferedBytes` unread is disconnected (it may resume).
 */
export function handleSse(
  host: A2uiAgentHost,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  keepAliveMs = 15_000,
  maxBufferedBytes = MAX_BUFFERED_BYTES,
): void {
  const resumeId = url.searchParams.get('connectionId') ?? undefined;
  // A retry of an opening request (`idempotencyKey`) whose connection event was lost gets the
  // session that request opened, replayed from the start.
  const openKey = url.searchParams.get('idempotencyKey') ?? undefined;
  const session = resumeId ? host.get(resumeId) : host.openOnce(openKey, 'sse');
  // Set before onConnect runs (it is scheduled, not called, by open()).
  if (session && !resumeId) session.clientCapabilities = capabilitiesFromUrl(url);
  if (!session) {
    sendJson(res, 404, {error: 'Unknown connection'});
    return;
  }
  const lastEventId = Number(req.headers['last-event-id'] ?? 0);
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
  });
  res.write(`event: connection\ndata: ${JSON.stringify({connectionId: session.id})}\n\n`);
  const write = (entries: LogEntry[]) => {
    const text = entries
      .map((entry) => {
        const data =
          entry.raw !== undefined
            ? entry.raw.replace(/[\r\n]+/g, ' ')
            : JSON.stringify(entry.message);
        return `id: ${entry.seq}\ndata: ${data}\n\n`;
      })
      .join('');
    res.write(text);
    // A client that does not read would make the response buffer grow without end: drop it (it
    // resumes from its Last-Event-ID, the log still holds what it missed).
    if (res.writableLength > maxBufferedBytes) res.destroy();
  };
  const detach = session.attach(write, Number.isFinite(lastEventId) ? lastEventId : 0);
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
  // Removed when the connection ends: a client reconnecting again and again adds none for good.
  const forget = session.onClose(() => res.end());
  const end = () => {
    clearInterval(keepAlive);
    detach();
    forget();
  };
  req.on('close', end);
}

/** The JSON-RPC methods of `/rpc`, and the param holding each one's body. */
const RPC_METHODS: Record<string, 'action' | 'error' | 'functionResponse' | 'userAction'> = {
  'a2ui.action': 'action',
  'a2ui.userAction': 'userAction', // from a v0.8 client
  'a2ui.error': 'error',
  'a2ui.functionResponse': 'functionResponse',
};

/**
 * `POST /rpc`: JSON-RPC 2.0 methods `a2ui.action`, `a2ui.error`, (from a v1.0 client)
 * `a2ui.functionResponse` and (from a v0.8 client) `a2ui.userAction` with params
 * `{connectionId, action | error | functionResponse | userAction, metadata}`. A request id seen before for the same connection (among its last 256) is
 * acknowledged, once its first attempt was handled, without running the handler again, so a
 * client may retry safely. `a2ui.disconnect` with params `{connectionId}` (the client's
 * `close()`) ends the session at once; it succeeds for an unknown connection too.
 */
export async function handleRpc(
  host: A2uiAgentHost,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const request = (await readJson(req)) as
    | {jsonrpc?: string; id?: string | number; method?: string; params?: Record<string, unknown>}
    | undefined;
  const id = request?.id ?? null;
  const fail = (code: number, message: string) =>
    sendJson(res, 200, {jsonrpc: '2.0', id, error: {code, message}});
  if (request === undefined) return fail(-32700, 'Parse error: the body is not JSON');
  if (!request || request.jsonrpc !== '2.0' || typeof request.method !== 'string') {
    return fail(-32600, 'Invalid JSON-RPC request');
  }
  const params = request.params ?? {};
  const connectionId = typeof params.connectionId === 'string' ? params.connectionId : undefined;
  if (request.method === 'a2ui.disconnect') {
    host.get(connectionId)?.close();
    return sendJson(res, 200, {jsonrpc: '2.0', id, result: {}});
  }
  const kind = Object.hasOwn(RPC_METHODS, request.method) ? RPC_METHODS[request.method] : undefined;
  if (!kind) return fail(-32601, `Unknown method ${request.method}`);
  const session = host.get(connectionId);
  if (!session) return fail(UNKNOWN_CONNECTION, 'Unknown connection');
  const incoming = parseIncoming({[kind]: params[kind], metadata: params.metadata});
  if (!incoming) return fail(-32602, `Invalid ${kind} params`);
  // The request id names the message on every attempt: a retry is acknowledged, not handled again.
  const key = request.id === undefined ? undefined : JSON.stringify(request.id);
  const duplicate = session.hasHandled(key);
  try {
    await session.handleOnce(key, () => host.receive(session, incoming.message, incoming.metadata));
  } catch (error) {
    // Its turn came after the agent closed the session: the client resends it in its next one.
    if (error instanceof SessionClosedError) return fail(UNKNOWN_CONNECTION, 'Unknown connection');
    return fail(-32603, error instanceof Error ? error.message : String(error));
  }
  if (duplicate) {
    return sendJson(res, 200, {jsonrpc: '2.0', id, result: {accepted: true, duplicate: true}});
  }
  sendJson(res, 200, {jsonrpc: '2.0', id, result: {accepted: true}});
}
