// `a2ui-elements/inline-catalogs`: the JSON Schema generator for inline catalog definitions, kept
// out of the main bundle. Importing it lets `processor.clientCapabilities({inlineCatalogs: true})`
// describe custom catalogs to agents.
import {inlineCatalog} from './catalog/inline-catalog.js';
import {registerCatalogDefinitionGenerator} from './catalog/inline-catalog-hook.js';

registerCatalogDefinitionGenerator(inlineCatalog);

export {COMMON_TYPES_URI, inlineCatalog, type InlineCatalog} from './catalog/inline-catalog.js';
export {toV08InlineCatalog, v08InlineCatalog} from './adapters/v0_8/inline-catalog.js';
