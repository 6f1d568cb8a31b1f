// v0.8 inline catalogs: a2ui_client_capabilities_schema.json lets the client describe its
// custom catalogs (catalog_description_schema.json: catalogId, components, styles) to an agent
// that accepts them. V08Adapter describes the processor's custom catalogs as it reads them.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import * as z from 'zod/mini';
import {V08Adapter, v08ClientCapabilities} from '../../src/adapters/v0_8/index.js';
import {
  MessageProcessor,
  basicCatalog,
  defineCatalog,
  defineComponent,
  type ErrorBody,
} from '../../src/core.js';
import {inlineCatalog, toV08InlineCatalog, v08InlineCatalog} from '../../src/inline-catalogs.js';
import {readSpecJson} from './helpers/spec-dir.js';

type Json = Record<string, unknown>;

const Rating = defineComponent({
  name: 'Rating',
  description: 'Stars the user picks.',
  props: (t) => ({
    label: z.optional(t.dynamicString),
    value: t.dynamicNumber,
    max: z.optional(z.number()),
    tags: z.optional(t.dynamicStringList),
    readOnly: z.optional(t.dynamicBoolean),
    children: z.optional(t.childList),
  }),
});

const catalog = defineCatalog({
  id: 'https://example.com/catalogs/ratings.json',
  extends: basicCatalog,
  components: [Rating],
});

const processor = () => new MessageProcessor({catalogs: [basicCatalog, catalog]});
const capabilities = new V08Adapter(processor()).clientCapabilities({
  inlineCatalogs: true,
  generator: v08InlineCatalog,
});
const definition = capabilities.inlineCatalogs![0]!;

function ajv(): Ajv2020 {
  const instance = new Ajv2020({strict: false});
  (addFormats as unknown as (ajv: Ajv2020) => void)(instance);
  // The properties the adapter passes on as they are keep their v0.9 common types.
  instance.addSchema(readSpecJson('v0_9', 'json/common_types.json') as object);
  const basic = readSpecJson('v0_9', 'catalogs/basic/catalog.json') as object;
  instance.addSchema({...basic, $id: 'https://a2ui.org/specification/v0_9/catalog.json'});
  const base = 'https://a2ui.org/specification/v0_8/';
  const description = readSpecJson('v0_8', 'json/catalog_description_schema.json') as Json;
  instance.addSchema({...description, $id: base + 'catalog_description_schema.json'});
  return instance;
}

/** Errors of a v0.8 surface of the custom catalog rendering these components. */
function render(components: Json[]): {errors: ErrorBody[]; props: (id: string) => unknown} {
  const target = processor();
  const errors: ErrorBody[] = [];
  target.addEventListener('error', (event) => errors.push(event.detail));
  new V08Adapter(target).processMessages([
    {beginRendering: {surfaceId: 's', root: 'root', catalogId: catalog.id}},
    {surfaceUpdate: {surfaceId: 's', components}},
  ]);
  return {errors, props: (id) => target.getSurface('s')?.component(id)};
}

describe('v0.8 client capabilities with inline catalogs', () => {
  it('are valid against the official a2ui_client_capabilities_schema.json', () => {
    const schema = readSpecJson('v0_8', 'json/a2ui_client_capabilities_schema.json') as Json;
    const id = 'https://a2ui.org/specification/v0_8/a2ui_client_capabilities_schema.json';
    const validate = ajv().compile({...schema, $id: id});
    assert.equal(validate(capabilities), true, JSON.stringify(validate.errors));
  });

  it('describe the custom catalog only, whose id the agent may name in beginRendering', () => {
    assert.deepEqual(
      capabilities.inlineCatalogs?.map((c) => c.catalogId),
      [catalog.id],
    );
    assert.ok(capabilities.supportedCatalogIds.includes(catalog.id));
  });

  it('are left out unless asked for, as before', () => {
    assert.deepEqual(Object.keys(v08ClientCapabilities(processor())), ['supportedCatalogIds']);
  });

  it('need the v0.8 generator: the registered one writes v0.9 definitions', () => {
    assert.throws(
      () => v08ClientCapabilities(processor(), {inlineCatalogs: true}),
      /generator: v08InlineCatalog/,
    );
  });

  it('describe the catalogs asked for by name', () => {
    const chosen = v08ClientCapabilities(processor(), {
      inlineCatalogs: [basicCatalog],
      generator: v08InlineCatalog,
    });
    assert.deepEqual(
      chosen.inlineCatalogs?.map((c) => c.catalogId),
      [basicCatalog.id],
    );
  });

  it('describe every component of the catalog, with a schema ajv compiles', () => {
    const compiler = ajv();
    assert.deepEqual(
      Object.keys(definition.components),
      Object.keys(inlineCatalog(catalog).components),
    );
    for (const [name, schema] of Object.entries(definition.components)) {
      assert.doesNotThrow(() => compiler.compile(schema), name);
    }
  });

  it('give the theme primaryColor as the one style', () => {
    assert.deepEqual(Object.keys(definition.styles), ['primaryColor']);
  });
});

describe('a v0.8 inline catalog definition', () => {
  const rating = definition.components['Rating']!;
  const accepts = (props: Json) => ajv().compile(rating)(props);

  it('leaves id, component and weight to the v0.8 component around the properties', () => {
    const properties = rating['properties'] as Json;
    for (const key of ['id', 'component', 'weight']) assert.equal(key in properties, false, key);
    assert.deepEqual(rating['required'], ['value']);
  });

  it('writes Dynamic values as BoundValues and children as explicitList or template', () => {
    const properties = rating['properties'] as Record<string, Json>;
    assert.deepEqual(Object.keys(properties['label']!['properties'] as Json), [
      'literalString',
      'path',
    ]);
    assert.deepEqual(Object.keys(properties['value']!['properties'] as Json), [
      'literalNumber',
      'path',
    ]);
    assert.deepEqual(Object.keys(properties['children']!['properties'] as Json), [
      'explicitList',
      'template',
    ]);
  });

  it('accepts the properties V08Adapter renders without an error', () => {
    const props = {
      label: {literalString: 'Food'},
      value: {path: '/stars'},
      max: 5,
      tags: {literalArray: ['a', 'b']},
      readOnly: {literalBoolean: true},
      children: {explicitList: ['note']},
    };
    assert.equal(accepts(props), true);
    const {errors, props: of} = render([
      {id: 'root', component: {Rating: props}},
      {id: 'note', component: {Text: {text: {literalString: 'Tasty'}, variant: 'caption'}}},
    ]);
    assert.deepEqual(errors, []);
    assert.deepEqual(of('root'), {
      id: 'root',
      component: 'Rating',
      label: 'Food',
      value: {path: 'stars'}, // `/stars` read in the item inside a template, as v0.8 does
      max: 5,
      tags: ['a', 'b'],
      readOnly: true,
      children: ['note'],
    });
  });

  it('refuses what V08Adapter refuses: an empty BoundValue, both kinds of children', () => {
    for (const props of [
      {value: {}},
      {value: {literalNumber: 3}, children: {explicitList: [], template: {}}},
      {value: {literalString: 'three', extra: 1}},
    ]) {
      assert.equal(accepts(props), false, JSON.stringify(props));
      const {errors} = render([{id: 'root', component: {Rating: props}}]);
      assert.ok(errors.length > 0, JSON.stringify(props));
    }
  });

  it('describes the basic components of the catalog with their v0.9 names', () => {
    const text = definition.components['Text']!;
    const validate = ajv().compile(text);
    const props = {text: {literalString: 'Hi'}, variant: 'h2'};
    assert.equal(validate(props), true, JSON.stringify(validate.errors));
    assert.deepEqual(render([{id: 'root', component: {Text: props}}]).errors, []);
  });

  it('is built from the v0.9 definition alone (toV08InlineCatalog)', () => {
    assert.deepEqual(toV08InlineCatalog(inlineCatalog(catalog)), definition);
  });
});
