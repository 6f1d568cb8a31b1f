import {basicFunctions} from '../functions/basic-functions.js';
import {basicComponentSchemas, basicThemeSchema} from '../protocol/v0_9/basic-components.js';
import type {BindingType, Catalog, ComponentApi} from './catalog.js';

/** The basic catalog id of A2UI v0.9 (also the `catalogId` of v0.9.1's catalog.json). */
export const BASIC_CATALOG_ID = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** Other ids agents use for the same catalog (v0.9.1 documentation, older samples). */
export const BASIC_CATALOG_ALIASES: readonly string[] = Object.freeze([
  'https://a2ui.org/specification/v0_9_1/catalogs/basic/catalog.json',
  'https://a2ui.org/specification/v0_9/basic_catalog.json',
]);

const accessibility = {
  'accessibility/label': 'string',
  'accessibility/description': 'string',
} as const;

/** Dynamic properties of each basic component and the type they resolve to (catalog.json). */
const basicBindings: Readonly<Record<string, Readonly<Record<string, BindingType>>>> = {
  Text: {text: 'string'},
  Image: {url: 'string', description: 'string'},
  // A name is a catalog icon name or {svgPath}: left as resolved, the element tells them apart.
  Icon: {name: 'any'},
  Video: {url: 'string'},
  AudioPlayer: {url: 'string', description: 'string'},
  Row: {},
  Column: {},
  List: {},
  Card: {},
  Tabs: {'tabs/*/title': 'string'},
  Modal: {},
  Divider: {},
  Button: {},
  TextField: {label: 'string', value: 'string'},
  CheckBox: {label: 'string', value: 'boolean'},
  ChoicePicker: {label: 'string', value: 'stringList', 'options/*/label': 'string'},
  Slider: {label: 'string', value: 'number'},
  DateTimeInput: {value: 'string', min: 'string', max: 'string', label: 'string'},
};

const components: Record<string, ComponentApi> = {};
for (const [name, schema] of Object.entries(basicComponentSchemas)) {
  components[name] = Object.freeze({
    name,
    schema,
    bindings: Object.freeze({...accessibility, ...basicBindings[name]}),
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
