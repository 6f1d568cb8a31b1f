import type {Catalog, ComponentApi} from '../../catalog/catalog.js';
import type {PropsShape} from '../../catalog/define-catalog.js';
import {basicCommonTypes, componentSchema} from '../../protocol/v0_9/basic-components.js';
import {isRecord} from '../../protocol/json-values.js';
import {V08_MINIMAL_CATALOG_ID} from './catalog-ids.js';

/** The component types of the v0.8 minimal catalog. */
export const V08_MINIMAL_TYPES: readonly string[] = [
  'Text',
  'Row',
  'Column',
  'Button',
  'TextField',
];

/**
 * The v0.9 type a `date` TextField of a minimal surface becomes: drawn by the DateTimeInput
 * element, under a name of its own so that the minimal catalog lacks DateTimeInput (a v0.8
 * DateTimeInput is then unknown there, as an Image is).
 */
export const V08_DATE_TEXT_FIELD = 'TextField (v0.8 date)';

/**
 * The type a component the agent itself gives the type {@link V08_DATE_TEXT_FIELD} has on a
 * minimal surface: one the catalog lacks, so it is reported and shown as unknown, as an Image is
 * (the adapter names the agent's type in its errors).
 */
export const V08_AGENT_DATE_TEXT_FIELD = `v0.8 agent type ${V08_DATE_TEXT_FIELD}`;

/**
 * `api` (the basic DateTimeInput) under the name {@link V08_DATE_TEXT_FIELD}; undefined when its
 * schema is not a plain object schema (a catalog's own DateTimeInput may be anything).
 */
function dateTextField(api: ComponentApi): ComponentApi | undefined {
  try {
    const shape = (api.schema as unknown as {_zod: {def: {shape?: PropsShape}}})._zod.def.shape;
    if (!isRecord(shape)) return undefined;
    const {component: _type, ...props} = shape;
    const name = V08_DATE_TEXT_FIELD;
    const schema = componentSchema(basicCommonTypes, name, props);
    // The tag DateTimeInput's name gives (tagFor, which the drop-in does not export).
    return {...api, name, tag: api.tag ?? 'a2ui-date-time-input', schema};
  } catch {
    return undefined;
  }
}

/**
 * The v0.8 minimal catalog as a v0.9 catalog: `basic` (the processor's v0.9 basic catalog) with
 * only the components a minimal surface renders, so the renderer shows any other type as it
 * shows a type a surface's catalog lacks.
 */
export function v08MinimalCatalog(basic: Catalog): Catalog {
  const components: Record<string, ComponentApi> = {};
  for (const type of V08_MINIMAL_TYPES) {
    if (Object.hasOwn(basic.components, type)) components[type] = basic.components[type]!;
  }
  const dateInput = basic.components['DateTimeInput'];
  const dateField = dateInput && dateTextField(dateInput);
  // Without it, a date TextField shows as a type the catalog lacks.
  if (dateField) components[V08_DATE_TEXT_FIELD] = dateField;
  return {...basic, id: V08_MINIMAL_CATALOG_ID, aliases: [], components};
}
