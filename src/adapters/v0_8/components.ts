import {isRecord, kindOf} from '../../protocol/json-values.js';
import type {ComponentDefinition} from '../../protocol/v0_9/types.js';
import type {DataInit} from './bound-value.js';
import {child, isForbiddenKey, type Issues} from './issues.js';
import {PropsReader, type IdMapper} from './props-reader.js';
import {standardComponents, type V09Props} from './standard-components.js';

const BOUND_KEYS = new Set([
  'path',
  'literalString',
  'literalNumber',
  'literalBoolean',
  'literalArray',
]);
const CHILD_KEYS = new Set(['child', 'entryPointChild', 'contentChild']);

/** How component properties are read: by the standard catalog's rules, or generically. */
export type ComponentRules = 'standard' | 'generic';

/** A translated component and the data writes its path + literal bound values imply. */
export interface TranslatedComponent {
  /** The v0.9 component. */
  readonly component: ComponentDefinition;
  /** The data writes to apply before it (one per path + literal BoundValue). */
  readonly inits: readonly DataInit[];
}

const looksBound = (value: unknown): boolean =>
  isRecord(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => BOUND_KEYS.has(key));

/**
 * Translates a component of a catalog the adapter does not know: the type wrapper is
 * flattened, bound values and `children` become their v0.9 forms, ids in `child`-like
 * properties are mapped, everything else is passed on for the v0.9 catalog to judge.
 */
function genericProps(type: string, r: PropsReader): V09Props {
  const props: V09Props = {component: type};
  for (const key of Object.keys(r.props)) {
    const value = r.props[key];
    // `id` and `component` would overwrite the v0.9 id and type of the flattened component.
    if (isForbiddenKey(key) || key === 'id' || key === 'component') {
      r.issues.push({path: child(r.at, key), message: `The property "${key}" is not allowed.`});
    } else if (key === 'children' && isRecord(value)) props[key] = r.children(key);
    else if (CHILD_KEYS.has(key) && typeof value === 'string') props[key] = r.id(key);
    else if (looksBound(value)) props[key] = r.bound(key, ['string', 'number', 'boolean', 'array']);
    else props[key] = r.raw(key);
  }
  return props;
}

/**
 * Translates one v0.8 `surfaceUpdate` component (`{id, weight?, component: {Type: props}}`)
 * into a flat v0.9 component with its id mapped. Standard rules check the properties against
 * the v0.8 standard catalog; a type it does not have is translated generically. Problems go to
 * `issues` (the result is then `undefined`).
 */
export function translateComponent(
  raw: unknown,
  at: string,
  issues: Issues,
  ids: IdMapper,
  rules: ComponentRules = 'standard',
): TranslatedComponent | undefined {
  if (!isRecord(raw)) {
    issues.push({path: at, message: `Expected a component object, got ${kindOf(raw)}.`});
    return undefined;
  }
  const before = issues.length;
  const inits: DataInit[] = [];
  const entry = new PropsReader(raw, at, issues, ids, inits);
  const id = entry.id('id', true);
  const weight = entry.plain('weight', 'number');
  const wrapper = entry.raw('component', true);
  entry.finish();
  let props: V09Props | undefined;
  const wrapperAt = child(at, 'component');
  const types = isRecord(wrapper) ? Object.keys(wrapper) : [];
  if (wrapper !== undefined && types.length !== 1) {
    const got = isRecord(wrapper)
      ? types.map((type) => `"${type}"`).join(' and ') || 'none'
      : kindOf(wrapper);
    const message = `The component wrapper must hold exactly one key, the component type; got ${got}.`;
    issues.push({path: wrapperAt, message});
  } else if (isRecord(wrapper)) {
    const type = types[0]!;
    const body = wrapper[type];
    const bodyAt = child(wrapperAt, type);
    if (isForbiddenKey(type)) {
      issues.push({path: bodyAt, message: `The component type "${type}" is not allowed.`});
    } else if (!isRecord(body)) {
      issues.push({
        path: bodyAt,
        message: `Expected the ${type} properties object, got ${kindOf(body)}.`,
      });
    } else {
      const reader = new PropsReader(body, bodyAt, issues, ids, inits);
      const known = rules === 'standard' && Object.hasOwn(standardComponents, type);
      const standard = known ? standardComponents[type] : undefined;
      props = standard ? standard(reader) : genericProps(type, reader);
      reader.finish();
    }
  }
  if (issues.length > before || id === undefined || !props) return undefined;
  const component: ComponentDefinition = {id, ...withoutUndefined(props)};
  if (weight !== undefined) component['weight'] = weight;
  return {component, inits};
}

function withoutUndefined<T extends Record<string, unknown>>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) as T;
}
