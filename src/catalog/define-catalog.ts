import type {FunctionDefinition} from '../functions/types.js';
import {basicCommonTypes, componentSchema} from '../protocol/v0_9/basic-components.js';
import {catalogSchemas} from '../protocol/v0_9/catalog-schemas.js';
import {
  childListSchema,
  componentIdSchema,
  dataBindingSchema,
  type CommonTypes,
  type Schema,
} from '../protocol/v0_9/common-types.js';
import {tagFor, type BindingType, type Catalog, type ComponentApi} from './catalog.js';
import type {DataBindingValue, FunctionCallValue} from '../binding/shapes.js';
import type {
  ActionValue,
  ChildListValue,
  DynamicValueOf,
  ResolvedProps,
  SchemaOf,
  TypedComponentApi,
} from './props-type.js';
import {checkedTag, tagError} from './tag-name.js';

/** The properties of a component: name → zod/mini schema (wrap optional ones in `z.optional`). */
export type PropsShape = Readonly<Record<string, Schema>>;

/** The A2UI types a component's properties are built from (function calls checked against the
 * catalog's functions): the common types plus `childList`, `componentId` and `dataBinding`. Each
 * is typed with its wire value, from which `defineComponent` infers the props an element gets. */
export interface AuthoringTypes extends CommonTypes {
  /** `FunctionCall`: a call to one of the catalog's functions (the element gets its result). */
  readonly functionCall: SchemaOf<FunctionCallValue>;
  /** `DynamicValue`: any value, bound or computed (the element gets it as it resolves). */
  readonly dynamicValue: SchemaOf<unknown>;
  /** `DynamicString`: the element gets a string. */
  readonly dynamicString: SchemaOf<DynamicValueOf<string>>;
  /** `DynamicNumber`: the element gets a number. */
  readonly dynamicNumber: SchemaOf<DynamicValueOf<number>>;
  /** `DynamicBoolean`: the element gets a boolean. */
  readonly dynamicBoolean: SchemaOf<DynamicValueOf<boolean>>;
  /** `DynamicStringList`: the element gets an array of strings. */
  readonly dynamicStringList: SchemaOf<DynamicValueOf<string[]>>;
  /** A DynamicString whose literal form is an ISO 8601 date, time or date-time. */
  readonly dynamicDateTimeString: SchemaOf<DynamicValueOf<string>>;
  /** `CheckRule`: a condition and the message shown while it fails. */
  readonly checkRule: SchemaOf<{
    readonly condition: DynamicValueOf<boolean>;
    readonly message: string;
  }>;
  /** `Action`: the element gets a function performing it (true when it went to the agent). */
  readonly action: SchemaOf<ActionValue>;
  /** `AccessibilityAttributes`: a dynamic `label` and `description` (added to every component). */
  readonly accessibility: SchemaOf<{
    readonly label?: DynamicValueOf<string>;
    readonly description?: DynamicValueOf<string>;
  }>;
  /** `ChildList`: static ids or a template (render with `renderChildren(prop)`). */
  readonly childList: SchemaOf<ChildListValue>;
  /** `ComponentId`: one child (render with `renderChild(id)`). */
  readonly componentId: SchemaOf<string>;
  /** `DataBinding`: `{path}` (the element gets the value at the path). */
  readonly dataBinding: SchemaOf<DataBindingValue>;
}

/** What {@link defineComponent} takes: a component name and its own properties. */
export interface ComponentInit<Shape extends PropsShape = PropsShape> {
  /** The component name agents use in `"component": "..."` (PascalCase). */
  readonly name: string;
  /**
   * The component's own properties. A function receives the catalog's common types
   * (`dynamicString`, `dynamicNumber`, `dynamicBoolean`, `dynamicStringList`, `dynamicValue`,
   * `action`, `checkRule`...) so function calls inside them are checked against the functions of
   * the catalog the component ends up in. `id`, `component`, `accessibility` and `weight` are
   * added for you; the resulting object is closed (unknown properties are invalid).
   */
  readonly props: Shape | ((types: AuthoringTypes) => Shape);
  /** Custom element tag; default `a2ui-` + kebab-case of `name`. */
  readonly tag?: string;
  /** The element class rendering it (registered under `tag` on first use). */
  readonly element?: CustomElementConstructor;
  /** What the component is for, in words for the agent (inline catalog definitions carry it). */
  readonly description?: string;
  /** Coercion of dynamic properties; default: derived from the common types the props use. */
  readonly bindings?: Readonly<Record<string, BindingType>>;
}

/** A class carrying its component definition (`static api = defineComponent({...})`). */
export interface ElementWithApi {
  /** The component definition, as {@link defineComponent} returns it. */
  readonly api: ComponentApi;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  new (...args: any[]): HTMLElement;
}

/** What a catalog's `components` list accepts: a ComponentApi, or an element class with `api`. */
export type ComponentEntry = ComponentApi | ElementWithApi;

/** What {@link defineCatalog} takes. */
export interface CatalogInit {
  /** The id agents send in `createSurface.catalogId` (a URI you own). */
  readonly id: string;
  /** Other ids agents may send for the same catalog (older or equivalent URIs). */
  readonly aliases?: readonly string[];
  /** A catalog to start from (e.g. `basicCatalog`): its components, functions and theme. */
  readonly extends?: Catalog;
  /** Components to add; one with the name of an inherited component replaces it. */
  readonly components?: readonly ComponentEntry[];
  /** Names of inherited components to leave out. */
  readonly omit?: readonly string[];
  /** Functions to add; one with the name of an inherited function replaces it. */
  readonly functions?: readonly FunctionDefinition[];
  /** Schema of `createSurface.theme`; default the extended catalog's. */
  readonly theme?: Schema;
}

const builders = new WeakMap<ComponentApi, (types: CommonTypes) => Schema>();
const catalogTypes = new WeakMap<Catalog, CommonTypes>();

/** The common types a catalog's components were built with by {@link defineCatalog}, if any. */
export function commonTypesOf(catalog: Catalog): CommonTypes | undefined {
  return catalogTypes.get(catalog);
}

/** The coercion each property gets from the common type it uses (`z.optional` or not). */
export function bindingsOf(shape: PropsShape, t: CommonTypes): Record<string, BindingType> {
  const bindings: Record<string, BindingType> = {
    'accessibility/label': 'string',
    'accessibility/description': 'string',
  };
  for (const prop in shape) {
    let schema: Schema | undefined =
      (shape[prop]!._zod.def as {innerType?: Schema}).innerType ?? shape[prop];
    let type: BindingType | undefined;
    // A copy made by `.check()` (`t.dynamicNumber.check(z.describe('…'))`) knows its original.
    for (; schema && !type; schema = schema._zod.parent as Schema | undefined) {
      type =
        schema === t.dynamicString
          ? 'string'
          : schema === t.dynamicNumber
            ? 'number'
            : schema === t.dynamicBoolean
              ? 'boolean'
              : schema === t.dynamicStringList
                ? 'stringList'
                : undefined;
    }
    if (type) bindings[prop] = type;
  }
  return bindings;
}

/**
 * Defines a component type once: its name, its properties (zod/mini) and optionally the element
 * rendering it. The result is a `ComponentApi` for a catalog; put it on the element class as
 * `static api` so `defineCatalog({components: [MyElement]})` finds both. It also carries the
 * props type its element receives, inferred from the schemas: `A2uiElement<PropsOf<typeof api>>`.
 */
export function defineComponent<Shape extends PropsShape>(
  init: ComponentInit<Shape>,
): TypedComponentApi<ResolvedProps<Shape>> {
  const {props, name, ...rest} = init;
  const shapeFor = (types: CommonTypes): PropsShape =>
    typeof props === 'function'
      ? props({
          ...types,
          childList: childListSchema,
          componentId: componentIdSchema,
          dataBinding: dataBindingSchema,
        } as AuthoringTypes)
      : props;
  const build = (types: CommonTypes): Schema => componentSchema(types, name, shapeFor(types));
  const api: ComponentApi = {
    bindings: bindingsOf(shapeFor(basicCommonTypes), basicCommonTypes),
    ...rest,
    name,
    schema: build(basicCommonTypes),
  };
  checkedTag(api);
  builders.set(api, build);
  return api;
}

// The component each element class was checked for: a module evaluated again (hot module
// replacement) makes a new class of the same name for the same component and tag.
const componentOf = new WeakMap<CustomElementConstructor, string>();
const warnedTags = new Set<string>();

/**
 * Refuses a tag that would render another element than the component's: one shared with another
 * component of the catalog rendered by a different element, or (in a browser) one registered
 * for another class. Caught here, not at the first render, where it would surface as the
 * parent's error (or, for a registered tag, render the other element without a word). A tag
 * registered for the same component's class of an earlier evaluation of its module keeps that
 * class (a tag cannot be registered twice): warned once, not thrown, so a dev server's hot module
 * replacement goes on.
 */
function checkTagOwners(components: Readonly<Record<string, ComponentApi>>): void {
  const owners = new Map<string, ComponentApi>();
  const registry = globalThis.customElements;
  for (const api of Object.values(components)) {
    const tag = tagFor(api);
    const element = api.element;
    const other = owners.get(tag);
    if (other && other.element !== element) {
      throw tagError(api, tag, `component "${other.name}" has it`);
    }
    owners.set(tag, api);
    if (!element) continue;
    const defined = registry?.get(tag);
    if (defined && defined !== element) {
      if (componentOf.get(defined) !== api.name || defined.name !== element.name) {
        throw tagError(api, tag, 'another element has it');
      }
      if (!warnedTags.has(tag)) {
        warnedTags.add(tag);
        const rule = 'the element of an earlier run of its module (hot module replacement) has it';
        console.warn(`${tagError(api, tag, rule).message} Reload the page to see the change.`);
      }
    }
    componentOf.set(element, api.name);
  }
}

function toApi(entry: ComponentEntry): ComponentApi {
  if (typeof entry !== 'function') return entry;
  if (!entry.api) throw new Error(`${entry.name} has no static api (defineComponent)`);
  const api = {...entry.api, element: entry.api.element ?? entry};
  const build = builders.get(entry.api);
  if (build) builders.set(api, build);
  return api;
}

/**
 * Defines a catalog: standalone, or extending another (`extends: basicCatalog`) with components
 * added, replaced (same name) or omitted, and functions added or replaced. Components defined
 * with a `props` function are rebuilt against this catalog's functions, so agents may call the
 * custom functions inside their dynamic properties.
 */
export function defineCatalog(init: CatalogInit): Catalog {
  const base = init.extends;
  const functions: Record<string, FunctionDefinition> = {...base?.functions};
  for (const fn of init.functions ?? []) functions[fn.name] = fn;
  const components: Record<string, ComponentApi> = {...base?.components};
  for (const name of init.omit ?? []) delete components[name];
  for (const api of (init.components ?? []).map(toApi)) {
    checkedTag(api); // a ComponentApi written without defineComponent too
    components[api.name] = api;
  }
  checkTagOwners(components);
  // The catalog's own common types: function calls in dynamic values name its functions. Every
  // component with a builder is rebuilt on them, the inherited ones too.
  let types: CommonTypes | undefined;
  for (const api of Object.values(components)) {
    const build = builders.get(api);
    if (!build) continue;
    types ??= catalogSchemas({components: {}, functions}).types;
    const rebuilt = {...api, schema: build(types)};
    builders.set(rebuilt, build);
    components[api.name] = rebuilt;
  }
  const theme = init.theme ?? base?.theme;
  const catalog: Catalog = {
    id: init.id,
    aliases: init.aliases ?? [],
    components,
    functions,
    ...(theme ? {theme} : {}),
  };
  if (types) catalogTypes.set(catalog, types);
  return catalog;
}
