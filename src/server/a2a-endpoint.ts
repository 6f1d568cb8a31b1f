import type {A2uiAgentHost} from './agent-host.js';
import type {ExtraRoute} from './a2ui-server.js';
import {lazyHandle} from './optional-route.js';

/** Options of {@link a2aRoutes}. */
export interface A2aRouteOptions {
  /** Path of the JSON-RPC endpoint (default `/a2a`). */
  path?: string;
  /** Agent card name and description. */
  name?: string;
  /** Agent card description: what the agent does. */
  description?: string;
  /**
   * Catalogs advertised in the A2UI extensions' params (default: the basic catalog). The v1.0
   * extension names the v1.0 basic catalog in place of the v0.9 one, as a v1.0 session sends it.
   */
  supportedCatalogIds?: string[];
  /** Public base URL put in the card; default: derived from the request's Host header. */
  publicUrl?: string;
  /** A2A protocol versions the card declares (default both `1.0` and `0.3`). */
  protocolVersions?: ('1.0' | '0.3')[];
  /**
   * Most tasks kept per session (A2A context) for `tasks/get` (default 16): a client that starts
   * a task per message makes the session's least recent one go. A session's tasks all go when
   * it ends, a running one (the turn that closed it) once it finishes.
   */
  maxTasksPerSession?: number;
  /**
   * How long a finished task (completed, failed, canceled, rejected) stays readable by
   * `tasks/get` (default 10 min).
   */
  finishedTaskTtlMs?: number;
  /**
   * While a streamed turn's handler works, an SSE comment goes out this often (ms, default
   * 15000; 0: never), so that a client's idle timeout does not take the turn for dropped.
   */
  keepAliveMs?: number;
}

/**
 * A2A endpoint on the A2A SDK's server (JSON-RPC binding, protocol 1.0 and 0.3): the agent card
 * at `/.well-known/agent-card.json` advertises the A2UI extensions (v0.9.1, v0.9, v1.0 and
 * v0.8); each A2A context is a session, a v1.0 (or v0.8) one when the client activates that
 * extension (`X-A2A-Extensions` or the message's `extensions`) or sends such capabilities, known
 * from its first message on; a v0.8 session's replies are v0.8 messages in an
 * `application/json+a2ui` part, as the v0.8 extension has it. A message's A2UI data parts (`application/a2ui+json` or `application/json+a2ui`)
 * go to the agent, its `metadata` carries `a2uiClientCapabilities` / `a2uiClientDataModel`; the
 * reply is an `input-required` status whose message holds one data part listing the messages the
 * agent produced, so the conversation continues on the same task. A message whose `messageId` the
 * context saw before is a retry: it gets the first reply again (same message id), unhandled.
 */
export function a2aRoutes(host: A2uiAgentHost, options: A2aRouteOptions = {}): ExtraRoute[] {
  // The endpoint's module builds on @a2a-js/sdk and express, optional peer dependencies.
  const {handle, ready} = lazyHandle(
    async () => (await import('./a2a-app.js')).a2aHandler(host, options),
    'a2aRoutes',
    ['@a2a-js/sdk', 'express'],
  );
  return [
    {path: '/.well-known/agent-card.json', handle, ready},
    {path: options.path ?? '/a2a', handle, ready},
  ];
}
