import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {V1Adapter, V1_BASIC_CATALOG_ID, basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {MessageProcessor, type ErrorBody} from '../../src/core.js';
import {loadOfficialValidators} from './helpers/official-validator.js';
import {basicExamples, readSpecJson} from './helpers/spec-dir.js';
import {walkSurface} from './helpers/walk-surface.js';
import {jsonlStream} from './helpers/jsonl-stream.js';

// Every official A2UI v1.0 (v0.10) basic-catalog example: valid against the official v0.10
// server schema, then fed through V1Adapter into a processor that knows basicCatalogV1 (no DOM),
// and its component trees walked as a renderer would. Zero error events.

const official = loadOfficialValidators('v0_10');
const examples = basicExamples('v0_10');

function run() {
  const processor = new MessageProcessor({locale: 'en-US', catalogs: [basicCatalogV1]});
  const adapter = new V1Adapter(processor);
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  return {processor, adapter, errors};
}

describe('official v0.10 basic examples through V1Adapter', () => {
  it('finds all 36 examples, each with messages', () => {
    assert.equal(examples.length, 36);
    for (const example of examples) assert.ok(example.messages.length > 0, example.file);
  });

  it('basicCatalogV1 answers to the official v0.10 basic catalog id', () => {
    const catalog = readSpecJson('v0_10', 'catalogs/basic/catalog.json') as {catalogId: string};
    assert.equal(basicCatalogV1.id, catalog.catalogId);
    assert.equal(V1_BASIC_CATALOG_ID, catalog.catalogId);
  });

  for (const example of examples) {
    it(`${example.file} is valid v0.10 and renders its whole tree without an error`, () => {
      example.messages.forEach((message, index) => {
        assert.equal(
          official.server(message),
          true,
          `message ${index}: ${JSON.stringify(official.server.errors)}`,
        );
      });
      const {processor, adapter, errors} = run();
      adapter.processMessages([...example.messages]);
      assert.ok(processor.surfaces.length > 0, 'no surface was created');
      let evaluated = 0;
      for (const surface of processor.surfaces) {
        assert.equal(surface.catalog, basicCatalogV1, 'the surface uses the v1.0 basic catalog');
        if (surface.hasRoot) evaluated += walkSurface(surface);
      }
      assert.ok(evaluated > 0, 'no component was evaluated');
      assert.deepEqual(errors, []);
    });
  }

  it('all examples streamed as one JSONL byte stream in 7-byte chunks produce no errors', async () => {
    const {processor, adapter, errors} = run();
    const messages = examples.flatMap((example) => example.messages);
    await adapter.processJsonl(jsonlStream(messages, 7));
    assert.deepEqual(errors, []);
    assert.ok(processor.surfaces.length >= examples.length - 1);
  });

  it('the examples relabelled "v0.9" are refused: V1Adapter speaks v0.10 only', () => {
    const {adapter, errors} = run();
    const [first] = examples[0]!.messages as Record<string, unknown>[];
    adapter.processMessages({...first, version: 'v0.9'});
    assert.equal(official.server({...first, version: 'v0.9'}), false, 'the official schema too');
    assert.deepEqual(
      errors.map(({code, path}) => ({code, path})),
      [{code: 'VALIDATION_FAILED', path: '/version'}],
    );
  });
});
