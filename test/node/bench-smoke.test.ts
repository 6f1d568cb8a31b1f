// Runs the benchmark harness at tiny sizes so it cannot rot. It asserts that the run completes
// and that bench/results.json is well formed for all three contestants, never the timings.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {ResultRow, Results} from '../../bench/lib/results.js';

const REPO = resolve(import.meta.dirname, '../..');
const CONTESTANTS = ['ours', 'theirs', 'floor'] as const;

describe('the benchmark harness at tiny sizes', {timeout: 120_000}, () => {
  let dir: string;
  let results: Results;
  let run: ReturnType<typeof spawnSync>;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'a2ui-bench-'));
    const out = join(dir, 'results.json');
    run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/run.ts', '--quick', `--out=${out}`],
      {
        cwd: REPO,
        encoding: 'utf8',
        timeout: 110_000,
      },
    );
    results = JSON.parse(readFileSync(out, 'utf8')) as Results;
  });

  after(() => rmSync(dir, {recursive: true, force: true}));

  const rowsOf = (workload: number): ResultRow[] =>
    results.rows.filter((row) => row.workload.startsWith(`${workload}.`));

  it('exits successfully and prints the table', () => {
    assert.equal(run.status, 0, String(run.stderr));
    assert.match(String(run.stdout), /ours\/lit\s+ours\/floor/);
  });

  it('records the date, the machine and the browser', () => {
    assert.equal(results.mode, 'quick');
    assert.ok(!Number.isNaN(Date.parse(results.date)));
    assert.ok(results.machine.cores > 0);
    assert.ok(results.machine.cpu.length > 0);
    assert.match(results.browser, /^Chromium \d+/);
  });

  it('runs all three contestants', () => {
    for (const name of CONTESTANTS) {
      assert.equal(results.contestants[name]?.available, true, results.contestants[name]?.error);
    }
  });

  it('reports every workload from bundle size to heap', () => {
    for (let workload = 1; workload <= 7; workload++) {
      assert.ok(rowsOf(workload).length > 0, `no rows for workload ${workload}`);
    }
  });

  it('gives each contestant a finite median in every timed row', () => {
    const timed = results.rows.filter((row) => row.unit === 'ms' && !row.case.includes('layout'));
    for (const row of timed) {
      for (const name of CONTESTANTS) {
        const value = row.values[name];
        assert.ok(
          typeof value === 'number' && Number.isFinite(value) && value >= 0,
          `${row.workload} ${row.case}: ${name} = ${value} (${row.notes?.[name] ?? 'no note'})`,
        );
      }
    }
  });

  it('gives each contestant a bundle size and a heap figure', () => {
    for (const workload of [1, 7]) {
      const [first] = rowsOf(workload);
      for (const name of CONTESTANTS) assert.ok(Number.isFinite(first!.values[name]), name);
    }
  });

  it('computes ours / theirs and ours / floor wherever a timed row compares', () => {
    const [render] = rowsOf(2);
    assert.ok(Number.isFinite(render!.ratios.oursVsTheirs));
    assert.ok(Number.isFinite(render!.ratios.oursVsFloor));
  });
});
