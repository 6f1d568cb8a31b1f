// V1Adapter's events are typed, as the processor's are: a listener for `message` or
// `actionresponse` reads `event.detail` without a cast (this file fails `tsc` otherwise).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {MessageProcessor} from '../../src/core.js';
import {
  V1Adapter,
  basicCatalogV1,
  type ActionResponseDetail,
  type V1ClientMessage,
} from '../../src/adapters/v1_0/index.js';

const version = 'v0.10';

function adapter() {
  return new V1Adapter(new MessageProcessor({locale: 'en-US', catalogs: [basicCatalogV1]}));
}

describe('V1Adapter events', () => {
  it('gives a message listener the v0.10 message as a typed detail', () => {
    const v1 = adapter();
    const sent: V1ClientMessage[] = [];
    v1.addEventListener('message', (event) => sent.push(event.detail));
    v1.processMessages({
      version,
      functionCallId: 'c1',
      wantResponse: true,
      callFunction: {
        call: 'pluralize',
        args: {value: 1, one: 'item', other: 'items'},
        returnType: 'string',
        callableFrom: 'remoteOnly',
      },
    });
    assert.deepEqual(sent, [
      {version, functionResponse: {functionCallId: 'c1', call: 'pluralize', value: 'item'}},
    ]);
  });

  it('gives an actionresponse listener the answer as a typed detail, and can remove it', () => {
    const v1 = adapter();
    const answers: ActionResponseDetail[] = [];
    const listener = (event: CustomEvent<ActionResponseDetail>) => answers.push(event.detail);
    v1.addEventListener('actionresponse', listener);
    const action = {
      name: 'go',
      surfaceId: 's',
      sourceComponentId: 'b',
      timestamp: '2026-11-30T12:00:00Z',
      context: {},
      wantResponse: true,
    };
    const ask = () => v1.toClientMessage({version: 'v0.9', action}) as {action: {actionId: string}};
    v1.processMessages({version, actionId: ask().action.actionId, actionResponse: {value: 1}});
    v1.removeEventListener('actionresponse', listener);
    v1.processMessages({version, actionId: ask().action.actionId, actionResponse: {value: 2}});
    assert.deepEqual(
      answers.map(({name, value}) => ({name, value})),
      [{name: 'go', value: 1}],
    );
  });
});
