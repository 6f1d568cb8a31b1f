// .ci/run ends with scripts/ci-summary.mjs: a CI service may keep only the end of the log, so the
// last lines must say what failed, not only how many.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

const SCRIPT = resolve(import.meta.dirname, '../../scripts/ci-summary.mjs');

function summarise(logs: Record<string, [text: string, exitCode: number]>) {
  const dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
  const args = Object.entries(logs).map(([name, [text, exitCode]]) => {
    writeFileSync(join(dir, name), text);
    return `${join(dir, name)}:${exitCode}`;
  });
  const run = spawnSync(process.execPath, [SCRIPT, ...args], {encoding: 'utf8'});
  return {status: run.status, lines: run.stdout.trimEnd().split('\n')};
}

const NODE_FAILURE = `✔ passes (0.1ms)
ℹ pass 7
ℹ fail 1
ℹ cancelled 0

✖ failing tests:

test at test/node/a.test.ts:3:57
✖ reconnects after a drop (0.8ms)
  AssertionError [ERR_ASSERTION]: 1 == 2
      at TestContext.<anonymous> (file:///a.test.ts:3:89)
`;
const PROPERTY_FAILURE = `ℹ pass 3
ℹ fail 1

✖ failing tests:

test at test/node/regex.test.ts:1:1210
✖ agrees with RegExp (608ms)
  Error: Property failed after 3398 tests
  { seed: 42, path: "3397:1", endOnFailure: true }
  Counterexample: ["a(?=b)",["ab"]]
  Shrunk 1 time(s)

  Hint: Enable verbose mode in order to have the list of all failing values encountered during the run
      at buildError (file:///fast-check.js:2497:16) {
    [cause]: AssertionError [ERR_ASSERTION]: /a(?=b)/ on "ab"
        at Property.predicate (file:///fast-check.js:1379:99) {
      code: 'ERR_ASSERTION'
    }
  }
`;
const DIFF_FAILURE = `ℹ pass 0
ℹ fail 1

✖ failing tests:

test at test/node/diff.test.ts:2:1
✖ compares objects (1ms)
  AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:
  + actual - expected

    {
      a: 1,
  +   b: 3,
  -   b: 4,
      c: 5,
      d: 6,
      e: 7
    }

      at t (file:///diff.test.ts:2:9)
`;
const BROWSER_FAILURE = `test/browser/focus.test.ts:

 ❌ focus > keeps the row focused
      AssertionError: expected 'BODY' to equal 'BUTTON'
      at n.<anonymous> (test/browser/focus.test.ts:9:3)

Chromium: |███| 2/2 test files | 11 passed, 1 failed
`;

describe('the CI summary', () => {
  it('names each failed test and its error above the count, which stays the last line', () => {
    const {status, lines} = summarise({
      'node.log': [NODE_FAILURE, 1],
      'browser.log': [BROWSER_FAILURE, 1],
    });
    assert.equal(status, 1);
    assert.equal(lines.at(-1), '18 passed, 2 failed');
    assert.equal(
      lines[lines.indexOf('Failed:') - 1],
      `Node ${process.version} on ${process.platform} ${process.arch}`,
    );
    const failed = lines.slice(lines.indexOf('Failed:'));
    assert.deepEqual(failed.slice(1, -1), [
      '  test/node/a.test.ts:3:57: reconnects after a drop (0.8ms)',
      '    AssertionError [ERR_ASSERTION]: 1 == 2',
      '  ❌ focus > keeps the row focused',
      "    AssertionError: expected 'BODY' to equal 'BUTTON'",
    ]);
  });

  it("shows a failed property's seed and counterexample, and the cause it threw", () => {
    const {lines} = summarise({'node.log': [PROPERTY_FAILURE, 1]});
    assert.deepEqual(lines.slice(lines.indexOf('Failed:') + 1, -1), [
      '  test/node/regex.test.ts:1:1210: agrees with RegExp (608ms)',
      '    Error: Property failed after 3398 tests',
      '    { seed: 42, path: "3397:1", endOnFailure: true }',
      '    Counterexample: ["a(?=b)",["ab"]]',
      '    Shrunk 1 time(s)',
      '    [cause]: AssertionError [ERR_ASSERTION]: /a(?=b)/ on "ab"',
    ]);
  });

  it('names every one of many failures, the first five with their whole message', () => {
    const failure = (n: number) =>
      `test at test/node/many.test.ts:${n}:1\n✖ case ${n} (1ms)\n  AssertionError: values differ\n  + actual - expected\n\n  + ${n}\n  - 0\n      at t (file:///many.test.ts:${n}:9)\n`;
    const log = `ℹ pass 0\nℹ fail 20\n\n✖ failing tests:\n\n${Array.from({length: 20}, (_, i) => failure(i + 1)).join('\n')}`;
    const {lines} = summarise({'node.log': [log, 1]});
    const failed = lines.slice(lines.indexOf('Failed:') + 1, -1);
    const names = failed.filter((line) => line.startsWith('  test/'));
    assert.equal(names.length, 20);
    // The first: its whole message, the diff's indentation kept; the sixth: its first line only.
    assert.deepEqual(failed.slice(0, 5), [
      '  test/node/many.test.ts:1:1: case 1 (1ms)',
      '    AssertionError: values differ',
      '    + actual - expected',
      '    + 1',
      '    - 0',
    ]);
    const sixth = failed.indexOf('  test/node/many.test.ts:6:1: case 6 (1ms)');
    assert.deepEqual(failed.slice(sixth + 1, sixth + 3), [
      '    AssertionError: values differ',
      '  test/node/many.test.ts:7:1: case 7 (1ms)',
    ]);
  });

  it('shows the whole diff of a failed deep comparison, indented as printed', () => {
    const {lines} = summarise({'node.log': [DIFF_FAILURE, 1]});
    const failed = lines.slice(lines.indexOf('Failed:') + 1, -1);
    assert.ok(
      failed.includes('    +   b: 3,') && failed.includes('    -   b: 4,'),
      failed.join('\n'),
    );
    assert.equal(failed.at(-1), '      }');
  });

  it('counts a stage that failed outside any test as one failure, and passes a clean run', () => {
    const crashed = summarise({'lint.log': ['error: 1 problem', 2]});
    assert.equal(crashed.status, 1);
    assert.equal(crashed.lines.at(-1), '0 passed, 1 failed');
    const clean = summarise({'node.log': ['ℹ pass 3\nℹ fail 0\n', 0]});
    assert.deepEqual(clean, {status: 0, lines: ['3 passed, 0 failed']});
  });
});
