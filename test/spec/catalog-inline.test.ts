import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import * as z from 'zod/mini';
import {
  MessageProcessor,
  basicCatalog,
  defineCatalog,
  defineComponent,
  type FunctionDefinition,
} from '../../src/core.js';
import {inlineCatalog} from '../../src/inline-catalogs.js';
import {readSpecJson} from './helpers/spec-dir.js';

const initials: FunctionDefinition = {
  name: 'initials',
  description: 'Upper-case initials of a name.',
  returnType: 'string',
  args: z.object({name: z.string()}),
  impl: ({name}) => String(name),
};

const Rating = defineComponent({
  name: 'Rating',
  description: 'Stars the user picks.',
  props: (t) => ({
    label: z.optional(t.dynamicString),
    value: t.dynamicNumber,
    max: z.optional(z.number()),
    action: z.optional(t.action),
  }),
});

const catalog = defineCatalog({
  id: 'https://example.com/catalogs/inline.json',
  extends: basicCatalog,
  components: [Rating],
  functions: [initials],
});

function ajv() {
  const instance = new Ajv2020({strict: false});
  (addFormats as unknown as (ajv: Ajv2020) => void)(instance);
  instance.addSchema(readSpecJson('v0_9', 'json/common_types.json') as object);
  // common_types.json calls functions of the sibling `catalog.json`: the catalog in use.
  const basic = readSpecJson('v0_9', 'catalogs/basic/catalog.json') as object;
  instance.addSchema({...basic, $id: 'https://a2ui.org/specification/v0_9/catalog.json'});
  return instance;
}

describe('clientCapabilities({inlineCatalogs: true})', () => {
  const processor = new MessageProcessor({catalogs: [basicCatalog, catalog]});
  const capabilities = processor.clientCapabilities({inlineCatalogs: true});

  it('is valid against the official client_capabilities.json', () => {
    const validate = ajv().compile(readSpecJson('v0_9', 'json/client_capabilities.json') as object);
    assert.equal(validate(capabilities), true, JSON.stringify(validate.errors));
  });

  it('lists every catalog id and describes only the custom catalog inline', () => {
    const v09 = capabilities['v0.9'];
    assert.ok(v09.supportedCatalogIds.includes(basicCatalog.id));
    assert.ok(v09.supportedCatalogIds.includes(catalog.id));
    assert.deepEqual(
      v09.inlineCatalogs?.map((c) => (c as {catalogId: string}).catalogId),
      [catalog.id],
    );
  });

  it('leaves inline catalogs out unless asked', () => {
    assert.equal('inlineCatalogs' in processor.clientCapabilities()['v0.9'], false);
  });
});

describe('inlineCatalog', () => {
  const definition = inlineCatalog(catalog);

  it('describes a custom component with a JSON Schema that accepts what the agent may send', () => {
    const validate = ajv().compile(definition.components['Rating']!);
    const ok = {id: 'r', component: 'Rating', value: {path: '/stars'}, label: 'Stars', max: 5};
    assert.equal(validate(ok), true, JSON.stringify(validate.errors));
    assert.equal(validate({...ok, colour: 'red'}), false);
    assert.equal(validate({...ok, value: 'five'}), false);
    assert.equal(validate({...ok, action: {event: {name: 'rate'}}}), true);
  });

  it('refers to the official common types for dynamic values', () => {
    assert.match(
      JSON.stringify(definition.components['Rating']),
      /common_types\.json#\/\$defs\/DynamicNumber/,
    );
    assert.equal(definition.components['Rating']!['description'], 'Stars the user picks.');
  });

  it('describes every basic component and function it inherits', () => {
    assert.equal(Object.keys(definition.components).length, 19);
    assert.equal(definition.functions.length, 15);
    const text = ajv().compile(definition.components['Text']!);
    assert.equal(text({id: 't', component: 'Text', text: 'Hi', variant: 'h1'}), true);
    assert.equal(text({id: 't', component: 'Text', text: 'Hi', variant: 'h9'}), false);
  });

  it('keeps the prose of inherited basic components and functions for agents', () => {
    assert.equal(typeof definition.components['Text']!['description'], 'string');
    assert.equal(
      typeof definition.functions.find((f) => f.name === 'length')?.description,
      'string',
    );
  });

  it('describes custom functions with their parameters and return type', () => {
    const fn = definition.functions.find((f) => f.name === 'initials')!;
    assert.equal(fn.returnType, 'string');
    assert.equal(fn.description, 'Upper-case initials of a name.');
    const validate = ajv().compile(fn.parameters);
    assert.equal(validate({name: 'Ada'}), true);
    assert.equal(validate({}), false);
  });

  it('describes the theme property by property', () => {
    assert.ok(definition.theme?.['primaryColor']);
  });
});
