import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  V1Adapter,
  basicCatalogV1,
  readV1Only,
  type V1ClientMessage,
} from '../../src/adapters/v1_0/index.js';
import {MessageProcessor, type ErrorBody} from '../../src/core.js';
import {loadOfficialValidators} from './helpers/official-validator.js';
import {readSpecJson} from './helpers/spec-dir.js';

// callFunction: a KNOWN DISAGREEMENT with the official v0.10 draft schema, documented here on
// purpose. server_to_client.json requires `callableFrom` in `callFunction`, whose FunctionCall
// must also match one of the catalog's function definitions; each of those says
// `unevaluatedProperties: false` and does not list `callableFrom`, so it refuses the very
// property the message requires. No callFunction naming a basic function can be valid, with or
// without `callableFrom`. V1Adapter checks the envelope (callableFrom included) and the
// arguments against the function's own schema, runs the call and answers: these tests pin both
// verdicts, so a fixed draft schema (or a change of ours) shows up as a failure here.

const official = loadOfficialValidators('v0_10');
const version = 'v0.10';

const catalog = readSpecJson('v0_10', 'catalogs/basic/catalog.json') as {
  functions: Record<string, {properties: {returnType: {const: string}}}>;
};

/** Valid arguments for each basic function (checked against the catalog below). */
const args: Record<string, Record<string, unknown>> = {
  required: {value: 'x'},
  regex: {value: 'abc', pattern: '^a'},
  length: {value: 'abc', min: 1},
  numeric: {value: 5, max: 10},
  email: {value: 'ada@example.com'},
  formatString: {value: 'Hello'},
  formatNumber: {value: 1234.5},
  formatCurrency: {value: 12, currency: 'EUR'},
  formatDate: {value: '2026-01-31T14:30:00Z', format: 'yyyy-MM-dd'},
  pluralize: {value: 2, one: 'item', other: 'items'},
  openUrl: {url: 'https://example.com'},
  and: {values: [true, true]},
  or: {values: [false, true]},
  not: {value: false},
};

const names = Object.keys(catalog.functions);

function callOf(name: string, callableFrom?: string) {
  const returnType = catalog.functions[name]!.properties.returnType.const;
  return {
    version,
    functionCallId: `call-${name}`,
    wantResponse: true,
    callFunction: {
      call: name,
      args: args[name],
      returnType,
      ...(callableFrom ? {callableFrom} : {}),
    },
  };
}

const errorsOf = (validate: typeof official.server) =>
  (validate.errors ?? []).map(({instancePath, keyword, params}) => ({
    instancePath,
    keyword,
    params: params as Record<string, unknown>,
  }));

function run(message: unknown) {
  const processor = new MessageProcessor({locale: 'en-US', catalogs: [basicCatalogV1]});
  const adapter = new V1Adapter(processor);
  const errors: ErrorBody[] = [];
  const sent: V1ClientMessage[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  adapter.addEventListener('message', (event) =>
    sent.push((event as CustomEvent<V1ClientMessage>).detail),
  );
  adapter.processMessages(message);
  return {errors, sent};
}

describe('callFunction: the official draft schema refuses every call of a basic function', () => {
  it('the catalog has the 14 basic functions, each given arguments here', () => {
    assert.deepEqual([...names].sort(), Object.keys(args).sort());
  });

  it('the arguments used are the valid ones: the same call inside a component passes', () => {
    for (const name of names) {
      const {callFunction} = callOf(name);
      // As a DynamicValue in an event's context, the call must match its function definition.
      const button = {
        id: 'root',
        component: 'Button',
        child: 'label',
        action: {event: {name: 'check', context: {result: callFunction}}},
      };
      const message = {version, updateComponents: {surfaceId: 's', components: [button]}};
      assert.equal(
        official.server(message),
        true,
        `${name}: ${JSON.stringify(official.server.errors)}`,
      );
    }
  });

  for (const name of names) {
    it(`${name}: official says invalid with callableFrom (unevaluatedProperties), and without it (required)`, () => {
      assert.equal(official.server(callOf(name, 'remoteOnly')), false);
      assert.ok(
        errorsOf(official.server).some(
          (e) =>
            e.instancePath === '/callFunction' &&
            e.keyword === 'unevaluatedProperties' &&
            e.params['unevaluatedProperty'] === 'callableFrom',
        ),
        `${name}: the function definition refuses callableFrom`,
      );
      assert.equal(official.server(callOf(name)), false);
      assert.ok(
        errorsOf(official.server).some(
          (e) =>
            e.instancePath === '/callFunction' &&
            e.keyword === 'required' &&
            e.params['missingProperty'] === 'callableFrom',
        ),
        `${name}: the message requires callableFrom`,
      );
    });
  }

  for (const name of names.filter((n) => n !== 'openUrl')) {
    it(`${name}: we accept it and answer with a functionResponse the official schema accepts`, () => {
      const message = callOf(name, 'remoteOnly');
      assert.equal(Array.isArray(readV1Only('callFunction', message)), false);
      const {errors, sent} = run(message);
      assert.deepEqual(errors, []);
      assert.equal(sent.length, 1);
      assert.deepEqual(Object.keys(sent[0]!), ['version', 'functionResponse']);
      assert.equal(official.client(sent[0]), true, JSON.stringify(official.client.errors));
    });
  }

  it('openUrl: we accept the message but refuse to run it, as no user acted', () => {
    const message = callOf('openUrl', 'clientOrRemote');
    assert.equal(Array.isArray(readV1Only('callFunction', message)), false);
    const {errors, sent} = run(message);
    assert.deepEqual(sent, []);
    assert.deepEqual(
      errors.map(({code, functionCallId}) => ({code, functionCallId})),
      [{code: 'EXPRESSION_ERROR', functionCallId: 'call-openUrl'}],
    );
  });

  it('we refuse what the schema refuses for other reasons: no callableFrom, clientOnly', () => {
    assert.ok(Array.isArray(readV1Only('callFunction', callOf('not'))));
    assert.ok(Array.isArray(readV1Only('callFunction', callOf('not', 'clientOnly'))));
    const {errors} = run(callOf('not', 'clientOnly'));
    // Refused by its functionCallId (a VALIDATION_FAILED may not name one), so the agent stops
    // waiting; the error the agent gets is a valid v0.10 message.
    assert.deepEqual(
      errors.map(({code, path, functionCallId}) => ({code, path, functionCallId})),
      [
        {
          code: 'INVALID_FUNCTION_CALL',
          path: '/callableFrom',
          functionCallId: 'call-not',
        },
      ],
    );
    const adapter = new V1Adapter(new MessageProcessor({catalogs: [basicCatalogV1]}));
    const sent = adapter.toClientMessage({version: 'v0.9', error: errors[0]});
    assert.equal(official.client(sent), true, JSON.stringify(official.client.errors));
  });
});

describe('callFunction: what an agent cannot do with it', () => {
  function setUp() {
    const processor = new MessageProcessor({locale: 'en-US', catalogs: [basicCatalogV1]});
    const adapter = new V1Adapter(processor);
    const errors: ErrorBody[] = [];
    const sent: V1ClientMessage[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    adapter.addEventListener('message', (event) =>
      sent.push((event as CustomEvent<V1ClientMessage>).detail),
    );
    adapter.processMessages([
      {version, createSurface: {surfaceId: 's', catalogId: basicCatalogV1.id}},
      {version, updateDataModel: {surfaceId: 's', value: {secret: 'hunter2'}}},
    ]);
    const call = (callFunction: Record<string, unknown>) =>
      adapter.processMessages({
        version,
        functionCallId: 'c',
        wantResponse: true,
        callFunction: {returnType: 'string', callableFrom: 'remoteOnly', ...callFunction},
      });
    return {errors, sent, call};
  }

  it("never reads a surface's data model, through a template path or a nested call", () => {
    const {sent, errors, call} = setUp();
    call({call: 'formatString', args: {value: 'x ${/secret} y'}});
    call({call: 'formatString', args: {value: '${formatString(value: ${/secret})}'}});
    call({
      call: 'length',
      args: {value: {call: 'formatString', args: {value: '${/secret}'}}, min: 7},
      returnType: 'boolean',
    });
    call({call: 'formatString', args: {value: {path: '/secret'}}});
    // Each read is refused as an error about the call: nothing is answered, nothing leaks.
    assert.deepEqual(sent, []);
    assert.deepEqual(
      errors.map((e) => [e.code, e['functionCallId']]),
      [
        ['EXPRESSION_ERROR', 'c'], // formatString reports what its template could not read
        ['EXPRESSION_ERROR', 'c'],
        ['EXPRESSION_ERROR', 'c'],
        ['INVALID_FUNCTION_CALL', 'c'],
      ],
    );
    for (const error of errors) assert.match(error.message, /cannot read "\/secret"/);
    assert.ok(!JSON.stringify(errors).includes('hunter2'), JSON.stringify(errors));
  });

  it('cannot open a URL from inside a template either', () => {
    const {sent, errors, call} = setUp();
    call({call: 'formatString', args: {value: "${openUrl(url: 'https://example.com')}"}});
    assert.deepEqual(sent, []);
    assert.deepEqual(
      errors.map((e) => e.code),
      ['EXPRESSION_ERROR'],
    );
  });

  it('cannot call an object built-in by name', () => {
    const {sent, errors, call} = setUp();
    for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty'])
      call({call: name});
    assert.deepEqual(sent, []);
    assert.deepEqual(
      errors.map((e) => e.code),
      ['UNKNOWN_FUNCTION', 'UNKNOWN_FUNCTION', 'UNKNOWN_FUNCTION', 'UNKNOWN_FUNCTION'],
    );
  });

  it('cannot hang the client with a catastrophic regular expression', () => {
    const {sent, call} = setUp();
    const started = performance.now();
    call({
      call: 'regex',
      args: {value: 'a'.repeat(40) + '!', pattern: '^(a+)+$'},
      returnType: 'boolean',
    });
    assert.ok(performance.now() - started < 1000, 'answered within a second');
    assert.deepEqual(
      sent.map((m) => (m as {functionResponse: {value: unknown}}).functionResponse.value),
      [false],
    );
  });
});
