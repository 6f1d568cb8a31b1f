import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {computed, effect} from '../../src/state/signals.js';
import {BASIC_CATALOG_ID, ComponentContext, DataModel, MessageProcessor} from '../../src/core.js';

// Protocol edge cases found by fuzzing the core against the v0.9 / v0.9.1 spec.

const version = 'v0.9';

function surfaceWith(components: Record<string, unknown>[], value: unknown) {
  const processor = new MessageProcessor({locale: 'en-US'});
  processor.processMessages([
    {version, createSurface: {surfaceId: 's', catalogId: BASIC_CATALOG_ID}},
    {version, updateComponents: {surfaceId: 's', components}},
    {version, updateDataModel: {surfaceId: 's', value}},
  ]);
  return {processor, surface: processor.getSurface('s')!};
}

describe('updateDataModel appending with "-"', () => {
  it('updates a component bound to the index the item was appended at', () => {
    const {processor, surface} = surfaceWith(
      [{id: 'root', component: 'Text', text: {path: '/items/1'}}],
      {items: ['a']},
    );
    const text = computed(() => new ComponentContext(surface, 'root').props['text']);
    assert.equal(text.value, '');
    processor.processMessages([
      {version, updateDataModel: {surfaceId: 's', path: '/items/-', value: 'b'}},
    ]);
    assert.equal(text.value, 'b');
  });

  it('notifies watchers below the appended item, in a created array too', () => {
    const model = new DataModel({});
    const seen: unknown[] = [];
    const stop = effect(() => void seen.push(model.get('/list/0/name')));
    model.set('/list/-/name', 'Ada');
    stop();
    assert.deepEqual(model.snapshot(), {list: [{name: 'Ada'}]});
    assert.deepEqual(seen, [undefined, 'Ada']);
  });
});

describe('ChildList template path written with a trailing slash', () => {
  // Paths ignore one trailing slash (`/items/` reads `/items`); the items' scopes must too.
  it('gives each item the scope of its own entry, absolute and relative', () => {
    const {surface} = surfaceWith(
      [
        {id: 'root', component: 'Column', children: {componentId: 'group', path: '/groups/'}},
        {id: 'group', component: 'Column', children: {componentId: 'name', path: 'items/'}},
        {id: 'name', component: 'Text', text: {path: 'name'}},
      ],
      {groups: [{items: [{name: 'Ada'}, {name: 'Grace'}]}]},
    );
    const [group] = new ComponentContext(surface, 'root').children('children');
    assert.equal(group?.scope.path, '/groups/0');
    const names = new ComponentContext(surface, 'group', group!.scope).children('children');
    assert.deepEqual(
      names.map((ref) => [
        ref.scope.path,
        new ComponentContext(surface, ref.id, ref.scope).props['text'],
      ]),
      [
        ['/groups/0/items/0', 'Ada'],
        ['/groups/0/items/1', 'Grace'],
      ],
    );
  });
});

describe('ChildList template over a map with an empty key', () => {
  // "" is a key like any other (JSON Pointer, RFC 6901, addresses it; the schemas allow it). Its
  // scope is `/m//`: a pointer ignores one trailing slash, so `/m/` would read as `/m`.
  const map = () =>
    surfaceWith(
      [
        {id: 'root', component: 'Column', children: {componentId: 'v', path: '/m'}},
        {id: 'v', component: 'TextField', label: {path: 'name'}, value: {path: 'value'}},
      ],
      {m: {'': {name: 'empty', value: 'e'}, k: {name: 'key', value: 'v'}}},
    );

  it('renders the entry "" as an item, in key order', () => {
    const {surface} = map();
    const items = new ComponentContext(surface, 'root').children('children');
    assert.deepEqual(
      items.map((ref) => ref.scope.path),
      ['/m//', '/m/k'],
    );
    const labels = items.map((ref) => new ComponentContext(surface, 'v', ref.scope).props['label']);
    assert.deepEqual(labels, ['empty', 'key']);
  });

  it('writes what the user types into the entry "", not over the map', () => {
    const {surface} = map();
    const [empty] = new ComponentContext(surface, 'root').children('children');
    new ComponentContext(surface, 'v', empty!.scope).setter('value')!('typed');
    assert.deepEqual(surface.dataModel.snapshot(), {
      m: {'': {name: 'empty', value: 'typed'}, k: {name: 'key', value: 'v'}},
    });
  });

  it('reads the entry "" itself with the path "." (a map of strings, and at the root)', () => {
    for (const [path, value] of [
      ['/m', {m: {'': 'empty', k: 'value'}}],
      ['/', {'': 'empty', k: 'value'}],
    ] as const) {
      const {surface} = surfaceWith(
        [
          {id: 'root', component: 'Column', children: {componentId: 'v', path}},
          {id: 'v', component: 'Text', text: {path: '.'}},
        ],
        value,
      );
      const items = new ComponentContext(surface, 'root').children('children');
      const texts = items.map((ref) => new ComponentContext(surface, 'v', ref.scope).props['text']);
      assert.deepEqual(texts, ['empty', 'value'], path);
    }
  });
});

describe('DataModel notifications (property)', () => {
  it('every watched path reads what the model holds after any sequence of writes', () => {
    const segment = fc.constantFrom('a', '0', '1', '-', 'x~1y', '', '01');
    const path = fc.oneof(
      fc.array(segment, {maxLength: 4}).map((segments) => '/' + segments.join('/')),
      fc.constantFrom('', '/', 'a/0', '/a/'),
    );
    const leaf = fc.constantFrom<unknown>(undefined, 0, 1, null, 's');
    const {value} = fc.letrec<{value: unknown}>((tie) => ({
      value: fc.oneof(
        {depthSize: 'small'},
        leaf,
        fc.array(tie('value'), {maxLength: 3}),
        fc.dictionary(fc.constantFrom('a', '0', 'x/y'), tie('value'), {maxKeys: 3}),
      ),
    }));
    const json = value.map((v) => (v === undefined ? v : JSON.parse(JSON.stringify(v))));
    fc.assert(
      fc.property(
        fc.array(path, {minLength: 1, maxLength: 6}),
        fc.array(fc.tuple(path, json), {maxLength: 6}),
        (watched, writes) => {
          const model = new DataModel({}, {onError: () => {}});
          const seen = new Map<string, string | undefined>();
          const stops = watched.map((p) =>
            effect(() => void seen.set(p, JSON.stringify(model.get(p)))),
          );
          for (const [p, v] of writes) {
            model.set(p, v);
            for (const w of watched) assert.equal(seen.get(w), JSON.stringify(model.peek(w)));
          }
          stops.forEach((stop) => stop());
        },
      ),
      {numRuns: 1000, seed: 20261201},
    );
  });
});
