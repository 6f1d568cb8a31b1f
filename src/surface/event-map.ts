import type {ActionBody, ErrorBody} from '../state/errors.js';

// Typed `addEventListener('a2uiaction' | 'a2uierror', …)` on every element: both events bubble
// and cross shadow roots, so any ancestor may listen.
declare global {
  interface HTMLElementEventMap {
    a2uiaction: CustomEvent<ActionBody>;
    a2uierror: CustomEvent<ErrorBody>;
  }
}
