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

  it('inside a valueMap are refused with two values, pointing into the map', () => {
    const {errors} = run([
      {key: 'user', valueMap: [{key: 'name', valueString: 'Ada', valueBoolean: true}]},
    ]);
    assert.deepEqual(errors, [
      {
        code: 'VALIDATION_FAILED',
        path: '/contents/0/valueMap/0',
        message: 'Expected exactly one of valueString, valueNumber, valueBoolean, valueMap, got 2.',
      },
    ]);
  });
});

// The schema allows scalars only inside a valueMap; the reference renderer (@a2ui/web_core,
// createDataValueSchema) takes valueMaps in valueMaps up to 5 levels of entries, and agents built
// on the official samples send lists that way: {key: 'items', valueMap: [{key: '0', valueMap}]}.
describe('v0.8 nested valueMaps', () => {
  /** `levels` entries, each holding the next in a valueMap; the innermost holds a string. */
  const nested = (levels: number): object =>
    levels === 1
      ? {key: 'l1', valueString: 'leaf'}
      : {key: `l${levels}`, valueMap: [nested(levels - 1)]};

  it('become nested objects, as a list of items keyed by index', () => {
    const {errors, model} = run([
      {
        key: 'items',
        valueMap: [
          {key: '0', valueMap: [{key: 'name', valueString: 'A'}]},
          {key: '1', valueMap: [{key: 'name', valueString: 'B'}]},
        ],
      },
    ]);
    assert.deepEqual(errors, []);
    assert.deepEqual(model, {items: {'0': {name: 'A'}, '1': {name: 'B'}}});
  });

  it('are taken 5 levels deep', () => {
    const {errors, model} = run([nested(5)]);
    assert.deepEqual(errors, []);
    assert.deepEqual(model, {l5: {l4: {l3: {l2: {l1: 'leaf'}}}}});
  });

  it('are refused 6 levels deep, at the entry too deep, and the message changes nothing', () => {
    const {errors, model} = run([nested(6)]);
    assert.deepEqual(errors, [
      {
        code: 'VALIDATION_FAILED',
        path: '/contents/0' + '/valueMap/0'.repeat(5),
        message: 'Data entries nest at most 5 levels deep.',
      },
    ]);
    assert.deepEqual(model, {a: 'before'});
  });

  it('refuse an entry with no value or a forbidden key at any depth', () => {
    const deep = (entry: object) => [
      {key: 'a', valueMap: [{key: 'b', valueMap: [{key: 'c', valueMap: [entry]}]}]},
    ];
    const at = '/contents/0/valueMap/0/valueMap/0/valueMap/0';
    assert.deepEqual(
      run(deep({key: 'd'})).errors.map(({path}) => path),
      [at],
    );
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const {errors, model} = run(deep({key, valueMap: [{key: 'polluted', valueBoolean: true}]}));
      assert.deepEqual(
        errors.map(({path, message}) => ({path, message})),
        [{path: at + '/key', message: `The key "${key}" is not allowed.`}],
      );
      assert.deepEqual(model, {a: 'before'});
      assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
    }
  });
});
