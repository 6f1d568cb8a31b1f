/**
 * The properties of `<a2ui-surface>` and `<a2ui-agent>` that a framework's template types
 * (`a2ui-elements/react`, `/vue`, `/svelte`) declare, each adding its own way to write events.
 * Types only.
 *
 * @module
 */
import type {MessageProcessor} from './state/message-processor.js';
import type {ProtocolAdapter} from './transports/protocol-adapter.js';
import type {Transport} from './transports/types.js';

/** The properties of `<a2ui-surface>`. */
export interface A2uiSurfaceProps {
  /** Id of the surface to render (`createSurface.surfaceId`). */
  surfaceId?: string;
  /** The heading level of the surface's `h1` Texts in the page (3 under an `<h2>`); default 1. */
  headingLevel?: number;
  /** The processor holding the surface; default the shared `defaultProcessor`. */
  processor?: MessageProcessor;
}

/** The properties of `<a2ui-agent>` (the element is in `a2ui-elements/transports`). */
export interface A2uiAgentProps {
  url?: string;
  /** `sse`, `websocket`, `rest`, or a registered one (`a2a`, `agui`, `mcp`). */
  transport?: string;
  processor?: MessageProcessor;
  adapter?: ProtocolAdapter;
  connection?: Transport;
  options?: Record<string, unknown>;
}
