// v0.8 catalog negotiation (v0.8 protocol, "Catalog Negotiation"): the client lists in
// a2uiClientCapabilities every catalog it can render, and the agent must choose one of them in
// beginRendering. V08Adapter renders the v0.8 standard catalog with the v0.9 basic catalog and
// any other catalog the processor has under its own id, so it declares those too.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {
  MessageProcessor,
  basicCatalog,
  defineCatalog,
  defineComponent,
  type ErrorBody,
} from '../../src/core.js';
import {
  V08Adapter,
  V08_MINIMAL_CATALOG_ID,
  V08_STANDARD_CATALOG_IDS,
  v08ClientCapabilities,
} from '../../src/adapters/v0_8/index.js';
import {
  basicCatalogV1,
  minimalCatalogV1,
  v1ClientCapabilities,
} from '../../src/adapters/v1_0/index.js';
import {recordV08Errors} from './v0_8-errors.js';

const GAUGES = 'https://example.com/a2ui/gauges.json';

const gauges = defineCatalog({
  id: GAUGES,
  aliases: ['https://example.com/a2ui/gauges-old.json'],
  components: [defineComponent({name: 'Gauge', props: (t) => ({value: t.dynamicNumber})})],
});

describe('v08ClientCapabilities', () => {
  it('declares the custom catalogs of the processor after the standard ones', () => {
    const processor = new MessageProcessor({catalogs: [basicCatalog, gauges]});
    assert.deepEqual(v08ClientCapabilities(processor), {
      supportedCatalogIds: [
        ...V08_STANDARD_CATALOG_IDS,
        GAUGES,
        'https://example.com/a2ui/gauges-old.json',
      ],
    });
  });

  it('declares a custom catalog of a processor without the basic catalog', () => {
    const processor = new MessageProcessor({catalogs: [gauges]});
    assert.deepEqual(new V08Adapter(processor).clientCapabilities(), {
      supportedCatalogIds: [GAUGES, 'https://example.com/a2ui/gauges-old.json'],
    });
  });

  it('does not offer the specification’s catalogs of other versions to a v0.8 agent', () => {
    const catalogs = [basicCatalog, basicCatalogV1, minimalCatalogV1];
    const processor = new MessageProcessor({catalogs});
    assert.deepEqual(v08ClientCapabilities(processor), {
      supportedCatalogIds: [...V08_STANDARD_CATALOG_IDS],
    });
  });

  it('leaves the v0.8 minimal catalog it renders with out of the v0.9 and v1.0 capabilities', () => {
    const processor = new MessageProcessor({catalogs: [basicCatalog, gauges, minimalCatalogV1]});
    const inline = {inlineCatalogs: true, generator: ({id}: {id: string}) => ({id})};
    const before = processor.clientCapabilities(inline);
    const adapter = new V08Adapter(processor);
    new V08Adapter(processor); // a second agent's, on the same processor
    assert.deepEqual(processor.clientCapabilities(inline), before);
    assert.deepEqual(processor.catalogs, [basicCatalog, gauges, minimalCatalogV1]);
    assert.deepEqual(v1ClientCapabilities(processor)['v0.10'].supportedCatalogIds, [
      GAUGES,
      'https://example.com/a2ui/gauges-old.json',
      minimalCatalogV1.id,
    ]);
    assert.equal(adapter.clientCapabilities()?.supportedCatalogIds[1], V08_MINIMAL_CATALOG_ID);
  });

  it('declares only catalogs an agent can then render with', () => {
    const processor = new MessageProcessor({catalogs: [basicCatalog, gauges]});
    const errors: ErrorBody[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    const adapter = new V08Adapter(processor);
    const [, chosen] = adapter.clientCapabilities().supportedCatalogIds.slice(1);
    adapter.processMessages([
      {beginRendering: {surfaceId: 'g', root: 'g1', catalogId: chosen}},
      {
        surfaceUpdate: {
          surfaceId: 'g',
          components: [{id: 'g1', component: {Gauge: {value: {literalNumber: 3}}}}],
        },
      },
    ]);
    assert.deepEqual(errors, []);
    assert.equal(processor.getSurface('g')!.catalog.id, GAUGES);
  });
});

describe('the v0.8 minimal catalog V08Adapter adds', () => {
  it('is added without the date field when the basic DateTimeInput is no plain object schema', () => {
    const dateTimeInput = (extra: object) =>
      z.object({id: z.string(), component: z.literal('DateTimeInput'), ...extra});
    const schema = z.union([dateTimeInput({}), dateTimeInput({value: z.string()})]);
    const DateTimeInput = {...basicCatalog.components['DateTimeInput']!, schema};
    const components = {...basicCatalog.components, DateTimeInput};
    const processor = new MessageProcessor({catalogs: [{...basicCatalog, components}]});
    const adapter = new V08Adapter(processor);
    const errors: ErrorBody[] = [];
    processor.addEventListener('error', ({detail}) => errors.push(detail));
    adapter.processMessages([
      {beginRendering: {surfaceId: 's', root: 'main', catalogId: V08_MINIMAL_CATALOG_ID}},
      {
        surfaceUpdate: {
          surfaceId: 's',
          components: [{id: 'main', component: {Text: {text: {literalString: 'hi'}}}}],
        },
      },
    ]);
    assert.deepEqual(errors, []);
    const surface = processor.getSurface('s')!;
    assert.deepEqual(Object.keys(surface.catalog.components), [
      'Text',
      'Row',
      'Column',
      'Button',
      'TextField',
    ]);
    assert.equal(surface.components.peek('root')?.component, 'Text');
  });
});

describe('a v0.8 beginRendering naming a catalog the processor lacks', () => {
  it('is told the catalogs a v0.8 agent may choose, on the page and sent back', () => {
    const processor = new MessageProcessor({catalogs: [basicCatalog, gauges]});
    const adapter = new V08Adapter(processor);
    const {shown, sent} = recordV08Errors(adapter);
    adapter.processMessages({beginRendering: {surfaceId: 's', root: 'r', catalogId: 'urn:nope'}});
    const supported = [
      ...V08_STANDARD_CATALOG_IDS,
      GAUGES,
      'https://example.com/a2ui/gauges-old.json',
    ];
    const error = {
      code: 'CATALOG_NOT_FOUND',
      surfaceId: 's',
      path: '/catalogId',
      message: `Catalog "urn:nope" is not supported; supported: ${supported.join(', ')}.`,
    };
    assert.deepEqual(shown, [error]);
    assert.deepEqual(sent, [{error}]);
    assert.deepEqual(processor.failureOf('s'), error);
  });

  it('names each refused catalog when one batch begins a surface twice', () => {
    const processor = new MessageProcessor();
    const adapter = new V08Adapter(processor);
    const shown: string[] = [];
    processor.addEventListener('error', ({detail}) => shown.push(detail.message));
    adapter.processMessages([
      {beginRendering: {surfaceId: 's', root: 'r', catalogId: 'urn:a'}},
      {beginRendering: {surfaceId: 's', root: 'r', catalogId: 'urn:b'}},
    ]);
    assert.deepEqual(
      shown.map((message) => message.split(';')[0]),
      ['Catalog "urn:a" is not supported', 'Catalog "urn:b" is not supported'],
    );
  });
});
