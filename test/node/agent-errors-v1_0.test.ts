// Errors a v1.0 agent triggers through V1Adapter, as the v0.10 `error` message it receives.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  V1Adapter,
  V1_BASIC_CATALOG_ID,
  basicCatalogV1,
  type V1ClientMessage,
} from '../../src/adapters/v1_0/index.js';
import {MessageProcessor} from '../../src/core.js';

const version = 'v0.10';

/** A v0.10 `error` message the client sends back. */
interface ErrorReply {
  version: string;
  error: {code: string; message: string; [key: string]: unknown};
}

/** The v0.10 messages the client sends back for these agent messages. */
function repliesTo(...messages: unknown[]): ErrorReply[] {
  const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
  const adapter = new V1Adapter(processor);
  const sent: ErrorReply[] = [];
  processor.addEventListener('error', (event) => {
    const reply: V1ClientMessage | undefined = adapter.toClientMessage({
      version: 'v0.9',
      error: event.detail,
    });
    sent.push(reply as unknown as ErrorReply);
  });
  adapter.processMessages(messages);
  return sent;
}

const call = (callFunction: object) => ({
  version,
  functionCallId: 'c1',
  wantResponse: true,
  callFunction: {returnType: 'string', callableFrom: 'remoteOnly', ...callFunction},
});

describe('v1.0 agent errors', () => {
  it('names the version a message gave', () => {
    assert.deepEqual(repliesTo({version: 'v0.9', deleteSurface: {surfaceId: 's'}}), [
      {
        version,
        error: {
          code: 'VALIDATION_FAILED',
          surfaceId: 's',
          path: '/version',
          message: 'Expected version "v0.10", received "v0.9"',
        },
      },
    ]);
  });

  it('says a deleted surface was never created, as v0.10 requires createSurface first', () => {
    const [reply] = repliesTo({version, deleteSurface: {surfaceId: 'zz'}});
    assert.equal(reply!.error.code, 'SURFACE_NOT_FOUND');
  });

  it('says a message has no version string', () => {
    const [reply] = repliesTo({deleteSurface: {surfaceId: 's'}});
    assert.equal(reply!.error.message, 'Expected version "v0.10", received no version string');
  });

  it('reports a message it cannot read in the words of the processor', () => {
    const hostile = {
      version,
      updateDataModel: {surfaceId: 's', path: '/a', value: 1},
      get createSurface(): never {
        throw new Error('unreadable');
      },
    };
    const [reply] = repliesTo(hostile);
    assert.equal(reply!.error.code, 'VALIDATION_FAILED');
    assert.match(reply!.error.message, /^Message could not be read: unreadable$/);
  });

  it('lists the functions the client has when a call names another', () => {
    assert.deepEqual(repliesTo(call({call: 'shout', args: {}})), [
      {
        version,
        error: {
          code: 'UNKNOWN_FUNCTION',
          functionCallId: 'c1',
          message:
            'Unknown function "shout"; the client\'s catalogs have required, regex, length, numeric, email, formatString, formatNumber, formatCurrency, formatDate, pluralize, openUrl, and, or, not',
        },
      },
    ]);
  });

  it('says an argument JSON overflowed is not a finite number', () => {
    const args = JSON.parse('{"value": 1e999}');
    const [reply] = repliesTo(call({call: 'formatNumber', args}));
    assert.deepEqual(reply!.error, {
      code: 'INVALID_FUNCTION_CALL',
      functionCallId: 'c1',
      message:
        'Invalid call of "formatNumber" at /args/value: Expected number or object, received Infinity (not a finite number)',
    });
  });

  it('says an actionResponse has neither a value nor an error, or both', () => {
    for (const actionResponse of [{}, {value: 1, error: {code: 'X', message: 'm'}}]) {
      const [reply] = repliesTo({version, actionId: '1', actionResponse});
      assert.deepEqual(reply!.error, {
        code: 'VALIDATION_FAILED',
        surfaceId: '',
        path: '', // the whole operation
        message: 'Expected exactly one of value or error',
      });
    }
  });

  it('lists the problems of a message, the misplaced property beside the missing one', () => {
    const [reply] = repliesTo({version, actionResponse: {actionId: '1', value: 1}});
    assert.deepEqual(reply!.error, {
      code: 'VALIDATION_FAILED',
      surfaceId: '',
      path: '/actionId',
      message:
        'Missing required property "actionId"; /actionResponse/actionId: Unknown property "actionId"',
    });
  });

  it('names the call it refuses by its functionCallId, also one placed inside callFunction', () => {
    const {functionCallId: _id, ...misplaced} = call({call: 'formatNumber', args: {value: 3}});
    const inside = {...misplaced, callFunction: {...misplaced.callFunction, functionCallId: 'c2'}};
    assert.deepEqual(repliesTo(inside)[0]!.error, {
      code: 'INVALID_FUNCTION_CALL',
      functionCallId: 'c2',
      path: '/functionCallId',
      message:
        'Missing required property "functionCallId"; /callFunction/functionCallId: Unknown property "functionCallId"',
    });
  });

  it('names an argument the function does not have beside the one it misses', () => {
    const [reply] = repliesTo(call({call: 'formatNumber', args: {number: 3}}));
    assert.deepEqual(reply!.error, {
      code: 'INVALID_FUNCTION_CALL',
      functionCallId: 'c1',
      message:
        'Invalid call of "formatNumber" at /args/value: Missing required property "value"; /args/number: Unknown property "number"',
    });
  });

  it('points at a property v1.0 removed', () => {
    const [reply] = repliesTo(
      {version, createSurface: {surfaceId: 's', catalogId: V1_BASIC_CATALOG_ID}},
      {
        version,
        updateComponents: {
          surfaceId: 's',
          components: [{id: 'root', component: 'TextField', label: 'x', validationRegexp: 'a'}],
        },
      },
    );
    assert.deepEqual(reply!.error, {
      code: 'VALIDATION_FAILED',
      surfaceId: 's',
      path: '/components/0/validationRegexp',
      message: 'Component "root": Unknown property "validationRegexp"',
    });
  });

  it('says a component wrapped in its type is the v0.8 form, at the component', () => {
    const [reply] = repliesTo(
      {version, createSurface: {surfaceId: 's', catalogId: V1_BASIC_CATALOG_ID}},
      {
        version,
        updateComponents: {
          surfaceId: 's',
          components: [{id: 'root', component: {Text: {text: {literalString: 'Hi'}}}}],
        },
      },
    );
    assert.deepEqual(reply!.error, {
      code: 'VALIDATION_FAILED',
      surfaceId: 's',
      path: '/components/0',
      message:
        'Component "root": A2UI v0.8 form; write "component": "Text" and its properties beside it',
    });
  });
});
