// A message of another A2UI version says which version it is and what renders it, instead of
// the complaints of the version it was given to ('Unknown message type "version"', 'received
// none of them', 'received no version string').
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {BASIC_CATALOG_ID} from '../../src/core.js';
import {processorFor, type Target} from './protocol-targets.js';

/** `[path, message]` of each error reported for `message` given to `target`. */
function reported(target: Target, message: unknown): [string?, string?][] {
  const {input, errors} = processorFor(target);
  input.processMessages([message]);
  return errors.map((e) => [e.path, e.message]);
}

const v08 = {surfaceUpdate: {surfaceId: 's', components: [{id: 'r', component: {Divider: {}}}]}};
const create = (version: string) => ({
  version,
  createSurface: {surfaceId: 's', catalogId: BASIC_CATALOG_ID},
});

describe('a message of another A2UI version', () => {
  it('v0.8 given to the v0.9 processor says it is v0.8 and to use V08Adapter', () => {
    assert.deepEqual(reported('v0.9', v08), [
      ['', 'A2UI v0.8 message (surfaceUpdate): use V08Adapter'],
    ]);
  });

  it('v0.9 given to V08Adapter says it is v0.9', () => {
    assert.deepEqual(reported('v0.8', create('v0.9')), [
      ['/version', 'A2UI "v0.9" message; V08Adapter takes v0.8 (no version).'],
    ]);
  });

  it('v0.10 given to V08Adapter says it is v0.10', () => {
    assert.deepEqual(reported('v0.8', create('v0.10')), [
      ['/version', 'A2UI "v0.10" message; V08Adapter takes v0.8 (no version).'],
    ]);
  });

  it('v0.8 given to V1Adapter says it is v0.8 and to use V08Adapter', () => {
    assert.deepEqual(reported('v1.0', v08), [
      ['', 'A2UI v0.8 message (surfaceUpdate): use V08Adapter'],
    ]);
  });
});
