/**
 * Template types of `<a2ui-surface>` and `<a2ui-agent>` for Svelte 5 and svelte-check: their
 * properties (`processor={processor}`, `surface-id`) and events (`ona2uiaction`, or
 * `on:a2uiaction` in legacy components) are checked and completed. Svelte sets a custom element's
 * property when the element has it, and `on<event>` listens to `<event>` as written. Import it
 * once in the app: `import type {} from 'a2ui-elements/svelte'`. Types only: the module is empty
 * at run time.
 *
 * @module
 */
import type {HTMLAttributes} from 'svelte/elements';
import type {A2uiAgentProps, A2uiSurfaceProps} from './element-props.js';
import type {ActionBody, ErrorBody} from './state/errors.js';
import type {A2uiSurface} from './surface/a2ui-surface.js';
import type {A2uiAgent} from './transports/a2ui-agent.js';
import type {TransportError} from './transports/transport-error.js';
import type {TransportStatus} from './transports/types.js';

// As svelte/elements types its listeners: null or undefined sets none.
type Listener<Detail> = ((event: CustomEvent<Detail>) => void) | undefined | null;

/** The events every surface sends up (they bubble and cross shadow roots). */
export interface A2uiSurfaceSvelteEvents {
  /** A user action for the agent; `preventDefault()` keeps it from being sent. */
  ona2uiaction?: Listener<ActionBody>;
  /** The same in legacy (Svelte 4 style) components. */
  'on:a2uiaction'?: Listener<ActionBody>;
  /** A problem the renderer found in the agent's messages (also reported to the agent). */
  ona2uierror?: Listener<ErrorBody>;
  /** The same in legacy (Svelte 4 style) components. */
  'on:a2uierror'?: Listener<ErrorBody>;
}

/** The attributes and properties of `<a2ui-surface>` in a Svelte template. */
export interface A2uiSurfaceSvelteAttributes
  extends HTMLAttributes<A2uiSurface>, A2uiSurfaceSvelteEvents, A2uiSurfaceProps {
  /** Id of the surface to render, as an attribute. */
  'surface-id'?: string;
}

/** The attributes and properties of `<a2ui-agent>` (the element is in `a2ui-elements/transports`). */
export interface A2uiAgentSvelteAttributes
  extends HTMLAttributes<A2uiAgent>, A2uiSurfaceSvelteEvents, A2uiAgentProps {
  /** The connection state changed (`connecting`, `open`, `reconnecting`, `closed`). */
  ona2uistatus?: Listener<TransportStatus>;
  /** The same in legacy (Svelte 4 style) components. */
  'on:a2uistatus'?: Listener<TransportStatus>;
  /** The transport reported a problem (a malformed frame skipped, a request failed, ...). */
  ona2uiconnectionerror?: Listener<TransportError>;
  /** The same in legacy (Svelte 4 style) components. */
  'on:a2uiconnectionerror'?: Listener<TransportError>;
}

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'a2ui-surface': A2uiSurfaceSvelteAttributes;
    'a2ui-agent': A2uiAgentSvelteAttributes;
  }
}
