import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {oneOf, oneOfByKey} from '../../src/protocol/v0_9/light-types.js';
import {validateMessage} from '../../src/core.js';

const shape = oneOfByKey('kind', [
  z.strictObject({kind: z.literal('circle'), radius: z.number()}),
  z.strictObject({kind: z.literal('square'), side: z.number()}),
]);

describe('oneOfByKey', () => {
  it('accepts an object matching the option its key names', () => {
    assert.deepEqual(shape.safeParse({kind: 'square', side: 2}).data, {kind: 'square', side: 2});
  });

  it('checks the named option only, reporting its own issues', () => {
    const issues = shape.safeParse({kind: 'circle', side: 2}).error?.issues ?? [];
    assert.deepEqual(
      issues.map((issue) => [issue.code, issue.path.join('/')]),
      [
        ['invalid_type', 'radius'],
        ['unrecognized_keys', ''],
      ],
    );
  });

  it('reports an unknown key value at the key', () => {
    const [issue] = shape.safeParse({kind: 'hexagon'}).error?.issues ?? [];
    assert.equal(issue?.code, 'invalid_union');
    assert.deepEqual(issue?.path, ['kind']);
  });

  it('reports a value that is not an object as such', () => {
    const [issue] = shape.safeParse(['circle']).error?.issues ?? [];
    assert.equal(issue?.code, 'invalid_type');
    assert.deepEqual(issue?.path, []);
  });

  it('tries every option, exactly one to match, when one has no literal key', () => {
    const loose = oneOfByKey('kind', [
      z.strictObject({kind: z.literal('circle')}),
      z.looseObject({kind: z.string()}),
    ]);
    assert.equal(loose.safeParse({kind: 'square'}).success, true);
    assert.equal(loose.safeParse({kind: 'circle'}).success, false);
  });

  it('exports as a JSON Schema oneOf of its options', () => {
    const json = z.toJSONSchema(shape) as {oneOf?: unknown[]};
    assert.equal(json.oneOf?.length, 2);
  });

  it('validates deeply nested function calls in linear time', () => {
    let value: unknown = true;
    for (let depth = 0; depth < 200; depth++) value = {call: 'not', args: {value}};
    const message = {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [{id: 'c', component: 'CheckBox', label: 'x', value}],
      },
    };
    const start = performance.now();
    assert.equal(validateMessage(message, {direction: 'agentToRenderer'}).ok, true);
    assert.ok(performance.now() - start < 1000);
  });
});

describe('oneOf', () => {
  const stringOrCount = oneOf([z.string(), z.strictObject({count: z.number()})]);

  it('accepts a value matching exactly one option, as parsed by it', () => {
    assert.equal(stringOrCount.safeParse('x').data, 'x');
    assert.deepEqual(stringOrCount.safeParse({count: 2}).data, {count: 2});
  });

  it('reports every option’s issues, with paths and messages, when none matches', () => {
    const [issue] = stringOrCount.safeParse({count: 'two'}).error?.issues ?? [];
    assert.equal(issue?.code, 'invalid_union');
    const errors = (issue as {errors?: {path: PropertyKey[]; message: string}[][]}).errors ?? [];
    assert.deepEqual(
      errors.map((branch) => branch.map((error) => error.path.join('/'))),
      [[''], ['count']],
    );
    assert.ok(errors.flat().every((error) => typeof error.message === 'string'));
  });

  it('keeps a custom error message of an option', () => {
    const named = oneOf([z.string({error: 'a name'}), z.number({error: 'a count'})]);
    const [issue] = named.safeParse(true).error?.issues ?? [];
    const errors = (issue as {errors?: {message: string}[][]}).errors ?? [];
    assert.deepEqual(
      errors.map((branch) => branch[0]?.message),
      ['a name', 'a count'],
    );
  });

  it('rejects a value matching more than one option', () => {
    const overlapping = oneOf([z.string(), z.enum(['a', 'b'])]);
    const [issue] = overlapping.safeParse('a').error?.issues ?? [];
    assert.equal((issue as {inclusive?: boolean}).inclusive, false);
    assert.equal(overlapping.safeParse('c').success, true);
  });

  it('passes the issues of a single option through unwrapped', () => {
    const [issue] = oneOf([z.number()]).safeParse('x').error?.issues ?? [];
    assert.equal(issue?.code, 'invalid_type');
  });

  it('exports as oneOf, or anyOf when marked inclusive', () => {
    assert.ok('oneOf' in z.toJSONSchema(stringOrCount));
    assert.ok('anyOf' in z.toJSONSchema(oneOf([z.string(), z.strictObject({})], true)));
  });
});
