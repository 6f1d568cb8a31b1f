// The surface an error is about, read best-effort from a message that cannot be taken as it is:
// JSON that does not parse, or a message of another A2UI version. With its id, the error reaches
// that surface (a2uierror, its error slot) instead of going out with `surfaceId: ""`.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {BASIC_CATALOG_ID} from '../../src/core.js';
import {processorFor, type Target} from './protocol-targets.js';

/** The processor the messages reach through `target`, and the errors it reported. */
async function run(
  target: Target,
  feed: (input: {
    processMessages(m: unknown): void;
    processJsonl(t: string): Promise<void>;
  }) => unknown,
) {
  const {processor, input, errors} = processorFor(target);
  await feed(input);
  return {processor, errors};
}

/** `[code, surfaceId]` of each error reported. */
async function reported(target: Target, messages: unknown) {
  const {errors} = await run(target, (input) => input.processMessages(messages));
  return errors.map((e) => [e.code, e.surfaceId]);
}

const trailingComma =
  '{"version":"v0.9","updateComponents":{"surfaceId":"s\\"1","components":[],}}';
const v08 = {beginRendering: {surfaceId: 's', root: 'r'}};
const v09 = {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: BASIC_CATALOG_ID}};

describe('the surface of a message that is not JSON', () => {
  for (const target of ['v0.9', 'v0.8', 'v1.0'] as const) {
    it(`is read from its text (${target})`, async () => {
      assert.deepEqual(await reported(target, trailingComma), [['INVALID_JSON', 's"1']]);
      assert.deepEqual(await reported(target, [trailingComma]), [['INVALID_JSON', 's"1']]);
    });

    it(`is read from a JSONL line (${target})`, async () => {
      const {errors} = await run(target, (input) => input.processJsonl(trailingComma + '\n'));
      assert.deepEqual(
        errors.map((e) => [e.code, e.surfaceId]),
        [['INVALID_JSON', 's"1']],
      );
    });
  }

  it('is remembered as the failure of a surface that does not exist', async () => {
    const {processor} = await run('v0.9', (input) => input.processMessages(trailingComma));
    assert.equal(processor.failureOf('s"1')?.code, 'INVALID_JSON');
  });

  it('shows a created surface without its root as failed', async () => {
    const create = {...v09, createSurface: {surfaceId: 's"1', catalogId: BASIC_CATALOG_ID}};
    const {processor} = await run('v0.9', (input) =>
      input.processMessages([create, trailingComma]),
    );
    assert.equal(processor.getSurface('s"1')?.refusedBeforeRoot, true);
  });

  for (const target of ['v0.9', 'v0.8', 'v1.0'] as const) {
    it(`shows as failed a surface created in the same JSONL chunk, lines after it (${target})`, async () => {
      const surface = {surfaceId: 's"1'};
      const create =
        target === 'v0.8'
          ? {beginRendering: {...surface, root: 'r'}}
          : target === 'v1.0'
            ? {version: 'v0.10', createSurface: {...surface, catalogId: basicCatalogV1.id}}
            : {version: 'v0.9', createSurface: {...surface, catalogId: BASIC_CATALOG_ID}};
      const jsonl = JSON.stringify(create) + '\n' + trailingComma + '\n';
      const {processor} = await run(target, (input) => input.processJsonl(jsonl));
      assert.equal(processor.getSurface('s"1')?.refusedBeforeRoot, true);
    });
  }

  it('is "" when the text names none', async () => {
    assert.deepEqual(await reported('v0.9', '{"surfaceId": 1,'), [['INVALID_JSON', '']]);
  });
});

describe('the surface of a message of another version', () => {
  it('is read from v0.8 keys by the v0.9 processor', async () => {
    assert.deepEqual(await reported('v0.9', v08), [['VALIDATION_FAILED', 's']]);
    const update = {surfaceUpdate: {surfaceId: 't', components: []}};
    assert.deepEqual(await reported('v0.9', update), [['VALIDATION_FAILED', 't']]);
  });

  it('is read from v0.9 keys by the v0.8 adapter', async () => {
    assert.deepEqual(await reported('v0.8', v09), [['VALIDATION_FAILED', 's']]);
  });

  it('is read from v0.8 keys by the v1.0 adapter', async () => {
    assert.deepEqual(await reported('v1.0', v08), [['VALIDATION_FAILED', 's']]);
  });
});
