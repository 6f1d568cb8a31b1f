// lengthLimit: the `max` of a check that only caps how long a bound value may be (a ChoicePicker's
// limit on its selections, v0.8's maxAllowedSelections), and nothing for any other check.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {lengthLimit} from '../../src/binding/shapes.js';

const value = {path: '/picked'};
const length = (args: Record<string, unknown>) => ({
  condition: {call: 'length', args: {value: {path: '/picked'}, ...args}},
  message: '',
});

describe('lengthLimit', () => {
  it('is the max of a length check on the same path', () => {
    assert.equal(lengthLimit(length({max: 2}), value), 2);
  });

  it('is undefined for a check with a min, another path, or a max that is no whole number above 0', () => {
    assert.equal(lengthLimit(length({min: 1, max: 2}), value), undefined);
    assert.equal(lengthLimit(length({max: 2}), {path: '/other'}), undefined);
    for (const max of [0, -1, 2.5, '2', null]) {
      assert.equal(lengthLimit(length({max}), value), undefined, String(max));
    }
  });

  it('is undefined for other calls and for shapes that are no check, without throwing', () => {
    assert.equal(
      lengthLimit({condition: {call: 'required', args: {value, max: 2}}}, value),
      undefined,
    );
    for (const check of [null, 5, 'length', {}, {condition: 'x'}, {condition: {call: 'length'}}]) {
      assert.equal(lengthLimit(check, value), undefined);
    }
    assert.equal(lengthLimit({condition: {call: 'length', args: 'max'}}, value), undefined);
    assert.equal(lengthLimit(length({max: 2}), 'literal'), undefined);
  });
});
