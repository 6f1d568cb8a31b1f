import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {
  V1Adapter,
  V1_BASIC_CATALOG_ID,
  basicCatalogV1,
  type V1ClientMessage,
} from '../../src/adapters/v1_0/index.js';
import {
  ComponentContext,
  MessageProcessor,
  defineCatalog,
  defineComponent,
  type ErrorBody,
} from '../../src/core.js';
import '../../src/inline-catalogs.js';
import {
  loadOfficialMetadataValidators,
  loadOfficialValidators,
} from './helpers/official-validator.js';

// Every message V1Adapter sends to a v1.0 agent, and the metadata it describes the client with,
// is valid against the official v0.10 client schemas (client_to_server.json,
// client_capabilities.json, client_data_model.json). No DOM: actions are performed through the
// component's ComponentContext, as a click on its element would.

const official = loadOfficialValidators('v0_10');
const metadata = loadOfficialMetadataValidators('v0_10');
const version = 'v0.10';
const surfaceId = 'booking';

function assertValid(message: unknown): void {
  assert.equal(
    official.client(message),
    true,
    `${JSON.stringify(message)}\n${JSON.stringify(official.client.errors)}`,
  );
}

function setUp(catalogs = [basicCatalogV1]) {
  const processor = new MessageProcessor({locale: 'en-US', catalogs});
  const adapter = new V1Adapter(processor);
  const sent: V1ClientMessage[] = [];
  const errors: ErrorBody[] = [];
  processor.addEventListener('action', (event) => {
    sent.push(adapter.toClientMessage({version: 'v0.9', action: event.detail})!);
  });
  processor.addEventListener('error', (event) => {
    errors.push(event.detail);
    sent.push(adapter.toClientMessage({version: 'v0.9', error: event.detail})!);
  });
  adapter.addEventListener('message', (event) =>
    sent.push((event as CustomEvent<V1ClientMessage>).detail),
  );
  adapter.processMessages([
    {version, createSurface: {surfaceId, catalogId: V1_BASIC_CATALOG_ID, sendDataModel: true}},
    {
      version,
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'Column', children: ['guests', 'book', 'quote']},
          {id: 'guests', component: 'Slider', label: 'Guests', value: {path: '/guests'}, max: 8},
          {
            id: 'book',
            component: 'Button',
            child: 'book-label',
            action: {event: {name: 'book', context: {guests: {path: '/guests'}}}},
          },
          {id: 'book-label', component: 'Text', text: 'Book'},
          {
            id: 'quote',
            component: 'Button',
            child: 'quote-label',
            action: {
              event: {
                name: 'quote',
                context: {guests: {path: '/guests'}},
                wantResponse: true,
                responsePath: '/price',
              },
            },
          },
          {id: 'quote-label', component: 'Text', text: 'Get a quote'},
        ],
      },
    },
    {version, updateDataModel: {surfaceId, path: '/guests', value: 2}},
  ]);
  const press = (id: string) => {
    const surface = processor.getSurface(surfaceId)!;
    const body = new ComponentContext(surface, id).resolveAction();
    assert.ok(body, `${id} has an event action`);
    surface.dispatchAction(body);
  };
  return {processor, adapter, sent, errors, press};
}

const actionOf = (message: V1ClientMessage | undefined) =>
  (message as Extract<V1ClientMessage, {action: unknown}>).action;
const errorOf = (message: V1ClientMessage | undefined) =>
  (message as Extract<V1ClientMessage, {error: unknown}>).error;

const call = (callFunction: object, functionCallId = 'call-1') => ({
  version,
  functionCallId,
  wantResponse: true,
  callFunction: {returnType: 'string', callableFrom: 'remoteOnly', ...callFunction},
});

describe('client_to_server.json (v0.10): the messages V1Adapter sends', () => {
  it('an action that wants no response is valid and has no actionId', () => {
    const {sent, errors, press} = setUp();
    press('book');
    assert.deepEqual(errors, []);
    assert.equal(sent.length, 1);
    assertValid(sent[0]);
    const action = actionOf(sent[0]);
    assert.deepEqual(action['context'], {guests: 2});
    assert.equal('actionId' in action, false);
    assert.equal('wantResponse' in action, false);
  });

  it('an action that wants a response is valid with wantResponse and an actionId', () => {
    const {sent, press} = setUp();
    press('quote');
    assertValid(sent[0]);
    const action = actionOf(sent[0]);
    assert.equal(action['wantResponse'], true);
    assert.equal(typeof action['actionId'], 'string');
    assert.equal('responsePath' in action, false, 'responsePath stays on the client');
  });

  it('an agent answer to that action is valid v0.10 and lands at its responsePath', () => {
    const {processor, adapter, sent, errors, press} = setUp();
    press('quote');
    const {actionId} = actionOf(sent[0]);
    const answer = {version, actionId, actionResponse: {value: 240}};
    assert.equal(official.server(answer), true);
    adapter.processMessages(answer);
    assert.deepEqual(errors, []);
    assert.equal(processor.getSurface(surfaceId)!.dataModel.peek('/price'), 240);
  });

  it('a VALIDATION_FAILED error about a component is valid', () => {
    const {adapter, sent} = setUp();
    adapter.processMessages({
      version,
      updateComponents: {
        surfaceId,
        components: [{id: 'x', component: 'Slider', value: 1, max: 4, steps: 0}],
      },
    });
    assert.equal(sent.length, 1);
    assertValid(sent[0]);
    assert.deepEqual(
      {...errorOf(sent[0]), message: ''},
      {
        code: 'VALIDATION_FAILED',
        surfaceId,
        path: '/components/0/steps',
        message: '',
      },
    );
  });

  it('a VALIDATION_FAILED error about a malformed actionResponse is valid', () => {
    const {adapter, sent} = setUp();
    adapter.processMessages({version, actionId: '1', actionResponse: {value: 1, error: {}}});
    assert.equal(sent.length, 1);
    assert.equal(errorOf(sent[0]).code, 'VALIDATION_FAILED');
    assertValid(sent[0]);
  });

  it('an error about an actionResponse nobody waits for is valid', () => {
    const {adapter, sent} = setUp();
    adapter.processMessages({version, actionId: 'nobody', actionResponse: {value: 1}});
    assert.equal(errorOf(sent[0]).code, 'INTEGRITY_ERROR');
    assertValid(sent[0]);
  });

  it('a VALIDATION_FAILED a custom component reports without a path, or with more, is valid', () => {
    const {processor, sent} = setUp();
    const surface = processor.getSurface(surfaceId)!;
    surface.reportError({code: 'VALIDATION_FAILED', message: 'Too many guests'});
    surface.reportError({code: 'VALIDATION_FAILED', message: 'No', path: '/a', field: 'guests'});
    for (const message of sent) assertValid(message);
    assert.deepEqual(sent.map(errorOf), [
      {code: 'VALIDATION_FAILED', surfaceId, path: '', message: 'Too many guests'},
      {code: 'VALIDATION_FAILED', surfaceId, path: '/a', message: 'No'},
    ]);
  });

  it('a generic error about a surface is valid', () => {
    const {adapter, sent} = setUp();
    adapter.processMessages({version, updateDataModel: {surfaceId: 'nowhere', value: {}}});
    assert.equal(sent.length, 1);
    assertValid(sent[0]);
    assert.equal(errorOf(sent[0]).surfaceId, 'nowhere');
  });

  for (const [what, message, code] of [
    ['an unknown function', call({call: 'launchRockets'}), 'UNKNOWN_FUNCTION'],
    [
      'invalid arguments',
      call({call: 'formatNumber', args: {value: 'x'}}),
      'INVALID_FUNCTION_CALL',
    ],
    [
      'a data binding',
      call({call: 'formatNumber', args: {value: {path: '/n'}}}),
      'INVALID_FUNCTION_CALL',
    ],
    [
      'a function that needs a user gesture',
      call({call: 'openUrl', args: {url: 'https://example.com'}, returnType: 'void'}),
      'EXPRESSION_ERROR',
    ],
  ] as const) {
    it(`an error about a function call with ${what} is valid, with functionCallId and no surfaceId`, () => {
      const {adapter, sent} = setUp();
      adapter.processMessages(message);
      assert.equal(sent.length, 1);
      assertValid(sent[0]);
      const error = errorOf(sent[0]);
      assert.equal(error['code'], code);
      assert.equal(error['functionCallId'], 'call-1');
      assert.equal('surfaceId' in error, false);
    });
  }

  const samples: [string, Record<string, unknown>, string, unknown][] = [
    ['required', {value: 'x'}, 'boolean', true],
    ['regex', {value: 'abc', pattern: '^a'}, 'boolean', true],
    ['length', {value: 'abc', min: 1, max: 2}, 'boolean', false],
    ['numeric', {value: 5, min: 1, max: 10}, 'boolean', true],
    ['email', {value: 'ada@example.com'}, 'boolean', true],
    ['formatString', {value: 'Hello'}, 'string', 'Hello'],
    ['formatNumber', {value: 1234.5, decimals: 1}, 'string', '1,234.5'],
    ['formatCurrency', {value: 12, currency: 'EUR'}, 'string', '€12.00'],
    ['formatDate', {value: '2026-01-31T14:30:00Z', format: 'yyyy-MM-dd'}, 'string', '2026-01-31'],
    ['pluralize', {value: 1, one: 'item', other: 'items'}, 'string', 'item'],
    ['and', {values: [true, false]}, 'boolean', false],
    ['or', {values: [true, false]}, 'boolean', true],
    ['not', {value: true}, 'boolean', false],
  ];

  for (const [name, args, returnType, value] of samples) {
    it(`a functionResponse of ${name} is valid and carries the value`, () => {
      const {adapter, sent, errors} = setUp();
      adapter.processMessages(call({call: name, args, returnType}, `call-${name}`));
      assert.deepEqual(errors, []);
      assert.deepEqual(sent, [
        {version, functionResponse: {functionCallId: `call-${name}`, call: name, value}},
      ]);
      assertValid(sent[0]);
    });
  }

  it('a functionResponse of a nested call is valid', () => {
    const {adapter, sent} = setUp();
    adapter.processMessages(
      call({
        call: 'not',
        args: {value: {call: 'email', args: {value: 'nope'}}},
        returnType: 'boolean',
      }),
    );
    assert.deepEqual(
      (sent[0] as {functionResponse: {value: unknown}}).functionResponse.value,
      true,
    );
    assertValid(sent[0]);
  });
});

describe('client_capabilities.json and client_data_model.json (v0.10)', () => {
  it('clientCapabilities() is valid and lists the v1.0 basic catalog', () => {
    const {adapter} = setUp();
    const capabilities = adapter.clientCapabilities();
    assert.equal(
      metadata.capabilities(capabilities),
      true,
      JSON.stringify(metadata.capabilities.errors),
    );
    assert.deepEqual(capabilities['v0.10'].supportedCatalogIds, [V1_BASIC_CATALOG_ID]);
  });

  it('clientCapabilities({inlineCatalogs: [custom]}) describing a custom catalog is valid', () => {
    const Rating = defineComponent({
      name: 'Rating',
      description: 'Stars the user picks.',
      props: (t) => ({value: t.dynamicNumber, max: z.optional(z.number())}),
    });
    const custom = defineCatalog({
      id: 'https://example.com/catalogs/rating.json',
      extends: basicCatalogV1,
      components: [Rating],
    });
    const {adapter} = setUp([basicCatalogV1, custom]);
    const capabilities = adapter.clientCapabilities({inlineCatalogs: [custom]});
    // `true` describes the same: the official v1.0 basic catalog is known to agents by its id.
    assert.deepEqual(adapter.clientCapabilities({inlineCatalogs: true}), capabilities);
    assert.equal(
      metadata.capabilities(capabilities),
      true,
      JSON.stringify(metadata.capabilities.errors),
    );
    const inline = capabilities['v0.10'].inlineCatalogs as {catalogId: string}[];
    assert.deepEqual(
      inline.map((c) => c.catalogId),
      [custom.id],
    );
  });

  it('clientDataModel() is valid and holds the sendDataModel surface', () => {
    const {adapter} = setUp();
    const model = adapter.clientDataModel();
    assert.equal(metadata.dataModel(model), true, JSON.stringify(metadata.dataModel.errors));
    assert.deepEqual(model, {version, surfaces: {[surfaceId]: {guests: 2}}});
  });

  it('clientDataModel() with no surface is valid', () => {
    const adapter = new V1Adapter(new MessageProcessor({catalogs: [basicCatalogV1]}));
    assert.equal(metadata.dataModel(adapter.clientDataModel()), true);
  });
});
