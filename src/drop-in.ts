// The drop-in bundle's entry (`dist/a2ui-elements.js`): the full package, plus the parts of Lit
// it is built on, so `dist/a2ui-agent.js` and a page's own elements share its one copy of Lit.
export * from './index.js';
export {css, html, LitElement, nothing} from 'lit';
export {repeat} from './surface/repeat.js'; // Lit's, taking out the markers of removed items
/**
 * @internal Exported for `dist/a2ui-agent.js` only: the status line's words come from the same
 * `uiText` / `uiTexts` as the elements'. Not part of the public API.
 */
export {uiTextFor} from '../components/shared/ui-text.js';
/** @internal Exported for `dist/a2ui-agent.js` only (the language of its status line). */
export {langOf} from './surface/lang-of.js';
/**
 * @internal Exported for `dist/a2ui-v1_0.js` only, so the A2UI v1.0 adapter builds on the
 * renderer's own catalog schemas and signals instead of second copies. Not public API, as none
 * of the exports below is: they may change in any release.
 */
export {Signal} from './state/signals.js';
/** @internal For the v1.0 adapter's bundle only (see `Signal` above). */
export {readableErrors} from './protocol/issues.js';
/** @internal For the v1.0 and v0.8 adapters' bundles only (see `Signal` above). */
export {inOperation, summarizeProblems} from './state/problem-summary.js';
/** @internal For the v1.0 and v0.8 adapters' bundles only (see `Signal` above). */
export {jsonlMessages} from './state/jsonl.js';
/** @internal For the v1.0 adapter's bundle only (see `Signal` above). */
export {bindingsOf} from './catalog/define-catalog.js';
/** @internal For the v1.0 adapter's bundle only (see `Signal` above). */
export {componentSchema} from './protocol/v0_9/basic-components.js';
/** @internal For the v1.0 adapter's bundle only (see `Signal` above). */
export {anyObjectSchema, integerSchema, recordOf, rule} from './protocol/v0_9/common-types.js';
/** @internal For the v1.0 adapter's bundle only (see `Signal` above). */
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
