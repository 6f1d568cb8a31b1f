import {isAction} from '../binding/shapes.js';
import type {Validation} from '../binding/component-context.js';

/** `setValue` for `value`: the two-way setter name of a property. */
export type SetterName<K extends string> = `set${Capitalize<K>}`;

/** What a component declaring `api` gets as `props` on top of its resolved properties. */
export type ComponentProps<Props extends object> = Partial<Props> & {
  /** Writes the property to the data model when the agent bound it (`{path}`); false if not. */
  readonly [K in keyof Props & string as SetterName<K>]?: (value: Props[K]) => boolean;
} & {
  /** False while one of the component's `checks` fails. */
  readonly isValid: boolean;
  /** Messages of the failing checks, in order (empty when valid). */
  readonly validationMessages: readonly string[];
};

/** What the props view needs from the element it belongs to. */
export interface PropsHost {
  /** Performs an action (resolved at call time); true when it went to the agent. */
  act(action: unknown): boolean;
  /** Two-way write of a bound property; false when it is not bound. */
  set(prop: string, value: unknown): boolean;
  /** The component's validation (a reactive read). */
  readonly validation: Validation;
}

const hosts = new WeakMap<object, PropsHost>();
const SETTER = /^set[A-Z]/;

function setterFor(view: object, key: string): ((value: unknown) => boolean) | undefined {
  let prop: string | undefined = key[3]!.toLowerCase() + key.slice(4);
  // e.g. setURL for a property `URL`
  if (!Object.hasOwn(view, prop)) prop = Object.keys(view).find((k) => setterName(k) === key);
  // A setter only writes a property the agent bound to a path; absent ones never are.
  if (prop === undefined) return undefined;
  const name = prop;
  const host = hosts.get(view)!;
  return (next: unknown) => host.set(name, next);
}

function setterName(key: string): string {
  return 'set' + key[0]!.toUpperCase() + key.slice(1);
}

// Shared by every view: isValid, validationMessages and the setters are looked up here, so
// a view costs one object and no closure per property (it is built on every props change).
const viewPrototype: object = new Proxy(Object.prototype, {
  get(target, key, view: object) {
    if (typeof key === 'string' && hosts.has(view)) {
      if (key === 'isValid') return hosts.get(view)!.validation.valid;
      if (key === 'validationMessages') return hosts.get(view)!.validation.messages;
      if (SETTER.test(key)) return setterFor(view, key);
    }
    return Reflect.get(target, key, view);
  },
});

/**
 * The author-facing view of resolved props: every resolved property (each action property as a
 * function performing it when `actionsAsFunctions`), plus `setX(value)` for every property and
 * `isValid` / `validationMessages` read reactively from the checks. These are inherited, not
 * own, so spreading or iterating the props sees only the properties.
 */
export function componentProps(
  resolved: Readonly<Record<string, unknown>>,
  host: PropsHost,
  actionsAsFunctions = true,
): Record<string, unknown> {
  const view = Object.create(viewPrototype) as Record<string, unknown>;
  hosts.set(view, host);
  for (const key in resolved) {
    if (key === '__proto__') continue; // would replace the view's prototype
    const value = resolved[key];
    view[key] = actionsAsFunctions && isAction(value) ? () => host.act(value) : value;
  }
  return view;
}
