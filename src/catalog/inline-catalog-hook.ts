import type {Catalog} from './catalog.js';

/** Turns a catalog into its JSON Schema definition for `inlineCatalogs`. */
export type CatalogDefinitionGenerator = (catalog: Catalog) => object;

/** Options of `MessageProcessor.clientCapabilities()`. */
export interface ClientCapabilitiesOptions {
  /**
   * Also describe catalogs inline (for agents that accept inline catalogs): `true` for every
   * catalog but the official ones (`https://a2ui.org/specification/…`, which agents know by
   * id), or the catalogs to describe. Needs the generator: import
   * `a2ui-elements/inline-catalogs` once, or pass `generator`.
   */
  readonly inlineCatalogs?: boolean | readonly Catalog[];
  /** The generator to use (default: the one `a2ui-elements/inline-catalogs` registers). */
  readonly generator?: CatalogDefinitionGenerator;
}

let registered: CatalogDefinitionGenerator | undefined;

/**
 * Makes `generator` the one `clientCapabilities({inlineCatalogs})` uses by default.
 *
 * @internal Exported for the `a2ui-elements/inline-catalogs` entry, which registers its
 * generator on import: import that entry instead.
 */
export function registerCatalogDefinitionGenerator(generator: CatalogDefinitionGenerator): void {
  registered = generator;
}

/** The inline catalog definitions `options` asks for (none when it asks for none). */
export function inlineCatalogsFor(
  catalogs: readonly Catalog[],
  options: ClientCapabilitiesOptions,
): object[] | undefined {
  const chosen = options.inlineCatalogs;
  if (!chosen) return undefined;
  const generate = options.generator ?? registered;
  if (!generate) {
    throw new Error("inlineCatalogs: import 'a2ui-elements/inline-catalogs' first");
  }
  return (
    chosen === true
      ? catalogs.filter((c) => !c.id.startsWith('https://a2ui.org/specification/'))
      : chosen
  ).map(generate);
}
