// A v1.0 agent's data writes (v0.10 protocol, "Server to client updates"): an updateDataModel
// whose value is null removes the key at its path, as one without a value does; v0.9 kept null.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {MessageProcessor, type ErrorBody} from '../../src/core.js';
import {V1Adapter, V1_BASIC_CATALOG_ID, basicCatalogV1} from '../../src/adapters/v1_0/index.js';

const version = 'v0.10';
const surfaceId = 'profile';

function profile() {
  const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const adapter = new V1Adapter(processor);
  adapter.processMessages([
    {
      version,
      createSurface: {surfaceId, catalogId: V1_BASIC_CATALOG_ID, sendDataModel: true},
    },
    {
      version,
      updateDataModel: {surfaceId, value: {user: {name: 'Ada', tempData: 'x'}, tags: ['a']}},
    },
  ]);
  const model = () => processor.getSurface(surfaceId)!.dataModel.snapshot();
  return {adapter, errors, model};
}

const write = (path: string | undefined, value: unknown) => ({
  version,
  updateDataModel: {surfaceId, ...(path === undefined ? {} : {path}), value},
});

describe('V1Adapter updateDataModel', () => {
  it('removes the key at the path when the value is null', () => {
    const {adapter, errors, model} = profile();
    adapter.processMessages(write('/user/tempData', null));
    assert.deepEqual(model(), {user: {name: 'Ada'}, tags: ['a']});
    assert.deepEqual(errors, []);
  });

  it('removes the key at the path when the value is left out, as before', () => {
    const {adapter, model} = profile();
    adapter.processMessages({version, updateDataModel: {surfaceId, path: '/user/tempData'}});
    assert.deepEqual(model(), {user: {name: 'Ada'}, tags: ['a']});
  });

  it('empties the whole model when the value at the root is null', () => {
    const {adapter, errors, model} = profile();
    adapter.processMessages(write(undefined, null));
    assert.deepEqual(model(), {});
    assert.deepEqual(errors, []);
  });

  it('sends the agent no null for a removed key in the client data model', () => {
    const {adapter} = profile();
    adapter.processMessages(write('/user/tempData', null));
    assert.deepEqual(adapter.clientDataModel(), {
      version,
      surfaces: {[surfaceId]: {user: {name: 'Ada'}, tags: ['a']}},
    });
  });

  it('still writes null inside a value: only a null value itself removes', () => {
    const {adapter, model} = profile();
    adapter.processMessages(write('/user', {name: null}));
    assert.deepEqual(model(), {user: {name: null}, tags: ['a']});
  });
});
