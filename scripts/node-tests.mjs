// Runs the Node test files under the given folders (or given by name) with node:test (Node 20 has no --test globs).
import {spawnSync} from 'node:child_process';
import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

function testFiles(dir) {
  if (statSync(dir).isFile()) return [dir]; // one test file given by name
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.(ts|mjs|js)$/.test(name) ? [path] : [];
  });
}

const files = process.argv.slice(2).flatMap(testFiles).sort();
// Two files at a time: many wait on servers and timers, so two keep both cores of a small machine busy.
// A test file (the limit holds for a whole file too) or a test that hangs fails after 5 minutes
// (packing and installing the package takes 2 on a loaded machine), and a run that has not ended
// after 20 (a file kept alive by a server or timer a test left running) is stopped and fails:
// nothing holds up the suite for ever. (Not --test-force-exit: it ended files with tests still running, unreported.)
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=2',
    '--test-timeout=300000',
    '--test-reporter=spec',
    ...files,
  ],
  {stdio: 'inherit', timeout: 20 * 60_000, killSignal: 'SIGKILL'},
);
if (result.error) console.error(`node tests: ${result.error.message}`);
process.exit(result.status ?? 1);
