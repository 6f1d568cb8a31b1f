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

/**
 * The author-facing view of resolved props: every resolved property (each action property as a
 * function performing it when `actionsAsFunctions`), plus non-enumerable `setX(value)` for every
 * property and `isValid` / `validationMessages` read reactively from the checks. Non-enumerable,
 * so spreading or iterating the props sees only the properties.
 */
export function componentProps(
  resolved: Readonly<Record<string, unknown>>,
  host: PropsHost,
  actionsAsFunctions = true,
): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  const hidden: PropertyDescriptorMap = {
    isValid: {get: () => host.validation.valid},
    validationMessages: {get: () => host.validation.messages},
  };
  for (const key in resolved) {
    const value = resolved[key];
    view[key] = actionsAsFunctions && isAction(value) ? () => host.act(value) : value;
    // A setter only writes a property the agent bound to a path; absent ones never are.
    hidden['set' + key[0]!.toUpperCase() + key.slice(1)] = {
      value: (next: unknown) => host.set(key, next),
    };
  }
  return Object.defineProperties(view, hidden);
}
