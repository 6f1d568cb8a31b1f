import * as z from 'zod/mini';
import {
  basicCommonTypes,
  basicComponentSchemas,
  basicFunctionCallSchemas,
} from '../protocol/v0_9/basic-components.js';
import {catalogSchemas} from '../protocol/v0_9/catalog-schemas.js';
import {childListSchema, dataBindingSchema, type Schema} from '../protocol/v0_9/common-types.js';
import type {CommonTypes} from '../protocol/v0_9/common-types.js';
import {
  componentDescriptions,
  functionDescriptions,
  type Described,
} from '../protocol/v0_9/descriptions.js';
import {hintsFor} from '../protocol/v0_9/json-schema-hints.js';
import type {Catalog} from './catalog.js';
import {commonTypesOf} from './define-catalog.js';

/** Where agents find the common types the generated schemas refer to. */
export const COMMON_TYPES_URI = 'https://a2ui.org/specification/v0_9/common_types.json';

type Json = Record<string, unknown>;

/** A catalog as `a2uiClientCapabilities.inlineCatalogs` carries it (client_capabilities.json). */
export interface InlineCatalog {
  /** The catalog's id. */
  readonly catalogId: string;
  /** Component name → the JSON Schema of its definition. */
  readonly components: Record<string, Json>;
  /** Each function: its name, description, parameters' JSON Schema and return type. */
  readonly functions: {
    name: string;
    description?: string;
    parameters: Json;
    returnType: string;
  }[];
  /** The JSON Schema properties of `createSurface.theme`. */
  readonly theme?: Record<string, Json>;
}

const commonNames: [keyof CommonTypes, string][] = [
  ['functionCall', 'FunctionCall'],
  ['dynamicValue', 'DynamicValue'],
  ['dynamicString', 'DynamicString'],
  ['dynamicNumber', 'DynamicNumber'],
  ['dynamicBoolean', 'DynamicBoolean'],
  ['dynamicStringList', 'DynamicStringList'],
  ['checkRule', 'CheckRule'],
  ['action', 'Action'],
  ['accessibility', 'AccessibilityAttributes'],
];

function argsOf(schema: Schema | undefined): Schema | undefined {
  return (schema?._zod.def as {shape?: {args?: Schema}} | undefined)?.shape?.args;
}

/**
 * The JSON Schema definition of a catalog, generated from its zod schemas: every component's
 * closed schema, every function's parameters and return type, the theme's properties. Values of
 * the common A2UI types (`DynamicString`, `Action`, ...) refer to the official common types.
 */
export function inlineCatalog(catalog: Catalog): InlineCatalog {
  const registry = z.registry<{id: string}>();
  const uris = new Map<string, string>();
  const common = (types: CommonTypes, suffix: string) => {
    for (const [key, name] of commonNames) {
      if (registry.has(types[key])) continue;
      registry.add(types[key], {id: name + suffix});
      uris.set(name + suffix, `${COMMON_TYPES_URI}#/$defs/${name}`);
    }
  };
  common(catalogSchemas(catalog).types, '');
  common(commonTypesOf(catalog) ?? basicCommonTypes, '.components');
  common(basicCommonTypes, '.basic');
  for (const [schema, name] of [
    [dataBindingSchema, 'DataBinding'],
    [childListSchema, 'ChildList'],
  ] as const) {
    registry.add(schema, {id: name});
    uris.set(name, `${COMMON_TYPES_URI}#/$defs/${name}`);
  }
  // Each schema of ours gets an id (a schema shared by two entries keeps its first id).
  const own = new Map<Schema, string>();
  const add = (id: string, schema: Schema | undefined): string | undefined => {
    if (!schema) return undefined;
    if (!own.has(schema) && !registry.has(schema)) {
      registry.add(schema, {id});
      own.set(schema, id);
    }
    return own.get(schema);
  };
  const components = catalogSchemas(catalog).components;
  const componentIds = [...components].map(([name, schema]) => add(`component:${name}`, schema));
  const functions = Object.values(catalog.functions);
  const functionIds = functions.map((fn) =>
    add(`function:${fn.name}`, argsOf(basicFunctionCallSchemas[fn.name]) ?? fn.args),
  );
  const themeId = add('theme', catalog.theme);

  const {schemas} = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => uris.get(id) ?? `#${id}`,
    override: ({zodSchema, jsonSchema}) => {
      const extra = hintsFor(zodSchema);
      if (extra) Object.assign(jsonSchema, extra);
    },
  }) as {schemas: Record<string, Json>};
  const clean = (id: string | undefined): Json | undefined => {
    if (id === undefined || !schemas[id]) return undefined;
    const {$schema: _schema, $id: _id, ...rest} = schemas[id];
    return rest;
  };

  const theme = clean(themeId)?.['properties'] as Record<string, Json> | undefined;
  return {
    catalogId: catalog.id,
    components: Object.fromEntries(
      [...components.keys()].map((name, i) => {
        const api = catalog.components[name];
        // A basic component keeps the prose `npm run spec` gives agents.
        const basic =
          api?.schema === basicComponentSchemas[name] ? componentDescriptions[name] : undefined;
        return [name, described(clean(componentIds[i]) ?? {}, api?.description, basic)];
      }),
    ),
    functions: functions.map((fn, i) => {
      const basic = basicFunctionCallSchemas[fn.name] ? functionDescriptions[fn.name] : undefined;
      const description = fn.description ?? basic?.description;
      return {
        name: fn.name,
        ...(description ? {description} : {}),
        parameters: described(
          clean(functionIds[i]) ?? {type: 'object'},
          undefined,
          basic && {
            description: '',
            ...(basic.properties ? {properties: basic.properties} : {}),
          },
        ),
        returnType: fn.returnType,
      };
    }),
    ...(theme ? {theme} : {}),
  };
}

/** The schema with a description and descriptions of its properties, where known. */
function described(schema: Json, description?: string, prose?: Described): Json {
  const text = description ?? prose?.description;
  const properties = schema['properties'] as Record<string, Json> | undefined;
  for (const [prop, about] of Object.entries(prose?.properties ?? {})) {
    if (properties?.[prop]) properties[prop] = {description: about, ...properties[prop]};
  }
  return text ? {description: text, ...schema} : schema;
}
