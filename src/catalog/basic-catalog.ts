import {basicFunctions} from '../functions/basic-functions.js';
import type * as z from 'zod/mini';
import {
  basicCommonTypes,
  basicComponentSchemas,
  basicThemeSchema,
} from '../protocol/v0_9/basic-components.js';
import type {BindingType, Catalog, ComponentApi} from './catalog.js';
import {bindingsOf, type PropsShape} from './define-catalog.js';

/** The basic catalog id of A2UI v0.9 (also the `catalogId` of v0.9.1's catalog.json). */
export const BASIC_CATALOG_ID = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** Other ids agents use for the same catalog (v0.9.1 documentation, older samples). */
export const BASIC_CATALOG_ALIASES: readonly string[] = Object.freeze([
  'https://a2ui.org/specification/v0_9_1/catalogs/basic/catalog.json',
  'https://a2ui.org/specification/v0_9/basic_catalog.json',
]);

// Coercions the common types a property uses do not tell (see `bindingsOf`): values inside
// arrays of objects, DateTimeInput's limits (DynamicStrings with a date check), and Icon's name,
// a catalog icon name or {svgPath} left as resolved for the element to tell apart.
const otherBindings: Readonly<Record<string, Readonly<Record<string, BindingType>>>> = {
  Icon: {name: 'any'},
  Tabs: {'tabs/*/title': 'string'},
  ChoicePicker: {'options/*/label': 'string'},
  DateTimeInput: {min: 'string', max: 'string'},
};

const components: Record<string, ComponentApi> = {};
for (const [name, schema] of Object.entries(basicComponentSchemas)) {
  const shape = (schema as z.ZodMiniObject<PropsShape>)._zod.def.shape;
  components[name] = Object.freeze({
    name,
    schema,
    bindings: Object.freeze({...bindingsOf(shape, basicCommonTypes), ...otherBindings[name]}),
  });
}

/**
 * The A2UI basic catalog: the 18 basic components (closed schemas, elements registered by
 * `a2ui-elements`), the 14 basic functions and the basic theme.
 */
export const basicCatalog: Catalog = Object.freeze({
  id: BASIC_CATALOG_ID,
  aliases: BASIC_CATALOG_ALIASES,
  components: Object.freeze(components),
  functions: basicFunctions,
  theme: basicThemeSchema,
});
