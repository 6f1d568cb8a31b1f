// The UNKNOWN_FUNCTION answer to a v1.0 callFunction lists the functions the client has, each
// once: docs/v1_0.md has a processor hold basicCatalog and basicCatalogV1 to serve v0.9 and v1.0
// agents, and the two catalogs share their 14 function names.
import assert from 'node:assert/strict';
import {it} from 'node:test';
import {MessageProcessor, basicCatalog, type ErrorBody} from '../../src/core.js';
import {V1Adapter, basicCatalogV1} from '../../src/adapters/v1_0/index.js';

it('names each function of the processor once, however many catalogs define it', () => {
  const processor = new MessageProcessor({catalogs: [basicCatalog, basicCatalogV1]});
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  new V1Adapter(processor).processMessages({
    version: 'v0.10',
    functionCallId: 'f1',
    wantResponse: true,
    callFunction: {call: 'shout', args: {}, returnType: 'string', callableFrom: 'remoteOnly'},
  });
  assert.equal(errors.length, 1);
  assert.equal(errors[0]!.code, 'UNKNOWN_FUNCTION');
  assert.equal(
    errors[0]!.message,
    'Unknown function "shout"; the client\'s catalogs have required, regex, length, numeric, ' +
      'email, formatString, formatNumber, formatCurrency, formatDate, pluralize, openUrl, and, ' +
      'or, not',
  );
});
