// Runs the bare-Lit reference (`npm run bench:reference`) at tiny sizes so it cannot rot. It
// asserts the table's shape, never the timings.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';

const REPO = resolve(import.meta.dirname, '../..');

describe('the bare-Lit reference at tiny sizes', {timeout: 120_000}, () => {
  let dir: string;
  let run: ReturnType<typeof spawnSync>;
  let table: string;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'a2ui-reference-'));
    const out = join(dir, 'reference.md');
    run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/reference.ts', '--quick', `--out=${out}`],
      {cwd: REPO, encoding: 'utf8', timeout: 110_000},
    );
    table = readFileSync(out, 'utf8');
  });

  after(() => rmSync(dir, {recursive: true, force: true}));

  it('exits successfully', () => {
    assert.equal(run.status, 0, String(run.stderr));
  });

  it('reports initial render and streaming for the floor, bare Lit, ours and @a2ui/lit', () => {
    assert.match(table, /\| Case \| floor \| bare Lit \| ours \| @a2ui\/lit \|/);
    const rows = table.split('\n').filter((line) => /^\| (Initial render|Streaming)/.test(line));
    assert.equal(rows.length, 4);
    for (const row of rows) {
      const cells = row
        .split('|')
        .slice(2, -1)
        .map((cell) => cell.trim());
      assert.equal(cells.length, 9, row);
      // @a2ui/lit takes part in initial render only: its streaming cells are dashes.
      const streaming = row.startsWith('| Streaming');
      cells.forEach((cell, i) => {
        const official = i === 3 || i === 7 || i === 8;
        if (streaming && official) assert.equal(cell, '—', row);
        else assert.ok(Number(cell) > 0, row);
      });
    }
  });
});
