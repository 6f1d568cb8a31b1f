/** MIME type of A2UI payloads (A2A data parts, MCP resources) since v0.9.1. */
export const A2UI_MIME_TYPE = 'application/a2ui+json';
/** The older spelling used by the v0.9 A2A extension; still accepted. */
export const A2UI_LEGACY_MIME_TYPE = 'application/json+a2ui';
/** A2A extension URIs of A2UI, newest first. */
export const A2UI_EXTENSION_URIS = [
  'https://a2ui.org/a2a-extension/a2ui/v0.9.1',
  'https://a2ui.org/a2a-extension/a2ui/v0.9',
] as const;

// v0.9, then what v1.0 (v0.10) and v0.8 add, for agents talking through a protocol adapter.
const SERVER_MESSAGE_KEYS = [
  'createSurface',
  'updateComponents',
  'updateDataModel',
  'deleteSurface',
  'callFunction',
  'actionResponse',
  'beginRendering',
  'surfaceUpdate',
  'dataModelUpdate',
];
const CLIENT_MESSAGE_KEYS = ['action', 'error', 'a2uiEvent', 'functionResponse', 'userAction'];

/** True for either A2UI MIME type (parameters and case ignored). */
export function isA2uiMimeType(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const type = value.split(';')[0]!.trim().toLowerCase();
  return type === A2UI_MIME_TYPE || type === A2UI_LEGACY_MIME_TYPE;
}

/** True when the value is an A2UI message or a non-empty list of them (either direction). */
export function looksLikeA2ui(value: unknown): boolean {
  const list = Array.isArray(value) ? value : [value];
  return (
    list.length > 0 &&
    list.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        [...SERVER_MESSAGE_KEYS, ...CLIENT_MESSAGE_KEYS].some((key) => key in item),
    )
  );
}

/** The shape of an A2A (1.0 SDK) part this module reads. */
export interface A2aPartLike {
  content?: {$case: string; value?: unknown} | undefined;
  mediaType?: string;
  metadata?: Record<string, unknown> | undefined;
}

/**
 * The A2UI messages in A2A parts: data parts typed with either A2UI MIME type (as `mediaType` or
 * `metadata.mimeType`), or untyped data parts shaped like A2UI; `data` may be one message or a
 * list.
 */
export function a2uiMessagesOfParts(parts: readonly A2aPartLike[]): unknown[] {
  return parts.flatMap((part) => {
    if (part.content?.$case !== 'data') return [];
    let value = part.content.value;
    // A v0.3 data part must be an object, so a list may arrive wrapped as {value: [...]}.
    if (isWrappedList(value)) value = value.value;
    const typed = isA2uiMimeType(part.mediaType) || isA2uiMimeType(part.metadata?.mimeType);
    if (!typed && !looksLikeA2ui(value)) return [];
    return Array.isArray(value) ? value : [value];
  });
}

function isWrappedList(value: unknown): value is {value: unknown[]} {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    Array.isArray((value as {value?: unknown}).value)
  );
}
