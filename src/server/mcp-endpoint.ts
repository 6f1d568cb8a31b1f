import type {A2uiAgentHost} from './agent-host.js';
import type {ExtraRoute} from './a2ui-server.js';
import {lazyHandle} from './optional-route.js';

/** URI of the resource holding the messages the agent produced since the last read. */
export const A2UI_MESSAGES_URI = 'a2ui://session/messages';

/** Options of {@link mcpRoute}. */
export interface McpRouteOptions {
  /** Endpoint path (default `/mcp`). */
  path?: string;
  /** Server name announced in `initialize`. */
  name?: string;
  /**
   * An MCP session with no request and no open stream for this long ends, and its A2UI session
   * with it (default 10 min): a client that went away without closing its session, even one
   * subscribed to the messages resource, leaves nothing behind.
   */
  idleTimeoutMs?: number;
  /**
   * Most MCP sessions initialized and not yet confirmed by the client's next request
   * (default 1,000): one more drops the oldest, so a client sending `initialize` in a loop
   * cannot fill the agent's memory (each holds an MCP server for a minute).
   */
  maxUnconfirmedSessions?: number;
  /**
   * While a tool call's handler works, a progress notification goes out this often (ms, default
   * 15000; 0: never) to a client that asked for them (a `progressToken`), so that its request
   * timeout, reset by each one, does not take the call for lost.
   */
  keepAliveMs?: number;
}

/**
 * MCP endpoint on the MCP SDK's server (Streamable HTTP). Each MCP session is an A2UI session.
 * The client's A2UI capabilities are read from `initialize` (`capabilities.a2ui` or
 * `capabilities.experimental.a2ui`) and from each tool call's `_meta.a2ui` (v1.0 capabilities
 * in `initialize` make a v1.0 session before `onConnect`). A2UI flows as
 * `application/a2ui+json`: the `a2ui://session/messages` resource (subscribable; reading it
 * takes the pending messages) and resources embedded in the results of the `a2ui_action`,
 * `a2ui_error` and (v1.0) `a2ui_functionResponse` tools. A tool call whose
 * `_meta.a2ui.idempotencyKey` was seen before is not handled again: it gets the first call's
 * reply (the client lost it and retried); a resource read repeating a key gets again the
 * messages the first read took.
 */
export function mcpRoute(host: A2uiAgentHost, options: McpRouteOptions = {}): ExtraRoute {
  // The endpoint's module builds on @modelcontextprotocol/sdk, an optional peer dependency.
  const {handle, ready} = lazyHandle(
    async () => (await import('./mcp-app.js')).mcpHandler(host, options),
    'mcpRoute',
    ['@modelcontextprotocol/sdk'],
  );
  return {path: options.path ?? '/mcp', handle, ready};
}
