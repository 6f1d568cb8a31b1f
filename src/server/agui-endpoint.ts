import type {IncomingMessage, ServerResponse} from 'node:http';
import {randomUUID} from 'node:crypto';
import type {A2uiAgentHost} from './agent-host.js';
import {
  isActionBody,
  isErrorBody,
  isFunctionResponseBody,
  SessionClosedError,
} from './agent-host.js';
import type {ExtraRoute} from './a2ui-server.js';
import {keepStreamAlive, readJson, sendJson} from './http-utils.js';
import type {AgentSession} from './session.js';
import {A2uiStateProjection} from './agui-state-projection.js';
import type {ClientMetadata, ServerMessage} from './types.js';

/** The AG-UI activity type carrying A2UI. */
export const A2UI_ACTIVITY_TYPE = 'a2ui-surface';

/** Options of {@link aguiRoute}. */
export interface AguiRouteOptions {
  /** Endpoint path (default `/agui`). */
  path?: string;
  /**
   * `activity` (default): A2UI messages as `ACTIVITY_SNAPSHOT` / `ACTIVITY_DELTA` of type
   * `a2ui-surface`; `state`: as shared state `{surfaces}` via `STATE_SNAPSHOT` / `STATE_DELTA`.
   * A request may pick with `?mode=state`.
   */
  mode?: 'activity' | 'state';
  /**
   * While a run's handler works, an SSE comment goes out this often (ms, default 15000; 0:
   * never), so that a client's idle timeout does not take the run for dropped.
   */
  keepAliveMs?: number;
}

interface RunAgentInputLike {
  threadId?: unknown;
  runId?: unknown;
  forwardedProps?: Record<string, unknown>;
}

/**
 * AG-UI endpoint: `POST` a `RunAgentInput`, receive the run's events as SSE. The thread id is
 * the session; `forwardedProps.a2uiAction.userAction` (or `a2uiError`, or a v1.0 client's
 * `a2uiFunctionResponse`) goes to the agent with `forwardedProps.a2uiClientCapabilities` /
 * `a2uiClientDataModel` as metadata (v1.0 capabilities make a v1.0 session from the first run
 * on); the messages the agent produced are emitted per surface, then `RUN_FINISHED` (or
 * `RUN_ERROR`). A v1.0 or v0.8 session gets activity events in state mode too: clients read
 * shared state as v0.9, and it has no place for `actionResponse` or `callFunction`.
 */
export function aguiRoute(host: A2uiAgentHost, options: AguiRouteOptions = {}): ExtraRoute {
  return {
    path: options.path ?? '/agui',
    handle: (req, res, url) =>
      runAgent(host, req, res, url.searchParams.get('mode') ?? options.mode, options.keepAliveMs),
  };
}

async function runAgent(
  host: A2uiAgentHost,
  req: IncomingMessage,
  res: ServerResponse,
  mode: string | undefined,
  keepAliveMs: number | undefined,
): Promise<void> {
  if (req.method !== 'POST') return sendJson(res, 405, {error: 'POST a RunAgentInput'});
  const input = (await readJson(req)) as RunAgentInputLike | undefined;
  if (!input || typeof input.threadId !== 'string') {
    return sendJson(res, 400, {error: 'Expected a RunAgentInput with a threadId'});
  }
  const threadId = input.threadId;
  const runId = typeof input.runId === 'string' ? input.runId : randomUUID();
  res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache'});
  keepStreamAlive(res, keepAliveMs);
  const emit = (event: Record<string, unknown>) => res.write(`data: ${JSON.stringify(event)}\n\n`);
  emit({type: 'RUN_STARTED', threadId, runId});
  const props = input.forwardedProps ?? {};
  const metadata: ClientMetadata = {
    a2uiClientCapabilities: props.a2uiClientCapabilities,
    a2uiClientDataModel: props.a2uiClientDataModel as ClientMetadata['a2uiClientDataModel'],
  };
  const run = async () => {
    const session = host.get(threadId) ?? host.open('agui', threadId);
    if (metadata.a2uiClientCapabilities !== undefined) {
      session.clientCapabilities = metadata.a2uiClientCapabilities; // before onConnect runs
    }
    await host.ready(session);
    // A run id seen before is a retry of a run whose events the client lost: it gets the same
    // events again, in the same order (the client skips those it took), without a second handling.
    const handled = await session.handleOnce(
      typeof input.runId === 'string' ? `run:${input.runId}` : undefined,
      async () => {
        await handOver(host, session, props, metadata);
        return a2uiEvents(session, session.pull(), mode);
      },
    );
    return [...handled, ...a2uiEvents(session, session.pull(), mode)];
  };
  try {
    // The agent closed the session while handling the run before: the thread's next session
    // handles this one.
    const events = await run().catch((error: unknown) => {
      if (error instanceof SessionClosedError) return run();
      throw error;
    });
    for (const event of events) emit(event);
    emit({type: 'RUN_FINISHED', threadId, runId});
  } catch (error) {
    emit({type: 'RUN_ERROR', message: error instanceof Error ? error.message : String(error)});
  }
  res.end();
}

/** Hands the action, error or function response a run carries to the agent. */
async function handOver(
  host: A2uiAgentHost,
  session: AgentSession,
  props: Record<string, unknown>,
  metadata: ClientMetadata,
): Promise<void> {
  const userAction = (props.a2uiAction as {userAction?: Record<string, unknown>} | undefined)
    ?.userAction;
  if (userAction) {
    // The middleware's userAction may omit fields; the v0.9 action body has them all.
    const action = {
      sourceComponentId: '',
      timestamp: new Date().toISOString(),
      context: {},
      ...userAction,
    };
    if (isActionBody(action)) await host.receive(session, {action}, metadata);
  }
  if (isErrorBody(props.a2uiError)) await host.receive(session, {error: props.a2uiError}, metadata);
  if (isFunctionResponseBody(props.a2uiFunctionResponse)) {
    await host.receive(session, {functionResponse: props.a2uiFunctionResponse}, metadata);
  }
}

/** The AG-UI events carrying these messages, in the session's mode. */
function a2uiEvents(
  session: AgentSession,
  messages: ServerMessage[],
  mode: string | undefined,
): Record<string, unknown>[] {
  if (messages.length === 0) return [];
  // Shared state is read as v0.9 by clients: v1.0 and v0.8 sessions get activities either way.
  return mode === 'state' && session.protocolVersion === 'v0.9'
    ? stateEvents(session, messages)
    : activityEvents(session, messages);
}

function surfaceIdOf(message: ServerMessage): string | undefined {
  for (const value of Object.values(message)) {
    const id = (value as {surfaceId?: unknown} | null)?.surfaceId;
    if (typeof id === 'string') return id;
  }
  return undefined;
}

/**
 * One activity message per surface: a snapshot the first time, deltas appending after. The
 * messages of no surface (a v1.0 `actionResponse` or `callFunction`) get a snapshot of their own
 * in each run: a client that missed an earlier reply ignores deltas to an activity it never saw.
 * Activity ids name the session too: the thread's next session (the agent restarted) starts
 * activities the client does not know, which it would otherwise ignore (`replace: false`).
 * A snapshot's `metadata.a2uiSession` names the session, so the client can tell it changed.
 */
function activityEvents(
  session: AgentSession,
  messages: ServerMessage[],
): Record<string, unknown>[] {
  const known = (session.state.__aguiActivities ??= new Set<string>()) as Set<string>;
  const sessionTag = (session.state.__aguiSessionTag ??= randomUUID()) as string;
  const bySurface = new Map<string, ServerMessage[]>();
  const ofNoSurface = `a2ui-${randomUUID()}`;
  for (const message of messages) {
    const surfaceId = surfaceIdOf(message);
    const id = surfaceId === undefined ? ofNoSurface : `a2ui-surface-${sessionTag}-${surfaceId}`;
    bySurface.set(id, [...(bySurface.get(id) ?? []), message]);
  }
  return [...bySurface].map(([messageId, operations]) => {
    if (known.has(messageId)) {
      return {
        type: 'ACTIVITY_DELTA',
        messageId,
        activityType: A2UI_ACTIVITY_TYPE,
        patch: operations.map((value) => ({op: 'add', path: '/operations/-', value})),
      };
    }
    if (messageId !== ofNoSurface) known.add(messageId);
    return {
      type: 'ACTIVITY_SNAPSHOT',
      messageId,
      activityType: A2UI_ACTIVITY_TYPE,
      content: {operations},
      replace: false,
      metadata: {a2uiSession: sessionTag},
    };
  });
}

function stateEvents(session: AgentSession, messages: ServerMessage[]): Record<string, unknown>[] {
  const projection = (session.state.__aguiState ??=
    new A2uiStateProjection()) as A2uiStateProjection;
  return messages.flatMap((message) => projection.apply(message));
}
