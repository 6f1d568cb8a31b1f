import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {V1Adapter, basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {MessageProcessor, type ErrorBody} from '../../src/core.js';

/** The A2UI version a test's messages are given to. */
export type Target = 'v0.9' | 'v0.8' | 'v1.0';

/**
 * A processor for `target`'s catalog, what takes that version's messages (the processor itself,
 * or its v0.8 or v1.0 adapter), and the errors the processor reports.
 */
export function processorFor(target: Target) {
  const processor = new MessageProcessor(target === 'v1.0' ? {catalogs: [basicCatalogV1]} : {});
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const input =
    target === 'v0.8'
      ? new V08Adapter(processor)
      : target === 'v1.0'
        ? new V1Adapter(processor)
        : processor;
  return {processor, input, errors};
}
