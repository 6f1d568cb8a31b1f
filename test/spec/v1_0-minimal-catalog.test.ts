// The official A2UI v1.0 (v0.10) minimal catalog, the test bed the specification gives new
// renderers: its 7 examples, valid against the official schemas with the minimal catalog, render
// through V1Adapter with minimalCatalogV1 without an error, and our verdict on its components
// equals the official one (ajv), v0.9's TextField and the `capitalize` function included.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {
  V1Adapter,
  V1_MINIMAL_CATALOG_ID,
  basicCatalogV1,
  minimalCatalogV1,
} from '../../src/adapters/v1_0/index.js';
import {ComponentContext, MessageProcessor, type ErrorBody} from '../../src/core.js';
import {validateMessage} from '../../src/protocol/validate.js';
import {readSpecJson, specDir} from './helpers/spec-dir.js';
import {officialV1WithMinimalCatalog} from './helpers/official-validator.js';
import {walkSurface} from './helpers/walk-surface.js';

const version = 'v0.10';

const official = officialV1WithMinimalCatalog();
const dir = join(specDir, 'v0_10', 'catalogs/minimal/examples');
const examples = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({
    file,
    messages: (JSON.parse(readFileSync(join(dir, file), 'utf8')) as {messages: unknown[]}).messages,
  }));

function run() {
  const processor = new MessageProcessor({
    locale: 'en-US',
    catalogs: [basicCatalogV1, minimalCatalogV1],
  });
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  return {processor, adapter: new V1Adapter(processor), errors};
}

const inSurface = (component: object) => ({
  version,
  updateComponents: {surfaceId: 's', components: [{id: 'c', ...component}]},
});

/** Our verdict on an agent message for a surface of the minimal catalog. */
const ours = (message: Record<string, unknown>) =>
  validateMessage(
    {...message, version: 'v0.9'},
    {
      direction: 'agentToRenderer',
      catalog: minimalCatalogV1,
    },
  ).ok;

describe('the v1.0 minimal catalog', () => {
  it('has the official id and is offered to v1.0 agents', () => {
    const catalog = readSpecJson('v0_10', 'catalogs/minimal/catalog.json') as {catalogId: string};
    assert.equal(V1_MINIMAL_CATALOG_ID, catalog.catalogId);
    assert.ok(
      run().adapter.clientCapabilities()['v0.10'].supportedCatalogIds.includes(catalog.catalogId),
    );
  });

  it('finds the 7 official examples', () => {
    assert.equal(examples.length, 7);
  });

  for (const example of examples) {
    it(`${example.file} is valid v0.10 and renders its whole tree without an error`, () => {
      for (const message of example.messages) {
        assert.equal(official(message), true, JSON.stringify(official.errors));
      }
      const {processor, adapter, errors} = run();
      adapter.processMessages([...example.messages]);
      assert.ok(processor.surfaces.length > 0);
      for (const surface of processor.surfaces) {
        assert.equal(surface.catalog, minimalCatalogV1);
        if (surface.hasRoot) walkSurface(surface);
      }
      assert.deepEqual(errors, []);
    });
  }

  it('capitalizes the text a TextField writes, as its example shows', () => {
    const {processor, adapter} = run();
    adapter.processMessages(examples.find((e) => e.file.includes('capitalized'))!.messages);
    const [surface] = processor.surfaces;
    const text = () => new ComponentContext(surface!, 'result_text').props['text'];
    surface!.dataModel.set('/inputValue', 'élan vital');
    assert.equal(text(), 'Élan vital');
    surface!.dataModel.set('/inputValue', '');
    assert.equal(text(), '');
  });

  for (const [name, component, valid] of [
    [
      'a TextField with validationRegexp',
      {component: 'TextField', label: 'a', validationRegexp: '^a'},
      true,
    ],
    ['a TextField with placeholder', {component: 'TextField', label: 'a', placeholder: 'b'}, false],
    ['an Image', {component: 'Image', url: 'https://example.com/a.png'}, false],
    [
      'a Text calling capitalize',
      {component: 'Text', text: {call: 'capitalize', args: {value: 'a'}, returnType: 'string'}},
      true,
    ],
    [
      'capitalize as a number',
      {component: 'Text', text: {call: 'capitalize', args: {value: 'a'}, returnType: 'number'}},
      false,
    ],
    [
      'a Text calling formatString',
      {component: 'Text', text: {call: 'formatString', args: {value: 'a'}}},
      false,
    ],
    [
      'a borderless Button',
      {component: 'Button', child: 't', variant: 'borderless', action: {event: {name: 'go'}}},
      true,
    ],
    [
      'a Button of the basic catalog\'s "default" variant',
      {component: 'Button', child: 't', variant: 'default', action: {event: {name: 'go'}}},
      false,
    ],
    [
      'a Button that wants a response',
      {
        component: 'Button',
        child: 't',
        action: {event: {name: 'go', wantResponse: true, responsePath: '/r'}},
      },
      true,
    ],
  ] as const) {
    it(`${valid ? 'accepts' : 'refuses'} ${name}, as the official schema does`, () => {
      const message = inSurface(component);
      assert.equal(official(message), valid, JSON.stringify(official.errors));
      assert.equal(ours(message), valid);
    });
  }

  for (const [name, args, field] of [
    ['without its value', {}, 'value'],
    ['with an argument it does not take', {value: 'a', locale: 'tr'}, 'locale'],
  ] as const) {
    it(`refuses capitalize ${name} when it arrives, as the official schema does`, () => {
      // A catalog function's literal arguments are checked against its schema with the message.
      const text = {call: 'capitalize', args, returnType: 'string'};
      assert.equal(official(inSurface({component: 'Text', text})), false);
      assert.equal(ours(inSurface({component: 'Text', text})), false);
      const {processor, adapter, errors} = run();
      adapter.processMessages([
        {version, createSurface: {surfaceId: 's', catalogId: V1_MINIMAL_CATALOG_ID}},
        {
          version,
          updateComponents: {surfaceId: 's', components: [{id: 'root', component: 'Text', text}]},
        },
      ]);
      assert.equal(processor.getSurface('s')!.hasRoot, false);
      assert.deepEqual(
        errors.map(({code, path}) => [code, path]),
        [['VALIDATION_FAILED', `/components/0/text/args/${field}`]],
      );
    });
  }
});
