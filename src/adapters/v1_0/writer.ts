import {isRecord} from '../../protocol/json-values.js';

/**
 * A v0.9 basic-catalog component definition as A2UI v1.0 writes it: an `Icon` whose `name` is
 * SVG path data, `{svgPath: "M…"}`, names it `{path: "M…"}` (the same one-property object under
 * v1.0's key). Anything else is returned as it is, the same object: other components, icon
 * names, and a `name` bound to the data model (`{path: "/…"}`), which v1.0 cannot express.
 */
export function toV1Component<T>(component: T): T {
  if (!isRecord(component) || component['component'] !== 'Icon') return component;
  const name = component['name'];
  if (!isRecord(name) || typeof name['svgPath'] !== 'string' || Object.keys(name).length > 1) {
    return component;
  }
  return {...component, name: {path: name['svgPath']}};
}

/** The components of a v0.9 `updateComponents`, as v1.0 writes them (see {@link toV1Component}). */
export const toV1Components = <T>(components: readonly T[]): T[] => components.map(toV1Component);
