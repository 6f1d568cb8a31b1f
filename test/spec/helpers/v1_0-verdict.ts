import {basicCatalogV1, readV1Only, v1OnlyKind} from '../../../src/adapters/v1_0/index.js';
import {isRecord} from '../../../src/protocol/json-values.js';
import {validateMessage, type ValidationError} from '../../../src/protocol/validate.js';

/**
 * Why V1Adapter refuses an agent message, before any surface state matters ([] = it accepts
 * it): actionResponse and callFunction by their own schemas (readV1Only), surface messages by
 * the v0.9 schemas built from basicCatalogV1 once the version is "v0.10".
 */
export function v1Problems(message: unknown): readonly ValidationError[] {
  const kind = v1OnlyKind(message);
  if (kind) {
    const read = readV1Only(kind, message);
    return Array.isArray(read) ? read : [];
  }
  if (!isRecord(message) || message['version'] !== 'v0.10') {
    return [{path: '/version', message: 'Expected version "v0.10"'}];
  }
  const verdict = validateMessage(
    {...message, version: 'v0.9'},
    {direction: 'agentToRenderer', catalog: basicCatalogV1},
  );
  return verdict.ok ? [] : verdict.errors;
}

/** Whether V1Adapter takes this agent message as valid. */
export const v1Accepts = (message: unknown): boolean => v1Problems(message).length === 0;
