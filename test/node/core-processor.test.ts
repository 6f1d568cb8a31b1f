import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {computed, effect} from '../../src/state/signals.js';
import '../../src/inline-catalogs.js';
import {
  BASIC_CATALOG_ID,
  MessageProcessor,
  basicCatalog,
  type ActionBody,
  type Catalog,
  type ErrorBody,
  type SurfaceEventDetail,
} from '../../src/core.js';

const CATALOG = BASIC_CATALOG_ID;

function setup() {
  const processor = new MessageProcessor({locale: 'en-US'});
  const errors: ErrorBody[] = [];
  const created: SurfaceEventDetail[] = [];
  const deleted: SurfaceEventDetail[] = [];
  const actions: ActionBody[] = [];
  processor.addEventListener('error', (e) => errors.push(e.detail));
  processor.addEventListener('surfacecreated', (e) => created.push(e.detail));
  processor.addEventListener('surfacedeleted', (e) => deleted.push(e.detail));
  processor.addEventListener('action', (e) => actions.push(e.detail));
  return {processor, errors, created, deleted, actions};
}

const create = (surfaceId = 's', extra: Record<string, unknown> = {}) => ({
  version: 'v0.9',
  createSurface: {surfaceId, catalogId: CATALOG, ...extra},
});
const components = (surfaceId: string, list: Record<string, unknown>[]) => ({
  version: 'v0.9',
  updateComponents: {surfaceId, components: list},
});
const data = (surfaceId: string, path: string | undefined, value?: unknown) => ({
  version: 'v0.9',
  updateDataModel: {
    surfaceId,
    ...(path === undefined ? {} : {path}),
    ...(value === undefined ? {} : {value}),
  },
});
const remove = (surfaceId = 's') => ({version: 'v0.9', deleteSurface: {surfaceId}});
const text = (id: string, value: unknown = 'hi') => ({id, component: 'Text', text: value});

describe('MessageProcessor surface lifecycle', () => {
  it('createSurface creates a surface reachable by getSurface', () => {
    const {processor} = setup();
    processor.processMessages([create('main')]);
    assert.equal(processor.getSurface('main')?.id, 'main');
  });

  it('createSurface emits surfacecreated with the surface', () => {
    const {processor, created} = setup();
    processor.processMessages([create('main')]);
    assert.equal(created.length, 1);
    assert.equal(created[0]?.surfaceId, 'main');
    assert.equal(created[0]?.surface, processor.getSurface('main'));
  });

  it('a surface keeps its theme and sendDataModel flag', () => {
    const {processor} = setup();
    processor.processMessages([
      create('main', {theme: {primaryColor: '#00BFFF'}, sendDataModel: true}),
    ]);
    const surface = processor.getSurface('main')!;
    assert.deepEqual(surface.theme, {primaryColor: '#00BFFF'});
    assert.equal(surface.sendDataModel, true);
  });

  it('a surface uses the catalog named by catalogId', () => {
    const {processor} = setup();
    processor.processMessages([create('main')]);
    assert.equal(processor.getSurface('main')?.catalog, basicCatalog);
  });

  it('a surface gets the processor locale', () => {
    const processor = new MessageProcessor({locale: 'de-DE'});
    processor.processMessages([create('main')]);
    assert.equal(processor.getSurface('main')?.locale, 'de-DE');
  });

  it('a surface gets the processor time zone', () => {
    const processor = new MessageProcessor({timeZone: 'Europe/Paris'});
    processor.processMessages([create('main')]);
    assert.equal(processor.getSurface('main')?.timeZone, 'Europe/Paris');
  });

  it('accepts messages of version v0.9.1', () => {
    const {processor, errors} = setup();
    processor.processMessages([{...create('main'), version: 'v0.9.1'}]);
    assert.deepEqual(errors, []);
    assert.ok(processor.getSurface('main'));
  });

  it('answers to the v0.9.1 alias of the basic catalog id', () => {
    const {processor, errors} = setup();
    processor.processMessages([
      {
        version: 'v0.9.1',
        createSurface: {
          surfaceId: 'a',
          catalogId: 'https://a2ui.org/specification/v0_9_1/catalogs/basic/catalog.json',
        },
      },
    ]);
    assert.deepEqual(errors, []);
    assert.equal(processor.getSurface('a')?.catalog, basicCatalog);
  });

  it('deleteSurface removes the surface', () => {
    const {processor} = setup();
    processor.processMessages([create('main'), remove('main')]);
    assert.equal(processor.getSurface('main'), undefined);
  });

  it('deleteSurface emits surfacedeleted and disposes the surface', () => {
    const {processor, deleted} = setup();
    processor.processMessages([create('main')]);
    const surface = processor.getSurface('main')!;
    processor.processMessages([remove('main')]);
    assert.equal(deleted[0]?.surface, surface);
    assert.equal(surface.disposed, true);
  });

  it('deleteSurface releases every component and data signal', () => {
    const {processor} = setup();
    processor.processMessages([create('main'), components('main', [text('root')])]);
    const surface = processor.getSurface('main')!;
    const reader = computed(() => surface.dataModel.get('/a'));
    effect(() => void reader.value);
    processor.processMessages([remove('main')]);
    assert.equal(surface.dataModel.signalCount, 0);
    assert.equal(surface.components.size, 0);
    assert.equal(surface.component('root'), undefined);
  });

  it('a surface can be created again after it was deleted', () => {
    const {processor, errors} = setup();
    processor.processMessages([create('main'), remove('main'), create('main')]);
    assert.deepEqual(errors, []);
    assert.ok(processor.getSurface('main'));
  });

  it('surfaces lists the active surfaces in creation order', () => {
    const {processor} = setup();
    processor.processMessages([create('a'), create('b'), create('c'), remove('b')]);
    assert.deepEqual(
      processor.surfaces.map((s) => s.id),
      ['a', 'c'],
    );
  });
});

describe('MessageProcessor components', () => {
  it('stores components by id', () => {
    const {processor} = setup();
    processor.processMessages([create(), components('s', [text('root', 'Hello')])]);
    assert.equal(processor.getSurface('s')?.component('root')?.['text'], 'Hello');
  });

  it('hasRoot is false until a component with id root arrives', () => {
    const {processor} = setup();
    processor.processMessages([create(), components('s', [text('title')])]);
    const surface = processor.getSurface('s')!;
    assert.equal(surface.hasRoot, false);
    assert.ok(surface.component('title'), 'components before root are buffered');
    processor.processMessages([
      components('s', [{id: 'root', component: 'Column', children: ['title']}]),
    ]);
    assert.equal(surface.hasRoot, true);
  });

  it('an update replaces the component instead of merging it', () => {
    const {processor} = setup();
    processor.processMessages([
      create(),
      components('s', [{id: 'root', component: 'Text', text: 'a', variant: 'h1'}]),
      components('s', [{id: 'root', component: 'Text', text: 'b'}]),
    ]);
    const root = processor.getSurface('s')?.component('root');
    assert.equal(root?.['text'], 'b');
    assert.notEqual(root?.['variant'], 'h1');
  });

  it('a changed type replaces the component with one of the new type', () => {
    const {processor} = setup();
    processor.processMessages([
      create(),
      components('s', [text('root')]),
      components('s', [{id: 'root', component: 'Divider'}]),
    ]);
    assert.equal(processor.getSurface('s')?.component('root')?.component, 'Divider');
  });

  it('an update notifies readers of that component only', () => {
    const {processor} = setup();
    processor.processMessages([create(), components('s', [text('a'), text('b')])]);
    const surface = processor.getSurface('s')!;
    let runsA = 0;
    let runsB = 0;
    const a = computed(() => (runsA++, surface.component('a')));
    const b = computed(() => (runsB++, surface.component('b')));
    effect(() => void (a.value, b.value));
    processor.processMessages([components('s', [text('a', 'changed')])]);
    void a.value;
    void b.value;
    assert.equal(runsA, 2);
    assert.equal(runsB, 1);
  });

  it('re-sending an identical component notifies nobody', () => {
    const {processor} = setup();
    processor.processMessages([create(), components('s', [text('a')])]);
    const surface = processor.getSurface('s')!;
    let runs = 0;
    const a = computed(() => (runs++, surface.component('a')));
    effect(() => void a.value);
    void a.value;
    processor.processMessages([components('s', [text('a')])]);
    void a.value;
    assert.equal(runs, 1);
  });

  it('a reader waiting for a missing child is notified when it arrives', () => {
    const {processor} = setup();
    processor.processMessages([create()]);
    const surface = processor.getSurface('s')!;
    const child = computed(() => surface.component('late')?.component);
    effect(() => void child.value);
    assert.equal(child.value, undefined);
    processor.processMessages([components('s', [text('late')])]);
    assert.equal(child.value, 'Text');
  });

  it('applies the schema defaults to stored components', () => {
    const {processor} = setup();
    processor.processMessages([create(), components('s', [{id: 'root', component: 'Divider'}])]);
    assert.equal(processor.getSurface('s')?.component('root')?.['axis'], 'horizontal');
  });

  it('keeps components of an unknown type (rendered as placeholders), and reports them', () => {
    const {processor, errors} = setup();
    processor.processMessages([create(), components('s', [{id: 'root', component: 'Fancy'}])]);
    assert.equal(processor.getSurface('s')?.component('root')?.component, 'Fancy');
    assert.deepEqual(
      errors.map((e) => [e.code, e.path]),
      [['UNKNOWN_COMPONENT', '/components/0/component']],
    );
  });

  it('streams 2,000 components one message each in linear time', () => {
    const {processor, errors} = setup();
    processor.processMessages([create()]);
    const started = performance.now();
    for (let i = 0; i < 2000; i++) processor.processMessages([components('s', [text('t' + i)])]);
    const elapsed = performance.now() - started;
    assert.deepEqual(errors, []);
    assert.equal(processor.getSurface('s')?.components.size, 2000);
    assert.ok(elapsed < 4000, `took ${elapsed} ms`);
  });
});

describe('MessageProcessor data model updates', () => {
  it('updateDataModel upserts the value at the path', () => {
    const {processor} = setup();
    processor.processMessages([create(), data('s', '/user/name', 'Ada')]);
    assert.deepEqual(processor.getSurface('s')?.dataModel.snapshot(), {user: {name: 'Ada'}});
  });

  it('updateDataModel without value removes the key', () => {
    const {processor} = setup();
    processor.processMessages([create(), data('s', '/a', 1), data('s', '/b', 2), data('s', '/a')]);
    assert.deepEqual(processor.getSurface('s')?.dataModel.snapshot(), {b: 2});
  });

  it('updateDataModel without path replaces the whole model', () => {
    const {processor} = setup();
    processor.processMessages([
      create(),
      data('s', '/old', 1),
      data('s', undefined, {fresh: true}),
    ]);
    assert.deepEqual(processor.getSurface('s')?.dataModel.snapshot(), {fresh: true});
  });

  it('updateDataModel with path "/" replaces the whole model', () => {
    const {processor} = setup();
    processor.processMessages([create(), data('s', '/old', 1), data('s', '/', {fresh: 1})]);
    assert.deepEqual(processor.getSurface('s')?.dataModel.snapshot(), {fresh: 1});
  });

  it('a refused path is reported as DATA_ERROR and changes nothing', () => {
    const {processor, errors} = setup();
    processor.processMessages([create(), data('s', '/__proto__/x', 1)]);
    assert.equal(errors[0]?.code, 'DATA_ERROR');
    assert.equal(errors[0]?.surfaceId, 's');
    assert.deepEqual(processor.getSurface('s')?.dataModel.snapshot(), {});
  });

  it('writes 20,000 keys of one object, and appends 20,000 items, in linear time', () => {
    const {processor, errors} = setup();
    processor.processMessages([create()]);
    const keys = Array.from({length: 20_000}, (_, i) => data('s', `/p${i}`, i));
    const appends = Array.from({length: 20_000}, (_, i) => data('s', '/a/-', i));
    const started = performance.now();
    processor.processMessages(keys);
    processor.processMessages(appends);
    const elapsed = performance.now() - started;
    const model = processor.getSurface('s')?.dataModel;
    assert.deepEqual(errors, []);
    assert.equal(model?.get('/p19999'), 19_999);
    assert.deepEqual(model?.get('/a'), [...appends.keys()]);
    // Copying the object and the array on each write (quadratic) took 216 s; linear takes well
    // under a second on an idle machine and 3 s under CI's load, so the bound only parts the two.
    assert.ok(elapsed < 30_000, `took ${elapsed} ms`);
  });
});

describe('MessageProcessor errors', () => {
  it('a duplicate createSurface is reported as INTEGRITY_ERROR', () => {
    const {processor, errors} = setup();
    processor.processMessages([create('main'), create('main')]);
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.code, 'INTEGRITY_ERROR');
    assert.equal(errors[0]?.surfaceId, 'main');
  });

  it('a duplicate createSurface keeps the existing surface', () => {
    const {processor} = setup();
    processor.processMessages([create('main'), components('main', [text('root')])]);
    const surface = processor.getSurface('main');
    processor.processMessages([create('main')]);
    assert.equal(processor.getSurface('main'), surface);
    assert.ok(surface?.component('root'));
  });

  it('an unknown catalog id is reported as CATALOG_NOT_FOUND and creates nothing', () => {
    const {processor, errors} = setup();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'x', catalogId: 'https://example.com/c'}},
    ]);
    assert.equal(errors[0]?.code, 'CATALOG_NOT_FOUND');
    assert.equal(errors[0]?.path, '/catalogId');
    assert.equal(processor.getSurface('x'), undefined);
  });

  it('updateComponents for an unknown surface is reported as SURFACE_NOT_FOUND', () => {
    const {processor, errors} = setup();
    processor.processMessages([components('ghost', [text('root')])]);
    assert.equal(errors[0]?.code, 'SURFACE_NOT_FOUND');
    assert.equal(errors[0]?.surfaceId, 'ghost');
  });

  it('updateDataModel for an unknown surface is reported as SURFACE_NOT_FOUND', () => {
    const {processor, errors} = setup();
    processor.processMessages([data('ghost', '/a', 1)]);
    assert.equal(errors[0]?.code, 'SURFACE_NOT_FOUND');
    assert.equal(errors[0]?.path, '/surfaceId');
  });

  it('deleteSurface for an unknown surface is reported as SURFACE_NOT_FOUND', () => {
    const {processor, errors} = setup();
    processor.processMessages([remove('ghost')]);
    assert.equal(errors[0]?.code, 'SURFACE_NOT_FOUND');
  });

  it('an invalid message is reported as VALIDATION_FAILED with the JSON Pointer of the field', () => {
    const {processor, errors} = setup();
    processor.processMessages([
      create(),
      components('s', [{id: 'root', component: 'Text', text: 'ok', variant: 'huge'}]),
    ]);
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.code, 'VALIDATION_FAILED');
    assert.equal(errors[0]?.surfaceId, 's');
    assert.equal(errors[0]?.path, '/components/0/variant');
    assert.equal(typeof errors[0]?.message, 'string');
  });

  it('a message that is not an object is reported as VALIDATION_FAILED at the root', () => {
    const {errors, processor} = setup();
    processor.processMessages([42]);
    assert.equal(errors[0]?.code, 'VALIDATION_FAILED');
    assert.equal(errors[0]?.path, '');
  });

  it('a message with two kinds is reported and skipped', () => {
    const {errors, processor} = setup();
    processor.processMessages([
      {
        version: 'v0.9',
        createSurface: {surfaceId: 'a', catalogId: CATALOG},
        deleteSurface: {surfaceId: 'a'},
      },
    ]);
    assert.equal(errors[0]?.code, 'VALIDATION_FAILED');
    assert.equal(processor.getSurface('a'), undefined);
  });

  it('a message with an unsupported version is reported', () => {
    const {errors, processor} = setup();
    processor.processMessages([{...create('a'), version: 'v0.8'}]);
    assert.equal(errors[0]?.code, 'VALIDATION_FAILED');
    assert.equal(errors[0]?.path, '/version');
    assert.equal(processor.getSurface('a'), undefined);
  });

  it('a message with one invalid component is skipped as a whole (no partial update)', () => {
    const {processor, errors} = setup();
    processor.processMessages([
      create(),
      components('s', [text('good'), {id: 'bad', component: 'Text'}, text('also-good')]),
      components('s', [text('next')]),
    ]);
    const surface = processor.getSurface('s')!;
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.path, '/components/1/text');
    assert.equal(surface.component('good'), undefined);
    assert.equal(surface.component('also-good'), undefined);
    assert.equal(surface.component('bad'), undefined);
    assert.ok(surface.component('next'), 'the rest of the batch is processed');
  });

  it('reports one error per invalid component', () => {
    const {processor, errors} = setup();
    processor.processMessages([
      create(),
      components('s', [
        {id: 'a', component: 'Text'},
        {id: 'b', component: 'Image'},
      ]),
    ]);
    assert.deepEqual(
      errors.map((e) => e.path),
      ['/components/0/text', '/components/1/url'],
    );
  });

  it('one bad message never stops the rest of the batch', () => {
    const {processor, errors} = setup();
    processor.processMessages([
      create('a'),
      {nonsense: true},
      create('a'),
      components('ghost', []),
      create('b'),
      data('b', '/x', 1),
    ]);
    assert.equal(errors.length, 3);
    assert.ok(processor.getSurface('b'));
    assert.deepEqual(processor.getSurface('b')?.dataModel.snapshot(), {x: 1});
  });

  it('never throws out of processMessages, whatever the input', () => {
    const {processor} = setup();
    for (const junk of [null, undefined, 'not json', [], {}, [[]], Symbol.iterator, () => 1]) {
      assert.doesNotThrow(() => processor.processMessages([junk]));
    }
    assert.doesNotThrow(() => processor.processMessages(null));
  });

  it('a failure inside the renderer is reported as RENDERER_ERROR and the batch goes on', () => {
    // A catalog function without an implementation makes surface creation throw.
    const broken = {
      ...basicCatalog,
      id: 'https://example.com/broken',
      aliases: [],
      functions: {...basicCatalog.functions, broken: {name: 'broken', returnType: 'string'}},
    } as unknown as typeof basicCatalog;
    const processor = new MessageProcessor({catalogs: [broken, basicCatalog]});
    const errors: ErrorBody[] = [];
    processor.addEventListener('error', (e) => errors.push(e.detail));
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'x', catalogId: 'https://example.com/broken'}},
      create('after'),
    ]);
    assert.equal(errors[0]?.code, 'RENDERER_ERROR');
    assert.equal(errors[0]?.surfaceId, 'x');
    assert.ok(processor.getSurface('after'));
  });

  it('accepts a {messages: [...]} wrapper', () => {
    const {processor} = setup();
    processor.processMessages({messages: [create('w')]});
    assert.ok(processor.getSurface('w'));
  });

  it('accepts messages given as JSON strings', () => {
    const {processor} = setup();
    processor.processMessages([JSON.stringify(create('j'))]);
    assert.ok(processor.getSurface('j'));
  });

  it('a string that is not JSON is reported as INVALID_JSON', () => {
    const {processor, errors} = setup();
    processor.processMessages(['{oops']);
    assert.equal(errors[0]?.code, 'INVALID_JSON');
  });

  it('every error body is a valid v0.9 error message body', async () => {
    const {validateMessage} = await import('../../src/core.js');
    const {processor, errors} = setup();
    processor.processMessages([
      create('a'),
      create('a'),
      components('ghost', [text('x')]),
      components('a', [{id: 'x', component: 'Text'}]),
      data('a', '/constructor', 1),
    ]);
    assert.equal(errors.length, 4);
    for (const error of errors) {
      const verdict = validateMessage({version: 'v0.9', error}, {direction: 'rendererToAgent'});
      assert.ok(verdict.ok, JSON.stringify(error));
    }
  });
});

describe('MessageProcessor capabilities and data model sync', () => {
  it('clientCapabilities lists the supported catalog ids under v0.9', () => {
    const {processor} = setup();
    const caps = processor.clientCapabilities();
    assert.ok(caps['v0.9'].supportedCatalogIds.includes(CATALOG));
  });

  it('clientCapabilities lists the ids of custom catalogs', () => {
    const custom = {...basicCatalog, id: 'https://example.com/custom', aliases: []};
    const processor = new MessageProcessor({catalogs: [custom]});
    assert.deepEqual(processor.clientCapabilities()['v0.9'].supportedCatalogIds, [
      'https://example.com/custom',
    ]);
  });

  it('addCatalog adds a catalog as the constructor does, and refuses an id already taken', () => {
    const custom = {...basicCatalog, id: 'urn:custom', aliases: ['urn:custom-alias']};
    const processor = new MessageProcessor();
    assert.equal(processor.addCatalog(custom), true);
    assert.deepEqual(processor.catalogs, [basicCatalog, custom]);
    const given = new MessageProcessor({catalogs: [basicCatalog, custom]});
    const capabilities = (p: MessageProcessor) => p.clientCapabilities({inlineCatalogs: true});
    assert.deepEqual(capabilities(processor), capabilities(given));
    assert.ok(capabilities(processor)['v0.9'].supportedCatalogIds.includes('urn:custom-alias'));
    // An id already taken keeps its catalog.
    const other = {...basicCatalog, id: 'urn:custom', aliases: ['urn:other']};
    assert.equal(processor.addCatalog(other), false);
    assert.equal(processor.catalogFor('urn:custom'), custom);
    assert.equal(processor.catalogFor('urn:other'), undefined);
    assert.deepEqual(processor.catalogs, [basicCatalog, custom]);
  });

  it('catalogs is a frozen array, which addCatalog replaces', () => {
    const processor = new MessageProcessor();
    const before = processor.catalogs;
    assert.equal(processor.catalogs, before, 'the same array until a catalog is added');
    assert.throws(() => (before as Catalog[]).push({...basicCatalog, id: 'urn:pushed'}), TypeError);
    assert.equal(processor.catalogFor('urn:pushed'), undefined);
    const custom = {...basicCatalog, id: 'urn:custom', aliases: []};
    processor.addCatalog(custom);
    assert.deepEqual(before, [basicCatalog], 'an array read before is left as it was');
    assert.deepEqual(processor.catalogs, [basicCatalog, custom]);
    assert.ok(Object.isFrozen(processor.catalogs));
  });

  it('addCatalog with {listed: false}: surfaces may use it, the capabilities do not offer it', () => {
    const own = {...basicCatalog, id: 'urn:own', aliases: []};
    const processor = new MessageProcessor();
    assert.equal(processor.addCatalog(own, {listed: false}), true);
    assert.deepEqual(processor.catalogs, [basicCatalog]);
    assert.ok(!processor.clientCapabilities()['v0.9'].supportedCatalogIds.includes('urn:own'));
    processor.processMessages([create('s', {catalogId: 'urn:own'})]);
    assert.equal(processor.getSurface('s')?.catalog, own);
  });

  it('a processor with a custom catalog refuses the basic catalog id', () => {
    const custom = {...basicCatalog, id: 'https://example.com/custom', aliases: []};
    const processor = new MessageProcessor({catalogs: [custom]});
    const errors: ErrorBody[] = [];
    processor.addEventListener('error', (e) => errors.push(e.detail));
    processor.processMessages([create('x')]);
    assert.equal(errors[0]?.code, 'CATALOG_NOT_FOUND');
  });

  it('clientDataModel includes only surfaces created with sendDataModel', () => {
    const {processor} = setup();
    processor.processMessages([
      create('sync', {sendDataModel: true}),
      create('quiet'),
      data('sync', '/a', 1),
      data('quiet', '/b', 2),
    ]);
    assert.deepEqual(processor.clientDataModel(), {version: 'v0.9', surfaces: {sync: {a: 1}}});
  });

  it('clientDataModel reflects local two-way writes', () => {
    const {processor} = setup();
    processor.processMessages([create('sync', {sendDataModel: true})]);
    processor.getSurface('sync')?.dataModel.set('/form/name', 'typed');
    assert.deepEqual(processor.clientDataModel().surfaces['sync'], {form: {name: 'typed'}});
  });

  it('clientDataModel leaves out a data model that is not a JSON object, as its schema asks', () => {
    const {processor, errors} = setup();
    processor.processMessages([
      create('list', {sendDataModel: true}),
      create('text', {sendDataModel: true}),
      create('gone', {sendDataModel: true}),
      create('kept', {sendDataModel: true}),
      data('gone', undefined),
      data('kept', '/a', 1),
    ]);
    // A component bound to the root wrote there (an agent's non-object model is refused).
    processor.getSurface('list')!.dataModel.set('/', [1, 2]);
    processor.getSurface('text')!.dataModel.set('/', 'hello');
    // Removing the whole model leaves an empty one.
    assert.deepEqual(processor.clientDataModel(), {
      version: 'v0.9',
      surfaces: {gone: {}, kept: {a: 1}},
    });
    assert.deepEqual(errors, []);
  });

  it('clientDataModel drops deleted surfaces', () => {
    const {processor} = setup();
    processor.processMessages([create('sync', {sendDataModel: true}), remove('sync')]);
    assert.deepEqual(processor.clientDataModel().surfaces, {});
  });

  it('a surface action is emitted as the processor action event', () => {
    const {processor, actions} = setup();
    processor.processMessages([create('a')]);
    const body = {
      name: 'go',
      surfaceId: 'a',
      sourceComponentId: 'b',
      timestamp: new Date().toISOString(),
      context: {},
    };
    processor.getSurface('a')?.dispatchAction(body);
    assert.deepEqual(actions, [body]);
  });

  it('a deleted surface sends no more actions', () => {
    const {processor, actions} = setup();
    processor.processMessages([create('a')]);
    const surface = processor.getSurface('a')!;
    processor.processMessages([remove('a')]);
    surface.dispatchAction({
      name: 'x',
      surfaceId: 'a',
      sourceComponentId: 'b',
      timestamp: '',
      context: {},
    });
    assert.deepEqual(actions, []);
  });

  it('a surface error is emitted as the processor error event with the surface id', () => {
    const {processor, errors} = setup();
    processor.processMessages([create('a')]);
    processor.getSurface('a')?.reportError({code: 'CUSTOM', message: 'boom'});
    assert.deepEqual(errors, [{code: 'CUSTOM', message: 'boom', surfaceId: 'a'}]);
  });

  it('reportOnce reports a key only the first time', () => {
    const {processor, errors} = setup();
    processor.processMessages([create('a')]);
    const surface = processor.getSurface('a')!;
    surface.reportOnce('k', {code: 'X', message: 'once'});
    surface.reportOnce('k', {code: 'X', message: 'once'});
    assert.equal(errors.length, 1);
  });

  it('defaultProcessor is a MessageProcessor with the basic catalog', async () => {
    const {defaultProcessor} = await import('../../src/core.js');
    assert.ok(defaultProcessor instanceof MessageProcessor);
    assert.ok(defaultProcessor.catalogs.includes(basicCatalog));
  });
});

describe('MessageProcessor messages given as JSON text', () => {
  it('takes a whole batch as the text of a JSON array', () => {
    const {processor, errors} = setup();
    processor.processMessages(JSON.stringify([create('t'), components('t', [text('root')])]));
    assert.deepEqual(errors, []);
    assert.equal(processor.getSurface('t')?.hasRoot, true);
  });

  it('takes the text of a {messages: [...]} wrapper and of one message', () => {
    const {processor, errors} = setup();
    processor.processMessages(JSON.stringify({messages: [create('w')]}));
    processor.processMessages(JSON.stringify(components('w', [text('root')])));
    assert.deepEqual(errors, []);
    assert.equal(processor.getSurface('w')?.hasRoot, true);
  });

  it('reports text that is not JSON once, and goes on with the next call', () => {
    const {processor, errors} = setup();
    processor.processMessages('[{"version": "v0.9",');
    assert.equal(errors.length, 1);
    assert.equal(errors[0]!.code, 'INVALID_JSON');
    assert.match(errors[0]!.message, /^Message is not valid JSON: /);
    processor.processMessages([JSON.stringify(create('n'))]);
    assert.ok(processor.getSurface('n'));
  });

  it('spreads a JSONL line holding a {messages: [...]} wrapper into the batch', async () => {
    const {processor, errors} = setup();
    const lines = [{messages: [create('j'), components('j', [text('root')])]}];
    await processor.processJsonl(lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
    assert.deepEqual(errors, []);
    assert.equal(processor.getSurface('j')?.hasRoot, true);
  });
});
