// Validators of the official v0.8 JSON Schemas (read from the spec checkout at test time) and a
// processor that records what the v0.8 adapter forwards, for the v0_8-*.test.ts files.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {Ajv2020, type ValidateFunction} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {MessageProcessor, type MessageProcessorOptions} from '../../src/state/message-processor.js';
import type {ErrorBody} from '../../src/state/errors.js';
import {readSpecJson, specDir} from './helpers/spec-dir.js';

/** Yes/no verdicts of the official v0.8 schemas. */
export interface V08Validators {
  /** server_to_client.json: the catalog-agnostic envelope. */
  readonly server: ValidateFunction;
  /** server_to_client_with_standard_catalog.json: the envelope with the standard components. */
  readonly standardServer: ValidateFunction;
  /**
   * server_to_client.json resolved with standard_catalog_definition.json as the protocol
   * document describes (the catalog is the authority: it has MultipleChoice `variant` and
   * `filterable`, which the pre-resolved file lacks).
   */
  readonly catalogServer: ValidateFunction;
  /**
   * server_to_client.json with data entries nested up to 5 levels (a valueMap in a valueMap),
   * as V08Adapter and the reference renderer take them (the schema allows 2).
   */
  readonly nestedDataServer: ValidateFunction;
  readonly client: ValidateFunction;
  readonly capabilities: ValidateFunction;
}

/** Compiles the v0.8 schemas (they declare no draft; draft 2020-12 reads them the same). */
export function loadV08Validators(): V08Validators {
  const ajv = new Ajv2020({strict: false, allErrors: false});
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  const load = (file: string) => readSpecJson('v0_8', 'json', file) as object;
  ajv.addSchema(load('catalog_description_schema.json'), 'catalog_description_schema.json');
  return {
    server: ajv.compile(load('server_to_client.json')),
    catalogServer: ajv.compile(resolvedWithCatalog(load('server_to_client.json'))),
    nestedDataServer: ajv.compile(withNestedData(load('server_to_client.json'))),
    standardServer: ajv.compile(load('server_to_client_with_standard_catalog.json')),
    client: ajv.compile(load('client_to_server.json')),
    capabilities: ajv.compile(load('a2ui_client_capabilities_schema.json')),
  };
}

interface SchemaNode {
  properties: Record<string, SchemaNode>;
  items: SchemaNode;
  additionalProperties?: boolean;
}

function resolvedWithCatalog(envelope: object): object {
  const schema = structuredClone(envelope) as SchemaNode;
  const catalog = readSpecJson('v0_8', 'json', 'standard_catalog_definition.json') as {
    components: Record<string, SchemaNode>;
    styles: Record<string, SchemaNode>;
  };
  const component =
    schema.properties['surfaceUpdate']!.properties['components']!.items.properties['component']!;
  component.properties = catalog.components;
  component.additionalProperties = false;
  const styles = schema.properties['beginRendering']!.properties['styles']!;
  styles.properties = catalog.styles;
  styles.additionalProperties = false;
  return schema;
}

function withNestedData(envelope: object): object {
  const schema = structuredClone(envelope) as SchemaNode;
  const contents = schema.properties['dataModelUpdate']!.properties['contents']!;
  const entry = contents.items;
  // Level 5 may hold a valueMap, empty: its entries would be a 6th level.
  let level: SchemaNode = structuredClone(entry);
  level.properties['valueMap'] = {type: 'array', maxItems: 0} as unknown as SchemaNode;
  for (let depth = 4; depth >= 1; depth--) {
    const outer = structuredClone(entry);
    outer.properties['valueMap']!.items = level;
    level = outer;
  }
  contents.items = level;
  return schema;
}

/** One official v0.8 example: its catalog folder, file and messages. */
export interface V08Example {
  readonly name: string;
  readonly messages: readonly unknown[];
}

/** The official v0.8 examples of the basic and minimal catalogs (each a JSON message array). */
export function v08Examples(): V08Example[] {
  return ['basic', 'minimal'].flatMap((catalog) => {
    const dir = join(specDir, 'v0_8/json/catalogs', catalog, 'examples');
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => ({
        name: `${catalog}/${file}`,
        messages: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown[],
      }));
  });
}

/** The JSON code blocks of the v0.8 protocol document that are whole v0.8 messages. */
export function v08DocMessages(): unknown[] {
  const doc = readFileSync(join(specDir, 'v0_8/docs/a2ui_protocol.md'), 'utf8');
  const kinds = ['beginRendering', 'surfaceUpdate', 'dataModelUpdate', 'deleteSurface'];
  const blocks = [...doc.matchAll(/```jsonl?\n([\s\S]*?)```/g)].map((match) => match[1]!);
  // A block is one JSON value, or (jsonl) one per line; some blocks are fragments, not JSON.
  const values = blocks.flatMap((block) => {
    for (const candidate of [[block], block.split('\n').filter((line) => line.trim())]) {
      try {
        return candidate.map((text) => JSON.parse(text) as unknown);
      } catch {
        // not this shape
      }
    }
    return [];
  });
  return values.filter(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      Object.keys(value).some((key) => kinds.includes(key)),
  );
}

/** A processor that records the v0.9 batches it is given and the errors it reports. */
export class RecordingProcessor extends MessageProcessor {
  readonly batches: unknown[][] = [];
  readonly errors: ErrorBody[] = [];

  constructor(options?: MessageProcessorOptions) {
    super(options);
    this.addEventListener('error', (event) => this.errors.push(event.detail));
  }

  override processMessages(messages: unknown): void {
    this.batches.push(messages as unknown[]);
    super.processMessages(messages);
  }

  /** Every v0.9 message forwarded so far. */
  get forwarded(): unknown[] {
    return this.batches.flat();
  }
}
