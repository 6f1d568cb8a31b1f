// An action that waits for an actionResponse must not keep its surface alive: an agent that never
// answers, on a page whose surfaces come and go, would otherwise hold every deleted surface (its
// components and data model) for the page's life.
import assert from 'node:assert/strict';
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import {describe, it} from 'node:test';
import {MessageProcessor} from '../../src/core.js';
import {V1Adapter, V1_BASIC_CATALOG_ID, basicCatalogV1} from '../../src/adapters/v1_0/index.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const version = 'v0.10';

/** A v0.9 action body, as the processor emits it, whose event wants an answer at /answer. */
const waitingAction = (surfaceId: string) => ({
  name: 'ask',
  surfaceId,
  sourceComponentId: 'b',
  timestamp: '2026-11-30T12:00:00Z',
  context: {},
  wantResponse: true,
  responsePath: '/answer',
});

async function collected(ref: WeakRef<object>): Promise<boolean> {
  for (let attempt = 0; attempt < 10 && ref.deref() !== undefined; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
  }
  return ref.deref() === undefined;
}

describe('V1Adapter actions waiting for an answer', () => {
  it('let a deleted surface be garbage-collected', async () => {
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const adapter = new V1Adapter(processor);
    adapter.processMessages([
      {version, createSurface: {surfaceId: 'big', catalogId: V1_BASIC_CATALOG_ID}},
      {version, updateDataModel: {surfaceId: 'big', value: {rows: new Array(1000).fill('x')}}},
    ]);
    const surface = new WeakRef(processor.getSurface('big')!);
    const action = waitingAction('big');
    const sent = adapter.toClientMessage({version: 'v0.9', action});
    assert.equal((sent as {action: {actionId?: string}}).action.actionId, '1');
    adapter.processMessages({version, deleteSurface: {surfaceId: 'big'}});
    assert.equal(await collected(surface), true);
  });

  it('answered after their surface was deleted and collected, tell the app and report nothing', async () => {
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const errors: unknown[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    const adapter = new V1Adapter(processor);
    const answers: unknown[] = [];
    adapter.addEventListener('actionresponse', (event) => answers.push(event.detail.value));
    adapter.processMessages({
      version,
      createSurface: {surfaceId: 'gone', catalogId: V1_BASIC_CATALOG_ID},
    });
    const surface = new WeakRef(processor.getSurface('gone')!);
    const action = waitingAction('gone');
    const sent = adapter.toClientMessage({version: 'v0.9', action}) as {action: {actionId: string}};
    adapter.processMessages({version, deleteSurface: {surfaceId: 'gone'}});
    assert.equal(await collected(surface), true);
    adapter.processMessages({version, actionId: sent.action.actionId, actionResponse: {value: 7}});
    assert.deepEqual(errors, []);
    assert.deepEqual(answers, [7]);
  });

  it('still write nothing into a surface created again under the same id', () => {
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const adapter = new V1Adapter(processor);
    const create = {version, createSurface: {surfaceId: 's', catalogId: V1_BASIC_CATALOG_ID}};
    adapter.processMessages(create);
    const action = waitingAction('s');
    const sent = adapter.toClientMessage({version: 'v0.9', action}) as {action: {actionId: string}};
    adapter.processMessages([{version, deleteSurface: {surfaceId: 's'}}, create]);
    adapter.processMessages({version, actionId: sent.action.actionId, actionResponse: {value: 1}});
    assert.equal(processor.getSurface('s')!.dataModel.peek('/answer'), undefined);
  });

  it('are the latest 256 only, for an agent that never answers', () => {
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const errors: {code: string}[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    const adapter = new V1Adapter(processor);
    adapter.processMessages({
      version,
      createSurface: {surfaceId: 's', catalogId: V1_BASIC_CATALOG_ID},
    });
    const ids = Array.from({length: 300}, () => {
      const sent = adapter.toClientMessage({version: 'v0.9', action: waitingAction('s')});
      return (sent as {action: {actionId: string}}).action.actionId;
    });
    adapter.processMessages({version, actionId: ids[43]!, actionResponse: {value: 'forgotten'}});
    assert.deepEqual(
      errors.map((e) => e.code),
      ['INTEGRITY_ERROR'],
    );
    adapter.processMessages({version, actionId: ids[44]!, actionResponse: {value: 'kept'}});
    assert.equal(processor.getSurface('s')!.dataModel.peek('/answer'), 'kept');
    assert.equal(errors.length, 1);
  });
});
