import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {boolean, enumOf, number, optional} from '../../src/protocol/v0_9/light-types.js';

describe('enumOf', () => {
  const axis = enumOf(['horizontal', 'vertical']);

  it('accepts each listed value', () => {
    assert.equal(axis.safeParse('vertical').data, 'vertical');
  });

  it('rejects any other value, listing the allowed ones', () => {
    const [issue] = axis.safeParse('diagonal').error?.issues ?? [];
    assert.equal(issue?.code, 'invalid_value');
    assert.deepEqual((issue as {values?: unknown[]}).values, ['horizontal', 'vertical']);
  });

  it('exports as a JSON Schema enum of strings', () => {
    const {type, enum: values} = z.toJSONSchema(axis) as {type?: string; enum?: unknown[]};
    assert.deepEqual([type, values], ['string', ['horizontal', 'vertical']]);
  });

  it('names the option of an object for zod, as a literal does', () => {
    const circle = z.strictObject({kind: enumOf(['circle'])});
    assert.deepEqual([...(circle._zod.propValues?.kind ?? [])], ['circle']);
  });
});

describe('optional', () => {
  const shape = z.strictObject({label: optional(z.string())});

  it('lets an object property be absent', () => {
    assert.deepEqual(shape.safeParse({}).data, {});
  });

  it('still checks a present value', () => {
    const [issue] = shape.safeParse({label: 4}).error?.issues ?? [];
    assert.deepEqual([issue?.code, issue?.path], ['invalid_type', ['label']]);
  });

  it('exports the property as not required', () => {
    const json = z.toJSONSchema(shape) as {required?: string[]; properties?: object};
    assert.deepEqual([json.required, Object.keys(json.properties ?? {})], [undefined, ['label']]);
  });

  it('keeps the values of the schema it wraps, and adds undefined', () => {
    assert.deepEqual([...(optional(enumOf(['a']))._zod.values ?? [])], ['a', undefined]);
  });
});

describe('number and boolean', () => {
  it('accept a finite number and a boolean', () => {
    assert.deepEqual([number().safeParse(1.5).data, boolean().safeParse(false).data], [1.5, false]);
  });

  it('reject NaN, the infinities and other types, as zod does', () => {
    for (const value of [NaN, Infinity, -Infinity, '1', null]) {
      const [issue] = number().safeParse(value).error?.issues ?? [];
      assert.deepEqual(
        [issue?.code, (issue as {expected?: string}).expected],
        ['invalid_type', 'number'],
      );
    }
    const [issue] = boolean().safeParse('true').error?.issues ?? [];
    assert.deepEqual(
      [issue?.code, (issue as {expected?: string}).expected],
      ['invalid_type', 'boolean'],
    );
  });

  it('export as JSON Schema number and boolean', () => {
    const json = [z.toJSONSchema(number()), z.toJSONSchema(boolean())] as {type?: string}[];
    assert.deepEqual(
      json.map((schema) => schema.type),
      ['number', 'boolean'],
    );
  });
});
