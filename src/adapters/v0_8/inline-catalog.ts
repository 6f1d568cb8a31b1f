// Kept out of `a2ui-elements/v0_8` and its bundle: it builds on the JSON Schema generator of
// `a2ui-elements/inline-catalogs`, which exports it.
import type {Catalog} from '../../catalog/catalog.js';
import {inlineCatalog} from '../../catalog/inline-catalog.js';

type Json = Record<string, unknown>;

/** A catalog as v0.8 `a2uiClientCapabilities.inlineCatalogs` carries it
 * (catalog_description_schema.json): the component properties and styles an agent may send. */
export interface V08InlineCatalog {
  /** The catalog's id. */
  readonly catalogId: string;
  /** Component name → JSON Schema of the properties inside `component: {Name: {…}}`. */
  readonly components: Record<string, Json>;
  /** Style name → JSON Schema of the `beginRendering` style. */
  readonly styles: Record<string, Json>;
}

/** The parts of a v0.9 inline catalog definition (`inlineCatalog(catalog)`) v0.8 can carry. */
export interface V09InlineCatalogLike {
  /** The catalog's id. */
  readonly catalogId: string;
  /** Component name → its JSON Schema. */
  readonly components: Record<string, Json>;
  /** The JSON Schema properties of its theme. */
  readonly theme?: Record<string, Json>;
}

const COMMON = 'https://a2ui.org/specification/v0_9/common_types.json#/$defs/';

// The v0.8 BoundValue literals the adapter reads for a v0.9 Dynamic type.
const string = {literalString: {type: 'string'}};
const number = {literalNumber: {type: 'number'}};
const boolean = {literalBoolean: {type: 'boolean'}};
const LITERALS: Record<string, Json> = {
  DynamicString: string,
  DynamicNumber: number,
  DynamicBoolean: boolean,
  DynamicStringList: {literalArray: {type: 'array', items: {type: 'string'}}},
  DynamicValue: {...string, ...number, ...boolean, literalArray: {type: 'array'}},
};

// The v0.8 `children` of the standard catalog's Row, Column and List.
const CHILDREN: Json = {
  type: 'object',
  properties: {
    explicitList: {type: 'array', items: {type: 'string'}},
    template: {
      type: 'object',
      properties: {componentId: {type: 'string'}, dataBinding: {type: 'string'}},
      required: ['componentId', 'dataBinding'],
      additionalProperties: false,
    },
  },
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
};

// A top-level property as the adapter reads it for a catalog it does not know: a Dynamic value
// as a BoundValue, `children` as explicitList/template; anything else (an Action, a nested
// Dynamic value) goes to the v0.9 catalog as it is, so its v0.9 schema stays.
function v08Property(key: string, schema: Json): Json {
  const {$ref, ...rest} = schema;
  const type = typeof $ref === 'string' && $ref.startsWith(COMMON) ? $ref.slice(COMMON.length) : '';
  if (type === 'ChildList' && key === 'children') return {...rest, ...CHILDREN};
  const literals = LITERALS[type];
  if (!literals) return schema;
  const properties = {...literals, path: {type: 'string'}};
  return {...rest, type: 'object', properties, minProperties: 1, additionalProperties: false};
}

/**
 * A v0.9 inline catalog definition as v0.8 describes it: each component without `id`,
 * `component` and `weight` (v0.8 puts them around the properties), its Dynamic values as
 * BoundValues and its `children` as explicitList/template, which is what `V08Adapter` turns
 * into the v0.9 component; `styles` holds `primaryColor` when the catalog's theme has it (the
 * one style the adapter passes on to the theme). v0.8 has no functions.
 */
export function toV08InlineCatalog(definition: V09InlineCatalogLike): V08InlineCatalog {
  const components: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(definition.components)) {
    const {
      properties: given,
      required: needed,
      ...rest
    } = schema as Json & {
      properties?: Record<string, Json>;
      required?: string[];
    };
    const properties: Record<string, Json> = {};
    for (const [key, property] of Object.entries(given ?? {})) {
      if (key !== 'id' && key !== 'component' && key !== 'weight') {
        properties[key] = v08Property(key, property);
      }
    }
    const required = needed?.filter((key) => Object.hasOwn(properties, key));
    components[name] = {...rest, properties, ...(required?.length ? {required} : {})};
  }
  const primaryColor = definition.theme?.['primaryColor'];
  return {catalogId: definition.catalogId, components, styles: primaryColor ? {primaryColor} : {}};
}

/**
 * The v0.8 inline catalog definition of a catalog: its v0.9 definition (`inlineCatalog`) as
 * {@link toV08InlineCatalog} writes it. The generator to give `v08ClientCapabilities` (or
 * `adapter.clientCapabilities`) with `{inlineCatalogs: true, generator: v08InlineCatalog}`.
 */
export const v08InlineCatalog = (catalog: Catalog): V08InlineCatalog =>
  toV08InlineCatalog(inlineCatalog(catalog));
