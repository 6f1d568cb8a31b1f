// docs/v1_0.md: the examples are mirrored line for line by the tests that run them (the browser
// example by a browser test, the Node agent by test/node/docs-v1_0-agent.test.ts), the page
// without a build step runs in test/e2e/gallery-drop-in.test.ts, and every message the guide
// shows is what the adapter reads or sends.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {docBlocks, unmirroredLines} from './docs-blocks.js';
import {MessageProcessor} from '../../src/core.js';
import {
  V1Adapter,
  V1_BASIC_CATALOG_ID,
  basicCatalogV1,
  type ActionResponseDetail,
} from '../../src/adapters/v1_0/index.js';

const root = join(import.meta.dirname, '..', '..');
const blocks = docBlocks(join(root, 'docs/v1_0.md'));
const entryPoints = new Map([
  ['src/index.js', 'a2ui-elements'],
  ['src/core.js', 'a2ui-elements/core'],
  ['src/adapters/v1_0/index.js', 'a2ui-elements/v1_0'],
  ['src/transports/basic.js', 'a2ui-elements/transports'],
  ['src/server/index.js', 'a2ui-elements/server'],
]);
const version = 'v0.10';

/** The JSON of the block marked `<!-- run: name -->`. */
function shown(name: string): unknown {
  const block = blocks.find((b) => b.kind === 'run' && b.target === name);
  assert.ok(block, `a block marked run: ${name}`);
  return JSON.parse(block.code);
}

/** A processor with the v1.0 basic catalog, its adapter, and what both report. */
function setUp() {
  const processor = new MessageProcessor({locale: 'en-US', catalogs: [basicCatalogV1]});
  const adapter = new V1Adapter(processor);
  const errors: unknown[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const sent: unknown[] = [];
  adapter.addEventListener('message', (event) => sent.push((event as CustomEvent).detail));
  const answers: ActionResponseDetail[] = [];
  adapter.addEventListener('actionresponse', (event) =>
    answers.push((event as CustomEvent<ActionResponseDetail>).detail),
  );
  return {processor, adapter, errors, sent, answers};
}

test('every code block of the guide says how it is run', () => {
  assert.equal(blocks.length, 9);
  for (const block of blocks) assert.ok(block.kind, `line ${block.line}: no marker above it`);
});

test('every line of each example is in the test that runs it', () => {
  const examples = blocks.filter((block) => block.kind === 'mirror');
  assert.equal(examples.length, 3);
  for (const example of examples) {
    const missing = unmirroredLines(root, example, entryPoints);
    assert.deepEqual(missing, [], `line ${example.line}: lines missing from ${example.target}`);
  }
});

test('the page without a build step is run by the drop-in page test', () => {
  const page = blocks.find((block) => block.kind === 'run' && block.target === 'drop-in-page');
  assert.equal(page?.lang, 'html');
  const runner = readFileSync(join(root, 'test/e2e/gallery-drop-in.test.ts'), 'utf8');
  assert.match(runner, /docs\/v1_0\.md: a page with the drop-in and dist\/a2ui-v1_0\.js/);
});

test("the agent's actionResponse shown answers the example's first action at its responsePath", () => {
  const {processor, adapter, errors, answers} = setUp();
  adapter.processMessages({
    version,
    createSurface: {surfaceId: 'fruit', catalogId: V1_BASIC_CATALOG_ID},
  });
  const action = {
    name: 'suggest',
    surfaceId: 'fruit',
    sourceComponentId: 'ask',
    timestamp: new Date().toISOString(),
    context: {prefix: 'ap'},
    wantResponse: true,
    responsePath: '/suggestions',
  };
  const message = adapter.toClientMessage({version: 'v0.9', action});
  const {responsePath: _kept, ...sentAction} = action;
  assert.deepEqual(message, {version, action: {...sentAction, actionId: '1'}});

  const answer = shown('node-action-response') as {actionResponse: {value: unknown}};
  adapter.processMessages(answer);
  assert.deepEqual(errors, []);
  const value = answer.actionResponse.value;
  assert.deepEqual(processor.getSurface('fruit')!.dataModel.peek('/suggestions'), value);
  assert.deepEqual(answers, [
    {actionId: '1', surfaceId: 'fruit', name: 'suggest', sourceComponentId: 'ask', value},
  ]);
});

test('an actionResponse is accepted once: no action waits for it after its answer', () => {
  const {adapter, errors, answers} = setUp();
  const action = {
    name: 'suggest',
    surfaceId: 'fruit',
    sourceComponentId: 'ask',
    timestamp: new Date().toISOString(),
    context: {},
    wantResponse: true,
  };
  adapter.toClientMessage({version: 'v0.9', action});
  const answer = shown('node-action-response');
  adapter.processMessages(answer);
  adapter.processMessages(answer);
  assert.equal(answers.length, 1);
  const found = errors.map((e) => {
    const {code, path} = e as Record<string, string>;
    return `${code} ${path}`;
  });
  assert.deepEqual(found, ['INTEGRITY_ERROR /actionId']);
});

test('the callFunction shown is answered with the functionResponse shown', () => {
  const {adapter, errors, sent} = setUp();
  adapter.processMessages(shown('node-call-function'));
  assert.deepEqual(errors, []);
  assert.deepEqual(sent, [shown('node-function-response')]);
});

test('a callFunction without wantResponse runs and sends nothing', () => {
  const {adapter, errors, sent} = setUp();
  const {wantResponse: _wanted, ...call} = shown('node-call-function') as Record<string, unknown>;
  adapter.processMessages(call);
  assert.deepEqual([errors, sent], [[], []]);
});

test('the metadata shown is what the adapter gives for a sendDataModel surface', () => {
  const {adapter} = setUp();
  adapter.processMessages([
    {
      version,
      createSurface: {surfaceId: 'fruit', catalogId: V1_BASIC_CATALOG_ID, sendDataModel: true},
    },
    {version, updateDataModel: {surfaceId: 'fruit', path: '/prefix', value: 'ap'}},
  ]);
  assert.deepEqual(
    {
      a2uiClientCapabilities: adapter.clientCapabilities(),
      a2uiClientDataModel: adapter.clientDataModel(),
    },
    shown('node-metadata'),
  );
});

test('the error shown is what the client sends for a {path} argument in callFunction', () => {
  const {adapter, errors, sent} = setUp();
  adapter.processMessages({
    version,
    functionCallId: 'total-2',
    wantResponse: true,
    callFunction: {
      call: 'formatCurrency',
      args: {value: {path: '/total'}, currency: 'EUR'},
      returnType: 'string',
      callableFrom: 'remoteOnly',
    },
  });
  assert.deepEqual(sent, []);
  const messages = errors.map((error) => adapter.toClientMessage({version: 'v0.9', error}));
  assert.deepEqual(messages, [shown('node-refused-path')]);
});

test('openUrl from the agent is refused with EXPRESSION_ERROR', () => {
  const {adapter, errors, sent} = setUp();
  adapter.processMessages({
    version,
    functionCallId: 'open-1',
    wantResponse: true,
    callFunction: {
      call: 'openUrl',
      args: {url: 'https://example.com'},
      returnType: 'void',
      callableFrom: 'remoteOnly',
    },
  });
  assert.deepEqual(sent, []);
  assert.deepEqual(
    errors.map((e) => (e as {code: string}).code),
    ['EXPRESSION_ERROR'],
  );
});

test('a message of another version is refused at /version and the rest of the batch renders', () => {
  const {processor, adapter, errors} = setUp();
  adapter.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'old', catalogId: V1_BASIC_CATALOG_ID}},
    {version, createSurface: {surfaceId: 'fruit', catalogId: V1_BASIC_CATALOG_ID}},
  ]);
  assert.deepEqual(
    errors.map((e) => {
      const {code, surfaceId, path} = e as Record<string, string>;
      return {code, surfaceId, path};
    }),
    [{code: 'VALIDATION_FAILED', surfaceId: 'old', path: '/version'}],
  );
  assert.deepEqual(
    processor.surfaces.map((surface) => surface.id),
    ['fruit'],
  );
});

test('an unknown function and refused arguments have the codes the guide names', () => {
  const {adapter, errors} = setUp();
  const call = (functionCallId: string, callFunction: object) => ({
    version,
    functionCallId,
    callFunction: {returnType: 'string', callableFrom: 'clientOrRemote', ...callFunction},
  });
  adapter.processMessages([
    call('a', {call: 'launchRockets'}),
    call('b', {call: 'formatCurrency', args: {value: 'lots', currency: 'EUR'}}),
  ]);
  assert.deepEqual(
    errors.map((e) => (e as {code: string}).code),
    ['UNKNOWN_FUNCTION', 'INVALID_FUNCTION_CALL'],
  );
});

test('what the v1.0 catalog removed or never had is refused with the path of the property', () => {
  const {adapter, errors} = setUp();
  const components = [
    {id: 'root', component: 'Column', children: ['field', 'icon', 'slider']},
    {id: 'field', component: 'TextField', label: 'Code', validationRegexp: '^[0-9]+$'},
    {id: 'icon', component: 'Icon', name: {svgPath: 'M0 0h24v24H0z'}},
    {id: 'slider', component: 'Slider', max: 10, steps: 0, value: 1},
  ];
  adapter.processMessages([
    {version, createSurface: {surfaceId: 'fruit', catalogId: V1_BASIC_CATALOG_ID}},
    ...components.map((component) => ({
      version,
      updateComponents: {surfaceId: 'fruit', components: [component]},
    })),
  ]);
  const found = errors.map((e) => {
    const {code, path} = e as Record<string, string>;
    return `${code} ${path}`;
  });
  assert.deepEqual(found, [
    'VALIDATION_FAILED /components/0/validationRegexp',
    'VALIDATION_FAILED /components/0/name/path',
    'VALIDATION_FAILED /components/0/steps',
  ]);
});
