import {basicCatalog} from '../../catalog/basic-catalog.js';
import type {BindingType, Catalog, ComponentApi} from '../../catalog/catalog.js';
import {bindingsOf} from '../../catalog/define-catalog.js';
import {
  basicCommonTypes as t,
  basicIconNames,
  componentSchema,
} from '../../protocol/v0_9/basic-components.js';
import {integerSchema, recordOf, rule, type Schema} from '../../protocol/v0_9/common-types.js';
import {
  boolean,
  enumOf,
  oneOf,
  optional,
  string,
  strictObject,
} from '../../protocol/v0_9/light-types.js';

/** The wire version of A2UI v1.0 messages (the release candidate's schemas say "v0.10"). */
export const V1_VERSION = 'v0.10';

/** The id of the A2UI v1.0 basic catalog. */
export const V1_BASIC_CATALOG_ID =
  'https://a2ui.org/specification/v0_10/catalogs/basic/catalog.json';

/** The URI of the A2UI v1.0 A2A extension (for `X-A2A-Extensions` and the agent card). */
export const V1_A2A_EXTENSION_URI = 'https://a2ui.org/a2a-extension/a2ui/v0.10';

/** The v1.0 `Action`: a v0.9 one whose event may ask for an `actionResponse`. */
const actionSchema: Schema = oneOf([
  strictObject({
    event: strictObject({
      name: string(),
      context: optional(recordOf(t.dynamicValue)),
      wantResponse: optional(boolean()),
      responsePath: optional(string()),
    }),
  }),
  strictObject({functionCall: t.functionCall}),
]);

const stepsSchema = integerSchema.check(rule((n: number) => n >= 1, 'Expected at least 1'));

/** What v1.0 changes in a basic component's own properties (`undefined` removes one). */
const changes: Record<string, Record<string, Schema | undefined>> = {
  Icon: {name: oneOf([enumOf(basicIconNames), strictObject({path: string()})])},
  Video: {posterUrl: optional(t.dynamicString)},
  Button: {action: actionSchema},
  TextField: {validationRegexp: undefined, placeholder: optional(t.dynamicString)},
  Slider: {steps: optional(stepsSchema)},
};

// v1.0 Icon names are never bound: `{path}` is SVG path data, not a data binding.
const literal: Record<string, Record<string, BindingType>> = {Icon: {name: 'literal'}};

const common = new Set(['id', 'component', 'accessibility', 'weight']);

function changed(base: ComponentApi, edits: Record<string, Schema | undefined>): ComponentApi {
  const shape = (base.schema as unknown as {_zod: {def: {shape: Record<string, Schema>}}})._zod.def
    .shape;
  const own: Record<string, Schema> = {};
  for (const key of Object.keys(shape)) if (!common.has(key)) own[key] = shape[key]!;
  for (const [key, schema] of Object.entries(edits)) {
    if (schema) own[key] = schema;
    else delete own[key];
  }
  const bindings = {...bindingsOf(own, t), ...base.bindings, ...literal[base.name]};
  return Object.freeze({...base, schema: componentSchema(t, base.name, own), bindings});
}

const components: Record<string, ComponentApi> = {...basicCatalog.components};
for (const [name, edits] of Object.entries(changes)) {
  components[name] = changed(basicCatalog.components[name]!, edits);
}

/**
 * The A2UI v1.0 basic catalog: the v0.9 basic catalog's 18 components (same elements) and 14
 * functions with v1.0's changes: Icon `{path}` (no data binding), Video `posterUrl`, TextField
 * `placeholder` (no `validationRegexp`), Slider `steps`, and Button events that may ask for an
 * `actionResponse` (`wantResponse`, `responsePath`).
 */
export const basicCatalogV1: Catalog = Object.freeze({
  ...basicCatalog,
  id: V1_BASIC_CATALOG_ID,
  aliases: Object.freeze([]),
  components: Object.freeze(components),
});
