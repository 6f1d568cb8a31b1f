// The gallery editor's parser: every accepted layout, and problems placed at the right line.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {formatMessages, parseMessages} from '../../demo/gallery/parse-messages.js';

const create = {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'c'}};
const text = {version: 'v0.9', updateComponents: {surfaceId: 's', components: [{id: 'root'}]}};

test('reads a JSON array of messages', () => {
  const parsed = parseMessages(JSON.stringify([create, text], null, 2));
  assert.equal(parsed.format, 'json');
  assert.deepEqual(parsed.messages, [create, text]);
  assert.deepEqual(parsed.problems, []);
});

test('reads a {messages: [...]} document and a single message', () => {
  assert.deepEqual(parseMessages(JSON.stringify({title: 'x', messages: [create]})).messages, [
    create,
  ]);
  assert.deepEqual(parseMessages(JSON.stringify(create)).messages, [create]);
});

test('reads JSON Lines, one message per line', () => {
  const parsed = parseMessages(formatMessages([create, text], 'jsonl'));
  assert.equal(parsed.format, 'jsonl');
  assert.deepEqual(parsed.messages, [create, text]);
});

test('reports a syntax error at its line', () => {
  const parsed = parseMessages('[\n  {"a": 1},\n  {"b": }\n]');
  assert.equal(parsed.problems[0]?.kind, 'syntax');
  assert.equal(parsed.problems[0]?.line, 3);
});

test('calls a trailing comma one, at the line of the comma (not at the bracket below)', () => {
  const problems = (text: string) =>
    parseMessages(text).problems.map((p) => [p.line, p.column, p.message]);
  assert.deepEqual(problems('[\n  {"a": 1},\n  {"b": 2},\n]'), [
    [3, 11, 'JSON syntax: trailing comma'],
  ]);
  assert.deepEqual(problems('{"a": [1, 2,\n  ]}'), [[1, 12, 'JSON syntax: trailing comma']]);
  assert.deepEqual(problems('{"a": 1}\n{"b": 2,}'), [[2, 8, 'JSON syntax: trailing comma']]);
});

test('says what is wrong with the JSON in words, once per line, not as parser error codes', () => {
  const messages = (text: string) => parseMessages(text).problems.map((p) => p.message);
  assert.deepEqual(messages('[\n  {"a": 1}\n  {"b": 2}\n]'), ['JSON syntax: comma expected']);
  assert.deepEqual(messages('{"a": 1, 2}'), [
    'JSON syntax: property name in double quotes expected',
  ]);
  assert.deepEqual(messages('{"a": "b\n"}')[0], 'JSON syntax: string not closed');
  assert.equal(messages('{"messages": [ {"version": "v0.9", ').length, 1, 'cut short: one error');
  assert.deepEqual(messages('{"a": 1}\n{"b": 2'), ['JSON syntax: "}" expected']);
});

test('places a validation error on the line of the property its pointer names', () => {
  const source = formatMessages([create, text], 'json');
  const parsed = parseMessages(source, (message) =>
    message === undefined || !(message as {updateComponents?: unknown}).updateComponents
      ? {ok: true}
      : {ok: false, errors: [{path: '/updateComponents/components/0/id', message: 'bad id'}]},
  );
  const line = source.split('\n').findIndex((l) => l.includes('"id": "root"')) + 1;
  assert.deepEqual(
    parsed.problems.map((p) => [p.line, p.path, p.messageIndex]),
    [[line, '/updateComponents/components/0/id', 1]],
  );
});

test('a pointer past the text lands on its deepest existing ancestor', () => {
  const source = formatMessages([text], 'jsonl');
  const parsed = parseMessages(source, () => ({
    ok: false,
    errors: [{path: '/updateComponents/components/0/missing/deeper', message: 'required'}],
  }));
  assert.equal(parsed.problems[0]?.line, 1);
  assert.ok(parsed.problems[0]!.column > 1);
});

test('keeps a __proto__ key as plain data', () => {
  const parsed = parseMessages('{"__proto__": {"polluted": true}, "version": "v0.9"}');
  const message = parsed.messages[0] as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(message), Object.prototype);
  assert.deepEqual(Object.keys(message), ['__proto__', 'version']);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test('reports a broken line of JSON Lines at that line, as JSON Lines', () => {
  const source = formatMessages([create, text], 'jsonl') + '{"version": "v0.9", oops}\n';
  const parsed = parseMessages(source);
  assert.equal(parsed.format, 'jsonl');
  assert.deepEqual(
    parsed.problems.map((p) => [p.kind, p.line]),
    [['syntax', 3]],
  );
});
