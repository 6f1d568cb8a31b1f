// A custom function's `impl` receives its arguments typed from its `args` schema when it is
// written with defineFunction. The checks are types: `npm run typecheck` fails when an inferred
// type is wrong or a wrong use type-checks.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import * as z from 'zod/mini';
import {
  basicCatalog,
  defineCatalog,
  defineFunction,
  schema,
  type FunctionDefinition,
} from '../../src/core.js';

/** True only when A and B are the same type. */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function same<A, B>(verdict: Equal<A, B>): Equal<A, B> {
  return verdict;
}

test("impl's arguments are typed from the args schema", () => {
  const compactNumber = defineFunction({
    name: 'compactNumber',
    returnType: 'string',
    args: z.object({value: z.number(), unit: z.optional(z.enum(['kB', 'MB']))}),
    impl: ({value, unit}) => {
      assert.ok(same<typeof value, number>(true));
      assert.ok(same<typeof unit, 'kB' | 'MB' | undefined>(true));
      return `${value.toFixed(1)} ${unit ?? ''}`;
    },
  });
  assert.equal(compactNumber.impl({value: 1.25, unit: 'kB'}, {} as never), '1.3 kB');
});

test('a wrong use of an argument fails to type-check', () => {
  defineFunction({
    name: 'shout',
    returnType: 'string',
    args: z.object({text: z.string()}),
    // @ts-expect-error `text` is a string: it has no toFixed
    impl: ({text}) => text.toFixed(),
  });
  defineFunction({
    name: 'shout',
    returnType: 'string',
    args: z.object({text: z.string()}),
    // @ts-expect-error there is no argument `value`
    impl: ({value}) => String(value),
  });
  assert.ok(true);
});

test('the drop-in schema builders type the arguments too', () => {
  const half = defineFunction({
    name: 'half',
    returnType: 'number',
    args: schema.object({value: schema.number(), label: schema.string()}),
    impl: (args) => {
      assert.ok(same<typeof args, {value: number; label: string}>(true));
      return args.value / 2;
    },
  });
  assert.equal(half.name, 'half');
});

test('a function without args, or typed with no schema, takes any record', () => {
  const now = defineFunction({name: 'now', returnType: 'string', impl: (args) => String(args)});
  assert.ok(same<Parameters<typeof now.impl>[0], Record<string, unknown>>(true));
  assert.equal(now.name, 'now');
  const plain: FunctionDefinition = {
    name: 'plain',
    returnType: 'string',
    args: z.object({value: z.number()}),
    impl: ({value}) => String(value),
  };
  assert.ok(same<Parameters<typeof plain.impl>[0], Record<string, unknown>>(true));
  assert.equal(plain.impl({value: 1}, {} as never), '1');
});

test('a typed function goes in a catalog, and comes back as it was written', () => {
  const isEven = defineFunction({
    name: 'isEven',
    returnType: 'boolean',
    args: z.object({value: z.number()}),
    impl: ({value}) => value % 2 === 0,
  });
  const catalog = defineCatalog({id: 'x:even', extends: basicCatalog, functions: [isEven]});
  assert.equal(catalog.functions['isEven'], isEven);
});
