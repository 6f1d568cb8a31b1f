import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {computed, effect} from '../../src/state/signals.js';
import {
  BASIC_CATALOG_ID,
  ComponentContext,
  ComponentStore,
  SurfaceModel,
  basicCatalog,
  jsonEqual,
  tagFor,
  type ErrorBody,
} from '../../src/core.js';

const text = (id: string, value = 'x') => ({id, component: 'Text', text: value});

function surface(onError?: (body: ErrorBody) => void) {
  return new SurfaceModel({id: 'main', catalog: basicCatalog, ...(onError ? {onError} : {})});
}

describe('ComponentStore', () => {
  it('reports a first upsert as created', () => {
    assert.equal(new ComponentStore().upsert(text('a')), 'created');
  });

  it('reports a changed definition of the same type as updated', () => {
    const store = new ComponentStore();
    store.upsert(text('a', 'one'));
    assert.equal(store.upsert(text('a', 'two')), 'updated');
  });

  it('reports a changed type as replaced-type', () => {
    const store = new ComponentStore();
    store.upsert(text('a'));
    assert.equal(store.upsert({id: 'a', component: 'Divider'}), 'replaced-type');
  });

  it('reports an identical definition as unchanged', () => {
    const store = new ComponentStore();
    store.upsert(text('a'));
    assert.equal(store.upsert(text('a')), 'unchanged');
  });

  it('counts defined components and lists their ids', () => {
    const store = new ComponentStore();
    store.upsert(text('a'));
    store.upsert(text('b'));
    store.upsert(text('a', 'again'));
    void store.get('never-defined');
    assert.equal(store.size, 2);
    assert.deepEqual(store.ids().sort(), ['a', 'b']);
  });

  it('peek reads without subscribing', () => {
    const store = new ComponentStore();
    store.upsert(text('a'));
    let runs = 0;
    const reader = computed(() => (runs++, store.peek('a')));
    effect(() => void reader.value);
    void reader.value;
    store.upsert(text('a', 'changed'));
    void reader.value;
    assert.equal(runs, 1);
  });

  it('after dispose, reads create no slots and upserts are ignored', () => {
    const store = new ComponentStore();
    store.upsert(text('a'));
    store.dispose();
    void store.get('b');
    assert.equal(store.upsert(text('c')), 'unchanged');
    assert.equal(store.get('c'), undefined);
    assert.deepEqual(store.ids(), []);
  });

  it('dispose clears every definition', () => {
    const store = new ComponentStore();
    store.upsert(text('a'));
    store.dispose();
    assert.equal(store.get('a'), undefined);
    assert.equal(store.size, 0);
  });
});

describe('jsonEqual', () => {
  it('compares objects structurally, ignoring key order', () => {
    assert.equal(jsonEqual({a: 1, b: [1, {c: 2}]}, {b: [1, {c: 2}], a: 1}), true);
  });

  it('tells arrays from objects and different lengths apart', () => {
    assert.equal(jsonEqual([1], {0: 1}), false);
    assert.equal(jsonEqual([1, 2], [1]), false);
    assert.equal(jsonEqual({a: 1}, {a: 1, b: undefined}), false);
  });

  it('compares primitives with Object.is', () => {
    assert.equal(jsonEqual(NaN, NaN), true);
    assert.equal(jsonEqual('1', 1), false);
  });
});

describe('SurfaceModel', () => {
  it('hasRoot becomes true reactively when root arrives', () => {
    const model = surface();
    const hasRoot = computed(() => model.hasRoot);
    effect(() => void hasRoot.value);
    assert.equal(hasRoot.value, false);
    model.updateComponents([text('root')]);
    assert.equal(hasRoot.value, true);
  });

  it('disposed becomes true reactively on dispose', () => {
    const model = surface();
    const disposed = computed(() => model.disposed);
    effect(() => void disposed.value);
    assert.equal(disposed.value, false);
    model.dispose();
    assert.equal(disposed.value, true);
  });

  it('ignores component updates after dispose', () => {
    const model = surface();
    model.dispose();
    model.updateComponents([text('root')]);
    assert.equal(model.component('root'), undefined);
    assert.equal(model.hasRoot, false);
  });

  it('dispose twice is harmless', () => {
    const model = surface();
    model.dispose();
    assert.doesNotThrow(() => model.dispose());
  });

  it('reportError fills in the surface id', () => {
    const errors: ErrorBody[] = [];
    surface((e) => errors.push(e)).reportError({code: 'X', message: 'm', path: '/p'});
    assert.deepEqual(errors, [{code: 'X', message: 'm', path: '/p', surfaceId: 'main'}]);
  });

  it('offers the catalog functions through its registry', () => {
    const model = surface();
    assert.ok(model.functions.has('formatString'));
    assert.equal(model.functions.names().length, 14);
  });

  it('a function registered on the surface is callable from bindings', () => {
    const model = surface();
    model.functions.register({name: 'shout', returnType: 'string', impl: (a) => `${a['v']}!`});
    model.updateComponents([
      {id: 't', component: 'Text', text: {call: 'shout', args: {v: 'hey'}, returnType: 'string'}},
    ]);
    assert.equal(new ComponentContext(model, 't').props['text'], 'hey!');
  });

  it('defaults to locale en-US and sendDataModel false', () => {
    const model = surface();
    assert.equal(model.locale, 'en-US');
    assert.equal(model.sendDataModel, false);
  });
});

describe('basicCatalog', () => {
  it('has the official basic catalog id', () => {
    assert.equal(basicCatalog.id, BASIC_CATALOG_ID);
    assert.equal(
      basicCatalog.id,
      'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json',
    );
  });

  it('has the 18 basic components', () => {
    assert.deepEqual(Object.keys(basicCatalog.components).sort(), [
      'AudioPlayer',
      'Button',
      'Card',
      'CheckBox',
      'ChoicePicker',
      'Column',
      'DateTimeInput',
      'Divider',
      'Icon',
      'Image',
      'List',
      'Modal',
      'Row',
      'Slider',
      'Tabs',
      'Text',
      'TextField',
      'Video',
    ]);
  });

  it('has the 14 basic functions', () => {
    assert.deepEqual(Object.keys(basicCatalog.functions).sort(), [
      'and',
      'email',
      'formatCurrency',
      'formatDate',
      'formatNumber',
      'formatString',
      'length',
      'not',
      'numeric',
      'openUrl',
      'or',
      'pluralize',
      'regex',
      'required',
    ]);
  });

  it('names each component after its key and tags it a2ui-kebab-case', () => {
    for (const [name, api] of Object.entries(basicCatalog.components)) {
      assert.equal(api.name, name);
    }
    assert.equal(tagFor(basicCatalog.components['DateTimeInput']!), 'a2ui-date-time-input');
    assert.equal(tagFor(basicCatalog.components['AudioPlayer']!), 'a2ui-audio-player');
  });

  it('declares the coercion type of dynamic properties', () => {
    assert.equal(basicCatalog.components['CheckBox']?.bindings?.['value'], 'boolean');
    assert.equal(basicCatalog.components['Slider']?.bindings?.['value'], 'number');
    assert.equal(basicCatalog.components['ChoicePicker']?.bindings?.['value'], 'stringList');
    assert.equal(basicCatalog.components['Text']?.bindings?.['accessibility/label'], 'string');
  });

  it('validates components with closed schemas', () => {
    const schema = basicCatalog.components['Text']!.schema;
    assert.equal(schema.safeParse({id: 't', component: 'Text', text: 'x'}).success, true);
    assert.equal(
      schema.safeParse({id: 't', component: 'Text', text: 'x', bogus: 1}).success,
      false,
    );
  });
});

describe('SurfaceModel element state (keep / kept)', () => {
  it('gives back what was kept under a key, and undefined for another key', () => {
    const model = surface();
    model.keep('#tabs#selected', 2);
    assert.equal(model.kept('#tabs#selected'), 2);
    assert.equal(model.kept('#other#selected'), undefined);
  });

  it('keeps at most 10,000 entries, dropping the oldest first', () => {
    const model = surface();
    for (let i = 0; i <= 10_000; i++) model.keep(`k${i}`, i);
    assert.equal(model.kept('k0'), undefined);
    assert.equal(model.kept('k1'), 1);
    assert.equal(model.kept('k10000'), 10_000);
  });

  it('treats a key kept again as the newest', () => {
    const model = surface();
    model.keep('k0', 'first');
    for (let i = 1; i < 10_000; i++) model.keep(`k${i}`, i);
    model.keep('k0', 'again');
    model.keep('k10000', 10_000);
    assert.equal(model.kept('k0'), 'again');
    assert.equal(model.kept('k1'), undefined);
  });

  it('forgets everything when the surface is deleted', () => {
    const model = surface();
    model.keep('k', 1);
    model.dispose();
    assert.equal(model.kept('k'), undefined);
  });
});
