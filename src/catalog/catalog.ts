import type {ZodMiniType} from 'zod/mini';
import type {FunctionDefinition} from '../functions/types.js';
import {memo} from '../protocol/memo.js';

/**
 * The type a dynamic property resolves to, which selects the renderer guide's coercion rule:
 * `string` (null → '', objects → JSON), `number` (null → 0, numeric strings parsed, else 0),
 * `boolean` ('true'/'false' any case, numbers non-zero), `stringList` (array of strings),
 * `any` (no coercion); `literal`: a top-level property kept as written, never resolved (an object
 * shaped like a binding that is not one, such as A2UI v1.0's Icon `name: {path}`).
 */
export type BindingType = 'string' | 'number' | 'boolean' | 'stringList' | 'any' | 'literal';

/** The client-side definition of one component type of a catalog. */
export interface ComponentApi<Schema extends ZodMiniType = ZodMiniType> {
  /** The component name agents use in `"component": "..."`. */
  readonly name: string;
  /** Closed schema of the component's properties (the common `id`, `component`, `accessibility`,
   * `weight` included), used to validate every `updateComponents` entry of this type. */
  readonly schema: Schema;
  /** Custom element tag that renders it; default `a2ui-` + kebab-case of `name`. */
  readonly tag?: string;
  /** Element class registered under `tag` on first use in a browser (custom catalogs). */
  readonly element?: CustomElementConstructor;
  /** What the component is for, in words for the agent (inline catalog definitions carry it). */
  readonly description?: string;
  /**
   * Dynamic properties and the type each resolves to (coerced after resolution). Keys are
   * property names (`text`) or slash paths into nested values where a `*` segment stands for
   * every array item (the title of each tab: segments `tabs`, `*`, `title`). Properties not
   * listed are resolved but not coerced.
   */
  readonly bindings?: Readonly<Record<string, BindingType>>;
}

/** A set of components, functions and theme a surface is created with (`catalogId`). */
export interface Catalog {
  /** The catalog id agents send in `createSurface.catalogId`. */
  readonly id: string;
  /** Other ids this catalog answers to (older or equivalent URIs). */
  readonly aliases?: readonly string[];
  /** Its component types, by the name agents write in `"component"`. */
  readonly components: Readonly<Record<string, ComponentApi>>;
  /** Its functions, by the name agents write in `"call"`. */
  readonly functions: Readonly<Record<string, FunctionDefinition>>;
  /** Schema of `createSurface.theme`. */
  readonly theme?: ZodMiniType;
}

/**
 * Tag name of a component: the catalog's choice, else `a2ui-` + kebab-case of the name. Every
 * element the renderer creates asks for its tag: computed once per component definition.
 *
 * @example
 * tagFor({name: 'DateTimeInput'}); // → 'a2ui-date-time-input'
 * tagFor({name: 'StatCard', tag: 'my-stat'}); // → 'my-stat'
 */
export const tagFor: (api: Pick<ComponentApi, 'name' | 'tag'>) => string = memo(
  (api) => api.tag ?? 'a2ui-' + api.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
);
