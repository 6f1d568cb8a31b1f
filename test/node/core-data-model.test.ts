import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {computed, effect} from '../../src/state/signals.js';
import {DataModel, MAX_DATA_DEPTH, MAX_SPARSE_LENGTH} from '../../src/state/data-model.js';
import type {ErrorReport} from '../../src/state/errors.js';

/** A computed reading `pointer` that counts its evaluations, kept live by an effect. */
function watchPath(model: DataModel, pointer: string) {
  let runs = 0;
  const reader = computed(() => {
    runs++;
    return model.get(pointer);
  });
  const stop = effect(() => void reader.value);
  return {
    get runs() {
      void reader.value;
      return runs;
    },
    get value() {
      return reader.value;
    },
    stop,
  };
}

describe('DataModel reads', () => {
  it('returns the value at an absolute pointer', () => {
    const model = new DataModel({user: {name: 'Ada'}});
    assert.equal(model.get('/user/name'), 'Ada');
  });

  it('returns the whole model for "/" and ""', () => {
    const data = {a: 1};
    const model = new DataModel(data);
    assert.deepEqual(model.get('/'), data);
    assert.deepEqual(model.get(''), data);
  });

  it('reads array items by index', () => {
    const model = new DataModel({items: ['x', 'y']});
    assert.equal(model.get('/items/1'), 'y');
  });

  it('returns undefined for a missing path', () => {
    const model = new DataModel({});
    assert.equal(model.get('/a/b/c'), undefined);
  });

  it('decodes ~1 as "/" and ~0 as "~" in segments', () => {
    const model = new DataModel({'a/b': {'c~d': 5}});
    assert.equal(model.get('/a~1b/c~0d'), 5);
  });

  it('decodes ~01 as the literal "~1"', () => {
    const model = new DataModel({'~1': 'tilde-one'});
    assert.equal(model.get('/~01'), 'tilde-one');
  });

  it('does not read inherited properties such as toString', () => {
    const model = new DataModel({});
    assert.equal(model.get('/toString'), undefined);
  });

  it('does not treat "length" as an array index', () => {
    const model = new DataModel({items: [1, 2]});
    assert.equal(model.get('/items/length'), undefined);
  });

  it('refuses to read __proto__, constructor and prototype', () => {
    const model = new DataModel({});
    assert.equal(model.get('/__proto__'), undefined);
    assert.equal(model.get('/constructor'), undefined);
    assert.equal(model.peek('/a/prototype'), undefined);
  });

  it('peek reads without creating a signal', () => {
    const model = new DataModel({a: 1});
    const reader = computed(() => model.peek('/a'));
    void reader.value;
    assert.equal(model.signalCount, 0);
  });

  it('a read outside any computed creates no signal', () => {
    const model = new DataModel({a: 1});
    model.get('/a');
    assert.equal(model.signalCount, 0);
  });
});

describe('DataModel reads of a name inside a list', () => {
  /** A model holding `data` and the reports it made. */
  function reporting(data: unknown) {
    const reports: ErrorReport[] = [];
    return {model: new DataModel(data, {onError: (r) => reports.push(r)}), reports};
  }

  it('reads undefined and reports the path and the list, as DATA_ERROR', () => {
    const {model, reports} = reporting({items: [{name: 'Tea'}]});
    assert.equal(model.get('/items/name/first'), undefined);
    assert.deepEqual(reports, [
      {
        code: 'DATA_ERROR',
        path: '/items/name/first',
        message:
          'Cannot read "/items/name/first": the value at "/items" is a list, which has no "name" (only numeric indexes).',
      },
    ]);
  });

  it('reports a path once, however often it is read, tracked or not', () => {
    const {model, reports} = reporting({items: []});
    const watched = watchPath(model, '/items/name');
    model.set('/items', ['a']);
    model.get('/items/name');
    model.peek('/items/name');
    assert.deepEqual(
      reports.map((r) => r.path),
      ['/items/name'],
    );
    watched.stop();
  });

  it('still follows the path: a list that becomes a record is read', () => {
    const {model} = reporting({items: []});
    const watched = watchPath(model, '/items/name');
    model.set('/items', {name: 'Tea'});
    assert.equal(watched.value, 'Tea');
    watched.stop();
  });

  it('reports each row of a template reading the same relative path as one', () => {
    const {model, reports} = reporting({orders: [{lines: []}, {lines: []}], shelves: [[]]});
    model.get('/orders/0/lines/product');
    model.get('/orders/1/lines/product');
    model.get('/orders/1/lines/price');
    model.get('/shelves/0/-');
    assert.deepEqual(
      reports.map((r) => r.path),
      ['/orders/0/lines/product', '/orders/1/lines/price', '/shelves/0/-'],
    );
  });

  it('says nothing of an index, a missing name, or a list that has not arrived', () => {
    const {model, reports} = reporting({items: ['a'], basket: {}});
    model.get('/items/0');
    model.get('/items/5');
    model.get('/basket/name');
    model.get('/later/name');
    assert.deepEqual(reports, []);
  });

  it('names the root when the whole model is a list', () => {
    const {model, reports} = reporting([1]);
    model.get('/name');
    assert.equal(
      reports[0]?.message,
      'Cannot read "/name": the value at "/" is a list, which has no "name" (only numeric indexes).',
    );
  });

  it('reports nothing once disposed', () => {
    const {model, reports} = reporting({items: []});
    model.dispose();
    assert.equal(model.get('/items/name'), undefined);
    assert.deepEqual(reports, []);
  });
});

describe('DataModel writes', () => {
  it('upserts a value at a new path, creating objects on the way', () => {
    const model = new DataModel({});
    model.set('/user/address/city', 'Paris');
    assert.deepEqual(model.snapshot(), {user: {address: {city: 'Paris'}}});
  });

  it('creates an array when the next segment is numeric', () => {
    const model = new DataModel({});
    model.set('/items/0/name', 'first');
    assert.deepEqual(model.snapshot(), {items: [{name: 'first'}]});
  });

  it('replaces an existing value', () => {
    const model = new DataModel({a: {b: 1}});
    model.set('/a/b', 2);
    assert.equal(model.get('/a/b'), 2);
  });

  it('replaces (does not merge) an object value', () => {
    const model = new DataModel({user: {name: 'Ada', age: 36}});
    model.set('/user', {name: 'Grace'});
    assert.deepEqual(model.get('/user'), {name: 'Grace'});
  });

  it('deletes the key when the value is undefined', () => {
    const model = new DataModel({a: 1, b: 2});
    model.set('/a', undefined);
    assert.deepEqual(model.snapshot(), {b: 2});
    assert.equal(Object.hasOwn(model.snapshot() as object, 'a'), false);
  });

  it('empties an array slot on delete but keeps the length', () => {
    const model = new DataModel({items: ['a', 'b', 'c']});
    model.set('/items/1', undefined);
    const items = model.get('/items') as unknown[];
    assert.equal(items.length, 3);
    assert.equal(1 in items, false);
    assert.equal(items[2], 'c');
  });

  it('deleting a missing path creates nothing', () => {
    const model = new DataModel({});
    model.set('/a/b/c', undefined);
    assert.deepEqual(model.snapshot(), {});
  });

  it('"/" replaces the whole model', () => {
    const model = new DataModel({old: true});
    model.set('/', {fresh: 1});
    assert.deepEqual(model.snapshot(), {fresh: 1});
  });

  it('"" replaces the whole model', () => {
    const model = new DataModel({old: true});
    model.set('', {fresh: 2});
    assert.deepEqual(model.snapshot(), {fresh: 2});
  });

  it('deleting "/" resets the model to an empty object', () => {
    const model = new DataModel({old: true});
    model.set('/', undefined);
    assert.deepEqual(model.snapshot(), {});
  });

  it('appends to an array with the "-" segment', () => {
    const model = new DataModel({items: [1]});
    model.set('/items/-', 2);
    assert.deepEqual(model.get('/items'), [1, 2]);
  });

  it('writes keys containing "/" and "~" through escaped segments', () => {
    const model = new DataModel({});
    model.set('/a~1b/c~0d', 1);
    assert.deepEqual(model.snapshot(), {'a/b': {'c~d': 1}});
  });

  it('refuses __proto__ segments and reports instead of throwing', () => {
    const reports: ErrorReport[] = [];
    const model = new DataModel({}, {onError: (r) => reports.push(r)});
    assert.equal(model.set('/__proto__/polluted', true), false);
    assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
    assert.equal(reports[0]?.code, 'DATA_ERROR');
    assert.equal(reports[0]?.path, '/__proto__/polluted');
  });

  it('refuses constructor and prototype segments', () => {
    const reports: ErrorReport[] = [];
    const model = new DataModel({}, {onError: (r) => reports.push(r)});
    model.set('/constructor/prototype/x', 1);
    model.set('/a/prototype', 1);
    assert.equal(reports.length, 2);
    assert.deepEqual(model.snapshot(), {});
  });

  it('refuses a non-numeric segment into an array', () => {
    const reports: ErrorReport[] = [];
    const model = new DataModel({items: []}, {onError: (r) => reports.push(r)});
    assert.equal(model.set('/items/name', 'x'), false);
    assert.deepEqual(model.get('/items'), []);
    assert.equal(reports[0]?.code, 'DATA_ERROR');
  });

  it('creates the value at an index past the end, leaving the slots before it empty', () => {
    const model = new DataModel({items: ['a']});
    assert.equal(model.set('/items/3', 'd'), true);
    assert.equal(model.set('/fresh/2', 'x'), true);
    const items = model.get('/items') as unknown[];
    assert.equal(items.length, 4);
    assert.deepEqual([0 in items, 1 in items, 2 in items, 3 in items], [true, false, false, true]);
    assert.equal(model.get('/items/1'), undefined);
    assert.equal(model.get('/items/3'), 'd');
    const fresh = model.get('/fresh') as unknown[];
    assert.deepEqual([fresh.length, 0 in fresh, fresh[2]], [3, false, 'x']);
  });

  it('creates objects at an index past the end, and "-" then appends after it', () => {
    const model = new DataModel({});
    assert.equal(model.set('/rows/2/name', 'c'), true);
    assert.equal(model.set('/rows/-', {name: 'd'}), true);
    assert.equal(model.set('/rows/0', {name: 'a'}), true);
    const rows = model.get('/rows') as unknown[];
    assert.deepEqual(Object.entries(rows), [
      ['0', {name: 'a'}],
      ['2', {name: 'c'}],
      ['3', {name: 'd'}],
    ]);
    assert.equal(rows.length, 4);
  });

  it(`creates an index past the end up to MAX_SPARSE_LENGTH (${MAX_SPARSE_LENGTH}) slots`, () => {
    const model = new DataModel({});
    assert.equal(model.set(`/rows/${MAX_SPARSE_LENGTH - 1}`, 'last'), true);
    assert.equal((model.get('/rows') as unknown[]).length, MAX_SPARSE_LENGTH);
  });

  it('refuses an index past the end at or beyond MAX_SPARSE_LENGTH, however many writes', () => {
    const reports: ErrorReport[] = [];
    const model = new DataModel({items: ['a']}, {onError: (r) => reports.push(r)});
    assert.equal(model.set('/items/50000000', 'x'), false);
    assert.equal(model.set(`/fresh/${MAX_SPARSE_LENGTH}`, 'x'), false);
    assert.equal(model.set(`/items/${MAX_SPARSE_LENGTH - 1}`, 'y'), true);
    // At the limit's length, only a write at the end (or "-") makes it longer.
    assert.equal(model.set(`/items/${MAX_SPARSE_LENGTH + 1}`, 'z'), false);
    assert.equal(model.set(`/items/${MAX_SPARSE_LENGTH}`, 'z'), true);
    assert.equal(model.set('/items/-', 'end'), true);
    assert.equal((model.get('/items') as unknown[]).length, MAX_SPARSE_LENGTH + 2);
    assert.equal(model.get('/fresh'), undefined);
    const only = `only an index below ${MAX_SPARSE_LENGTH} may leave empty slots; "-" appends.`;
    assert.deepEqual(
      reports.map((r) => [r.code, r.path, r.message]),
      [
        [
          'DATA_ERROR',
          '/items/50000000',
          `Index 50000000 is past the end of the array (length 1): ${only}`,
        ],
        [
          'DATA_ERROR',
          `/fresh/${MAX_SPARSE_LENGTH}`,
          `Index ${MAX_SPARSE_LENGTH} is past the end of the array (length 0): ${only}`,
        ],
        [
          'DATA_ERROR',
          `/items/${MAX_SPARSE_LENGTH + 1}`,
          `Index ${MAX_SPARSE_LENGTH + 1} is past the end of the array (length ${MAX_SPARSE_LENGTH}): ${only}`,
        ],
      ],
    );
  });

  it('refuses a value nesting deeper than MAX_DATA_DEPTH, so the model stays serializable', () => {
    const reports: ErrorReport[] = [];
    const model = new DataModel({}, {onError: (r) => reports.push(r)});
    const nest = (levels: number) => {
      let value: unknown = 'leaf';
      for (let i = 0; i < levels; i++) value = [value];
      return value;
    };
    assert.equal(model.set('/a', nest(MAX_DATA_DEPTH - 1)), true);
    assert.equal(model.set('/b', nest(MAX_DATA_DEPTH)), false);
    assert.equal(model.set('/c', nest(200_000)), false);
    assert.equal(model.set('/', nest(MAX_DATA_DEPTH)), true);
    assert.doesNotThrow(() => JSON.stringify(model.snapshot()));
    assert.deepEqual(
      reports.map((r) => [r.code, r.path, r.message]),
      [
        ['DATA_ERROR', '/b', `The value nests deeper than ${MAX_DATA_DEPTH} levels.`],
        ['DATA_ERROR', '/c', `The value nests deeper than ${MAX_DATA_DEPTH} levels.`],
      ],
    );
  });

  it('writes at the end index and appends with "-"', () => {
    const model = new DataModel({items: ['a']});
    assert.equal(model.set('/items/1', 'b'), true);
    assert.equal(model.set('/items/-', 'c'), true);
    assert.equal(model.set('/fresh/0', 'x'), true);
    assert.deepEqual(model.snapshot(), {items: ['a', 'b', 'c'], fresh: ['x']});
  });

  it('deleting an index past the end changes nothing and reports nothing', () => {
    const reports: ErrorReport[] = [];
    const model = new DataModel({items: ['a']}, {onError: (r) => reports.push(r)});
    assert.equal(model.set('/items/9', undefined), true);
    assert.deepEqual(model.snapshot(), {items: ['a']});
    assert.deepEqual(reports, []);
  });

  it('never mutates a previously returned value (copy on write)', () => {
    const model = new DataModel({user: {name: 'Ada'}});
    const before = model.get('/user');
    model.set('/user/name', 'Grace');
    assert.deepEqual(before, {name: 'Ada'});
    assert.notEqual(model.get('/user'), before);
  });

  it('never mutates a value it was given or returned, however many writes follow', () => {
    const initial = {list: [{n: 0}], user: {name: 'Ada'}};
    const model = new DataModel(initial);
    const value = {n: 1};
    model.set('/list/-', value);
    model.set('/user/age', 36);
    const read = {list: model.get('/list'), user: model.peek('/user'), all: model.snapshot()};
    const copy = structuredClone(read);
    model.set('/list/-', {n: 2});
    model.set('/list/1/n', 5);
    model.set('/user/name', 'Grace');
    model.set('/user/age', undefined);
    assert.deepEqual(read, copy);
    assert.deepEqual(initial, {list: [{n: 0}], user: {name: 'Ada'}});
    assert.deepEqual(value, {n: 1});
    assert.deepEqual(model.snapshot(), {
      list: [{n: 0}, {n: 5}, {n: 2}],
      user: {name: 'Grace'},
    });
  });

  it('keeps the identity of untouched siblings', () => {
    const model = new DataModel({a: {x: 1}, b: {y: 2}});
    const b = model.get('/b');
    model.set('/a/x', 5);
    assert.equal(model.get('/b'), b);
  });

  it('a no-op write keeps the snapshot identity', () => {
    const model = new DataModel({a: 1});
    const snap = model.snapshot();
    model.set('/a', 1);
    assert.equal(model.snapshot(), snap);
  });

  it('refuses to write inside a primitive and keeps it', () => {
    const reports: ErrorReport[] = [];
    const model = new DataModel({a: 'text'}, {onError: (r) => reports.push(r)});
    assert.equal(model.set('/a/b', 1), false);
    assert.deepEqual(model.snapshot(), {a: 'text'});
    assert.equal(reports[0]?.code, 'DATA_ERROR');
  });

  it('refuses to write inside a primitive array item', () => {
    const model = new DataModel({items: [1]}, {onError: () => {}});
    assert.equal(model.set('/items/0/x', 1), false);
    assert.deepEqual(model.get('/items'), [1]);
  });

  it('refuses to write below a primitive root', () => {
    const model = new DataModel({}, {onError: () => {}});
    model.set('/', 0);
    assert.equal(model.set('/a', 1), false);
    assert.equal(model.get('/'), 0);
  });

  it('writes through a null value by creating a container', () => {
    const model = new DataModel({a: null});
    model.set('/a/b', 1);
    assert.deepEqual(model.snapshot(), {a: {b: 1}});
  });

  it('ignores a trailing slash', () => {
    const model = new DataModel({});
    model.set('/foo/', 'bar');
    assert.equal(model.get('/foo'), 'bar');
    assert.equal(model.get('/foo/'), 'bar');
  });

  it('refuses a leading-zero array index', () => {
    const model = new DataModel({items: []}, {onError: () => {}});
    assert.equal(model.set('/items/01', 'x'), false);
    assert.equal(model.get('/items/01'), undefined);
  });

  it('stores own keys named after Object methods', () => {
    const model = new DataModel({});
    model.set('/toString', 'mine');
    model.set('/valueOf/nested', 1);
    assert.equal(model.get('/toString'), 'mine');
    assert.equal(model.get('/valueOf/nested'), 1);
  });
});

describe('DataModel notifications', () => {
  it('a write notifies a reader of the same path', () => {
    const model = new DataModel({a: {b: 1}});
    const w = watchPath(model, '/a/b');
    model.set('/a/b', 2);
    assert.equal(w.value, 2);
    assert.equal(w.runs, 2);
  });

  it('a write notifies readers of every ancestor', () => {
    const model = new DataModel({a: {b: {c: 1}}});
    const root = watchPath(model, '/');
    const a = watchPath(model, '/a');
    const ab = watchPath(model, '/a/b');
    model.set('/a/b/c', 2);
    assert.equal(root.runs, 2);
    assert.equal(a.runs, 2);
    assert.equal(ab.runs, 2);
  });

  it('a write notifies readers of descendants whose value changed', () => {
    const model = new DataModel({user: {name: 'Ada', age: 36}});
    const name = watchPath(model, '/user/name');
    model.set('/user', {name: 'Grace', age: 36});
    assert.equal(name.runs, 2);
    assert.equal(name.value, 'Grace');
  });

  it('replacing the whole model notifies changed deep readers', () => {
    const model = new DataModel({a: {b: {c: 1}}});
    const deep = watchPath(model, '/a/b/c');
    model.set('/', {a: {b: {c: 9}}});
    assert.equal(deep.runs, 2);
    assert.equal(deep.value, 9);
  });

  it('notifies each write of a run that changes the same containers', () => {
    const model = new DataModel({order: {name: 'Ada'}, list: []});
    const name = watchPath(model, '/order/name');
    const size = watchPath(model, '/order/size');
    const first = watchPath(model, '/list/0/n');
    const second = watchPath(model, '/list/1/n');
    model.set('/order/name', 'Ada ');
    model.set('/order/name', 'Ada L');
    model.set('/order/size', 'm');
    model.set('/list/-', {n: 1});
    model.set('/list/-', {n: 2});
    model.set('/list/1/n', 3);
    assert.deepEqual([name.value, name.runs, size.value, size.runs], ['Ada L', 3, 'm', 2]);
    assert.deepEqual([first.value, first.runs, second.value, second.runs], [1, 2, 3, 3]);
    model.set('/order/size', undefined);
    assert.deepEqual([size.value, size.runs, name.runs], [undefined, 3, 3]);
  });

  it('a write does not notify siblings', () => {
    const model = new DataModel({a: 1, b: 2});
    const b = watchPath(model, '/b');
    model.set('/a', 5);
    assert.equal(b.runs, 1);
  });

  it('a write does not notify cousins deeper in the tree', () => {
    const model = new DataModel({x: {y: 1}, p: {q: {r: 1}}});
    const r = watchPath(model, '/p/q/r');
    model.set('/x/y', 2);
    assert.equal(r.runs, 1);
  });

  it('a write does not notify other items of the same array', () => {
    const model = new DataModel({items: [{n: 1}, {n: 2}]});
    const second = watchPath(model, '/items/1/n');
    model.set('/items/0/n', 10);
    assert.equal(second.runs, 1);
  });

  it('a reader of a path that did not exist is notified when it appears', () => {
    const model = new DataModel({});
    const w = watchPath(model, '/later/value');
    model.set('/later', {value: 'here'});
    assert.equal(w.value, 'here');
  });

  it('a deletion notifies readers of the deleted path', () => {
    const model = new DataModel({a: 1});
    const w = watchPath(model, '/a');
    model.set('/a', undefined);
    assert.equal(w.value, undefined);
    assert.equal(w.runs, 2);
  });

  it('a write past the end notifies readers of the array and of that index only', () => {
    const model = new DataModel({items: ['a']});
    const items = watchPath(model, '/items');
    const written = watchPath(model, '/items/3');
    const skipped = watchPath(model, '/items/1');
    const first = watchPath(model, '/items/0');
    model.set('/items/3', 'd');
    assert.deepEqual([items.runs, written.runs, skipped.runs, first.runs], [2, 2, 1, 1]);
    assert.equal(written.value, 'd');
    [items, written, skipped, first].forEach((reader) => reader.stop());
  });

  it('a write of the same primitive value notifies nobody', () => {
    const model = new DataModel({a: 1});
    const w = watchPath(model, '/a');
    model.set('/a', 1);
    assert.equal(w.runs, 1);
  });

  it('a refused write notifies nobody', () => {
    const model = new DataModel({items: []}, {onError: () => {}});
    const w = watchPath(model, '/items');
    model.set('/items/bad', 1);
    assert.equal(w.runs, 1);
  });

  it('a non-live computed still sees later writes', () => {
    const model = new DataModel({a: 1});
    const reader = computed(() => model.get('/a'));
    assert.equal(reader.value, 1);
    model.set('/a', 2);
    assert.equal(reader.value, 2);
  });
});

describe('DataModel memory', () => {
  it('creates one signal per watched path', () => {
    const model = new DataModel({a: 1, b: 2});
    watchPath(model, '/a');
    watchPath(model, '/a');
    watchPath(model, '/b');
    assert.equal(model.signalCount, 2);
  });

  it('drops signals of paths nobody watches any more', () => {
    const model = new DataModel({});
    for (let i = 0; i < 40000; i++) {
      const w = watchPath(model, `/items/${i}`);
      w.stop();
    }
    assert.ok(model.signalCount <= 16384, `signalCount ${model.signalCount}`);
  });

  it('keeps the signals of paths still watched through a sweep', () => {
    const model = new DataModel({keep: 1});
    const kept = watchPath(model, '/keep');
    for (let i = 0; i < 20000; i++) watchPath(model, `/tmp/${i}`).stop();
    model.set('/keep', 2);
    assert.equal(kept.value, 2);
    assert.equal(kept.runs, 2);
  });

  it('a non-live computed whose signal was swept still updates', () => {
    const model = new DataModel({a: 1});
    const reader = computed(() => model.get('/a'));
    void reader.value;
    for (let i = 0; i < 20000; i++) watchPath(model, `/tmp/${i}`).stop();
    model.set('/a', 3);
    assert.equal(reader.value, 3);
  });

  it('dispose releases every signal', () => {
    const model = new DataModel({a: 1});
    watchPath(model, '/a');
    model.dispose();
    assert.equal(model.signalCount, 0);
    assert.equal(model.set('/a', 2), false);
  });
});
