// `a2ui-elements/binder`: the binder for custom components written as plain HTMLElements (no
// Lit), kept out of the drop-in bundle. Import it beside `a2ui-elements`.
export {bindElement, type BindableElement, type ElementBinding} from './surface/element-binder.js';
export type {ComponentProps, SetterName} from './surface/component-props.js';
export type {ChildRef} from './binding/child-list.js';
