import {Ajv2020} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {buildSpecification} from '../../../scripts/export-spec.js';
import type {OfficialValidators} from './official-validator.js';

/** ajv validators compiled from the JSON Schemas `npm run spec` exports from our zod schemas. */
export function loadExportedValidators(): OfficialValidators {
  const ajv = new Ajv2020({strict: false});
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  const base = 'https://a2ui-elements.invalid/specification/v0_9/';
  const files = buildSpecification();
  for (const [file, doc] of Object.entries(files)) ajv.addSchema({...doc, $id: base + file});
  return {
    server: ajv.getSchema(base + 'server_to_client.json')!,
    client: ajv.getSchema(base + 'client_to_server.json')!,
  };
}
