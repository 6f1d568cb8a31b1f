// The drop-in bundle's entry (`dist/a2ui-elements.js`): the full package, plus the parts of Lit
// it is built on, so `dist/a2ui-agent.js` and a page's own elements share its one copy of Lit.
export * from './index.js';
export {css, html, LitElement, nothing} from 'lit';
export {repeat} from 'lit/directives/repeat.js';
