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

// The host of a view, on the view itself (a symbol: never listed by for-in or Object.keys).
const HOST = Symbol('host');

function setterName(key: string): string {
  return 'set' + key[0]!.toUpperCase() + key.slice(1);
}

function hostOf(view: object): PropsHost {
  return (view as {[HOST]: PropsHost})[HOST];
}

// What every view inherits: isValid and validationMessages, read reactively from the host.
const viewBase: object = Object.create(Object.prototype, {
  isValid: {
    get(this: object) {
      return hostOf(this).validation.valid;
    },
  },
  validationMessages: {
    get(this: object) {
      return hostOf(this).validation.messages;
    },
  },
});

// The property names a prototype was made for (on the prototype, under a symbol).
const KEYS = Symbol('keys');
type Prototype = object & {readonly [KEYS]: readonly string[]};

// One prototype per set of property names, holding a `setX` getter for each name: a view then
// costs one object and no closure per property (views are built on every props change), and
// reading a property the agent left out is an ordinary prototype miss (no Proxy trap).
const prototypes = new Map<string, Prototype>();

function prototypeFor(signature: string, keys: readonly string[]): Prototype {
  let prototype = prototypes.get(signature);
  if (!prototype) {
    if (prototypes.size >= 1000) prototypes.clear(); // bounded, whatever the agent sends
    prototype = Object.create(viewBase, {[KEYS]: {value: keys}}) as Prototype;
    for (const key of keys) {
      if (key === '' || key === '__proto__') continue;
      const name = setterName(key);
      if (name in prototype) continue;
      Object.defineProperty(prototype, name, {
        get(this: object) {
          return (next: unknown) => hostOf(this).set(key, next);
        },
      });
    }
    prototypes.set(signature, prototype);
  }
  return prototype;
}

// The last prototype handed out: consecutive components of the same shape (the usual case) find
// it without building their signature.
let lastPrototype: Prototype | undefined;

function fits(resolved: Readonly<Record<string, unknown>>, prototype: Prototype | undefined) {
  if (!prototype) return false;
  const keys = prototype[KEYS];
  let index = 0;
  for (const key in resolved) if (keys[index++] !== key) return false;
  return index === keys.length;
}

/** The prototype for `resolved`: the previous view's when the names match (an element's props
 * keep their names from one change to the next), else the last one made, else by signature. */
function prototypeOf(resolved: Readonly<Record<string, unknown>>, previous?: object): Prototype {
  const mine = previous && (Object.getPrototypeOf(previous) as Prototype);
  if (fits(resolved, mine)) return mine!;
  if (fits(resolved, lastPrototype)) return lastPrototype!;
  const keys = Object.keys(resolved);
  const signature = keys.length + '\n' + keys.join('\n');
  return (lastPrototype = prototypeFor(signature, keys));
}

/**
 * The author-facing view of resolved props: every resolved property (each action property as a
 * function performing it when `actionsAsFunctions`), plus `setX(value)` for every property and
 * `isValid` / `validationMessages` read reactively from the checks. These are inherited, not
 * own, so iterating the props (for-in, Object.keys, JSON) sees only the properties. `previous`,
 * the host's last view, lends its prototype when the property names are the same.
 */
export function componentProps(
  resolved: Readonly<Record<string, unknown>>,
  host: PropsHost,
  actionsAsFunctions = true,
  previous?: object,
): Record<string, unknown> {
  const view = Object.create(prototypeOf(resolved, previous)) as Record<string | symbol, unknown>;
  view[HOST] = host;
  for (const key in resolved) {
    if (key === '__proto__') continue; // would replace the view's prototype
    const value = resolved[key];
    view[key] = actionsAsFunctions && isAction(value) ? () => host.act(value) : value;
  }
  return view as Record<string, unknown>;
}
