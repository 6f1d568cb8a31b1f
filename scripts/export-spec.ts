// `npm run spec`: exports the project's JSON Schemas, generated from the zod schemas in
// src/protocol, into specification/v0_9/. A node test checks the committed files are current.
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import * as prettier from 'prettier';
import * as z from 'zod/mini';
import {
  basicCommonTypes,
  basicComponentSchemas,
  basicFunctionCallSchema,
  basicFunctionCallSchemas,
  basicThemeSchema,
} from '../src/protocol/v0_9/basic-components.js';
import {catalogSchemas, basicCatalogLike} from '../src/protocol/v0_9/catalog-schemas.js';
import {
  clientCapabilitiesSchema,
  clientDataModelSchema,
  serverCapabilitiesSchema,
} from '../src/protocol/v0_9/capabilities.js';
import {
  actionMessageSchema,
  clientMessageSchema,
  errorBodySchema,
  errorMessageSchema,
} from '../src/protocol/v0_9/client-messages.js';
import {
  childListSchema,
  componentIdSchema,
  dataBindingSchema,
} from '../src/protocol/v0_9/common-types.js';
import {
  componentDescriptions,
  definitionDescriptions,
  functionDescriptions,
  type Described,
} from '../src/protocol/v0_9/descriptions.js';
import {hintsFor} from '../src/protocol/v0_9/json-schema-hints.js';
import {basicServerMessageSchemas} from '../src/protocol/v0_9/server-messages.js';

/** Folder of the exported files, relative to the repository root. */
export const specificationDir = 'specification/v0_9';

/** The catalog id the exported basic catalog answers to (the official v0.9 basic catalog). */
const basicCatalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

type Json = Record<string, unknown>;
type Section = '$defs' | 'components' | 'functions';
interface Placement {
  file: string;
  section: Section | 'root';
}

const COMMON = 'common_types.json';
const CATALOG = 'basic_catalog.json';

// Every named schema and where it lands: a file's root, or a named entry of one of its sections.
function namedSchemas(): Map<string, [z.ZodMiniType, Placement]> {
  const t = basicCommonTypes;
  const named = new Map<string, [z.ZodMiniType, Placement]>();
  const put = (id: string, schema: z.ZodMiniType, file: string, section: Placement['section']) =>
    named.set(id, [schema, {file, section}]);
  put('ComponentId', componentIdSchema, COMMON, '$defs');
  put('DataBinding', dataBindingSchema, COMMON, '$defs');
  put('ChildList', childListSchema, COMMON, '$defs');
  put('DynamicValue', t.dynamicValue, COMMON, '$defs');
  put('DynamicString', t.dynamicString, COMMON, '$defs');
  put('DynamicNumber', t.dynamicNumber, COMMON, '$defs');
  put('DynamicBoolean', t.dynamicBoolean, COMMON, '$defs');
  put('DynamicStringList', t.dynamicStringList, COMMON, '$defs');
  put('FunctionCall', t.functionCall, COMMON, '$defs');
  put('CheckRule', t.checkRule, COMMON, '$defs');
  put('Action', t.action, COMMON, '$defs');
  put('AccessibilityAttributes', t.accessibility, COMMON, '$defs');
  for (const [name, schema] of Object.entries(basicComponentSchemas)) {
    put(name, schema, CATALOG, 'components');
  }
  for (const [name, schema] of Object.entries(basicFunctionCallSchemas)) {
    put(name, schema, CATALOG, 'functions');
  }
  put('theme', basicThemeSchema, CATALOG, '$defs');
  put('anyComponent', catalogSchemas(basicCatalogLike).anyComponent, CATALOG, '$defs');
  put('anyFunction', basicFunctionCallSchema, CATALOG, '$defs');
  const server = basicServerMessageSchemas;
  put('server_to_client', server.serverMessage, 'server_to_client.json', 'root');
  put('CreateSurfaceMessage', server.createSurface, 'server_to_client.json', '$defs');
  put('UpdateComponentsMessage', server.updateComponents, 'server_to_client.json', '$defs');
  put('UpdateDataModelMessage', server.updateDataModel, 'server_to_client.json', '$defs');
  put('DeleteSurfaceMessage', server.deleteSurface, 'server_to_client.json', '$defs');
  put('client_to_server', clientMessageSchema, 'client_to_server.json', 'root');
  put('ActionMessage', actionMessageSchema, 'client_to_server.json', '$defs');
  put('ErrorMessage', errorMessageSchema, 'client_to_server.json', '$defs');
  put('Error', errorBodySchema, 'client_to_server.json', '$defs');
  put('client_capabilities', clientCapabilitiesSchema, 'client_capabilities.json', 'root');
  put('client_data_model', clientDataModelSchema, 'client_data_model.json', 'root');
  put('server_capabilities', serverCapabilitiesSchema, 'server_capabilities.json', 'root');
  return named;
}

const titles: Record<string, string> = {
  [COMMON]: 'A2UI v0.9 common types',
  [CATALOG]: 'A2UI v0.9 basic catalog',
  'server_to_client.json': 'A2UI v0.9 agent-to-renderer message',
  'client_to_server.json': 'A2UI v0.9 renderer-to-agent message',
  'client_capabilities.json': 'A2UI v0.9 client capabilities',
  'client_data_model.json': 'A2UI v0.9 client data model',
  'server_capabilities.json': 'A2UI v0.9 server capabilities',
};

function mapRefs(node: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => mapRefs(item, rewrite));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? rewrite(value) : mapRefs(value, rewrite),
    ]),
  );
}

// Adds the hinted keywords; `minItems` goes first, where zod writes its own length checks.
function withHints(schema: Json, extra: Json): void {
  const own = {...schema};
  for (const key of Object.keys(own)) delete schema[key];
  Object.assign(schema, 'minItems' in extra ? {minItems: extra.minItems} : {}, own, extra);
}

// A one-value enum (the validation's literals, `z.enum([name])`) is a `const`.
function asConst(schema: Json): void {
  const values = schema.enum;
  if (!Array.isArray(values) || values.length !== 1) return;
  const own = {...schema};
  for (const key of Object.keys(own)) delete schema[key];
  for (const [key, value] of Object.entries(own)) {
    if (key === 'enum') schema.const = values[0];
    else schema[key] = value;
  }
}

// An object with no named properties and open values is a record (`recordOf`, `looseObject({})`):
// exported in the record form, `propertyNames` then `additionalProperties`.
function asRecord(schema: Json): void {
  const {properties, additionalProperties} = schema;
  if (schema.type !== 'object' || additionalProperties === false) return;
  if (typeof properties !== 'object' || properties === null || Object.keys(properties).length) {
    return;
  }
  delete schema.properties;
  delete schema.additionalProperties;
  schema.propertyNames = {type: 'string'};
  schema.additionalProperties = additionalProperties;
}

// `{oneOf: [x]}` is `x`: a one-option xor gives a schema its own identity (`FunctionCall`, the
// function-call branch of each Dynamic* type) and exports as a plain reference.
function unwrapOneOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(unwrapOneOf);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, unwrapOneOf(value)] as const);
  const oneOf = (node as Json).oneOf;
  if (Array.isArray(oneOf) && oneOf.length === 1) {
    const rest = entries.filter(([key]) => key !== 'oneOf');
    return {...(unwrapOneOf(oneOf[0]) as Json), ...Object.fromEntries(rest)};
  }
  return Object.fromEntries(entries);
}

/** Builds every exported file: file name → JSON Schema document. */
export function buildSpecification(): Record<string, Json> {
  const named = namedSchemas();
  const registry = z.registry<{id: string}>();
  for (const [id, [schema]] of named) registry.add(schema, {id});
  const {schemas} = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `@@${id}`,
    override: ({zodSchema, jsonSchema}) => {
      const extra = hintsFor(zodSchema);
      if (extra) withHints(jsonSchema, extra);
      asRecord(jsonSchema);
      asConst(jsonSchema);
    },
  }) as {schemas: Record<string, Json>};

  const files: Record<string, Json> = {};
  for (const file of Object.keys(titles)) {
    files[file] = {$schema: 'https://json-schema.org/draft/2020-12/schema', title: titles[file]};
  }
  files[CATALOG] = {...files[CATALOG], catalogId: basicCatalogId, components: {}, functions: {}};

  for (const [id, [, place]] of named) {
    const raw = {...schemas[id]!};
    delete raw.$schema;
    delete raw.$id;
    // Local definitions (recursion zod could not name) move up beside the schema, prefixed.
    const local = (raw.$defs ?? {}) as Record<string, unknown>;
    delete raw.$defs;
    const rewrite = (ref: string) => {
      if (ref.startsWith('#/$defs/')) return `#/$defs/${id}.${ref.slice(8)}`;
      if (!ref.startsWith('@@')) return ref;
      const target = named.get(ref.slice(2))![1];
      const file = target.file === place.file ? '' : target.file;
      return target.section === 'root' ? `${file}#` : `${file}#/${target.section}/${ref.slice(2)}`;
    };
    const doc = files[place.file]!;
    const defs = ((doc.$defs as Json | undefined) ?? {}) as Json;
    for (const [name, def] of Object.entries(local)) {
      defs[`${id}.${name}`] = unwrapOneOf(mapRefs(def, rewrite));
    }
    const body = unwrapOneOf(mapRefs(raw, rewrite)) as Json;
    if (place.section === 'root') Object.assign(doc, body);
    else if (place.section === '$defs') defs[id] = body;
    else (doc[place.section] as Json)[id] = body;
    if (Object.keys(defs).length) doc.$defs = defs;
  }
  // zod exports a refined lazy schema as a bare $ref; restore the returnType constraint of the
  // function-call branch of each Dynamic* type.
  const defs = files[COMMON]!.$defs as Record<string, {oneOf: unknown[]}>;
  for (const [name, type] of Object.entries(dynamicReturnTypes)) {
    defs[name]!.oneOf = defs[name]!.oneOf.map((branch) =>
      JSON.stringify(branch) === '{"$ref":"#/$defs/FunctionCall"}'
        ? {allOf: [branch, {properties: {returnType: {const: type}}}]}
        : branch,
    );
  }
  describe(files);
  return files;
}

const withDescription = (schema: unknown, description: string) => ({
  description,
  ...(schema as Json),
});

// Adds our prose for agents: components, functions, their properties, and named definitions.
function describe(files: Record<string, Json>): void {
  const catalog = files[CATALOG]!;
  const apply = (
    section: Json,
    texts: Readonly<Record<string, Described>>,
    propertiesOf: (schema: Json) => Json | undefined,
  ) => {
    for (const [name, text] of Object.entries(texts)) {
      const schema = withDescription(section[name], text.description);
      const properties = propertiesOf(schema);
      for (const [prop, description] of Object.entries(text.properties ?? {})) {
        if (properties?.[prop]) properties[prop] = withDescription(properties[prop], description);
      }
      section[name] = schema;
    }
  };
  apply(catalog.components as Json, componentDescriptions, (schema) => schema.properties as Json);
  apply(
    catalog.functions as Json,
    functionDescriptions,
    (schema) => ((schema.properties as Json).args as Json).properties as Json,
  );
  for (const doc of Object.values(files)) {
    const defs = doc.$defs as Json | undefined;
    for (const [name, description] of Object.entries(definitionDescriptions)) {
      if (defs?.[name]) defs[name] = withDescription(defs[name], description);
    }
  }
}

const dynamicReturnTypes = {
  DynamicString: 'string',
  DynamicNumber: 'number',
  DynamicBoolean: 'boolean',
  DynamicStringList: 'array',
};

/** The exported files as committed: file name → JSON text, formatted by the repo's Prettier. */
export async function renderSpecification(root: string): Promise<Record<string, string>> {
  const options = (await prettier.resolveConfig(join(root, specificationDir, 'x.json'))) ?? {};
  const files: Record<string, string> = {};
  for (const [file, doc] of Object.entries(buildSpecification())) {
    files[file] = await prettier.format(JSON.stringify(doc), {...options, parser: 'json'});
  }
  return files;
}

/** Writes the exported files under `root/specification/v0_9`. */
export async function writeSpecification(root: string): Promise<string[]> {
  const dir = join(root, specificationDir);
  mkdirSync(dir, {recursive: true});
  return Object.entries(await renderSpecification(root)).map(([file, text]) => {
    writeFileSync(join(dir, file), text);
    return join(specificationDir, file);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  for (const file of await writeSpecification(root)) console.log('wrote', file);
}
