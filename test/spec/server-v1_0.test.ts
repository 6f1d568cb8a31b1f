import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {restaurantAgent} from '../../demo/agent/restaurant-agent.js';
import {readV1Only, V1_BASIC_CATALOG_ID} from '../../src/adapters/v1_0/index.js';
import {A2uiAgentHost, type ServerMessage} from '../../src/server/index.js';
import {loadOfficialValidators} from './helpers/official-validator.js';
import {readSpecJson} from './helpers/spec-dir.js';

// What the Node toolkit sends in an A2UI v1.0 (v0.10) session, written by an agent in v0.9
// shape (the demo restaurant agent): valid against the official v0.10 server schema. The one
// exception is `callFunction`: the draft schema refuses every call naming a basic-catalog
// function (test/spec/v1_0-call-function.test.ts pins that defect), so its envelope is checked
// with the project's v1.0 reader and its call against the catalog's function definition.

const official = loadOfficialValidators('v0_10');
const catalog = readSpecJson('v0_10', 'catalogs/basic/catalog.json') as {
  functions: Record<
    string,
    {
      properties: {
        args: {properties: Record<string, unknown>; required?: string[]};
        returnType: {const: string};
      };
    }
  >;
};

const act = (name: string, surfaceId: string, extra: Record<string, unknown> = {}) => ({
  version: 'v0.10',
  action: {
    name,
    surfaceId,
    sourceComponentId: name,
    timestamp: new Date().toISOString(),
    context: {},
    ...extra,
  },
});

/** Every message of a v1.0 session through a whole booking, a suggestion and an error answer. */
async function v1Session(): Promise<ServerMessage[]> {
  const host = new A2uiAgentHost(restaurantAgent({tickMs: 0}));
  const session = host.open('rest');
  session.clientCapabilities = {'v0.10': {supportedCatalogIds: [V1_BASIC_CATALOG_ID]}};
  await host.ready(session);
  const sent = session.pull();
  const turns = [
    act('suggest_city', 'finder', {context: {prefix: 'l'}, wantResponse: true, actionId: '1'}),
    act('search', 'finder', {context: {cuisine: 'Italian', city: ''}}),
    act('book', 'finder', {context: {restaurantId: 'r2'}}),
    act('confirm', 'booking', {context: {restaurantId: 'r2', name: '', guests: '2'}}),
    act('confirm', 'booking', {context: {restaurantId: 'r2', name: 'Ada', guests: '2'}}),
    act('new_search', 'booking'),
  ];
  for (const turn of turns) {
    await host.receive(session, turn);
    sent.push(...session.pull());
  }
  session.respondToActionWithError('2', 'UNAVAILABLE', 'No suggestions today');
  sent.push(...session.pull());
  host.closeAll();
  return sent;
}

describe('a v1.0 session of the Node toolkit against the official v0.10 schema', () => {
  it('sends only messages the official server schema accepts, callFunction aside', async () => {
    const messages = (await v1Session()).filter((m) => !('callFunction' in m));
    const kinds = new Set(messages.map((m) => Object.keys(m).find((k) => k !== 'version')));
    assert.deepEqual([...kinds].sort(), [
      'actionId', // actionResponse messages: {version, actionId, actionResponse}
      'createSurface',
      'deleteSurface',
      'updateComponents',
      'updateDataModel',
    ]);
    for (const message of messages) {
      assert.ok(
        official.server(message),
        `${JSON.stringify(message)}\n${JSON.stringify(official.server.errors)}`,
      );
    }
  });

  it('sends a callFunction whose envelope and call fit v1.0 and the basic catalog', async () => {
    const calls = (await v1Session()).filter((m) => 'callFunction' in m);
    assert.equal(calls.length, 1);
    const read = readV1Only('callFunction', calls[0]);
    assert.ok(!Array.isArray(read), JSON.stringify(read));
    assert.equal(read.wantResponse, true);
    assert.equal(read.callFunction.callableFrom, 'remoteOnly');
    const definition = catalog.functions[read.callFunction.call]!;
    assert.equal(read.callFunction.returnType, definition.properties.returnType.const);
    const args = Object.keys(read.callFunction.args ?? {});
    for (const name of args) assert.ok(name in definition.properties.args.properties, name);
    for (const name of definition.properties.args.required ?? []) assert.ok(args.includes(name));
  });
});
