import {basicCatalog} from '../../catalog/basic-catalog.js';
import type {Catalog} from '../../catalog/catalog.js';
import {
  bindingsOf,
  defineCatalog,
  defineComponent,
  type PropsShape,
} from '../../catalog/define-catalog.js';
import {coerceString} from '../../binding/coerce.js';
import type {FunctionDefinition} from '../../functions/types.js';
import {basicCommonTypes} from '../../protocol/v0_9/basic-components.js';
import type {CommonTypes} from '../../protocol/v0_9/common-types.js';
import {
  enumOf,
  looseObject,
  optional,
  strictObject,
  unknown,
} from '../../protocol/v0_9/light-types.js';
import {basicProps, v1Action} from './catalog.js';

/** The id of the A2UI v1.0 minimal catalog. */
export const V1_MINIMAL_CATALOG_ID =
  'https://a2ui.org/specification/v0_10/catalogs/minimal/catalog.json';

/** `capitalize`: the text with its first letter in upper case (in the processor's locale). */
const capitalize: FunctionDefinition = {
  name: 'capitalize',
  returnType: 'string',
  // A value is required (undefined while its data loads) and nothing else is taken.
  args: strictObject({value: unknown()}),
  impl: ({value}, {locale}) => {
    const [first = '', ...rest] = coerceString(value);
    return first.toLocaleUpperCase(locale) + rest.join('');
  },
};

// The minimal catalog's TextField is v0.9's (a validationRegexp, no placeholder); its Button
// takes the v1.0 action and has no "default" variant (absent, it is drawn as the default one).
const buttonEdits = (types: CommonTypes) => ({
  action: v1Action(types),
  variant: optional(enumOf(['primary', 'borderless'])),
});
const components = ['Text', 'Row', 'Column', 'Button', 'TextField'].map((name) =>
  defineComponent({
    name,
    props: (types) => basicProps(name, types, name === 'Button' ? buttonEdits(types) : {}),
    bindings: {
      ...bindingsOf(basicProps(name, basicCommonTypes), basicCommonTypes),
      ...basicCatalog.components[name]!.bindings,
    },
  }),
);

// The minimal catalog's theme is open with a #rrggbb primaryColor, the basic one's; it leaves
// iconUrl and agentDisplayName, which the basic theme checks, to the agent.
const basicTheme = (basicCatalog.theme as unknown as {_zod: {def: {shape: PropsShape}}})._zod.def
  .shape;

/**
 * The A2UI v1.0 minimal catalog, the official test bed for new renderers: Text, Row, Column,
 * Button and TextField (drawn by the basic elements) and one function, `capitalize`. For
 * `new MessageProcessor({catalogs: [basicCatalogV1, minimalCatalogV1]})`.
 */
export const minimalCatalogV1: Catalog = defineCatalog({
  id: V1_MINIMAL_CATALOG_ID,
  components,
  functions: [capitalize],
  theme: looseObject({primaryColor: basicTheme.primaryColor!}),
});
