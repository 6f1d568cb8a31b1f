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
  // The entry "" would have the scope `/m/`, which paths read as `/m` (one trailing slash is
  // ignored): its fields would show, and typing would overwrite, the whole map.
  it('renders the other entries and leaves the empty key out', () => {
    const {surface} = surfaceWith(
      [
        {id: 'root', component: 'Column', children: {componentId: 'v', path: '/m'}},
        {id: 'v', component: 'Text', text: {path: ''}},
      ],
      {m: {'': 'empty', k: 'value'}},
    );
    const items = new ComponentContext(surface, 'root').children('children');
    assert.deepEqual(
      items.map((ref) => ref.scope.path),
      ['/m/k'],
    );
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
