import {BASIC_CATALOG_ID} from '../../catalog/basic-catalog.js';
import {isRecord, kindOf} from '../../protocol/json-values.js';
import type {
  ComponentDefinition,
  CreateSurfaceMessage,
  ServerMessage,
  Theme,
  UpdateDataModelMessage,
} from '../../protocol/v0_9/types.js';
import {
  V08_MINIMAL_CATALOG_ID,
  V08_STANDARD_CATALOG_ID,
  V08_STANDARD_CATALOG_IDS,
} from './catalog-ids.js';
import {
  V08_AGENT_DATE_TEXT_FIELD,
  V08_DATE_TEXT_FIELD,
  V08_MINIMAL_TYPES,
} from './minimal-catalog.js';
import {translateComponent, type ComponentRules} from './components.js';
import {translateContents} from './data-contents.js';
import {absolutePath, child, expectDataPath, expectString, shown, type Issues} from './issues.js';
import {rootIdMapper} from './root-ids.js';

/** The four v0.8 server-to-client message types. */
export type V08MessageKind =
  'beginRendering' | 'surfaceUpdate' | 'dataModelUpdate' | 'deleteSurface';

/** A v0.8 message whose envelope is valid: its type, body and surface. */
export interface V08Envelope {
  /** The message's type: its one key (`beginRendering`, `surfaceUpdate`, ...). */
  readonly kind: V08MessageKind;
  /** What that key holds. */
  readonly body: Record<string, unknown>;
  /** The body's `surfaceId`. */
  readonly surfaceId: string;
}

/**
 * How a begun surface translates its components: its v0.8 root id, property rules, and whether
 * it is on the minimal catalog (which has only Text, Row, Column, Button and TextField).
 */
export interface SurfaceTranslation {
  /** The agent's root component id (`beginRendering.root`), mapped to v0.9's `root`. */
  readonly root: string;
  /** `standard` on a v0.8 standard or minimal catalog, else `generic`. */
  readonly rules: ComponentRules;
  /** True on the v0.8 minimal catalog. */
  readonly minimal?: boolean;
}

// Per message type: the properties server_to_client.json allows and those it requires.
const BODIES: Readonly<Record<V08MessageKind, {allowed: string[]; required: string[]}>> = {
  beginRendering: {
    allowed: ['surfaceId', 'catalogId', 'root', 'styles'],
    required: ['root', 'surfaceId'],
  },
  surfaceUpdate: {allowed: ['surfaceId', 'components'], required: ['surfaceId', 'components']},
  dataModelUpdate: {
    allowed: ['surfaceId', 'path', 'contents'],
    required: ['contents', 'surfaceId'],
  },
  deleteSurface: {allowed: ['surfaceId'], required: ['surfaceId']},
};

const PRIMARY_COLOR = /^#[0-9a-fA-F]{6}$/;

const isKind = (key: string): key is V08MessageKind => Object.hasOwn(BODIES, key);

/** The v0.8 message types, by their key. */
export const v08MessageKinds = Object.keys(BODIES);

/**
 * Checks the envelope of a v0.8 message: exactly one of the four message types (the schema's
 * description requires it), with the properties the schema allows and requires, and a string
 * `surfaceId`. Problems go to `issues` (the result is then `undefined`).
 */
export function readEnvelope(message: unknown, issues: Issues): V08Envelope | undefined {
  if (!isRecord(message)) {
    issues.push({path: '', message: `Expected a message object, got ${kindOf(message)}.`});
    return undefined;
  }
  if (Object.hasOwn(message, 'version')) {
    // A message of a later version, given to the wrong object.
    const version = shown(message['version']);
    const problem = `A2UI ${version} message; V08Adapter takes v0.8 (no version).`;
    issues.push({path: '/version', message: problem});
    return undefined;
  }
  const keys = Object.keys(message);
  const unknown = keys.filter((key) => !isKind(key));
  for (const key of unknown) {
    issues.push({path: child('', key), message: `Unknown message type "${key}".`});
  }
  const kinds = keys.filter(isKind);
  if (kinds.length !== 1) {
    const message = `A message must hold exactly one of ${Object.keys(BODIES).join(', ')}, got ${kinds.join(' and ') || 'none of them'}.`;
    if (unknown.length === 0) issues.push({path: '', message});
    return undefined;
  }
  const kind = kinds[0]!;
  const body = message[kind];
  const at = child('', kind);
  if (!isRecord(body)) {
    issues.push({path: at, message: `Expected an object, got ${kindOf(body)}.`});
    return undefined;
  }
  const before = issues.length;
  const {allowed, required} = BODIES[kind];
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) {
      issues.push({path: child(at, key), message: `Unknown property "${key}".`});
    }
  }
  for (const key of required) {
    if (!(key in body)) {
      issues.push({path: child(at, key), message: `Missing required property "${key}".`});
    }
  }
  if ('surfaceId' in body) expectString(body['surfaceId'], child(at, 'surfaceId'), issues);
  if (unknown.length > 0 || issues.length > before) return undefined;
  return {kind, body, surfaceId: body['surfaceId'] as string};
}

function theme(styles: unknown, standard: boolean, at: string, issues: Issues): Theme | undefined {
  if (styles === undefined) return undefined;
  if (!isRecord(styles)) {
    issues.push({path: at, message: `Expected a styles object, got ${kindOf(styles)}.`});
    return undefined;
  }
  const result: Theme = {};
  const {primaryColor, font} = styles;
  // The standard catalog defines these two styles only; other catalogs may define more.
  for (const key of standard ? Object.keys(styles) : []) {
    if (key !== 'primaryColor' && key !== 'font') {
      issues.push({path: child(at, key), message: `Unknown style "${key}".`});
    }
  }
  if (primaryColor !== undefined) {
    if (typeof primaryColor === 'string' && PRIMARY_COLOR.test(primaryColor)) {
      result.primaryColor = primaryColor;
    } else {
      const message = `Expected a hexadecimal colour like "#00BFFF", got ${shown(primaryColor)}.`;
      issues.push({path: child(at, 'primaryColor'), message});
    }
  }
  if (font !== undefined && expectString(font, child(at, 'font'), issues)) result['font'] = font;
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * Translates `beginRendering` into v0.9 `createSurface`: the v0.8 standard catalog, or none,
 * becomes the v0.9 basic catalog; another catalog id, the minimal one among them, is passed on
 * (V08Adapter gives its processor the minimal one, `v08MinimalCatalog`; the components of a
 * catalog other than these two are translated generically); `styles.primaryColor` and
 * `styles.font` become the theme. Also returns how the surface's components are to be translated.
 */
export function translateBeginRendering(
  envelope: V08Envelope,
  issues: Issues,
): {message: CreateSurfaceMessage; surface: SurfaceTranslation} | undefined {
  const {body, surfaceId} = envelope;
  const at = '/beginRendering';
  const before = issues.length;
  const root = body['root'];
  expectString(root, child(at, 'root'), issues);
  const catalogId = body['catalogId'] ?? V08_STANDARD_CATALOG_ID;
  expectString(catalogId, child(at, 'catalogId'), issues);
  const standard = V08_STANDARD_CATALOG_IDS.includes(catalogId as string);
  const surfaceTheme = theme(body['styles'], standard, child(at, 'styles'), issues);
  if (issues.length > before) return undefined;
  const createSurface = {
    surfaceId,
    catalogId: catalogId === V08_STANDARD_CATALOG_ID ? BASIC_CATALOG_ID : (catalogId as string),
    ...(surfaceTheme ? {theme: surfaceTheme} : {}),
  };
  return {
    message: {version: 'v0.9', createSurface},
    surface: {
      root: root as string,
      rules: standard ? 'standard' : 'generic',
      minimal: catalogId === V08_MINIMAL_CATALOG_ID,
    },
  };
}

/**
 * Translates `surfaceUpdate` into v0.9 `updateComponents` with the surface's root mapped to
 * `root`, preceded by one `updateDataModel` per path + literal bound value (the v0.8
 * initialisation shorthand), so the first render already shows the data. On the minimal
 * catalog, a component of another type keeps only its id and type, which the v0.9 minimal
 * catalog (`v08MinimalCatalog`) lacks: the processor reports it at its index, the renderer shows
 * it as unknown. A date TextField there becomes {@link V08_DATE_TEXT_FIELD}.
 */
export function translateSurfaceUpdate(
  envelope: V08Envelope,
  surface: SurfaceTranslation,
  issues: Issues,
): ServerMessage[] | undefined {
  const {body, surfaceId} = envelope;
  const at = '/surfaceUpdate/components';
  const list = body['components'];
  if (!Array.isArray(list) || list.length === 0) {
    issues.push({path: at, message: `Expected a non-empty array, got ${kindOf(list)}.`});
    return undefined;
  }
  const before = issues.length;
  const ids = rootIdMapper(surface.root);
  const translated = list.map((raw, index) =>
    translateComponent(raw, child(at, index), issues, ids, surface.rules),
  );
  if (issues.length > before) return undefined;
  const components: ComponentDefinition[] = [];
  const messages: ServerMessage[] = [];
  for (const [index, item] of translated.entries()) {
    const {component} = item!;
    const type = Object.keys((list[index] as {component: object}).component)[0]!;
    if (surface.minimal && !V08_MINIMAL_TYPES.includes(type)) {
      // Kept in place (the processor reports it at the agent's own index) with only its type.
      const unknown = type === V08_DATE_TEXT_FIELD ? V08_AGENT_DATE_TEXT_FIELD : type;
      components.push({id: component.id, component: unknown});
      continue;
    }
    // A date TextField (a v0.9 DateTimeInput) has a type of its own in the minimal catalog.
    const dateField = surface.minimal && component.component === 'DateTimeInput';
    components.push(dateField ? {...component, component: V08_DATE_TEXT_FIELD} : component);
    for (const {path, value} of item!.inits) {
      messages.push({version: 'v0.9', updateDataModel: {surfaceId, path, value}});
    }
  }
  if (components.length > 0) {
    messages.push({version: 'v0.9', updateComponents: {surfaceId, components}});
  }
  return messages;
}

/**
 * Translates `dataModelUpdate` into v0.9 `updateDataModel`: the `contents` entries become one
 * JSON object that replaces the value at `path` (the whole model when `path` is missing or
 * `/`); a path without a leading `/` is taken from the root.
 */
export function translateDataModelUpdate(
  envelope: V08Envelope,
  issues: Issues,
): UpdateDataModelMessage | undefined {
  const {body, surfaceId} = envelope;
  const at = '/dataModelUpdate';
  const before = issues.length;
  const path = body['path'] ?? '/';
  expectDataPath(path, child(at, 'path'), issues);
  const value = translateContents(body['contents'], child(at, 'contents'), issues);
  if (issues.length > before || value === undefined) return undefined;
  return {
    version: 'v0.9',
    updateDataModel: {surfaceId, path: absolutePath(path as string), value},
  };
}
