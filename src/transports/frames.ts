import {TransportError} from './transport-error.js';
import type {ClientMetadataSource} from './types.js';

/**
 * Parses one frame of agent-to-renderer JSON: a single A2UI message or a list of them.
 * Throws a `malformed-frame` TransportError when the text is not JSON or not an object/array.
 */
export function parseFrame(text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new TransportError('malformed-frame', 'A frame is not valid JSON', {frame: text, cause});
  }
  return messagesOf(value, text);
}

/** A value carrying A2UI messages (one object or a list of objects) as a list. */
export function messagesOf(value: unknown, frame?: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') return [value];
  throw new TransportError('malformed-frame', 'A frame holds no A2UI message object', {
    frame: frame ?? String(value),
  });
}

/**
 * Joins a base URL and a path (`http://a/b` + `/sse` → `http://a/b/sse`), keeping the base's
 * query and fragment (`http://a/?token=t` + `sse` → `http://a/sse?token=t`).
 */
export function joinUrl(base: string, path: string): string {
  const [, head = '', tail = ''] = /^([^?#]*)(.*)$/s.exec(base) ?? [];
  return head.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '') + tail;
}

/** The schemes an HTTP-based agent URL may have. */
export const HTTP_SCHEMES: readonly string[] = ['http:', 'https:'];

/**
 * The agent's URL as a URL object, resolved against the page when relative (`/agent` names
 * the page's server). Throws an `unsupported` TransportError when it is no URL or its scheme
 * is not one of `schemes`: retrying could never help.
 */
export function agentUrl(url: string, schemes: readonly string[] = HTTP_SCHEMES): URL {
  let parsed: URL;
  try {
    parsed = new URL(url, (globalThis as {location?: {href: string}}).location?.href);
  } catch (cause) {
    throw new TransportError('unsupported', `The agent URL "${url}" is not a URL`, {cause});
  }
  if (!schemes.includes(parsed.protocol)) {
    throw new TransportError(
      'unsupported',
      `The agent URL "${url}" must start with ${schemes.map((s) => s + '//').join(' or ')}`,
    );
  }
  return parsed;
}

/** Query parameter carrying `a2uiClientCapabilities` (JSON) when a stream opens. */
export const CAPABILITIES_PARAM = 'a2uiClientCapabilities';

/**
 * Longest capabilities JSON sent in a URL. Larger ones go without their inline catalogs, or not
 * at all; in full they travel with the first message.
 */
const MAX_CAPABILITIES_PARAM = 2000;

/**
 * Adds the client capabilities to a stream's URL so the agent knows them when the renderer
 * connects (every message sent later carries them too).
 */
export function setCapabilitiesParam(url: URL, source: ClientMetadataSource | undefined): void {
  const capabilities = source?.clientCapabilities();
  if (!capabilities) return;
  // Too long with inline catalogs, the ids alone still tell the agent the client's A2UI version.
  for (const candidate of [capabilities, withoutInlineCatalogs(capabilities)]) {
    const json = JSON.stringify(candidate);
    if (json.length <= MAX_CAPABILITIES_PARAM)
      return url.searchParams.set(CAPABILITIES_PARAM, json);
  }
}

function withoutInlineCatalogs(capabilities: object): object {
  const entries = Object.entries(capabilities).map(([version, entry]) => {
    if (typeof entry !== 'object' || entry === null) return [version, entry];
    const {inlineCatalogs: _inline, ...rest} = entry as Record<string, unknown>;
    return [version, rest];
  });
  return Object.fromEntries(entries);
}
