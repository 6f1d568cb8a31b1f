import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {fakeContext, pointerGet} from '../../src/functions/fake-context.test.helper.js';
import {basicFunctions, parseFormatString} from '../../src/functions/index.js';
import {basicExamples, readSpecJson, specVersions} from './helpers/spec-dir.js';

// The functions as the official examples use them: every formatString template parses, every
// call evaluates against the example's data model without a report, and every formatDate
// pattern uses only pattern letters this renderer implements.

interface Call {
  readonly call: string;
  readonly args: Record<string, unknown>;
}

function calls(node: unknown, found: Call[] = []): Call[] {
  if (Array.isArray(node)) for (const item of node) calls(item, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.call === 'string' && record.args && typeof record.args === 'object') {
      found.push(record as unknown as Call);
    }
    for (const value of Object.values(record)) calls(value, found);
  }
  return found;
}

function dataModel(messages: readonly unknown[]): unknown {
  let model: Record<string, unknown> = {};
  for (const message of messages as {updateDataModel?: {path?: string; value?: unknown}}[]) {
    const update = message.updateDataModel;
    if (!update) continue;
    if (!update.path || update.path === '/') model = update.value as Record<string, unknown>;
    else model[update.path.replace(/^\//, '')] = update.value;
  }
  return model;
}

/** Resolves `{path}` arguments (absolute ones; relative ones, whose template scope is unknown
 * here, stay unresolved: undefined, as data that has not arrived). */
function resolveArgs(args: Record<string, unknown>, data: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).map(([key, value]) => {
      const path = (value as {path?: unknown})?.path;
      if (typeof path !== 'string') return [key, value];
      return [key, path.startsWith('/') ? pointerGet(data, path) : undefined];
    }),
  );
}

const implemented = /^[GyYuQqMLwWdDFEecabBhHKkmsSAzZOvVXx]$/;

for (const version of specVersions) {
  describe(`functions in the ${version} basic examples`, () => {
    for (const example of basicExamples(version)) {
      const found = calls(example.messages);
      if (found.length === 0) continue;
      it(`${example.file}: ${found.length} calls evaluate without reports`, () => {
        const data = dataModel(example.messages);
        for (const call of found) {
          assert.ok(basicFunctions[call.call], `unknown function ${call.call}`);
          if (call.call === 'formatString' && typeof call.args.value === 'string') {
            assert.doesNotThrow(
              () => parseFormatString(call.args.value as string),
              call.args.value,
            );
          }
          if (call.call === 'formatDate' && typeof call.args.format === 'string') {
            const letters = call.args.format.replace(/'[^']*'/g, '').match(/[A-Za-z]/g) ?? [];
            for (const letter of letters) assert.match(letter, implemented, call.args.format);
          }
          const context = fakeContext({data, userAction: false});
          basicFunctions[call.call]!.impl(resolveArgs(call.args, data), context);
          const unexpected = context.reports.filter((r) => !r.startsWith('openUrl'));
          assert.deepEqual(unexpected, [], `${call.call} ${JSON.stringify(call.args)}`);
        }
      });
    }
  });
}

describe('formatted output of official examples', () => {
  it('writes the calendar example line as the spec intends', () => {
    const context = fakeContext({
      data: {start: '2025-12-19T14:00:00Z', end: '2025-12-19T15:30:00Z'},
    });
    const value =
      "${formatDate(value: ${/start}, format: 'E, MMM d')} • ${formatDate(value: ${/start}, format: 'h:mm a')} - ${formatDate(value: ${/end}, format: 'h:mm a')}";
    assert.equal(
      basicFunctions.formatString!.impl({value}, context),
      'Fri, Dec 19 • 2:00 PM - 3:30 PM',
    );
  });
});

for (const version of specVersions) {
  describe(`basicFunctions against the ${version} catalog.json`, () => {
    const catalog = readSpecJson(version, 'catalogs/basic/catalog.json') as {
      functions: Record<string, {properties: {returnType: {const: string}}}>;
    };

    it('implements every catalog function and nothing else', () => {
      assert.deepEqual(Object.keys(basicFunctions).sort(), Object.keys(catalog.functions).sort());
    });

    it('declares the return type the catalog fixes for each function', () => {
      for (const [name, schema] of Object.entries(catalog.functions)) {
        assert.equal(basicFunctions[name]?.returnType, schema.properties.returnType.const, name);
      }
    });
  });
}
