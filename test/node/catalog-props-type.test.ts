// The props an element receives are inferred from the schemas given to defineComponent. The
// checks are types: `npx tsc --noEmit -p tsconfig.json` fails when an inferred type is wrong.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import * as z from 'zod/mini';
import {defineComponent, type PropsOf} from '../../src/core.js';
import type {ComponentProps} from '../../src/index.js';

/** True only when A and B are the same type. */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function same<A, B>(verdict: Equal<A, B>): Equal<A, B> {
  return verdict;
}

const statCard = defineComponent({
  name: 'StatCard',
  tag: 'my-stat-card',
  props: (t) => ({
    label: t.dynamicString,
    value: z.optional(t.dynamicNumber),
    done: t.dynamicBoolean,
    tags: t.dynamicStringList,
    trend: z.optional(z.enum(['up', 'down'])),
    action: z.optional(t.action),
    onTap: t.action,
    children: t.childList,
    header: t.componentId,
    raw: t.dynamicValue,
    bound: t.dataBinding,
    rows: z.array(z.object({title: t.dynamicString, count: z.number()})),
    checks: z.optional(z.array(t.checkRule)),
  }),
});
type StatCardProps = PropsOf<typeof statCard>;

test('a dynamic string, number, boolean and string list arrive resolved to their type', () => {
  assert.ok(same<StatCardProps['label'], string>(true));
  assert.ok(same<StatCardProps['value'], number | undefined>(true));
  assert.ok(same<StatCardProps['done'], boolean>(true));
  assert.ok(same<StatCardProps['tags'], readonly string[]>(true));
});

test('literal properties keep the type of their schema', () => {
  assert.ok(same<StatCardProps['trend'], 'up' | 'down' | undefined>(true));
});

test('an action arrives as a function that performs it', () => {
  assert.ok(same<StatCardProps['onTap'], () => boolean>(true));
  assert.ok(same<StatCardProps['action'], (() => boolean) | undefined>(true));
});

test('children, a component id and a dynamic value keep their resolved shapes', () => {
  assert.ok(
    same<
      StatCardProps['children'],
      readonly string[] | {readonly componentId: string; readonly path: string}
    >(true),
  );
  assert.ok(same<StatCardProps['header'], string>(true));
  assert.ok(same<StatCardProps['raw'], unknown>(true));
  assert.ok(same<StatCardProps['bound'], unknown>(true));
});

test('dynamic values nested in objects and arrays arrive resolved', () => {
  assert.ok(
    same<StatCardProps['rows'], readonly {readonly title: string; readonly count: number}[]>(true),
  );
  assert.ok(
    same<
      StatCardProps['checks'],
      readonly {readonly condition: boolean; readonly message: string}[] | undefined
    >(true),
  );
});

test("lists and objects from the data model are read-only: they are the model's own", () => {
  const props = {} as ComponentProps<StatCardProps>;
  // @ts-expect-error a bound list is the data model's: push would change it behind its signals
  props.tags?.push('new');
  // @ts-expect-error sort a copy (`[...rows].sort()`), never the model's list
  props.rows?.sort();
  // @ts-expect-error a nested object too
  if (props.rows?.[0]) props.rows[0].count = 1;
  // The setter takes the new list the component built.
  props.setTags?.([...(props.tags ?? []), 'new']);
  assert.ok(true);
});

test('props without the function form are inferred too', () => {
  const plain = defineComponent({name: 'Plain', props: {count: z.number()}});
  assert.ok(same<PropsOf<typeof plain>, {count: number}>(true));
  assert.equal(plain.name, 'Plain');
});

test("an element's props view adds the setters of the inferred properties", () => {
  type View = ComponentProps<StatCardProps>;
  assert.ok(same<View['setLabel'], ((value: string) => boolean) | undefined>(true));
  assert.ok(same<View['label'], string | undefined>(true));
});

test('a typed api is still a ComponentApi at run time, with nothing added', () => {
  assert.deepEqual(Object.keys(statCard).sort(), ['bindings', 'name', 'schema', 'tag']);
});
