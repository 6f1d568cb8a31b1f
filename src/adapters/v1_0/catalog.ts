import {basicCatalog} from '../../catalog/basic-catalog.js';
import type {BindingType, Catalog} from '../../catalog/catalog.js';
import {
  bindingsOf,
  defineCatalog,
  defineComponent,
  type PropsShape,
} from '../../catalog/define-catalog.js';
import {
  basicCommonTypes,
  basicIconNames,
  createBasicComponentSchemas,
} from '../../protocol/v0_9/basic-components.js';
import {
  integerSchema,
  recordOf,
  rule,
  type CommonTypes,
  type Schema,
} from '../../protocol/v0_9/common-types.js';
import {
  boolean,
  enumOf,
  oneOf,
  optional,
  string,
  strictObject,
} from '../../protocol/v0_9/light-types.js';
import {V1_A2A_EXTENSION_URI, V1_BASIC_CATALOG_ID, V1_VERSION} from '../../protocol/v1_0/ids.js';

export {V1_A2A_EXTENSION_URI, V1_BASIC_CATALOG_ID, V1_VERSION};

/**
 * The v1.0 `Action` built on a catalog's types: v0.9's, whose event may also ask for an
 * `actionResponse` (`wantResponse`, `responsePath`). For custom components of v1.0 catalogs:
 * `props: (t) => ({action: v1Action(t)})`.
 */
export function v1Action(types: CommonTypes): Schema {
  return oneOf([
    strictObject({
      event: strictObject({
        name: string(),
        context: optional(recordOf(types.dynamicValue)),
        wantResponse: optional(boolean()),
        responsePath: optional(string()),
      }),
    }),
    strictObject({functionCall: types.functionCall}),
  ]);
}

const stepsSchema = integerSchema.check(rule((n: number) => n >= 1, 'Expected at least 1'));

/** What v1.0 changes in a basic component's own properties (`undefined` removes one). */
const changes = (types: CommonTypes): Record<string, Record<string, Schema | undefined>> => ({
  Icon: {name: oneOf([enumOf(basicIconNames), strictObject({path: string()})])},
  Video: {posterUrl: optional(types.dynamicString)},
  Button: {action: v1Action(types)},
  TextField: {validationRegexp: undefined, placeholder: optional(types.dynamicString)},
  Slider: {steps: optional(stepsSchema)},
});

// v1.0 Icon names are never bound: `{path}` is SVG path data, not a data binding.
const literal: Record<string, Record<string, BindingType>> = {Icon: {name: 'literal'}};

const common = new Set(['id', 'component', 'accessibility', 'weight']);

/**
 * The own properties of basic component `name` as v0.9 has them, built on a catalog's types,
 * with `edits` applied (`undefined` removes one).
 */
export function basicProps(
  name: string,
  types: CommonTypes,
  edits: Record<string, Schema | undefined> = {},
): PropsShape {
  const schema = createBasicComponentSchemas(types)[name]!;
  const shape = (schema as unknown as {_zod: {def: {shape: PropsShape}}})._zod.def.shape;
  const own: Record<string, Schema> = {};
  for (const key of Object.keys(shape)) if (!common.has(key)) own[key] = shape[key]!;
  for (const [key, edit] of Object.entries(edits)) {
    if (edit) own[key] = edit;
    else delete own[key];
  }
  return own;
}

/** The v1.0 own properties of basic component `name`, built on a catalog's types. */
const v1Props = (name: string, types: CommonTypes) => basicProps(name, types, changes(types)[name]);

// Rebuilt by `defineCatalog` on the types of any catalog extending this one, so calls to that
// catalog's functions are valid inside them, as they are inside the other basic components.
const v1Components = Object.keys(changes(basicCommonTypes)).map((name) =>
  defineComponent({
    name,
    props: (types) => v1Props(name, types),
    bindings: {
      ...bindingsOf(v1Props(name, basicCommonTypes), basicCommonTypes),
      ...basicCatalog.components[name]!.bindings,
      ...literal[name],
    },
  }),
);

/**
 * The A2UI v1.0 basic catalog: the v0.9 basic catalog's 18 components (same elements) and 14
 * functions with v1.0's changes: Icon `{path}` (no data binding), Video `posterUrl`, TextField
 * `placeholder` (no `validationRegexp`), Slider `steps`, and Button events that may ask for an
 * `actionResponse` (`wantResponse`, `responsePath`).
 */
export const basicCatalogV1: Catalog = defineCatalog({
  id: V1_BASIC_CATALOG_ID,
  extends: basicCatalog,
  components: v1Components,
});
