import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {batch, computed, effect} from '../../src/state/signals.js';
import {
  DataModel,
  escapeSegment,
  formatPointer,
  parsePointer,
  resolvePath,
  unescapeSegment,
} from '../../src/core.js';

describe('JSON Pointer helpers', () => {
  it('parses "/" and "" as the root', () => {
    assert.deepEqual(parsePointer('/'), []);
    assert.deepEqual(parsePointer(''), []);
  });

  it('parses segments and unescapes ~1 then ~0', () => {
    assert.deepEqual(parsePointer('/a~1b/c~0d/~01'), ['a/b', 'c~d', '~1']);
  });

  it('ignores a trailing slash', () => {
    assert.deepEqual(parsePointer('/a/b/'), ['a', 'b']);
  });

  it('keeps empty segments of a double slash', () => {
    assert.deepEqual(parsePointer('/a//b'), ['a', '', 'b']);
  });

  it('formats segments back into an escaped pointer', () => {
    assert.equal(formatPointer(['a/b', 'c~d']), '/a~1b/c~0d');
    assert.equal(formatPointer([]), '/');
  });

  it('escape and unescape are inverse for any key (property)', () => {
    fc.assert(
      fc.property(fc.string(), (key) => unescapeSegment(escapeSegment(key)) === key),
      {seed: 7, numRuns: 500},
    );
  });

  it('writes a final empty key with the one more slash a pointer ignores', () => {
    assert.equal(formatPointer(['m', '']), '/m//');
    assert.deepEqual(parsePointer('/m//'), ['m', '']);
    assert.equal(formatPointer(['']), '//');
    assert.deepEqual(parsePointer('//'), ['']);
    assert.equal(formatPointer(['', '']), '///');
    assert.equal(formatPointer(['', 'a']), '//a');
  });

  it('format then parse returns the segments, empty keys included (property)', () => {
    const key = fc.oneof(fc.constantFrom('', '/', '~', '~1', '0'), fc.string());
    fc.assert(
      fc.property(fc.array(key, {maxLength: 5}), (segments) => {
        assert.deepEqual(parsePointer(formatPointer(segments)), segments);
      }),
      {seed: 8, numRuns: 500},
    );
  });

  it('a data model reports the path of a key "" as the pointer that reads it back', () => {
    const model = new DataModel({m: {'': 1, k: 2}});
    const pointer = formatPointer(['m', '']);
    effect(() => void model.get(pointer));
    assert.deepEqual(model.watchedPaths(), ['/m//']);
    assert.equal(model.get(model.watchedPaths()[0]!), 1);
    assert.equal(model.set(pointer, 3), true);
    assert.deepEqual(model.get('/m'), {'': 3, k: 2});
  });

  it('resolvePath keeps absolute paths', () => {
    assert.equal(resolvePath('/a/b', '/items/0'), '/a/b');
  });

  it('resolvePath appends relative paths to the scope', () => {
    assert.equal(resolvePath('name', '/items/0'), '/items/0/name');
    assert.equal(resolvePath('a/b', '/x'), '/x/a/b');
  });

  it('resolvePath resolves relative paths at the root scope from the root', () => {
    assert.equal(resolvePath('name', ''), '/name');
    assert.equal(resolvePath('name', '/'), '/name');
  });

  it('resolvePath treats "." and "./x" as the scope itself and a child of it', () => {
    assert.equal(resolvePath('.', '/items/2'), '/items/2');
    assert.equal(resolvePath('./name', '/items/2'), '/items/2/name');
    assert.equal(resolvePath('.', ''), '/');
  });
});

// A naive reference: the model as a plain JSON value, written by deep cloning.
type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

const keyArb = fc.constantFrom('a', 'b', 'c', '0', '1', '2', 'x~y', 's/t');
const pathArb = fc.array(keyArb, {minLength: 1, maxLength: 4});
const valueArb: fc.Arbitrary<Json> = fc.oneof(
  fc.integer({min: 0, max: 3}),
  fc.constantFrom('p', 'q'),
  fc.constant(null),
  fc.dictionary(fc.constantFrom('a', 'b', '0'), fc.integer({min: 0, max: 3}), {maxKeys: 2}),
  fc.array(fc.integer({min: 0, max: 3}), {maxLength: 3}),
);

function readAt(root: unknown, segments: readonly string[]): unknown {
  let value = root;
  for (const segment of segments) {
    if (Array.isArray(value)) {
      value = /^(0|[1-9][0-9]*)$/.test(segment) ? value[Number(segment)] : undefined;
    } else if (typeof value === 'object' && value !== null && Object.hasOwn(value, segment)) {
      value = (value as Record<string, unknown>)[segment];
    } else return undefined;
  }
  return value;
}

describe('DataModel properties', () => {
  it('after a successful write, reading the path returns the value written', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(pathArb, valueArb), {maxLength: 8}), (writes) => {
        const model = new DataModel({}, {onError: () => {}});
        for (const [segments, value] of writes) {
          const pointer = formatPointer(segments);
          if (model.set(pointer, value)) assert.deepEqual(model.get(pointer), value);
        }
      }),
      {seed: 11, numRuns: 400},
    );
  });

  it('a write leaves every unrelated path unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(pathArb, valueArb), {maxLength: 6}),
        pathArb,
        valueArb,
        pathArb,
        (setup, written, value, other) => {
          const model = new DataModel({}, {onError: () => {}});
          for (const [segments, v] of setup) model.set(formatPointer(segments), v);
          const related =
            written.every((s, i) => other[i] === s) || other.every((s, i) => written[i] === s);
          fc.pre(!related);
          const before = JSON.stringify(readAt(model.snapshot(), other));
          model.set(formatPointer(written), value);
          assert.equal(JSON.stringify(readAt(model.snapshot(), other)), before);
        },
      ),
      {seed: 12, numRuns: 400},
    );
  });

  it('a watched path re-evaluates only when the write touches it, an ancestor or a descendant', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(pathArb, valueArb), {maxLength: 6}),
        pathArb,
        pathArb,
        valueArb,
        (setup, watched, written, value) => {
          const model = new DataModel({}, {onError: () => {}});
          for (const [segments, v] of setup) model.set(formatPointer(segments), v);
          let runs = 0;
          const reader = computed(() => {
            runs++;
            return model.get(formatPointer(watched));
          });
          effect(() => void reader.value);
          void reader.value;
          const before = JSON.stringify(reader.value);
          model.set(formatPointer(written), value);
          void reader.value;
          const related =
            written.every((s, i) => watched[i] === s) || watched.every((s, i) => written[i] === s);
          if (!related) assert.equal(runs, 1, 'an unrelated write re-evaluated the reader');
          if (JSON.stringify(reader.value) !== before) assert.equal(runs, 2, 'a change was missed');
        },
      ),
      {seed: 13, numRuns: 400},
    );
  });

  it('a batch of writes re-evaluates each reader once', () => {
    const model = new DataModel({a: 0});
    let runs = 0;
    const reader = computed(() => {
      runs++;
      return model.get('/a');
    });
    let effects = 0;
    effect(() => void (effects++, reader.value));
    batch(() => {
      for (let i = 1; i <= 100; i++) model.set('/a', i);
    });
    assert.equal(reader.value, 100);
    assert.equal(runs, 2);
    assert.equal(effects, 2);
  });
});
