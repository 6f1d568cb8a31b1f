// Type level only: what a component's element receives as `props`, inferred from the schemas given
// to `defineComponent`, so a component declares its properties once. No code is emitted.
import type {output, ZodMiniType} from 'zod/mini';
import type {DataBindingValue, FunctionCallValue, TemplateValue} from '../binding/shapes.js';
import type {ComponentApi} from './catalog.js';

/** The wire form of an Action: an event for the agent, or a local function call. */
export type ActionValue =
  | {
      readonly event: {
        readonly name: string;
        readonly context?: Readonly<Record<string, unknown>>;
      };
    }
  | {readonly functionCall: FunctionCallValue};

/** A DynamicString, DynamicNumber...: the literal `T`, a data binding or a function call. */
export type DynamicValueOf<T> = T | DataBindingValue | FunctionCallValue;

// `T` is exactly `Wire` (a member of a union typed by the authoring types), not an object that
// merely has its keys (a ChildList template has a `path`, and is no binding).
type Is<T, Wire> = T extends Wire ? (Wire extends T ? true : false) : false;

/** A nested value with its bindings and function calls resolved: each stands for the value beside
 * it in its union (a nested bound value is resolved but not coerced: see `ComponentApi.bindings`).
 * Lists and objects are read-only: a bound one is the data model's own (shared, not copied), and
 * changing it in place would change the model behind its signals' back. */
export type Resolved<T> = T extends unknown // one member of a union at a time
  ? Is<T, FunctionCallValue> extends true
    ? never
    : Is<T, DataBindingValue> extends true
      ? never
      : T extends readonly (infer Item)[]
        ? readonly ResolvedOrUnknown<Item>[]
        : T extends object
          ? {readonly [K in keyof T]: ResolvedOrUnknown<T[K]>}
          : T
  : never;

/** {@link Resolved}, or `unknown` where only a binding or call was allowed (a `t.dataBinding`). */
export type ResolvedOrUnknown<T> = [Resolved<T>] extends [never] ? unknown : Resolved<T>;

/** A property as the element gets it: resolved, and an action as a function that performs it
 * (true when it went to the agent). */
export type ResolvedProp<T> =
  | ([Exclude<T, ActionValue>] extends [never] ? never : ResolvedOrUnknown<Exclude<T, ActionValue>>)
  | ([Extract<T, ActionValue>] extends [never] ? never : () => boolean);

/** The resolved props of a component whose properties are `Shape` (name → zod/mini schema). */
export type ResolvedProps<Shape> = {
  -readonly [K in keyof Shape]: ResolvedProp<output<Shape[K]>>;
};

/** A schema whose parsed value is `T`: how the authoring types tell their values apart. */
export type SchemaOf<T> = ZodMiniType<T>;

/** A `ComponentApi` that knows the props its element receives (see {@link PropsOf}). */
export interface TypedComponentApi<Props extends object> extends ComponentApi {
  /** Type only, never set: the resolved props the element receives. */
  readonly '~props'?: Props;
}

/**
 * The props an element receives for a component defined with `defineComponent`, inferred from
 * its schemas: `A2uiElement<PropsOf<typeof statCard>>`, `bindElement<PropsOf<typeof api>>`.
 * Dynamic values come resolved (`t.dynamicString` → `string`), actions as `() => boolean`.
 */
export type PropsOf<Api extends TypedComponentApi<object>> = NonNullable<Api['~props']>;

/** `{childList}`' wire form: static ids, or a template for each item of a data-model list. */
export type ChildListValue = readonly string[] | TemplateValue;
