// The full package: the DOM-free core plus the elements (which register on import).
export * from './core.js';
export {A2uiElement, type Accessibility, type Validation} from './surface/a2ui-element.js';
export {A2uiSurface, type A2uiErrorBody} from './surface/a2ui-surface.js';
export type {A2uiNode} from './surface/node.js';
export {child, type ChildTarget} from './surface/child-directive.js';
export {children, type ChildWrapper} from './surface/children-directive.js';
export {renderSettings, type RenderSettings} from './surface/render-settings.js';
export {registerGlobalStyles, adoptGlobalStyles} from './surface/global-styles.js';
export type {ComponentProps, SetterName} from './surface/component-props.js';
export * from '../components/index.js';
import './surface/event-map.js';
// Connectors and <a2ui-agent> are in `a2ui-elements/transports` (drop-in: `dist/a2ui-agent.js`).
