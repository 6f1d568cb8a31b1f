// The theme of a v1.0 minimal-catalog surface is the minimal catalog's: an open object whose only
// rule is a #rrggbb primaryColor. A createSurface the official schema (with the minimal catalog)
// accepts creates the surface; one it refuses is reported and creates nothing.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  V1Adapter,
  V1_MINIMAL_CATALOG_ID,
  basicCatalogV1,
  minimalCatalogV1,
} from '../../src/adapters/v1_0/index.js';
import {MessageProcessor, type ErrorBody} from '../../src/core.js';
import {officialV1WithMinimalCatalog} from './helpers/official-validator.js';

const version = 'v0.10';

const official = officialV1WithMinimalCatalog();

function create(theme: object) {
  const processor = new MessageProcessor({catalogs: [basicCatalogV1, minimalCatalogV1]});
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const message = {
    version,
    createSurface: {surfaceId: 'm', catalogId: V1_MINIMAL_CATALOG_ID, theme},
  };
  new V1Adapter(processor).processMessages(message);
  return {valid: official(message), surface: processor.getSurface('m'), errors};
}

describe('the theme of a v1.0 minimal-catalog surface', () => {
  for (const theme of [
    {primaryColor: '#00BFFF'},
    {primaryColor: '#00BFFF', iconUrl: 'logo.png'},
    {iconUrl: '/media/logo.png', agentDisplayName: 'Booking agent'},
    {agentDisplayName: 42, mode: 'dark'},
  ]) {
    it(`takes ${JSON.stringify(theme)}, which the official schema accepts`, () => {
      const {valid, surface, errors} = create(theme);
      assert.equal(valid, true);
      assert.deepEqual(errors, []);
      assert.ok(surface, 'the surface is created');
      assert.deepEqual(surface.theme, theme);
    });
  }

  it('refuses a primaryColor that is not #rrggbb, as the official schema does', () => {
    const {valid, surface, errors} = create({primaryColor: 'red'});
    assert.equal(valid, false);
    assert.equal(surface, undefined);
    assert.deepEqual(
      errors.map(({code, path}) => [code, path]),
      [['VALIDATION_FAILED', '/theme/primaryColor']],
    );
  });
});
