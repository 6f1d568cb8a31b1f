import {memo} from '../memo.js';
import {oneOfByKey} from './light-types.js';
import type {ComponentApi} from '../../catalog/catalog.js';
import type {FunctionDefinition} from '../../functions/types.js';
import {
  basicCommonTypes,
  basicComponentSchemas,
  basicFunctionCallSchema,
  basicFunctionCallSchemas,
  basicThemeSchema,
  createBasicComponentSchemas,
} from './basic-components.js';
import {createBasicFunctionCallSchemas, genericFunctionCallSchema} from './basic-function-calls.js';
import {createCommonTypes, type CommonTypes, type Schema} from './common-types.js';

/** Builds a schema from the common types of the catalog it belongs to. */
export type SchemaBuilder = (types: CommonTypes) => Schema;

/**
 * What message validation needs to know of a catalog: a `Catalog`, or any object with its
 * components (name → ComponentApi, closed schema or builder), functions (name →
 * FunctionDefinition, call wire schema or builder; absent = the basic functions) and theme.
 */
export interface CatalogLike {
  /** Component name → its definition, its schema, or a builder of its schema. */
  readonly components: Readonly<Record<string, ComponentApi | Schema | SchemaBuilder>>;
  /** Function name → its definition, the schema of a call to it, or a builder of that schema. */
  readonly functions?: Readonly<Record<string, FunctionDefinition | Schema | SchemaBuilder>>;
  /** Schema of `createSurface.theme`; default the basic catalog's. */
  readonly theme?: Schema;
}

/** The schemas of one catalog, ready to validate messages. */
export interface CatalogSchemas {
  /** The common types, their function calls checked against this catalog's functions. */
  readonly types: CommonTypes;
  /** Component name → closed schema of a component definition of that type. */
  readonly components: ReadonlyMap<string, Schema>;
  /** `anyComponent`: a definition of exactly one of the catalog's component types. */
  readonly anyComponent: Schema;
  /** `FunctionCall`: a call to exactly one of the catalog's functions. */
  readonly functionCall: Schema;
  /** Schema of `createSurface.theme`. */
  readonly theme: Schema;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

function usesOnlyBasicFunctions(functions: CatalogLike['functions']): boolean {
  if (!functions) return true;
  const names = Object.keys(functions);
  return (
    names.length === Object.keys(basicFunctionCallSchemas).length &&
    names.every(
      (name) =>
        name in basicFunctionCallSchemas &&
        (functions[name] === basicFunctionCallSchemas[name] ||
          (!isSchema(functions[name]) && typeof functions[name] === 'object')),
    )
  );
}

function build(catalog: CatalogLike): CatalogSchemas {
  const basicTypes = usesOnlyBasicFunctions(catalog.functions);
  let functionCall: Schema = basicFunctionCallSchema;
  let types = basicCommonTypes;
  if (!basicTypes) {
    const calls: Schema[] = [];
    functionCall = oneOfByKey('call', calls);
    types = createCommonTypes(functionCall);
    const basicWire = createBasicFunctionCallSchemas(types);
    for (const [name, entry] of Object.entries(catalog.functions ?? {})) {
      calls.push(
        isSchema(entry)
          ? entry
          : typeof entry === 'function'
            ? entry(types)
            : (basicWire[name] ?? genericFunctionCallSchema(name, entry.returnType, entry.args)),
      );
    }
  }
  const rebuiltBasic = basicTypes ? basicComponentSchemas : createBasicComponentSchemas(types);
  const components = new Map<string, Schema>();
  for (const [name, entry] of Object.entries(catalog.components)) {
    const schema = isSchema(entry)
      ? entry
      : typeof entry === 'function'
        ? entry(types)
        : entry.schema;
    components.set(name, schema === basicComponentSchemas[name] ? rebuiltBasic[name]! : schema);
  }
  return {
    types,
    components,
    anyComponent: oneOfByKey('component', [...components.values()]),
    functionCall,
    theme: catalog.theme ?? basicThemeSchema,
  };
}

/** The schemas of a catalog (built once per catalog object). */
export const catalogSchemas: (catalog: CatalogLike) => CatalogSchemas = memo(build);

/** The basic catalog as message validation sees it. */
export const basicCatalogLike: CatalogLike = {
  components: basicComponentSchemas,
  functions: basicFunctionCallSchemas,
  theme: basicThemeSchema,
};
