// MessageProcessor.failureOf: why a surface could not be shown, kept for an element mounted later.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {BASIC_CATALOG_ID, MessageProcessor, type ErrorBody} from '../../src/core.js';

const create = (surfaceId: string, catalogId = BASIC_CATALOG_ID) => ({
  version: 'v0.9',
  createSurface: {surfaceId, catalogId},
});
const remove = (surfaceId: string) => ({version: 'v0.9', deleteSurface: {surfaceId}});

describe('MessageProcessor.failureOf', () => {
  it('remembers a createSurface with an unknown catalog nobody listened to', () => {
    const processor = new MessageProcessor();
    processor.processMessages([create('s', 'https://example.com/unknown.json')]);
    const failure = processor.failureOf('s');
    assert.equal(failure?.code, 'CATALOG_NOT_FOUND');
    assert.equal(failure?.surfaceId, 's');
    assert.match(failure!.message, /unknown\.json/);
  });

  it('remembers an invalid createSurface as VALIDATION_FAILED', () => {
    const processor = new MessageProcessor();
    processor.processMessages([{version: 'v0.9', createSurface: {surfaceId: 's'}}]);
    assert.equal(processor.failureOf('s')?.code, 'VALIDATION_FAILED');
  });

  it('hands out the same body the error event carried', () => {
    const processor = new MessageProcessor();
    let emitted: unknown;
    processor.addEventListener('error', (event) => (emitted = event.detail));
    processor.processMessages([create('s', 'urn:nope')]);
    assert.equal(processor.failureOf('s'), emitted);
  });

  it('remembers messages sent to a surface that was never created', () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      {
        version: 'v0.9',
        updateComponents: {surfaceId: 's', components: [{id: 'root', component: 'Divider'}]},
      },
    ]);
    assert.equal(processor.failureOf('s')?.code, 'SURFACE_NOT_FOUND');
  });

  it('remembers nothing for a surface that exists', () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      create('s'),
      {version: 'v0.9', updateComponents: {surfaceId: 's', components: [{id: 'x'}]}},
    ]);
    assert.equal(processor.failureOf('s'), undefined);
  });

  it('forgets the failure once the surface is created', () => {
    const processor = new MessageProcessor();
    processor.processMessages([create('s', 'urn:nope'), create('s')]);
    assert.equal(processor.failureOf('s'), undefined);
    assert.ok(processor.getSurface('s'));
  });

  it('forgets the failure when the agent deletes that surface', () => {
    const processor = new MessageProcessor();
    processor.processMessages([create('s', 'urn:nope'), remove('s')]);
    assert.equal(processor.failureOf('s'), undefined);
  });

  it('keeps the failures of the last 32 surface ids only', () => {
    const processor = new MessageProcessor();
    const ids = Array.from({length: 40}, (_, i) => `s${i}`);
    processor.processMessages(ids.map((id) => create(id, 'urn:nope')));
    assert.equal(ids.filter((id) => processor.failureOf(id)).length, 32);
    assert.equal(processor.failureOf('s7'), undefined);
    assert.equal(processor.failureOf('s8')?.code, 'CATALOG_NOT_FOUND');
    assert.equal(processor.failureOf('s39')?.code, 'CATALOG_NOT_FOUND');
  });

  it('keeps an id that failed again among the most recent', () => {
    const processor = new MessageProcessor();
    processor.processMessages([create('first', 'urn:nope')]);
    processor.processMessages(Array.from({length: 31}, (_, i) => create(`s${i}`, 'urn:nope')));
    processor.processMessages([create('first', 'urn:again'), create('last', 'urn:nope')]);
    assert.match(processor.failureOf('first')!.message, /urn:again/);
    assert.equal(processor.failureOf('s0'), undefined);
  });

  it('takes no late report of a deleted surface for a failure', () => {
    const processor = new MessageProcessor();
    processor.processMessages([create('s')]);
    const surface = processor.getSurface('s')!;
    processor.processMessages([remove('s')]);
    surface.reportError({code: 'RENDER_ERROR', message: 'late'});
    assert.equal(processor.failureOf('s'), undefined);
  });

  it('takes no stray message after a deleteSurface for a failure, but reports it', () => {
    const processor = new MessageProcessor();
    const codes: string[] = [];
    processor.addEventListener('error', (event) => codes.push(event.detail.code));
    processor.processMessages([
      create('s'),
      remove('s'),
      {
        version: 'v0.9',
        updateComponents: {surfaceId: 's', components: [{id: 'x', component: 'Divider'}]},
      },
      {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/x', value: 1}},
      {
        version: 'v0.9',
        updateComponents: {surfaceId: 's', components: [{id: 'x', component: 'Text'}]},
      },
    ]);
    assert.deepEqual(codes, ['SURFACE_NOT_FOUND', 'SURFACE_NOT_FOUND', 'VALIDATION_FAILED']);
    assert.equal(processor.failureOf('s'), undefined);
    processor.processMessages([remove('s')]);
    assert.equal(codes.at(-1), 'SURFACE_NOT_FOUND');
    assert.equal(processor.failureOf('s'), undefined);
    // Creating it again starts over: its failure is shown.
    processor.processMessages([create('s', 'urn:nope')]);
    assert.equal(processor.failureOf('s')?.code, 'CATALOG_NOT_FOUND');
  });

  it('takes no message for a surface the agent deleted unseen for a failure', () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      remove('gone'),
      {version: 'v0.9', updateDataModel: {surfaceId: 'gone', value: {}}},
    ]);
    assert.equal(processor.failureOf('gone'), undefined);
  });

  it('keeps no failure for errors without a surface id', () => {
    const processor = new MessageProcessor();
    processor.processMessages(['not json']);
    assert.equal(processor.failureOf(''), undefined);
  });
});

describe('MessageProcessor.addErrorRewriter', () => {
  it('rewrites each error with every rewriter, in the order added', () => {
    const processor = new MessageProcessor();
    const emitted: string[] = [];
    processor.addEventListener('error', (event) => emitted.push(event.detail.message));
    processor.addErrorRewriter((error) => ({...error, message: `${error.message} (a)`}));
    processor.addErrorRewriter((error) => ({...error, message: `${error.message} (b)`}));
    processor.processMessages([create('s', 'urn:nope')]);
    assert.match(emitted[0]!, /urn:nope.* \(a\) \(b\)$/);
    assert.equal(processor.failureOf('s')?.message, emitted[0]);
  });

  it('keeps the error a throwing rewriter was given, and the batch goes on', (t) => {
    const logged = t.mock.method(console, 'error', () => {});
    const processor = new MessageProcessor();
    const emitted: ErrorBody[] = [];
    processor.addEventListener('error', (event) => emitted.push(event.detail));
    processor.addErrorRewriter(() => {
      throw new Error('broken rewriter');
    });
    processor.addErrorRewriter((error) => ({...error, message: `${error.message} (after)`}));
    processor.processMessages([create('s', 'urn:nope'), create('s2')]);
    assert.equal(emitted.length, 1);
    assert.equal(emitted[0]!.code, 'CATALOG_NOT_FOUND');
    assert.match(emitted[0]!.message, /urn:nope.* \(after\)$/);
    assert.ok(processor.getSurface('s2'), 'the next message was processed');
    assert.equal(logged.mock.callCount(), 1);
  });

  it('returns a function that removes the rewriter', () => {
    const processor = new MessageProcessor();
    const emitted: string[] = [];
    processor.addEventListener('error', (event) => emitted.push(event.detail.message));
    const remove = processor.addErrorRewriter((error) => ({...error, message: 'rewritten'}));
    processor.processMessages([create('s', 'urn:nope')]);
    remove();
    remove(); // a second call removes nothing more
    processor.processMessages([create('s', 'urn:nope')]);
    assert.equal(emitted[0], 'rewritten');
    assert.match(emitted[1]!, /^Catalog "urn:nope" is not supported/);
  });
});

describe('SurfaceModel.refusedBeforeRoot', () => {
  const text = (props: object) => ({
    version: 'v0.9',
    updateComponents: {surfaceId: 's', components: [{id: 'root', component: 'Text', ...props}]},
  });

  it('is set by a message refused while the surface has no root', () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      create('s'),
      {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/x', value: 1}},
    ]);
    const surface = processor.getSurface('s')!;
    assert.equal(surface.refusedBeforeRoot, false, 'a valid message refuses nothing');
    processor.processMessages([text({})]);
    assert.equal(surface.refusedBeforeRoot, true);
    processor.processMessages([text({text: 'fixed'})]);
    assert.equal(surface.hasRoot, true);
  });

  it('is not set by a message refused after the root arrived', () => {
    const processor = new MessageProcessor();
    processor.processMessages([create('s'), text({text: 'Hi'}), text({})]);
    assert.equal(processor.getSurface('s')!.refusedBeforeRoot, false);
  });
});
