// The drop-in bundle's entry (`dist/a2ui-elements.js`): the full package, plus the parts of Lit
// it is built on, so `dist/a2ui-agent.js` and a page's own elements share its one copy of Lit.
export * from './index.js';
export {css, html, LitElement, nothing} from 'lit';
export {repeat} from './surface/repeat.js'; // Lit's, taking out the markers of removed items
// What `dist/a2ui-agent.js` takes from this bundle besides the public API: the status line's
// words come from the same `uiText` / `uiTexts` as the elements'.
export {uiTextFor} from '../components/shared/ui-text.js';
export {langOf} from './surface/lang-of.js';
// What `dist/a2ui-v1_0.js` takes from this bundle besides the public API, so the A2UI v1.0
// adapter builds on the renderer's own catalog schemas and signals instead of second copies.
export {Signal} from './state/signals.js';
export {readableErrors} from './protocol/issues.js';
export {inOperation, summarizeProblems} from './state/problem-summary.js'; // the v0.8 file's too
export {jsonlMessages} from './state/jsonl.js'; // the v0.8 file's too
export {bindingsOf} from './catalog/define-catalog.js';
export {componentSchema} from './protocol/v0_9/basic-components.js';
export {anyObjectSchema, integerSchema, recordOf, rule} from './protocol/v0_9/common-types.js';
export {
  boolean,
  enumOf,
  looseObject,
  oneOf,
  optional,
  strictObject,
  string,
  unknown,
} from './protocol/v0_9/light-types.js';
