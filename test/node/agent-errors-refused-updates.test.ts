// Updates the spec does not allow, which were applied silently: two components with one id in a
// single updateComponents (the last won), and a whole data model replaced by a value that is not
// an object (the client data model must be one: the surface then left a2uiClientDataModel). The
// official JSON Schema (so validateMessage) allows both; the processor refuses them.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {V1Adapter, V1_BASIC_CATALOG_ID, basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {BASIC_CATALOG_ID, MessageProcessor, type ErrorBody} from '../../src/core.js';

/** A processor fed through `target`, with surface "s" created (sendDataModel), and its errors. */
function setUp(target: 'v0.9' | 'v0.8' | 'v1.0') {
  const processor = new MessageProcessor(target === 'v1.0' ? {catalogs: [basicCatalogV1]} : {});
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const send =
    target === 'v0.8'
      ? (m: unknown) => new V08Adapter(processor).processMessages(m)
      : target === 'v1.0'
        ? (m: unknown) => new V1Adapter(processor).processMessages(m)
        : (m: unknown) => processor.processMessages(m);
  const version = target === 'v1.0' ? 'v0.10' : 'v0.9';
  const catalogId = target === 'v1.0' ? V1_BASIC_CATALOG_ID : BASIC_CATALOG_ID;
  if (target !== 'v0.8') {
    send([{version, createSurface: {surfaceId: 's', catalogId, sendDataModel: true}}]);
  }
  return {processor, errors, send, version};
}

const text = (id: string, words: string) => ({id, component: 'Text', text: words});

describe('two components with one id in one updateComponents', () => {
  for (const target of ['v0.9', 'v1.0'] as const) {
    it(`refuse the message, at the later one's id (${target})`, () => {
      const {processor, errors, send, version} = setUp(target);
      const components = [text('root', 'a'), text('x', 'b'), text('root', 'c'), text('x', 'd')];
      send([{version, updateComponents: {surfaceId: 's', components}}]);
      assert.deepEqual(
        errors.map(({code, surfaceId, path, message}) => [code, surfaceId, path, message]),
        [
          [
            'VALIDATION_FAILED',
            's',
            '/components/2/id',
            'Component "root": Duplicate id (first at index 0)',
          ],
          [
            'VALIDATION_FAILED',
            's',
            '/components/3/id',
            'Component "x": Duplicate id (first at index 1)',
          ],
        ],
      );
      assert.equal(processor.getSurface('s')!.hasRoot, false, 'nothing of it applied');
    });
  }

  it('are reported 20 times at most, as other validation problems, however many repeat', () => {
    // An LLM giving every row the same id must not send back one error per row.
    const {errors, send, version} = setUp('v0.9');
    const components = Array.from({length: 1000}, (_, i) => text('row', String(i)));
    send([{version, updateComponents: {surfaceId: 's', components}}]);
    assert.equal(errors.length, 20);
    assert.deepEqual(errors[0], {
      code: 'VALIDATION_FAILED',
      surfaceId: 's',
      path: '/components/1/id',
      message: 'Component "row": Duplicate id (first at index 0)',
    });
  });

  it("refuse the message in v0.8, at the later one's id", () => {
    const {errors, send} = setUp('v0.8');
    const t = (id: string) => ({id, component: {Text: {text: {literalString: id}}}});
    send([
      {beginRendering: {surfaceId: 's', root: 'r'}},
      {surfaceUpdate: {surfaceId: 's', components: [t('r'), t('a'), t('a')]}},
    ]);
    assert.deepEqual(
      errors.map(({path, message}) => [path, message]),
      [['/components/2/id', 'Component "a": Duplicate id (first at index 1)']],
    );
  });
});

describe('a whole data model replaced by a value that is not an object', () => {
  for (const target of ['v0.9', 'v1.0'] as const) {
    for (const [path, value] of [
      [undefined, 'hello'],
      ['/', 42],
      ['', [1, 2]],
    ] as const) {
      it(`is refused at /value: ${JSON.stringify(value)} at ${path} (${target})`, () => {
        const {processor, errors, send, version} = setUp(target);
        send([{version, updateDataModel: {surfaceId: 's', value: {kept: true}}}]);
        send([{version, updateDataModel: {surfaceId: 's', path, value}}]);
        assert.deepEqual(
          errors.map(({code, path}) => [code, path]),
          [['VALIDATION_FAILED', '/value']],
        );
        assert.match(errors[0]!.message, /^Expected an object/);
        assert.deepEqual(processor.getSurface('s')!.dataModel.snapshot(), {kept: true});
      });
    }
  }

  it('still takes any value below the root, and an object at it', () => {
    const {errors, send, processor} = setUp('v0.9');
    send([
      {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/name', value: 'Ada'}},
      {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/', value: {n: 1}}},
      {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/list', value: [1]}},
    ]);
    assert.deepEqual(errors, []);
    assert.deepEqual(processor.clientDataModel().surfaces, {s: {n: 1, list: [1]}});
  });
});
