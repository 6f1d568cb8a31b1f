import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {
  array,
  boolean,
  enumOf,
  looseObject,
  number,
  objectOf,
  optional,
  strictObject,
  string,
  unknown,
} from '../../src/protocol/v0_9/light-types.js';

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

describe('objects, arrays and strings', () => {
  type Schema = z.ZodMiniType;
  interface Kit {
    strictObject: (shape: Record<string, Schema>) => Schema;
    looseObject: (shape: Record<string, Schema>) => Schema;
    array: (item: Schema) => Schema;
    optional: (schema: Schema) => Schema;
    string: () => Schema;
    unknown: () => Schema;
  }
  const light: Kit = {strictObject, looseObject, array, optional, string, unknown};
  // The same schema built from zod's own types and from the light ones.
  const both = (build: (t: Kit) => Schema): [Schema, Schema] => [build(z), build(light)];
  const parsed = (schema: z.ZodMiniType, value: unknown) => {
    // Issues in full, with the input each one is about.
    const result = schema.safeParse(value, {reportInput: true});
    return result.success ? {data: result.data} : {issues: result.error.issues};
  };

  it('parse and report issues exactly as zod does', () => {
    const [ofZod, ofLight] = both((t) =>
      t.strictObject({
        id: t.string(),
        tags: t.array(t.string()),
        note: t.optional(t.string()),
        anything: t.unknown(),
        extra: t.optional(t.looseObject({size: t.optional(t.unknown())})),
      }),
    );
    const inputs = [
      {id: 'a', tags: ['x'], anything: null},
      {id: 'a', tags: ['x']},
      {id: 'a', tags: [], note: 'n', extra: {size: 3, more: true}},
      {id: 4, tags: ['x', 5, null], other: 1, also: 2},
      {tags: 'x', note: 3},
      {id: 'a', tags: [], extra: []},
      {id: 'a', tags: [], extra: {size: undefined}},
      {id: 'a', tags: [], note: undefined},
      ['not', 'an', 'object'],
      null,
      JSON.parse('{"__proto__": 1, "id": "a", "tags": []}'),
    ];
    for (const input of inputs) assert.deepEqual(parsed(ofLight, input), parsed(ofZod, input));
  });

  it('check other properties with the catchall schema, below their key', () => {
    const record = objectOf({}, number());
    assert.deepEqual(record.safeParse({a: 1, b: 2}).data, {a: 1, b: 2});
    const [issue] = record.safeParse({a: 1, b: 'two'}).error?.issues ?? [];
    assert.deepEqual([issue?.code, issue?.path], ['invalid_type', ['b']]);
  });

  it('name the option of an object for a keyed union', () => {
    const circle = strictObject({kind: enumOf(['circle'])});
    assert.deepEqual([...(circle._zod.propValues?.kind ?? [])], ['circle']);
  });

  it('export to the same JSON Schema as zod', () => {
    const [ofZod, ofLight] = both((t) =>
      t.strictObject({
        list: t.array(t.string()),
        open: t.optional(t.looseObject({any: t.unknown()})),
      }),
    );
    assert.deepEqual(z.toJSONSchema(ofLight), z.toJSONSchema(ofZod));
  });
});
