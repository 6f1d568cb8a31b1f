import {Ajv2020, type ValidateFunction} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {readSpecJson} from './spec-dir.js';

/** Yes/no verdicts of the official JSON Schemas, as ajv (draft 2020-12 + formats) gives them. */
export interface OfficialValidators {
  readonly server: ValidateFunction;
  readonly client: ValidateFunction;
}

// The official schemas pin `"version": {"const": "v0.9"}`; the v0.9.1 spec changed no schema
// but the version string, which this renderer accepts too. Widen the const in memory only.
function acceptBothVersions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(acceptBothVersions);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => {
    if (key === 'version' && JSON.stringify(value) === '{"const":"v0.9"}') {
      return [key, {enum: ['v0.9', 'v0.9.1']}];
    }
    return [key, acceptBothVersions(value)];
  });
  return Object.fromEntries(entries);
}

/** Compiles the official schemas of a spec version, read from the spec checkout at test time. */
export function loadOfficialValidators(version = 'v0_9'): OfficialValidators {
  const ajv = new Ajv2020({strict: false, allErrors: false});
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  const load = (...path: string[]) => acceptBothVersions(readSpecJson(version, ...path)) as object;
  const common = load('json/common_types.json') as {$id: string};
  const catalog = load('catalogs/basic/catalog.json') as {$id: string};
  ajv.addSchema(common);
  ajv.addSchema(catalog);
  // server_to_client.json and common_types.json refer to the catalog as the sibling
  // `catalog.json` (the catalog in use is substituted there); bind that id to the basic catalog.
  const siblingId = new URL('catalog.json', common.$id).href;
  if (siblingId !== catalog.$id) ajv.addSchema({...catalog, $id: siblingId});
  return {
    server: ajv.compile(load('json/server_to_client.json')),
    client: ajv.compile(load('json/client_to_server.json')),
  };
}

/** Verdicts of the official schemas of the metadata a client sends beside its messages. */
export interface OfficialMetadataValidators {
  /** client_capabilities.json: `a2uiClientCapabilities`. */
  readonly capabilities: ValidateFunction;
  /** client_data_model.json: `a2uiClientDataModel`. */
  readonly dataModel: ValidateFunction;
}

/** Compiles the official client metadata schemas of a spec version. */
export function loadOfficialMetadataValidators(version = 'v0_9'): OfficialMetadataValidators {
  const ajv = new Ajv2020({strict: false, allErrors: false});
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  return {
    capabilities: ajv.compile(readSpecJson(version, 'json/client_capabilities.json') as object),
    dataModel: ajv.compile(readSpecJson(version, 'json/client_data_model.json') as object),
  };
}

/**
 * The official v1.0 (v0.10) agent-message schema with its sibling `catalog.json` bound to the
 * minimal catalog instead of the basic one.
 */
export function officialV1WithMinimalCatalog(): ValidateFunction {
  const ajv = new Ajv2020({strict: false});
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  const common = readSpecJson('v0_10', 'json/common_types.json') as {$id: string};
  const minimal = readSpecJson('v0_10', 'catalogs/minimal/catalog.json') as object;
  ajv.addSchema(common);
  ajv.addSchema({...minimal, $id: new URL('catalog.json', common.$id).href});
  return ajv.compile(readSpecJson('v0_10', 'json/server_to_client.json') as object);
}
