import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  basicFunctions,
  browserOpenUrl,
  FormatStringError,
  FunctionRegistry,
  parseFormatString,
  type FunctionContext,
} from '../../src/functions/index.js';

function context(
  data: Record<string, unknown>,
  extra: Partial<FunctionContext> = {},
): FunctionContext {
  const registry = new FunctionRegistry(basicFunctions);
  const ctx: FunctionContext = {
    locale: 'en-US',
    timeZone: 'UTC',
    userAction: false,
    read: (path) => data[path.replace(/^\//, '')],
    resolve: (value) => value,
    call: (name, args) => registry.get(name)!.impl(args, ctx),
    ...extra,
  };
  return ctx;
}

test('the functions run without a DOM', () => {
  assert.equal(typeof (globalThis as {window?: unknown}).window, 'undefined');
  assert.equal(typeof (globalThis as {document?: unknown}).document, 'undefined');
});

test('formatString interpolates paths and nested calls in Node', () => {
  const ctx = context({total: 1234.5, start: '2025-12-19T14:00:00Z'});
  const value =
    "${formatCurrency(value: ${/total}, currency: 'USD')} on ${formatDate(value: ${/start}, format: 'EEEE, MMM d')}";
  assert.equal(basicFunctions.formatString!.impl({value}, ctx), '$1,234.50 on Friday, Dec 19');
});

test('formatDate uses Node ICU for other locales', () => {
  const ctx = context({}, {locale: 'de-DE'});
  const result = basicFunctions.formatDate!.impl(
    {value: '2026-01-16', format: 'EEEE, d. MMMM'},
    ctx,
  );
  assert.equal(result, 'Freitag, 16. Januar');
});

test('pluralize uses Intl.PluralRules in Node', () => {
  const ctx = context({}, {locale: 'ar'});
  assert.equal(basicFunctions.pluralize!.impl({value: 2, two: 'two', other: 'other'}, ctx), 'two');
});

test('openUrl does nothing without an opener and does not throw', () => {
  const ctx = context({}, {userAction: true});
  assert.equal(basicFunctions.openUrl!.impl({url: 'https://example.com'}, ctx), undefined);
});

test('browserOpenUrl is a no-op where there is no window', () => {
  assert.doesNotThrow(() => browserOpenUrl('https://example.com'));
});

test('a catastrophic regex answers quickly in Node', () => {
  const ctx = context({});
  const start = performance.now();
  const result = basicFunctions.regex!.impl(
    {value: 'a'.repeat(5000) + 'b', pattern: '(a+)+$'},
    ctx,
  );
  assert.equal(result, false);
  assert.ok(performance.now() - start < 1000);
});

test('parse errors carry their position', () => {
  assert.throws(
    () => parseFormatString('ok ${f(a: 1'),
    (error: unknown) =>
      error instanceof FormatStringError && error.offset === 6 && error.column === 7,
  );
});

test('the core entry point exports the functions layer', async () => {
  const core = await import('../../src/core.js');
  assert.equal(core.basicFunctions, basicFunctions);
  assert.equal(typeof core.FunctionRegistry, 'function');
  assert.equal(typeof core.parseFormatString, 'function');
});
