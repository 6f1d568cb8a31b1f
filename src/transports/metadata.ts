import type {ClientMetadata, ClientMetadataSource, OutgoingMessage} from './types.js';

/** The protocol version stamped on outgoing messages that carry none. */
export const DEFAULT_VERSION = 'v0.9';

/**
 * Reads `a2uiClientCapabilities` and, when some surface has `sendDataModel`,
 * `a2uiClientDataModel` from the source. An empty data model (no surfaces) is left out.
 */
export function readClientMetadata(source: ClientMetadataSource | undefined): ClientMetadata {
  if (!source) return {};
  const metadata: ClientMetadata = {a2uiClientCapabilities: source.clientCapabilities()};
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

/** `'action'` or `'error'`, whichever the message carries. */
export function outgoingKind(message: OutgoingMessage): 'action' | 'error' {
  return 'action' in message ? 'action' : 'error';
}
