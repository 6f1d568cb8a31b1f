import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {ComponentContext} from '../../src/binding/component-context.js';
import {BASIC_CATALOG_ID} from '../../src/catalog/basic-catalog.js';
import {
  toV08ClientMessage,
  V08_A2A_EXTENSION_URI,
  V08_MINIMAL_CATALOG_ID,
  V08_STANDARD_CATALOG_ID,
  V08Adapter,
  v08ClientCapabilities,
  type V08UserAction,
} from '../../src/adapters/v0_8/index.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {basicIconNames} from '../../src/protocol/v0_9/basic-components.js';
import {loadOfficialValidators} from './helpers/official-validator.js';
import {readSpecJson, specDir} from './helpers/spec-dir.js';
import {
  loadV08Validators,
  RecordingProcessor,
  v08DocMessages,
  v08Examples,
} from './v0_8-validators.js';

const v08 = loadV08Validators();
const v09 = loadOfficialValidators('v0_9');

type Json = Record<string, unknown>;

function run(messages: unknown[]) {
  const processor = new RecordingProcessor();
  const adapter = new V08Adapter(processor);
  adapter.processMessages(messages);
  return {processor, adapter};
}

function invalidV09(forwarded: unknown[]): unknown[] {
  return forwarded.filter((message) => !v09.server(message));
}

const surfaceOf = (message: unknown): string => {
  const body = Object.values(message as Json)[0] as Json;
  return body['surfaceId'] as string;
};

describe('v0.8 official catalog examples through the adapter', () => {
  const examples = v08Examples();

  it('finds the 30 basic and 5 minimal catalog examples', () => {
    assert.equal(examples.filter((e) => e.name.startsWith('basic/')).length, 30);
    assert.equal(examples.filter((e) => e.name.startsWith('minimal/')).length, 5);
  });

  for (const example of examples) {
    it(`${example.name}: valid v0.8, translated to valid v0.9, rendered without an error`, () => {
      for (const message of example.messages) {
        assert.equal(v08.standardServer(message), true, JSON.stringify(v08.standardServer.errors));
        assert.equal(v08.catalogServer(message), true);
      }
      const {processor} = run([...example.messages]);
      assert.deepEqual(processor.errors, []);
      assert.equal(processor.batches.length, 1, 'one batch, one paint');
      assert.deepEqual(invalidV09(processor.forwarded), []);
      const surfaceId = surfaceOf(example.messages[0]);
      const surface = processor.getSurface(surfaceId);
      assert.ok(surface, 'the surface exists');
      assert.ok(surface.component('root'), 'the surface has its root');
    });
  }
});

describe('v0.8 protocol document messages through the adapter', () => {
  const messages = v08DocMessages();

  it('finds the whole-message examples of the document', () => {
    assert.ok(messages.length >= 10, `found ${messages.length}`);
  });

  for (const [index, message] of messages.entries()) {
    const valid = v08.standardServer(message);
    const label = JSON.stringify(message).slice(0, 60);
    if (valid) {
      it(`document message ${index} (${label}) is translated to valid v0.9`, () => {
        const surfaceId = surfaceOf(message);
        const begin = {beginRendering: {surfaceId, root: 'root'}};
        const first = 'beginRendering' in (message as Json) ? [] : [begin];
        const {processor} = run([...first, message]);
        const validationErrors = processor.errors.filter((e) => e.code === 'VALIDATION_FAILED');
        assert.deepEqual(validationErrors, []);
        assert.ok(processor.forwarded.length > 0);
        assert.deepEqual(invalidV09(processor.forwarded), []);
      });
    } else {
      it(`document message ${index} (${label}) breaks the schema and is reported`, () => {
        const {processor} = run([message]);
        assert.ok(processor.errors.some((e) => e.code === 'VALIDATION_FAILED'));
        assert.deepEqual(processor.forwarded, []);
      });
    }
  }

  it('renders the full stream example once each message names its surface', () => {
    const stream = messages.slice(0, 11).map((message) => {
      const [kind, body] = Object.entries(message as Json)[0]!;
      const fixed: Json = {surfaceId: 'profile', ...(body as Json)};
      if (kind === 'dataModelUpdate') fixed['contents'] = [];
      return {[kind]: fixed};
    });
    for (const message of stream) assert.equal(v08.standardServer(message), true);
    const {processor} = run(stream);
    assert.deepEqual(processor.errors, []);
    const surface = processor.getSurface('profile')!;
    assert.equal(surface.component('root')!.component, 'Column');
    assert.equal(surface.component('name_text')!['variant'], 'h3');
    assert.equal(surface.component('avatar')!['url'], 'https://www.example.com/profile.jpg');
  });

  it('resolves the document userAction example to the documented v0.8 event', () => {
    const [button, data] = messages.filter((m) => surfaceOf(m) === 'main_content_area').slice(-2);
    const {processor, adapter} = run([
      button,
      data,
      {beginRendering: {surfaceId: 'main_content_area', root: 'submit_btn'}},
    ]);
    const surface = processor.getSurface('main_content_area')!;
    const body = new ComponentContext(surface, 'root').resolveAction();
    const event = adapter.toV08ClientMessage({version: 'v0.9', action: body});
    assert.equal(v08.client(event), true);
    const {userAction} = event as {userAction: V08UserAction};
    assert.equal(userAction.name, 'submit_form');
    assert.equal(userAction.sourceComponentId, 'submit_btn');
    assert.deepEqual(userAction.context, {userInput: 'User input text', formId: 'f-123'});
  });
});

describe('v0.8 client messages', () => {
  const action = {
    version: 'v0.9',
    action: {
      name: 'book',
      surfaceId: 's',
      sourceComponentId: 'btn',
      timestamp: '2026-11-30T16:00:00Z',
      context: {seats: 2, seat: 'A1', window: true},
    },
  };

  it('turns a v0.9 action into a schema-valid v0.8 userAction with the same fields', () => {
    const message = toV08ClientMessage(action);
    assert.equal(v08.client(message), true);
    assert.deepEqual(message, {userAction: action.action});
  });

  it('turns a v0.9 error into a schema-valid v0.8 error with the same body', () => {
    const body = {code: 'VALIDATION_FAILED', surfaceId: 's', path: '/x', message: 'Bad.'};
    const message = toV08ClientMessage({version: 'v0.9', error: body});
    assert.equal(v08.client(message), true);
    assert.deepEqual(message, {error: body});
  });

  it('gives undefined for anything that is not a v0.9 client message', () => {
    for (const value of [null, 3, 'x', {}, {action: {name: 1}}, {version: 'v0.9'}]) {
      assert.equal(toV08ClientMessage(value), undefined);
    }
  });

  it('maps the v0.9 root back to the id the agent gave its root', () => {
    const {adapter} = run([{beginRendering: {surfaceId: 's', root: 'card'}}]);
    const translated = (id: string) => {
      const message = {...action, action: {...action.action, sourceComponentId: id}};
      return (adapter.toV08ClientMessage(message) as {userAction: V08UserAction}).userAction;
    };
    assert.equal(translated('root').sourceComponentId, 'card');
    assert.equal(translated('card').sourceComponentId, 'root');
    assert.equal(translated('btn').sourceComponentId, 'btn');
  });

  it('declares the v0.8 standard catalog in schema-valid client capabilities', () => {
    const capabilities = v08ClientCapabilities(new MessageProcessor());
    assert.equal(v08.capabilities(capabilities), true);
    assert.ok(capabilities.supportedCatalogIds.includes(V08_STANDARD_CATALOG_ID));
  });

  it('names the catalogs and the A2A extension with the ids the v0.8 specification uses', () => {
    const protocol = readFileSync(join(specDir, 'v0_8/docs/a2ui_protocol.md'), 'utf8');
    const extension = readFileSync(
      join(specDir, 'v0_8/docs/a2ui_extension_specification.md'),
      'utf8',
    );
    const minimal = readSpecJson('v0_8', 'json/catalogs/minimal/minimal_catalog.json') as Json;
    assert.ok(protocol.includes(V08_STANDARD_CATALOG_ID));
    assert.equal(minimal['catalogId'], V08_MINIMAL_CATALOG_ID);
    assert.ok(extension.includes(`The URI of this extension is ${V08_A2A_EXTENSION_URI}`));
  });

  it('declares no v0.8 catalog for a processor without the basic catalog', () => {
    const processor = new MessageProcessor({catalogs: []});
    assert.deepEqual(v08ClientCapabilities(processor), {supportedCatalogIds: []});
    assert.equal(processor.catalogFor(BASIC_CATALOG_ID), undefined);
  });
});

describe('v0.8 icon names', () => {
  const enumOfV08 = (
    readSpecJson('v0_8', 'json', 'standard_catalog_definition.json') as {
      components: {Icon: {properties: {name: {properties: {literalString: {enum: string[]}}}}}};
    }
  ).components.Icon.properties.name.properties.literalString.enum;
  const added = basicIconNames.filter((name) => !enumOfV08.includes(name));

  it('accepts the v0.9 names beyond the v0.8 list, literal ones too, as docs/v0_8.md says', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../docs/v0_8.md'), 'utf8');
    assert.match(guide, new RegExp(`v0\\.8's ${enumOfV08.length}\\b`));
    for (const name of added) {
      const grouped = name.startsWith('volume') && guide.includes('the `volume` icons');
      assert.ok(guide.includes(`\`${name}\``) || grouped, `docs/v0_8.md names ${name}`);
    }
    const processor = new RecordingProcessor();
    new V08Adapter(processor).processMessages([
      {beginRendering: {surfaceId: 's', root: 'i'}},
      {
        surfaceUpdate: {
          surfaceId: 's',
          components: [{id: 'i', component: {Icon: {name: {literalString: 'play'}}}}],
        },
      },
    ]);
    assert.deepEqual(processor.errors, []);
  });
});
