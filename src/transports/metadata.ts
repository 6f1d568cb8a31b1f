import type {ClientMetadata, ClientMetadataSource, OutgoingMessage} from './types.js';

/** The protocol version stamped on outgoing messages that carry none. */
export const DEFAULT_VERSION = 'v0.9';

/**
 * Reads `a2uiClientCapabilities` and, when some surface has `sendDataModel`,
 * `a2uiClientDataModel` from the source. An empty data model (no surfaces) is left out.
 */
export function readClientMetadata(source: ClientMetadataSource | undefined): ClientMetadata {
  if (!source) return {};
  const metadata: ClientMetadata = {};
  const capabilities = source.clientCapabilities();
  if (capabilities) metadata.a2uiClientCapabilities = capabilities;
  const dataModel = source.clientDataModel() as {surfaces?: object} | undefined;
  if (dataModel && dataModel.surfaces && Object.keys(dataModel.surfaces).length > 0) {
    metadata.a2uiClientDataModel = dataModel;
  }
  return metadata;
}

/** The message with its `version` filled in. */
export function withVersion(message: OutgoingMessage, version = DEFAULT_VERSION): OutgoingMessage {
  return message.version ? message : {version, ...message};
}

/**
 * The kind of message: its key besides `version` (`'action'` or `'error'` in v0.9; a v0.8
 * `'userAction'`, a v1.0 `'functionResponse'`, … from a protocol adapter).
 */
export function outgoingKind(message: OutgoingMessage): string {
  return Object.keys(message).find((key) => key !== 'version') ?? 'action';
}

/** The body of the message: the value under its {@link outgoingKind}. */
export function outgoingBody(message: OutgoingMessage, kind = outgoingKind(message)): unknown {
  return (message as Record<string, unknown>)[kind];
}
