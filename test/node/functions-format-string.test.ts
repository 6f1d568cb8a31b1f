import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {basicFunctions} from '../../src/functions/basic-functions.js';
import {fakeContext} from '../../src/functions/fake-context.test.helper.js';
import type {ExpressionNode} from '../../src/functions/format-string/ast.js';
import {FormatStringError} from '../../src/functions/format-string/errors.js';
import {parseFormatString} from '../../src/functions/format-string/parser.js';

/** An expression without positions, and how to write it in a template. */
type Expr =
  | {literal: string | number | boolean | null}
  | {path: string}
  | {call: string; args: [string, Expr][]};

const identifier = fc
  .stringMatching(/^[a-z][A-Za-z0-9_]{0,6}$/)
  .filter((s) => !['true', 'false', 'null'].includes(s));
const segment = fc
  .stringMatching(/^(?:[a-z0-9_.-]|~0|~1){1,5}$/)
  .filter((s) => !['__proto__', 'constructor', 'prototype'].includes(s));
const absolutePath = fc.array(segment, {minLength: 1, maxLength: 3}).map((s) => '/' + s.join('/'));
const relativePath = fc
  .tuple(identifier, fc.array(segment, {maxLength: 2}))
  .map(([head, rest]) => [head, ...rest].join('/'));

const {expr} = fc.letrec<{expr: Expr}>((tie) => ({
  expr: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    fc.string({maxLength: 6}).map((s) => ({literal: s})),
    fc.integer({min: -1000, max: 1000}).map((n) => ({literal: n})),
    fc.constantFrom(true, false, null).map((v) => ({literal: v})),
    absolutePath.map((path) => ({path})),
    relativePath.map((path) => ({path})),
    fc
      .tuple(
        identifier,
        fc.uniqueArray(fc.tuple(identifier, tie('expr')), {maxLength: 3, selector: ([n]) => n}),
      )
      .map(([call, args]) => ({call, args})),
  ),
}));

const text = fc.string({
  unit: fc.constantFrom('a', ' ', '$', '{', '}', '(', ':', "'", '"', 'é'),
  maxLength: 8,
});

function print(e: Expr, nest: boolean): string {
  let out: string;
  if ('literal' in e) {
    out =
      typeof e.literal === 'string'
        ? `'${e.literal.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
        : String(e.literal);
  } else if ('path' in e) {
    out = e.path;
  } else {
    out = `${e.call}(${e.args.map(([n, v]) => `${n}: ${print(v, !nest)}`).join(', ')})`;
  }
  return nest ? '${' + out + '}' : out;
}

function strip(node: ExpressionNode): Expr {
  if (node.kind === 'literal') return {literal: node.value};
  if (node.kind === 'path') return {path: node.path};
  return {call: node.name, args: node.args.map((a) => [a.name, strip(a.value)])};
}

test('printing a template and parsing it back gives the same parts', () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(text, expr), {maxLength: 5}), (parts) => {
      const expected: (string | Expr)[] = [];
      for (const p of parts) {
        if (typeof p === 'string' && p === '') continue;
        if (typeof p === 'string' && typeof expected.at(-1) === 'string') {
          expected[expected.length - 1] += p;
        } else expected.push(p);
      }
      const source = expected
        .map((p) => (typeof p === 'string' ? p.replace(/\$\{/g, '\\${') : print(p, true)))
        .join('');
      const actual = parseFormatString(source).parts.map((p) =>
        typeof p === 'string' ? p : strip(p),
      );
      assert.deepEqual(actual, expected, source);
    }),
    {seed: 202612041, numRuns: 3000},
  );
});

test('any string either parses or fails with a positioned FormatStringError', () => {
  const unit = fc.constantFrom(
    '$',
    '{',
    '}',
    '(',
    ')',
    ',',
    ':',
    "'",
    '"',
    '\\',
    '/',
    'a',
    '1',
    ' ',
    '~',
    '-',
  );
  fc.assert(
    fc.property(fc.string({unit, maxLength: 30}), (source) => {
      try {
        parseFormatString(source);
      } catch (error) {
        assert.ok(error instanceof FormatStringError, String(error));
        assert.ok(error.offset >= 0 && error.offset <= source.length, `offset ${error.offset}`);
        assert.ok(error.column >= 1);
      }
    }),
    {seed: 202612042, numRuns: 10_000},
  );
});

test('text without ${ parses to itself', () => {
  fc.assert(
    fc.property(
      fc.string().filter((s) => !s.includes('${')),
      (source) => {
        const parts = parseFormatString(source).parts;
        assert.deepEqual(parts, source ? [source] : []);
      },
    ),
    {seed: 202612044},
  );
});

test('escaping every ${ yields the original text', () => {
  fc.assert(
    fc.property(fc.string({unit: fc.constantFrom('$', '{', '}', 'a', ' ')}), (original) => {
      const source = original.replace(/\$\{/g, '\\${');
      const parts = parseFormatString(source).parts;
      assert.deepEqual(parts, original ? [original] : []);
    }),
    {seed: 202612045},
  );
});

test('formatString returns text and never throws for any template', () => {
  const unit = fc.constantFrom(
    '$',
    '{',
    '}',
    '(',
    ')',
    ',',
    ':',
    "'",
    '\\',
    '/',
    'a',
    '1',
    ' ',
    'n',
    'f',
  );
  const calls = fc.constantFrom(
    '${formatNumber(value: ',
    '${formatDate(value: ',
    '${pluralize(value: 1, other: ',
    '${regex(value: "a", pattern: ',
    '${openUrl(url: ',
  );
  fc.assert(
    fc.property(
      fc.array(fc.oneof(fc.string({unit, maxLength: 6}), calls), {maxLength: 6}),
      (pieces) => {
        const context = fakeContext({data: {a: 1, n: null}, userAction: true});
        const result = basicFunctions.formatString!.impl({value: pieces.join('')}, context);
        assert.equal(typeof result, 'string');
      },
    ),
    {seed: 202612043, numRuns: 3000},
  );
});
