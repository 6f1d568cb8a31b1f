import {isRecord} from '../../protocol/json-values.js';
import type {ClientMessage} from '../../protocol/v0_9/types.js';
import type {MessageProcessor} from '../../state/message-processor.js';
import {BASIC_CATALOG_ID} from '../../catalog/basic-catalog.js';
import type {ClientCapabilitiesOptions} from '../../catalog/inline-catalog-hook.js';
import {V08_STANDARD_CATALOG_IDS} from './catalog-ids.js';
import type {V08InlineCatalog} from './inline-catalog.js';

/** The v0.8 `userAction` body (client_to_server.json). */
export interface V08UserAction {
  /** The action's name. */
  name: string;
  /** The surface of the component that acted. */
  surfaceId: string;
  /** The agent's id of the component that acted (its root id, not v0.9's `root`). */
  sourceComponentId: string;
  /** ISO 8601 date-time. */
  timestamp: string;
  /** The action's context, every value resolved when the user acted. */
  context: Record<string, unknown>;
}

/** A v0.8 client-to-server message: a user action or an error (whose content is free). */
export type V08ClientMessage = {userAction: V08UserAction} | {error: Record<string, unknown>};

/** The v0.8 `a2uiClientCapabilities` object (a2ui_client_capabilities_schema.json). */
export interface V08ClientCapabilities {
  /** The catalog ids the renderer accepts in `beginRendering`. */
  supportedCatalogIds: string[];
  /** The custom catalogs described inline, when asked for (`{inlineCatalogs: true}`). */
  inlineCatalogs?: V08InlineCatalog[];
}

// The component ids an error's message may name: quoted ("a"), or in a chain (root → a → root).
const MESSAGE_IDS = /"([^"]*)"|\(([^()"]* → [^()"]*)\)/g;

/**
 * The v0.8 message for a v0.9 client message: `action` becomes `userAction` (same fields),
 * `error` keeps its body. `componentId` maps a v0.9 component id back to the agent's, in an
 * action's source and in an error's message (its quoted words and chains of ids); the adapter's
 * own method does this for the root. Anything else gives `undefined`.
 */
export function toV08ClientMessage(
  message: ClientMessage | unknown,
  componentId: (id: string, surfaceId: string) => string = (id) => id,
): V08ClientMessage | undefined {
  if (!isRecord(message)) return undefined;
  const {action, error} = message;
  if (isRecord(action)) {
    const {name, surfaceId, sourceComponentId, timestamp, context} = action;
    if (
      typeof name !== 'string' ||
      typeof surfaceId !== 'string' ||
      typeof sourceComponentId !== 'string' ||
      typeof timestamp !== 'string'
    ) {
      return undefined;
    }
    return {
      userAction: {
        name,
        surfaceId,
        sourceComponentId: componentId(sourceComponentId, surfaceId),
        timestamp,
        context: isRecord(context) ? {...context} : {},
      },
    };
  }
  if (!isRecord(error)) return undefined;
  const {message: text, surfaceId} = error;
  if (typeof text !== 'string' || typeof surfaceId !== 'string') return {error: {...error}};
  const id = (name: string) => componentId(name, surfaceId);
  const named = text.replace(MESSAGE_IDS, (_, quoted?: string, chain?: string) =>
    quoted !== undefined ? `"${id(quoted)}"` : `(${chain!.split(' → ').map(id).join(' → ')})`,
  );
  return {error: {...error, message: named}};
}

/**
 * The v0.8 `a2uiClientCapabilities` of a processor (to send in A2A message metadata): the v0.8
 * standard and minimal catalogs when the processor renders the v0.9 basic catalog, which the
 * adapter translates them to, then the ids of the processor's own catalogs (not the
 * specification's catalogs of other versions), whose components the adapter translates
 * generically. With `{inlineCatalogs: true, generator: v08InlineCatalog}` (for agents that
 * accept inline catalogs), also those catalogs' v0.8 definitions: `v08InlineCatalog` comes from
 * `a2ui-elements/inline-catalogs`, which holds the JSON Schema generator. Throws when inline
 * catalogs are asked for without a generator (the default one writes v0.9 definitions).
 */
export function v08ClientCapabilities(
  processor: MessageProcessor,
  options?: ClientCapabilitiesOptions,
): V08ClientCapabilities {
  if (options?.inlineCatalogs && !options.generator) {
    throw new Error('v0.8 inlineCatalogs need {generator: v08InlineCatalog}');
  }
  const basic = processor.catalogFor(BASIC_CATALOG_ID) ? V08_STANDARD_CATALOG_IDS : [];
  const {supportedCatalogIds, inlineCatalogs} = processor.clientCapabilities(options)['v0.9'];
  const own = supportedCatalogIds.filter((id) => !id.startsWith('https://a2ui.org/specification/'));
  return {
    supportedCatalogIds: [...basic, ...own],
    ...(inlineCatalogs ? {inlineCatalogs: inlineCatalogs as V08InlineCatalog[]} : {}),
  };
}
