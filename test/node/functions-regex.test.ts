import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {compileLinear, runLinear} from '../../src/functions/regex/linear-regex.js';
import {ComponentContext, MessageProcessor, basicCatalog} from '../../src/core.js';

const atom = fc.constantFrom(
  'a',
  'b',
  '.',
  '[ab]',
  '[^a]',
  '[a-c1]',
  '\\d',
  '\\w',
  '\\s',
  '\\W',
  '\\.',
  '\\b',
  '\\B',
  '^',
  '$',
);
const quantifier = fc.constantFrom('', '', '*', '+', '?', '{2}', '{0,2}', '{1,}', '*?', '+?');

const {pattern} = fc.letrec<{pattern: string; term: string; factor: string}>((tie) => ({
  pattern: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    tie('term'),
    fc.tuple(tie('term'), tie('term')).map(([x, y]) => `${x}|${y}`),
  ),
  term: fc.array(tie('factor'), {minLength: 1, maxLength: 4}).map((items) => items.join('')),
  factor: fc.oneof(
    {depthSize: 'small'},
    atom,
    fc.tuple(tie('pattern'), quantifier).map(([p, q]) => `(${p})${q}`),
    fc.tuple(tie('pattern'), quantifier).map(([p, q]) => `(?:${p})${q}`),
    fc
      .tuple(fc.constantFrom('(?=', '(?!', '(?<=', '(?<!'), tie('pattern'))
      .map(([l, p]) => `${l}${p})`),
    fc.tuple(atom, quantifier).map(([a, q]) => a + q),
  ),
}));

const input = fc.string({
  unit: fc.constantFrom('a', 'b', 'c', '1', ' ', '_', '.', '\n'),
  maxLength: 8,
});

// Fixed seeds, as in every property test here, keep CI deterministic. To explore, change them:
// 1,000 random seeds at 10,000 runs each passed for this property when the seeds were fixed.
test('the lazy DFA and the lock-step matcher agree with RegExp#test on generated patterns', () => {
  let compared = 0;
  fc.assert(
    fc.property(pattern, fc.array(input, {minLength: 1, maxLength: 5}), (source, values) => {
      let native: RegExp;
      try {
        native = new RegExp(source);
      } catch {
        return; // Not valid JavaScript (e.g. a quantified anchor): never reaches the matcher.
      }
      const linear = compileLinear(source);
      if (!linear) return;
      const lockStep = {...linear, dfa: undefined};
      for (const value of values) {
        compared++;
        assert.equal(runLinear(lockStep, value), native.test(value), `lock-step /${source}/`);
        assert.equal(
          runLinear(linear, value),
          native.test(value),
          `/${source}/ on ${JSON.stringify(value)}`,
        );
      }
    }),
    {seed: 202612031, numRuns: 10_000},
  );
  assert.ok(compared > 5000, `only ${compared} comparisons`);
});

test('with the u flag the matcher reads code points as RegExp does', () => {
  const unicodeAtom = fc.constantFrom(
    'a',
    '.',
    '[^a]',
    '\\p{L}',
    '\\P{L}',
    '😀',
    '[😀é]',
    '\\u{e9}',
    '\\w',
    '\\b',
    '^',
    '$',
  );
  const unicodeInput = fc.string({
    unit: fc.constantFrom('a', 'é', '😀', '1', ' ', '\ud83d'),
    maxLength: 6,
  });
  const unicodePattern = fc
    .array(fc.tuple(unicodeAtom, quantifier), {minLength: 1, maxLength: 4})
    .chain((items) =>
      fc.constantFrom(
        items.map(([a, q]) => a + q).join(''),
        `(?:${items.map(([a]) => a).join('|')})+`,
        `(?=.*${items[0]![0]})${items.map(([a, q]) => a + q).join('')}`,
        `${items.map(([a, q]) => a + q).join('')}(?<!${items[0]![0]}.*)`,
      ),
    );
  let compared = 0;
  fc.assert(
    fc.property(
      unicodePattern,
      fc.array(unicodeInput, {minLength: 1, maxLength: 5}),
      (source, values) => {
        let native: RegExp;
        try {
          native = new RegExp(source, 'u');
        } catch {
          return;
        }
        const linear = compileLinear(source, 'u');
        assert.ok(linear, `compiles /${source}/u`);
        for (const value of values) {
          compared++;
          assert.equal(
            runLinear(linear, value),
            native.test(value),
            `/${source}/u on ${JSON.stringify(value)}`,
          );
          assert.equal(
            runLinear({...linear, dfa: undefined}, value),
            native.test(value),
            `lock-step /${source}/u`,
          );
        }
      },
    ),
    {seed: 202612032, numRuns: 3000},
  );
  assert.ok(compared > 2000, `only ${compared} comparisons`);
  // A lead surrogate escape pairs with the next one: left to the native engine.
  assert.equal(compileLinear('\\ud83d\\ude00', 'u'), undefined);
});

test('the linear matcher handles counted repeats, escapes and classes like RegExp', () => {
  const cases: [string, string[]][] = [
    ['^[\\]a-]+$', [']-a', 'b']],
    ['^[\\d-z]+$', ['1-z', 'y']],
    ['^\\x41\\u0042\\cJ?$', ['AB', 'AB\n', 'ab']],
    ['^a{3}$', ['aaa', 'aa']],
    ['^(?:ab){1,2}c$', ['abc', 'ababc', 'abababc']],
    ['[^]', ['', 'x']],
    ['[]', ['', 'x']],
    ['^a{,2}$', ['a{,2}', 'aa']],
    ['^\\0$', ['\0', '0']],
    ['x{', ['x{', 'x']],
    ['^[\\b]$', ['\b', 'b']],
    ['^(?<year>\\d{4})-\\d\\d$', ['2025-12', '25-12']],
  ];
  for (const [source, values] of cases) {
    const linear = compileLinear(source);
    assert.ok(linear, `compiles /${source}/`);
    for (const value of values) {
      assert.equal(
        runLinear(linear, value),
        new RegExp(source).test(value),
        `/${source}/ on ${JSON.stringify(value)}`,
      );
    }
  }
});

test('the linear matcher declines back-references', () => {
  assert.equal(compileLinear('(a)\\1'), undefined);
  assert.equal(compileLinear('(?<n>a)\\k<n>'), undefined);
});

test('the linear matcher declines patterns that expand past its program size', () => {
  assert.equal(compileLinear('(a{100}){100}'), undefined);
});

test('the lock-step matcher answers a catastrophic pattern with word boundaries quickly', () => {
  const linear = compileLinear('\\b(a+)+\\b$');
  assert.ok(linear && !linear.dfa, 'runs without the DFA');
  const start = performance.now();
  assert.equal(runLinear(linear, 'a'.repeat(9999) + '!'), false);
  assert.ok(performance.now() - start < 1000);
});

/**
 * A surface whose root TextField shows `value` (at `/value`) with a regex check per
 * `[pattern, message]`: the field's context, a way to type a new value, and the errors reported.
 */
function regexField(value: string, checks: [pattern: string, message: string][]) {
  const processor = new MessageProcessor();
  const errors: string[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail.message));
  const write = (next: string) =>
    processor.processMessages([
      {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/value', value: next}},
    ]);
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: basicCatalog.id}},
  ]);
  write(value);
  processor.processMessages([
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [
          {
            id: 'root',
            component: 'TextField',
            label: 'Field',
            value: {path: '/value'},
            checks: checks.map(([pattern, message]) => ({
              condition: {call: 'regex', args: {value: {path: '/value'}, pattern}},
              message,
            })),
          },
        ],
      },
    },
  ]);
  return {field: new ComponentContext(processor.getSurface('s')!, 'root'), write, errors};
}

test("a TextField's regex check takes \\p{L} as any letter, so international names pass", () => {
  const {field, write} = regexField('José Ñúñez', [["^[\\p{L} '-]+$", 'Letters only']]);
  assert.equal(field.validation.valid, true);
  write('R2-D2');
  assert.deepEqual(field.validation.messages, ['Letters only']);
});

test('a regex check written with slashes is reported once and run as written', () => {
  const {field, write, errors} = regexField('123', [
    ['/^\\d+$/', 'Digits only'],
    ['/abc/i', 'Digits only'],
  ]);
  assert.deepEqual(field.validation.messages, ['Digits only', 'Digits only']);
  write('1234');
  assert.deepEqual(field.validation.messages, ['Digits only', 'Digits only']);
  const advice =
    'is a JavaScript literal; write the pattern without slashes (flags are not supported)';
  assert.deepEqual(errors, [
    `Component "root": regex: pattern "/^\\\\d+$/" ${advice}`,
    `Component "root": regex: pattern "/abc/i" ${advice}`,
  ]);
});
