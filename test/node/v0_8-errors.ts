import type {V08Adapter} from '../../src/adapters/v0_8/index.js';
import type {ErrorBody} from '../../src/core.js';

/**
 * Records each error `adapter`'s processor emits: as the page is shown it (`shown`) and as it is
 * sent back to the v0.8 agent (`sent`, the adapter's `error` message).
 */
export function recordV08Errors(adapter: V08Adapter): {shown: ErrorBody[]; sent: unknown[]} {
  const shown: ErrorBody[] = [];
  const sent: unknown[] = [];
  adapter.processor.addEventListener('error', ({detail}) => {
    shown.push(detail);
    sent.push(adapter.toV08ClientMessage({version: 'v0.9', error: detail}));
  });
  return {shown, sent};
}
