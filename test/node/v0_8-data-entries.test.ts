// v0.8 dataModelUpdate entries (v0.8 protocol, 4.1): "Each entry must contain a 'key' and exactly
// one corresponding typed 'value*' property". An entry with none or several is ambiguous: it is
// reported with its path and the message is skipped, as other invalid messages are.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {MessageProcessor, type ErrorBody} from '../../src/core.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';

function run(contents: unknown[]) {
  const processor = new MessageProcessor();
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  new V08Adapter(processor).processMessages([
    {beginRendering: {surfaceId: 's', root: 't'}},
    {
      surfaceUpdate: {
        surfaceId: 's',
        components: [{id: 't', component: {Text: {text: {path: '/a'}}}}],
      },
    },
    {dataModelUpdate: {surfaceId: 's', contents: [{key: 'a', valueString: 'before'}]}},
    {dataModelUpdate: {surfaceId: 's', contents}},
  ]);
  const model = processor.getSurface('s')!.dataModel.snapshot();
  return {errors: errors.map(({code, path, message}) => ({code, path, message})), model};
}

describe('v0.8 data entries', () => {
  it('take the one typed value an entry has', () => {
    const {errors, model} = run([{key: 'a', valueNumber: 2}]);
    assert.deepEqual(errors, []);
    assert.deepEqual(model, {a: 2});
  });

  it('are refused with two typed values, and the message changes nothing', () => {
    const {errors, model} = run([{key: 'a', valueString: 'x', valueNumber: 1}]);
    assert.deepEqual(errors, [
      {
        code: 'VALIDATION_FAILED',
        path: '/contents/0',
        message: 'Expected exactly one of valueString, valueNumber, valueBoolean, valueMap, got 2.',
      },
    ]);
    assert.deepEqual(model, {a: 'before'});
  });

  it('are refused with no typed value', () => {
    const {errors, model} = run([{key: 'a'}]);
    assert.deepEqual(
      errors.map(({path}) => path),
      ['/contents/0'],
    );
    assert.deepEqual(model, {a: 'before'});
  });

  it('inside a valueMap are refused with two scalar values, pointing into the map', () => {
    const {errors} = run([
      {key: 'user', valueMap: [{key: 'name', valueString: 'Ada', valueBoolean: true}]},
    ]);
    assert.deepEqual(errors, [
      {
        code: 'VALIDATION_FAILED',
        path: '/contents/0/valueMap/0',
        message: 'Expected exactly one of valueString, valueNumber, valueBoolean, got 2.',
      },
    ]);
  });
});
