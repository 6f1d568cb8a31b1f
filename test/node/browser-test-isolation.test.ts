// The browser suites reuse each page from one test file to the next (scripts/reused-pages.mjs):
// a file must still find nothing an earlier file left behind. Runs the two fixtures in
// test/browser-isolation/ one after the other on one page, with the suites' own configuration.
import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';

const REPO = resolve(import.meta.dirname, '../..');
const FIXTURES = ['a-leaves-state', 'b-finds-none'].map(
  (name) => `test/browser-isolation/${name}.test.ts`,
);

describe('browser test files sharing a page', {timeout: 120_000}, () => {
  let output: string;
  let status: number | null;

  before(() => {
    const run = spawnSync(
      process.execPath,
      ['node_modules/@web/test-runner/dist/bin.js', '--files', ...FIXTURES, '--concurrency', '1'],
      {cwd: REPO, encoding: 'utf8', timeout: 110_000, env: {...process.env, A2UI_FRESH_PAGES: ''}},
    );
    output = run.stdout + run.stderr;
    status = run.status;
  });

  it('the second file finds no storage, cookie, media emulation or mouse button of the first', () => {
    assert.equal(status, 0, output);
    assert.match(output, /2 passed, 0 failed/);
  });

  it('the second file ran on the first file’s page (its history is longer)', () => {
    const lengths = [...output.matchAll(/history\.length=(\d+)/g)].map((m) => Number(m[1]));
    assert.equal(lengths.length, 2, output);
    assert.ok(lengths[1]! > lengths[0]!, `history lengths ${lengths.join(', ')}`);
  });
});
