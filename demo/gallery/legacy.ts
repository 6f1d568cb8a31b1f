import {isRecord} from '../../src/protocol/json-values.js';
import type {MessageProcessor} from '../../src/index.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';

/** What a gallery view feeds messages to: a processor, or a v0.8 adapter in front of one. */
export interface MessageSink {
  processMessages(messages: unknown): void;
}

const V08_ONLY_KINDS = ['beginRendering', 'surfaceUpdate', 'dataModelUpdate'];

/** True when the messages are A2UI v0.8: none has a `version`, one has a v0.8-only kind. */
export function isV08(messages: readonly unknown[]): boolean {
  const objects = messages.filter(isRecord);
  return (
    objects.every((message) => !('version' in message)) &&
    objects.some((message) => V08_ONLY_KINDS.some((kind) => kind in message))
  );
}

/** The processor itself, or for v0.8 messages an adapter translating them for it. */
export function sinkFor(messages: readonly unknown[], processor: MessageProcessor): MessageSink {
  return isV08(messages) ? new V08Adapter(processor) : processor;
}
