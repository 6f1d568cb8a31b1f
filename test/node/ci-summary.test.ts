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
    const failed = lines.slice(lines.indexOf('Failed:'));
    assert.deepEqual(failed.slice(1, -1), [
      '  test/node/a.test.ts:3:57: reconnects after a drop (0.8ms)',
      '    AssertionError [ERR_ASSERTION]: 1 == 2',
      '  ❌ focus > keeps the row focused',
      "    AssertionError: expected 'BODY' to equal 'BUTTON'",
    ]);
  });

  it('counts a stage that failed outside any test as one failure, and passes a clean run', () => {
    const crashed = summarise({'lint.log': ['error: 1 problem', 2]});
    assert.equal(crashed.status, 1);
    assert.equal(crashed.lines.at(-1), '0 passed, 1 failed');
    const clean = summarise({'node.log': ['ℹ pass 3\nℹ fail 0\n', 0]});
    assert.deepEqual(clean, {status: 0, lines: ['3 passed, 0 failed']});
  });
});
