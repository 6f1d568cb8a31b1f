// V08Writer (v0.9 agent messages written as v0.8) against the official v0.8 schemas, and round
// trips through V08Adapter: what the writer sends renders as the v0.9 original did.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {isDeepStrictEqual} from 'node:util';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {SurfaceModel} from '../../src/state/surface-model.js';
import {V08Adapter, type V08Issue} from '../../src/adapters/v0_8/index.js';
import {V08Writer} from '../../src/adapters/v0_8/writer.js';
import {basicExamples} from './helpers/spec-dir.js';
import {loadV08Validators, RecordingProcessor} from './v0_8-validators.js';

const v08 = loadV08Validators();
type Json = Record<string, unknown>;

/** Everything one writer wrote for the messages, and every issue and loss it reported. */
function writeAll(messages: readonly unknown[]) {
  const writer = new V08Writer();
  const written: Json[] = [];
  const issues: V08Issue[] = [];
  const losses: V08Issue[] = [];
  for (const message of messages) {
    const result = writer.write(message);
    written.push(...result.messages);
    issues.push(...result.issues);
    losses.push(...result.losses);
  }
  return {written, issues, losses};
}

/** v0.8 data has maps only: arrays read back as objects keyed by index. */
function asMaps(value: unknown): unknown {
  if (Array.isArray(value)) return asMaps(Object.fromEntries(value.entries()));
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) if (item !== null) out[key] = asMaps(item);
  return out;
}

/**
 * Bindings without their leading `/`, as V08Adapter reads v0.8 ones (a template item reads `/x`
 * in the item, as v0.8 does): the same data outside templates, where the official examples bind
 * absolute paths.
 */
function relativePaths(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relativePaths);
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  const path = (value as Json)['path'];
  if (keys.length === 1 && typeof path === 'string') return {path: path.replace(/^\//, '')};
  return Object.fromEntries(keys.map((key) => [key, relativePaths((value as Json)[key])]));
}

/** The component definitions of a surface, with what v0.8 cannot carry taken out. */
function definitions(surface: SurfaceModel, ids: readonly string[]): Json {
  const result: Json = {};
  for (const id of ids) {
    const definition = {...(surface.component(id) as Json)};
    delete definition['accessibility'];
    delete definition['checks'];
    if (definition['variant'] === 'borderless') definition['variant'] = 'default';
    if (definition['component'] === 'ChoicePicker' || definition['component'] === 'DateTimeInput') {
      delete definition['label'];
    }
    if (definition['component'] === 'DateTimeInput') {
      delete definition['min'];
      delete definition['max'];
    }
    if (definition['justify'] === 'stretch') definition['justify'] = 'start';
    result[id] = relativePaths(definition);
  }
  return result;
}

/** The v0.9 messages of the example the writer could send whole (no v0.9-only construct). */
const official = basicExamples('v0_9');

describe('V08Writer on the official v0.9 examples', () => {
  for (const example of official) {
    it(`${example.file}: every message it writes passes the v0.8 standard-catalog schema`, () => {
      const {written} = writeAll(example.messages);
      assert.ok(written.length > 0);
      for (const message of written) {
        assert.equal(v08.catalogServer(message), true, JSON.stringify(v08.catalogServer.errors));
      }
    });

    it(`${example.file}: the v0.8 messages render, through V08Adapter, as the v0.9 ones do`, () => {
      const {written, issues} = writeAll(example.messages);
      const original = new MessageProcessor({locale: 'en-US'});
      original.processMessages([...example.messages]);
      const processor = new RecordingProcessor();
      new V08Adapter(processor).processMessages(written);
      assert.deepEqual(processor.errors, []);
      // Components the writer cannot express (issues) are empty Texts; the others are the same.
      const leftOut = new Set(issues.map((issue) => issue.path.split('/').slice(0, 4).join('/')));
      for (const surface of original.surfaces) {
        const copy = processor.getSurface(surface.id);
        assert.ok(copy, `surface ${surface.id} was not created`);
        const ids = surface.components.ids();
        const written = definitions(copy, ids);
        const expected = definitions(surface, ids);
        const replaced = ids.filter((id) => !isDeepStrictEqual(written[id], expected[id]));
        assert.ok(replaced.length <= leftOut.size, 'a component changed without an issue');
        for (const id of replaced) {
          const {component, text, weight} = written[id] as Json;
          assert.deepEqual(
            {component, text, weight},
            {
              component: 'Text',
              text: '',
              weight: (expected[id] as Json)['weight'],
            },
          );
        }
        assert.deepEqual(asMaps(copy.dataModel.snapshot()), asMaps(surface.dataModel.snapshot()));
      }
    });
  }

  it('replaces only what v0.8 cannot express: function calls, and names every one', () => {
    const calls = official.flatMap((example) => writeAll(example.messages).issues);
    assert.ok(calls.length > 0);
    for (const issue of calls) {
      assert.match(
        issue.message,
        /has no functions|actions are events|not in the A2UI v0\.8|SVG path/,
      );
    }
  });
});
