// V08Adapter holds the updates of a surface until its beginRendering, within limits: past
// MAX_WAITING messages for one surface, or MAX_WAITING_TOTAL for all, more are dropped and
// reported once; what a surface held is released when it begins or is deleted.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {MAX_WAITING, MAX_WAITING_TOTAL} from '../../src/adapters/v0_8/adapter.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {MessageProcessor, type ErrorBody} from '../../src/core.js';

const data = (surfaceId: string, n: number) => ({
  dataModelUpdate: {surfaceId, contents: [{key: 'n', valueNumber: n}]},
});
const updates = (surfaceId: string, count: number, from = 0) =>
  Array.from({length: count}, (_, i) => data(surfaceId, from + i));
const begin = (surfaceId: string) => ({beginRendering: {surfaceId, root: 'root'}});
const remove = (surfaceId: string) => ({deleteSurface: {surfaceId}});

function setUp() {
  const processor = new MessageProcessor();
  const adapter = new V08Adapter(processor);
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  return {processor, adapter, errors};
}

describe('v0.8 updates waiting for beginRendering', () => {
  it('holds up to MAX_WAITING for one surface and reports the first it drops, once', () => {
    const {processor, adapter, errors} = setUp();
    adapter.processMessages(updates('s', MAX_WAITING + 5));
    adapter.processMessages(updates('s', 5, MAX_WAITING + 5));
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.equal(errors[0]!.code, 'SURFACE_NOT_FOUND');
    assert.equal(errors[0]!.surfaceId, 's');
    assert.match(errors[0]!.message, /"s" has not begun rendering: at most 10000 messages/);
    adapter.processMessages([begin('s')]);
    // The held updates are applied in order; the dropped ones are not.
    assert.equal(processor.getSurface('s')?.dataModel.get('/n'), MAX_WAITING - 1);
  });

  it('holds and reports again once a full surface is deleted', () => {
    const {adapter, errors} = setUp();
    adapter.processMessages(updates('s', MAX_WAITING + 1));
    adapter.processMessages([remove('s'), ...updates('s', MAX_WAITING + 1)]);
    assert.equal(errors.length, 2);
  });

  it('drops updates for any surface past MAX_WAITING_TOTAL, reporting that once', () => {
    const {adapter, errors} = setUp();
    const full = MAX_WAITING_TOTAL / MAX_WAITING;
    for (let i = 0; i < full; i++) adapter.processMessages(updates(`s${i}`, MAX_WAITING));
    assert.equal(errors.length, 0, JSON.stringify(errors));
    adapter.processMessages([...updates('late', 3), ...updates('later', 3)]);
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.equal(errors[0]!.surfaceId, 'late');
    assert.match(errors[0]!.message, /\(50000 for all surfaces\)/);
  });

  it('releases what a surface held when it begins or is deleted', () => {
    const {processor, adapter, errors} = setUp();
    const full = MAX_WAITING_TOTAL / MAX_WAITING;
    for (let i = 0; i < full; i++) adapter.processMessages(updates(`s${i}`, MAX_WAITING));
    adapter.processMessages([begin('s0'), remove('s1')]);
    adapter.processMessages([...updates('a', MAX_WAITING), ...updates('b', MAX_WAITING)]);
    assert.equal(errors.length, 0, JSON.stringify(errors));
    adapter.processMessages([begin('b')]);
    assert.equal(processor.getSurface('b')?.dataModel.get('/n'), MAX_WAITING - 1);
  });
});
