// A call of a custom function with an `args` schema is checked when its message arrives, as far
// as the message tells: literal arguments against the schema, bound and computed ones when the
// call runs (src/protocol/v0_9/basic-function-calls.ts, literalArgs).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {basicCatalog, defineCatalog, defineFunction, validateMessage} from '../../src/core.js';

const inRange = defineFunction({
  name: 'inRange',
  returnType: 'boolean',
  args: z
    .object({value: z.number(), min: z.number(), max: z.number()})
    .check(z.refine((args) => args.min <= args.max, 'min above max')),
  impl: ({value, min, max}) => value >= min && value <= max,
});
const all = defineFunction({
  name: 'all',
  returnType: 'boolean',
  args: z.object({values: z.array(z.boolean())}),
  impl: ({values}) => values.every(Boolean),
});
const catalog = defineCatalog({
  id: 'x:args',
  extends: basicCatalog,
  functions: [inRange, all],
});

function check(args: object) {
  const component = {id: 'c', component: 'CheckBox', label: 'x', value: {call: 'x', args}};
  return (call: string) => {
    component.value.call = call;
    const result = validateMessage(
      {version: 'v0.9', updateComponents: {surfaceId: 's', components: [component]}},
      {direction: 'agentToRenderer', catalog},
    );
    return result.ok ? [] : result.errors.map((e) => `${e.path} ${e.message}`);
  };
}

const at = '/updateComponents/components/0/value/args';

describe('custom function arguments at message time', () => {
  it('accepts literal arguments that pass the schema', () => {
    assert.deepEqual(check({value: 2, min: 1, max: 3})('inRange'), []);
  });

  it('reports a literal of the wrong type at its path', () => {
    assert.deepEqual(check({value: '2', min: 1, max: 3})('inRange'), [
      `${at}/value Expected number, received string`,
    ]);
  });

  it('reports a missing argument', () => {
    assert.deepEqual(check({value: 2, min: 1})('inRange'), [
      `${at}/max Missing required property "max"`,
    ]);
  });

  it("runs the schema's own checks on literal arguments", () => {
    assert.deepEqual(check({value: 2, min: 3, max: 1})('inRange'), [`${at} min above max`]);
  });

  it('leaves bound and computed arguments, and checks on all of them, to the call', () => {
    const bound = {value: {path: '/n'}, min: {call: 'inRange', args: {value: 1, min: 0, max: 1}}};
    assert.deepEqual(check({...bound, max: 3})('inRange'), []);
    // The literal beside them is still checked.
    assert.deepEqual(check({...bound, max: '3'})('inRange'), [
      `${at}/max Expected number, received string`,
    ]);
  });

  it('checks an object that only looks bound: the call passes it as it is', () => {
    assert.deepEqual(check({value: {path: '/n', unit: 'kg'}, min: 1, max: 3})('inRange'), [
      `${at}/value Expected number, received object`,
    ]);
  });

  it('checks the items of a literal list, not a list holding a binding', () => {
    assert.deepEqual(check({values: [true, {path: '/ok'}]})('all'), []);
    assert.deepEqual(check({values: [true, 'yes']})('all'), [
      `${at}/values/1 Expected boolean, received string`,
    ]);
  });
});
