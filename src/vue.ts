/**
 * Template types of `<a2ui-surface>` and `<a2ui-agent>` for Vue 3 and vue-tsc (Volar): the
 * properties (`:processor.prop`, `surface-id`) and the events (`@a2uiaction`, `@a2uierror`)
 * are checked and completed. Import it once in the app:
 * `import type {} from 'a2ui-elements/vue'`. Types only: the module is empty at run time.
 *
 * @module
 */
import type {EmitFn, HTMLAttributes} from 'vue';
import type {A2uiAgentProps, A2uiSurfaceProps} from './element-props.js';
import type {ActionBody, ErrorBody} from './state/errors.js';
import type {A2uiSurface} from './surface/a2ui-surface.js';
import type {A2uiAgent} from './transports/a2ui-agent.js';
import type {TransportError} from './transports/transport-error.js';
import type {TransportStatus} from './transports/types.js';

/** The events every surface sends up (they bubble and cross shadow roots). */
export interface A2uiSurfaceEventMap {
  /** A user action for the agent; `preventDefault()` keeps it from being sent. */
  a2uiaction: CustomEvent<ActionBody>;
  /** A problem the renderer found in the agent's messages (also reported to the agent). */
  a2uierror: CustomEvent<ErrorBody>;
}

/** The events of `<a2ui-agent>`: a surface's, its connection status and its failures. */
export interface A2uiAgentEventMap extends A2uiSurfaceEventMap {
  /** The connection state changed (`connecting`, `open`, `reconnecting`, `closed`). */
  a2uistatus: CustomEvent<TransportStatus>;
  /** The transport reported a problem (a malformed frame skipped, a request failed, ...). */
  a2uiconnectionerror: CustomEvent<TransportError>;
}

/** The properties of `<a2ui-surface>` in a template (bind `processor` with `.prop`). */
export type A2uiSurfaceVueProps = A2uiSurfaceProps;

/** The properties of `<a2ui-agent>` in a template (the element is in `a2ui-elements/transports`). */
export type A2uiAgentVueProps = A2uiAgentProps;

type Listeners<Events> = {
  [K in keyof Events as `on${Capitalize<K & string>}`]?: (event: Events[K]) => void;
};

/** A custom element as Volar reads a component: its template props and its events. */
export type VueCustomElement<E extends HTMLElement, Props, Events> = new () => E & {
  /** For template type checks only: not a property of the element. */
  $props: HTMLAttributes & Props & Listeners<Events>;
  /** For template type checks only: not a property of the element. */
  $emit: EmitFn<{[K in keyof Events]: (event: Events[K]) => void}>;
};

declare module 'vue' {
  interface GlobalComponents {
    'a2ui-surface': VueCustomElement<A2uiSurface, A2uiSurfaceVueProps, A2uiSurfaceEventMap>;
    'a2ui-agent': VueCustomElement<A2uiAgent, A2uiAgentVueProps, A2uiAgentEventMap>;
  }
}
