import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {oneOfByKey} from '../../src/protocol/v0_9/one-of.js';
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
