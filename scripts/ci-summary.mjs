// Adds up the test counts that node:test and @web/test-runner printed into the given logs and
// prints one line "N passed, N failed". Each argument is `LOG:EXIT_CODE`; a stage that failed
// without a failing test (a type error, a lint error, a crash) counts as one failure.
import {readFileSync} from 'node:fs';

let passed = 0;
let failed = 0;
for (const argument of process.argv.slice(2)) {
  const [file, exitCode = '0'] = argument.split(':');
  // eslint-disable-next-line no-control-regex
  const text = readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  let stageFailed = 0;
  for (const block of text.split(/^> /m)) {
    const pass = [...block.matchAll(/^ℹ pass (\d+)$/gm)].at(-1);
    const fail = [...block.matchAll(/^ℹ fail (\d+)$/gm)].at(-1);
    // A test stopped by its timeout (or its file's) is cancelled: it did not pass.
    const cancelled = [...block.matchAll(/^ℹ cancelled (\d+)$/gm)].at(-1);
    if (pass) passed += Number(pass[1]);
    if (fail) stageFailed += Number(fail[1]);
    if (cancelled) stageFailed += Number(cancelled[1]);
    // @web/test-runner redraws its progress line; the last one holds the totals.
    const wtr = [...block.matchAll(/test files \| (\d+) passed, (\d+) failed/g)].at(-1);
    if (wtr) {
      passed += Number(wtr[1]);
      stageFailed += Number(wtr[2]);
    }
  }
  if (exitCode !== '0' && stageFailed === 0) {
    console.log(`${file}: the stage failed (exit ${exitCode}) outside any test`);
    stageFailed = 1;
  }
  failed += stageFailed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
