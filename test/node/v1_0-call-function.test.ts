// callFunction of a custom catalog's function: a function defined to return "any" (a return type
// v1.0 catalogs may declare, client_capabilities.json) is called with the type the agent expects,
// since a v1.0 callFunction's returnType has no "any".
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {
  MessageProcessor,
  defineCatalog,
  type ErrorBody,
  type FunctionDefinition,
} from '../../src/core.js';
import {V1Adapter, basicCatalogV1, type V1ClientMessage} from '../../src/adapters/v1_0/index.js';

const version = 'v0.10';

const firstOf: FunctionDefinition = {
  name: 'firstOf',
  returnType: 'any',
  args: z.object({values: z.array(z.unknown())}),
  impl: ({values}) => (values as unknown[])[0],
};

const tools = defineCatalog({
  id: 'https://example.com/catalogs/tools-v1.json',
  extends: basicCatalogV1,
  functions: [firstOf],
});

function call(args: object, returnType: string) {
  const processor = new MessageProcessor({catalogs: [tools], locale: 'en-US'});
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const adapter = new V1Adapter(processor);
  const sent: V1ClientMessage[] = [];
  adapter.addEventListener('message', (event) => sent.push(event.detail));
  adapter.processMessages({
    version,
    functionCallId: 'f1',
    wantResponse: true,
    callFunction: {call: 'firstOf', args, returnType, callableFrom: 'remoteOnly'},
  });
  return {errors, sent};
}

describe('callFunction of a function that returns any type', () => {
  for (const [returnType, values] of [
    ['number', [3, 'x']],
    ['string', ['x', 3]],
    ['array', [[1, 2]]],
    ['object', [{a: 1}]],
    ['boolean', [true]],
  ] as const) {
    it(`runs when the agent expects ${returnType}`, () => {
      const {errors, sent} = call({values}, returnType);
      assert.deepEqual(errors, []);
      assert.deepEqual(sent, [
        {version, functionResponse: {functionCallId: 'f1', call: 'firstOf', value: values[0]}},
      ]);
    });
  }

  it('still refuses arguments its definition refuses', () => {
    const {errors, sent} = call({values: 'not a list'}, 'string');
    assert.deepEqual(sent, []);
    assert.deepEqual(
      errors.map(({code, functionCallId}) => ({code, functionCallId})),
      [{code: 'INVALID_FUNCTION_CALL', functionCallId: 'f1'}],
    );
  });

  it('still refuses a return type v1.0 does not have', () => {
    const {errors, sent} = call({values: [1]}, 'any');
    assert.deepEqual(sent, []);
    assert.equal(errors[0]?.code, 'INVALID_FUNCTION_CALL');
    assert.equal(errors[0]?.path, '/returnType');
  });
});
