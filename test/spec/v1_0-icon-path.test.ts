// The v0.9 → v1.0 writer maps an Icon's SVG path data, `{svgPath}` in v0.9, to v1.0's `{path}`:
// the official schemas define the two as the same one-property object under another key.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {V1Adapter, V1_BASIC_CATALOG_ID, basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {toV1Component, toV1Components} from '../../src/adapters/v1_0/writer.js';
import {MessageProcessor, type ErrorBody} from '../../src/core.js';
import {loadOfficialValidators} from './helpers/official-validator.js';

const v09 = loadOfficialValidators('v0_9');
const v10 = loadOfficialValidators('v0_10');

const heart = 'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3z';
const icon = (name: unknown) => ({id: 'root', component: 'Icon', name});
const update = (version: string, components: unknown[]) => ({
  version,
  updateComponents: {surfaceId: 's', components},
});

describe('toV1Component: an Icon with SVG path data', () => {
  it('writes {svgPath} as {path}, which the official v0.10 schema accepts', () => {
    const component = icon({svgPath: heart});
    assert.equal(v09.server(update('v0.9', [component])), true, 'valid v0.9');
    assert.equal(v10.server(update('v0.10', [component])), false, 'v0.10 refuses svgPath');
    const written = toV1Component(component);
    assert.deepEqual(written, icon({path: heart}));
    assert.equal(v10.server(update('v0.10', [written])), true, JSON.stringify(v10.server.errors));
  });

  it('leaves the component given untouched', () => {
    const component = icon({svgPath: heart});
    toV1Component(component);
    assert.deepEqual(component, icon({svgPath: heart}));
  });

  it('is drawn by a v1.0 client without an error', () => {
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const errors: ErrorBody[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    new V1Adapter(processor).processMessages([
      {version: 'v0.10', createSurface: {surfaceId: 's', catalogId: V1_BASIC_CATALOG_ID}},
      update('v0.10', toV1Components([icon({svgPath: heart})])),
    ]);
    assert.deepEqual(errors, []);
    assert.deepEqual(processor.getSurface('s')?.component('root')?.['name'], {path: heart});
  });
});

describe('toV1Component: everything else', () => {
  it('keeps icon names, which both versions write alike', () => {
    const component = icon('favorite');
    assert.equal(toV1Component(component), component);
    assert.equal(v10.server(update('v0.10', [component])), true);
  });

  it('keeps a name bound to the data model, which v1.0 cannot express', () => {
    const component = icon({path: '/icon'});
    assert.equal(toV1Component(component), component);
  });

  it('keeps other components, even with an svgPath-like property', () => {
    const text = {id: 't', component: 'Text', text: 'hi', name: {svgPath: heart}};
    assert.equal(toV1Component(text), text);
  });

  it('keeps an svgPath object with other properties, which neither version allows', () => {
    const component = icon({svgPath: heart, fill: 'red'});
    assert.equal(toV1Component(component), component);
  });

  it('keeps what is not a component', () => {
    for (const value of [null, 'Icon', 3, ['Icon']]) assert.equal(toV1Component(value), value);
  });
});
