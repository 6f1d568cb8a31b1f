/**
 * JSX types of `<a2ui-surface>` and `<a2ui-agent>` for React 19 and TypeScript. React 19 sets a
 * custom element's properties as properties (`processor={processor}`) and turns `on<event>`
 * props into listeners of `<event>` (`ona2uiaction`). Import it once in the app:
 * `import type {} from 'a2ui-elements/react'`. Types only: the module is empty at run time.
 *
 * @module
 */
import type {DetailedHTMLProps, HTMLAttributes} from 'react';
import type {A2uiAgentProps, A2uiSurfaceProps} from './element-props.js';
import type {ActionBody, ErrorBody} from './state/errors.js';
import type {A2uiSurface} from './surface/a2ui-surface.js';
import type {A2uiAgent} from './transports/a2ui-agent.js';
import type {TransportError} from './transports/transport-error.js';
import type {TransportStatus} from './transports/types.js';

type ElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E>;

/** The events every surface sends up (they bubble and cross shadow roots). */
export interface A2uiSurfaceEvents {
  /** A user action for the agent; `preventDefault()` keeps it from being sent. */
  ona2uiaction?: (event: CustomEvent<ActionBody>) => void;
  /** A problem the renderer found in the agent's messages (also reported to the agent). */
  ona2uierror?: (event: CustomEvent<ErrorBody>) => void;
}

/** The props of `<a2ui-surface>` in JSX. */
export interface A2uiSurfaceJsxProps
  extends ElementProps<A2uiSurface>, A2uiSurfaceEvents, A2uiSurfaceProps {
  /** Id of the surface to render, as an attribute. */
  'surface-id'?: string;
}

/** The props of `<a2ui-agent>` in JSX (the element is in `a2ui-elements/transports`). */
export interface A2uiAgentJsxProps
  extends ElementProps<A2uiAgent>, A2uiSurfaceEvents, A2uiAgentProps {
  /** The connection state changed (`connecting`, `open`, `reconnecting`, `closed`). */
  ona2uistatus?: (event: CustomEvent<TransportStatus>) => void;
  /** The transport reported a problem (a malformed frame skipped, a request failed, ...). */
  ona2uiconnectionerror?: (event: CustomEvent<TransportError>) => void;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'a2ui-surface': A2uiSurfaceJsxProps;
      'a2ui-agent': A2uiAgentJsxProps;
    }
  }
}
