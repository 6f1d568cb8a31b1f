// The gallery's v1.0 support: which texts are v1.0, and the editor's inline check of them.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {parseMessages} from '../../demo/gallery/parse-messages.js';
import {awaitedActionId, isV1, validateV1Message} from '../../demo/gallery/v1_0.js';

const catalogId = 'https://a2ui.org/specification/v0_10/catalogs/basic/catalog.json';
const create = {version: 'v0.10', createSurface: {surfaceId: 's', catalogId}};
const field = (extra: object) => ({
  version: 'v0.10',
  updateComponents: {
    surfaceId: 's',
    components: [{id: 'root', component: 'TextField', label: 'Name', ...extra}],
  },
});

test('messages are v1.0 when one of them says "version": "v0.10"', () => {
  assert.equal(isV1([create]), true);
  assert.equal(isV1([{version: 'v0.9', deleteSurface: {surfaceId: 's'}}]), false);
  assert.equal(isV1([{beginRendering: {surfaceId: 's', root: 'r'}}]), false);
});

test('the editor accepts the v1.0 properties and answers to actions', () => {
  const messages = [
    create,
    field({placeholder: 'Ada Lovelace'}),
    {version: 'v0.10', actionId: '1', actionResponse: {value: ['a']}},
  ];
  assert.deepEqual(parseMessages(JSON.stringify(messages), validateV1Message).problems, []);
});

test('the editor marks a property v1.0 removed at its line', () => {
  const text = JSON.stringify([create, field({validationRegexp: '^a$'})], null, 2);
  const [problem, ...rest] = parseMessages(text, validateV1Message).problems;
  assert.deepEqual(rest, []);
  assert.equal(problem!.path, '/updateComponents/components/0/validationRegexp');
  assert.equal(text.split('\n')[problem!.line - 1]!.trim(), '"validationRegexp": "^a$"');
});

test('the editor marks a message of another version at its version', () => {
  const old = {version: 'v0.9', deleteSurface: {surfaceId: 's'}};
  const problems = parseMessages(JSON.stringify([create, old]), validateV1Message).problems;
  assert.deepEqual(
    problems.map(({messageIndex, path}) => ({messageIndex, path})),
    [{messageIndex: 1, path: '/version'}],
  );
});

test('the editor marks a callFunction without callableFrom', () => {
  const call = {
    version: 'v0.10',
    functionCallId: 'c',
    callFunction: {call: 'formatNumber', args: {value: 1}, returnType: 'string'},
  };
  const problems = parseMessages(JSON.stringify([call]), validateV1Message).problems;
  assert.deepEqual(
    problems.map(({path}) => path),
    ['/callFunction/callableFrom'],
  );
});

test('a sent action waits for an answer only when it has an actionId', () => {
  const action = {name: 'a', surfaceId: 's', sourceComponentId: 'b', timestamp: '', context: {}};
  assert.equal(awaitedActionId({version: 'v0.10', action: {...action, actionId: '7'}}), '7');
  assert.equal(awaitedActionId({version: 'v0.10', action}), undefined);
  const answer = {functionCallId: 'c', call: 'f', value: 1};
  assert.equal(awaitedActionId({version: 'v0.10', functionResponse: answer}), undefined);
});

test('the editor marks a callFunction the client would refuse: unknown function, wrong args', () => {
  const call = (callFunction: object) => ({
    version: 'v0.10',
    functionCallId: 'c',
    callFunction: {returnType: 'string', callableFrom: 'remoteOnly', ...callFunction},
  });
  const messages = [
    call({call: 'formatNumber', args: {value: 1}}),
    call({call: 'launchRockets', args: {}}),
    call({call: 'formatNumber', args: {value: 'many'}}),
  ];
  const problems = parseMessages(JSON.stringify(messages), validateV1Message).problems;
  assert.deepEqual(
    problems.map(({messageIndex, path}) => ({messageIndex, path})),
    [
      {messageIndex: 1, path: '/callFunction/call'},
      {messageIndex: 2, path: '/callFunction/args/value'},
    ],
  );
});
