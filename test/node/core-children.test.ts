import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {computed, effect} from '../../src/state/signals.js';
import {
  ComponentContext,
  ROOT_SCOPE,
  SurfaceModel,
  basicCatalog,
  type ChildRef,
  type ComponentDefinition,
} from '../../src/core.js';
import {MAX_COMPONENTS} from '../../src/binding/child-list.js';
import {MAX_DATA_DEPTH} from '../../src/state/data-model.js';

function surfaceWith(definitions: Record<string, unknown>[], data: unknown = {}) {
  const surface = new SurfaceModel({id: 's', catalog: basicCatalog, onError: () => {}});
  surface.dataModel.set('/', data);
  surface.updateComponents(definitions as unknown as ComponentDefinition[]);
  return surface;
}

const list = (children: unknown) => ({id: 'list', component: 'List', children});
const item = {id: 'item', component: 'Text', text: {path: 'name'}};
const template = {componentId: 'item', path: '/items'};
const names = (...values: string[]) => values.map((name) => ({name}));

function liveChildren(ctx: ComponentContext, prop = 'children') {
  let runs = 0;
  const reader = computed(() => {
    runs++;
    return ctx.children(prop);
  });
  effect(() => void reader.value);
  void reader.value;
  return {
    get refs(): readonly ChildRef[] {
      return reader.value;
    },
    get runs() {
      void reader.value;
      return runs;
    },
  };
}

const paths = (refs: readonly ChildRef[]) => refs.map((ref) => ref.scope.path);

describe('ComponentContext.children with static ids', () => {
  it('returns one ref per id, in order, in the parent scope', () => {
    const surface = surfaceWith([{id: 'col', component: 'Column', children: ['a', 'b']}]);
    const refs = new ComponentContext(surface, 'col').children('children');
    assert.deepEqual(
      refs.map((r) => r.id),
      ['a', 'b'],
    );
    assert.equal(refs[0]?.scope, ROOT_SCOPE);
  });

  it('returns one ref for a single child id property', () => {
    const surface = surfaceWith([{id: 'card', component: 'Card', child: 'inner'}]);
    const refs = new ComponentContext(surface, 'card').children('child');
    assert.deepEqual(
      refs.map((r) => r.id),
      ['inner'],
    );
  });

  it('passes a template item scope on to static children', () => {
    const surface = surfaceWith([{id: 'row', component: 'Row', children: ['a']}]);
    const scope = {path: '/items/3'};
    const refs = new ComponentContext(surface, 'row', scope).children('children');
    assert.equal(refs[0]?.scope, scope);
  });

  it('returns nothing for a missing property', () => {
    const surface = surfaceWith([{id: 'col', component: 'Column', children: []}]);
    assert.deepEqual(new ComponentContext(surface, 'col').children('nope'), []);
  });

  it('gives repeated ids distinct keys', () => {
    const surface = surfaceWith([{id: 'col', component: 'Column', children: ['a', 'a']}]);
    const refs = new ComponentContext(surface, 'col').children('children');
    assert.notEqual(refs[0]?.key, refs[1]?.key);
  });

  it('keeps ref identity when the parent is updated with the same children', () => {
    const surface = surfaceWith([{id: 'col', component: 'Column', children: ['a', 'b']}]);
    const ctx = new ComponentContext(surface, 'col');
    const live = liveChildren(ctx);
    const before = live.refs;
    surface.updateComponents([
      {id: 'col', component: 'Column', children: ['a', 'b'], align: 'center'} as never,
    ]);
    assert.equal(live.refs, before, 'same array: nothing to re-render');
  });

  it('keeps the refs of remaining children when one is inserted', () => {
    const surface = surfaceWith([{id: 'col', component: 'Column', children: ['a', 'c']}]);
    const ctx = new ComponentContext(surface, 'col');
    const live = liveChildren(ctx);
    const [a, c] = live.refs;
    surface.updateComponents([
      {id: 'col', component: 'Column', children: ['a', 'b', 'c']} as never,
    ]);
    const refs = live.refs;
    assert.equal(refs[0], a);
    assert.equal(refs[2], c);
    assert.equal(refs[1]?.id, 'b');
  });
});

describe('ComponentContext.children with templates', () => {
  it('returns one ref per array item with the item scope path', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b', 'c')});
    const refs = new ComponentContext(surface, 'list').children('children');
    assert.deepEqual(
      refs.map((r) => r.id),
      ['item', 'item', 'item'],
    );
    assert.deepEqual(paths(refs), ['/items/0', '/items/1', '/items/2']);
  });

  it('an item component resolves relative paths in its item', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b')});
    const refs = new ComponentContext(surface, 'list').children('children');
    const texts = refs.map((r) => new ComponentContext(surface, r.id, r.scope).props['text']);
    assert.deepEqual(texts, ['a', 'b']);
  });

  it('returns nothing while the data is missing, then fills in', () => {
    const surface = surfaceWith([list(template), item]);
    const live = liveChildren(new ComponentContext(surface, 'list'));
    assert.equal(live.refs.length, 0);
    surface.dataModel.set('/items', names('x'));
    assert.equal(live.refs.length, 1);
  });

  it('iterates the keys of an object as items', () => {
    const surface = surfaceWith([list(template), item], {
      items: {first: {name: 'a'}, 'we/ird': {name: 'b'}},
    });
    const refs = new ComponentContext(surface, 'list').children('children');
    assert.deepEqual(paths(refs), ['/items/first', '/items/we~1ird']);
    assert.equal(new ComponentContext(surface, 'item', refs[1]!.scope).props['text'], 'b');
  });

  it('lays out no more items than the renderer may show, and one more to report', () => {
    const many = Array.from({length: MAX_COMPONENTS + 5}, (_, i) => ({name: 'r' + i}));
    const byName = Object.fromEntries(many.map((row) => [row.name, row]));
    for (const items of [many, byName]) {
      const surface = surfaceWith([list(template), item], {items});
      const refs = new ComponentContext(surface, 'list').children('children');
      assert.equal(refs.length, MAX_COMPONENTS + 1);
      assert.match(refs.at(-1)!.scope.path, new RegExp(`/items/r?${MAX_COMPONENTS}$`));
    }
  });

  it('resolves a relative template path inside an item scope (nested templates)', () => {
    const surface = surfaceWith(
      [
        list({componentId: 'group', path: '/groups'}),
        {id: 'group', component: 'Column', children: {componentId: 'member', path: 'members'}},
        {id: 'member', component: 'Text', text: {path: 'name'}},
      ],
      {groups: [{members: names('a1', 'a2')}, {members: names('b1')}]},
    );
    const groups = new ComponentContext(surface, 'list').children('children');
    const second = new ComponentContext(surface, 'group', groups[1]!.scope).children('children');
    assert.deepEqual(paths(second), ['/groups/1/members/0']);
    assert.equal(new ComponentContext(surface, 'member', second[0]!.scope).props['text'], 'b1');
  });

  it('nested item scopes follow when the outer item moves', () => {
    const surface = surfaceWith(
      [
        list({componentId: 'group', path: '/groups'}),
        {id: 'group', component: 'Column', children: {componentId: 'member', path: 'members'}},
        {id: 'member', component: 'Text', text: {path: 'name'}},
      ],
      {groups: [{id: 'g1', members: names('x')}]},
    );
    const outer = liveChildren(new ComponentContext(surface, 'list'));
    const group = outer.refs[0]!;
    const inner = liveChildren(new ComponentContext(surface, 'group', group.scope));
    const member = inner.refs[0]!;
    const text = new ComponentContext(surface, 'member', member.scope);
    surface.dataModel.set('/groups', [
      {id: 'g0', members: names('new')},
      {id: 'g1', members: names('x')},
    ]);
    assert.equal(outer.refs[1], group);
    assert.equal(group.scope.path, '/groups/1');
    assert.equal(member.scope.path, '/groups/1/members/0');
    assert.equal(text.props['text'], 'x');
  });

  it('inserting in the middle keeps every other item ref and moves their scopes', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b', 'c', 'd')});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const before = live.refs;
    surface.dataModel.set('/items', names('a', 'b', 'NEW', 'c', 'd'));
    const after = live.refs;
    assert.equal(after[0], before[0]);
    assert.equal(after[1], before[1]);
    assert.equal(after[3], before[2]);
    assert.equal(after[4], before[3]);
    assert.ok(!before.includes(after[2]!));
    assert.equal(before[2]?.scope.path, '/items/3');
  });

  it('inserting into a 1,000-item list keeps the other 1,000 refs', () => {
    const initial = Array.from({length: 1000}, (_, i) => ({name: 'n' + i}));
    const surface = surfaceWith([list(template), item], {items: initial});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const before = new Set(live.refs);
    const next = [...initial.slice(0, 500), {name: 'inserted'}, ...initial.slice(500)];
    surface.dataModel.set('/items', next);
    const kept = live.refs.filter((ref) => before.has(ref));
    assert.equal(kept.length, 1000);
  });

  it('removing an item keeps the refs of the others', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b', 'c')});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const [a, , c] = live.refs;
    surface.dataModel.set('/items', names('a', 'c'));
    assert.deepEqual(live.refs, [a, c]);
    assert.equal(c?.scope.path, '/items/1');
  });

  it('reordering items keeps their refs', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b')});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const [a, b] = live.refs;
    surface.dataModel.set('/items', names('b', 'a'));
    assert.deepEqual(live.refs, [b, a]);
    assert.equal(a?.scope.path, '/items/1');
  });

  it('items with an id field are keyed by it', () => {
    const surface = surfaceWith([list(template), item], {
      items: [
        {id: 1, name: 'a'},
        {id: 2, name: 'b'},
      ],
    });
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const [, second] = live.refs;
    surface.dataModel.set('/items', [
      {id: 2, name: 'b, renamed'},
      {id: 3, name: 'c'},
    ]);
    assert.equal(live.refs[0], second);
  });

  it('editing an item in place keeps its ref (typing into a list item keeps its element)', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b', 'c')});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const before = live.refs;
    surface.dataModel.set('/items/1/name', 'bee');
    assert.deepEqual(live.refs, before);
  });

  it('an emptied array slot renders no child', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b', 'c')});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    surface.dataModel.set('/items/1', undefined);
    assert.deepEqual(paths(live.refs), ['/items/0', '/items/2']);
  });

  it('typing into an item until it equals another item keeps both refs in place', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b')});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const [first, second] = live.refs;
    surface.dataModel.set('/items/0/name', 'b');
    assert.deepEqual(live.refs, [first, second]);
    assert.equal(first?.scope.path, '/items/0');
  });

  it('moving one of two identical items keeps a ref per position sensibly', () => {
    const surface = surfaceWith([list(template), item], {items: names('x', 'y', 'x')});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const [x0, y, x2] = live.refs;
    surface.dataModel.set('/items', names('y', 'x', 'x'));
    const refs = live.refs;
    assert.equal(refs[0], y);
    assert.deepEqual(new Set([refs[1], refs[2]]), new Set([x0, x2]));
  });

  it('items as deep as the data model allows still render, keyed by identity', () => {
    let deep: Record<string, unknown> = {};
    // The model, the items array and MAX_DATA_DEPTH - 2 objects: as deep as a model goes.
    for (let i = 1; i < MAX_DATA_DEPTH - 2; i++) deep = {a: deep};
    const surface = surfaceWith([list(template), item], {items: [deep, {name: 'ok'}]});
    const refs = new ComponentContext(surface, 'list').children('children');
    assert.deepEqual(paths(refs), ['/items/0', '/items/1']);
  });

  it('identical items get distinct stable keys', () => {
    const surface = surfaceWith([list(template), item], {items: names('same', 'same')});
    const refs = new ComponentContext(surface, 'list').children('children');
    assert.notEqual(refs[0]?.key, refs[1]?.key);
  });

  it('an unchanged list keeps the same array (no re-render)', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b'), other: 1});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const before = live.refs;
    surface.dataModel.set('/other', 2);
    surface.dataModel.set('/items/0/name', 'changed');
    assert.equal(live.refs, before);
  });

  it('a data change inside one item does not move the other item scopes', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b')});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const second = live.refs[1]!;
    let runs = 0;
    const path = computed(() => (runs++, second.scope.path));
    effect(() => void path.value);
    void path.value;
    surface.dataModel.set('/items/0/name', 'changed');
    void path.value;
    assert.equal(runs, 1);
  });

  it('an edit inside one item never marks the other items dirty (O(1) update)', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b', 'c')});
    const refs = new ComponentContext(surface, 'list').children('children');
    const third = new ComponentContext(surface, 'item', refs[2]!.scope);
    const text = computed(() => third.props['text']);
    let runs = 0;
    effect(() => void (runs++, text.value));
    surface.dataModel.set('/items/0/name', 'changed');
    assert.equal(runs, 1);
    assert.equal(text.value, 'c');
  });

  it('a reader of a moved item scope sees the new path even before the list re-renders', () => {
    const surface = surfaceWith([list(template), item], {items: names('a', 'b')});
    const refs = new ComponentContext(surface, 'list').children('children');
    const second = new ComponentContext(surface, 'item', refs[1]!.scope);
    surface.dataModel.set('/items', names('new', 'a', 'b'));
    assert.equal(refs[1]!.scope.path, '/items/2');
    assert.equal(second.props['text'], 'b');
  });

  it('changing the template component recreates the refs', () => {
    const surface = surfaceWith(
      [list(template), item, {id: 'other', component: 'Text', text: 'x'}],
      {
        items: names('a'),
      },
    );
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const before = live.refs[0];
    surface.updateComponents([list({componentId: 'other', path: '/items'}) as never]);
    assert.notEqual(live.refs[0], before);
    assert.equal(live.refs[0]?.id, 'other');
  });

  it('switching from a template to static ids works', () => {
    const surface = surfaceWith([list(template), item], {items: names('a')});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    surface.updateComponents([list(['x', 'y']) as never]);
    assert.deepEqual(
      live.refs.map((r) => r.id),
      ['x', 'y'],
    );
  });

  it('appending to a long list reads only the new item (a stream of rows stays cheap)', () => {
    let reads = 0;
    const counted = (value: object) =>
      new Proxy(value, {
        get: (target, field, receiver) => (reads++, Reflect.get(target, field, receiver)),
      });
    const initial = Array.from({length: 1000}, (_, i) => counted({name: 'n' + i}));
    const surface = surfaceWith([list(template), item], {items: initial});
    const live = liveChildren(new ComponentContext(surface, 'list'));
    const before = live.refs;
    reads = 0;
    surface.dataModel.set('/items/1000', counted({name: 'new'}));
    const after = live.refs;
    assert.equal(after.length, 1001);
    assert.ok(before.every((ref, i) => after[i] === ref));
    assert.equal(after[1000]?.scope.path, '/items/1000');
    assert.ok(reads < 20, `read ${reads} fields of the items`);
    surface.dataModel.set('/items', initial.slice(0, 999));
    assert.deepEqual(live.refs, before.slice(0, 999));
  });

  it('appending and dropping at the end keeps kept refs, and keys as a fresh list gives them (property)', () => {
    const row = fc.oneof(
      fc.constantFrom('a', 'b').map((name) => ({name})),
      fc.constantFrom(1, 2, '1#1').map((id) => ({id, name: 'x'})),
    );
    const step = fc.oneof(
      row.map((added) => ({added})),
      fc.nat(3).map((drop) => ({drop})),
    );
    fc.assert(
      fc.property(
        fc.array(row, {maxLength: 4}),
        fc.array(step, {maxLength: 10}),
        (initial, steps) => {
          const surface = surfaceWith([list(template), item], {items: initial});
          const live = liveChildren(new ComponentContext(surface, 'list'));
          let current = [...initial];
          for (const change of steps) {
            const before = live.refs;
            const kept =
              'drop' in change ? Math.max(0, current.length - change.drop) : current.length;
            if ('added' in change) {
              surface.dataModel.set(`/items/${current.length}`, change.added);
              current = [...current, change.added];
            } else {
              current = current.slice(0, kept);
              surface.dataModel.set('/items', current);
            }
            const refs = live.refs;
            assert.equal(new Set(refs.map((r) => r.key)).size, refs.length);
            assert.deepEqual(
              paths(refs),
              current.map((_, i) => `/items/${i}`),
            );
            const fresh = liveChildren(
              new ComponentContext(surfaceWith([list(template), item], {items: current}), 'list'),
            );
            const counterless = (list: readonly ChildRef[]) =>
              list.map((r) => (r.key.includes('|k') ? 'k' : r.key));
            assert.deepEqual(counterless(refs), counterless(fresh.refs));
            assert.deepEqual(refs.slice(0, kept), before.slice(0, kept));
          }
        },
      ),
      {seed: 7, numRuns: 300},
    );
  });

  it('a 10,000-item template list resolves quickly', () => {
    const items = Array.from({length: 10000}, (_, i) => ({name: 'n' + i}));
    const surface = surfaceWith([list(template), item], {items});
    const started = performance.now();
    const refs = new ComponentContext(surface, 'list').children('children');
    for (const ref of refs) void new ComponentContext(surface, ref.id, ref.scope).props;
    const elapsed = performance.now() - started;
    assert.equal(refs.length, 10000);
    assert.ok(elapsed < 8000, `took ${elapsed} ms`);
  });

  it('keys stay unique, scopes point at their items, and inserts keep every ref (property)', () => {
    const word = fc.constantFrom('a', 'b', 'c');
    fc.assert(
      fc.property(
        fc.array(word, {maxLength: 6}),
        fc.array(fc.tuple(fc.nat(), word, fc.boolean()), {maxLength: 8}),
        (initial, edits) => {
          const surface = surfaceWith([list(template), item], {items: names(...initial)});
          const live = liveChildren(new ComponentContext(surface, 'list'));
          const current = [...initial];
          for (const [at, value, insert] of edits) {
            const before = live.refs;
            if (insert || current.length === 0) {
              current.splice(at % (current.length + 1), 0, value);
            } else {
              current[at % current.length] = value;
            }
            surface.dataModel.set('/items', names(...current));
            const refs = live.refs;
            assert.equal(refs.length, current.length);
            assert.equal(new Set(refs.map((r) => r.key)).size, refs.length);
            assert.deepEqual(
              paths(refs),
              current.map((_, i) => `/items/${i}`),
            );
            const kept = new Set(refs);
            assert.ok(
              before.every((ref) => kept.has(ref)),
              'an insert or edit dropped a ref',
            );
          }
        },
      ),
      {seed: 99, numRuns: 300},
    );
  });
});
