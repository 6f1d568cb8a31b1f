// Adds up the test counts that node:test and @web/test-runner printed into the given logs and
// prints one line "N passed, N failed".
import {readFileSync} from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  // eslint-disable-next-line no-control-regex
  const text = readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  for (const block of text.split(/^> /m)) {
    const pass = [...block.matchAll(/^ℹ pass (\d+)$/gm)].at(-1);
    const fail = [...block.matchAll(/^ℹ fail (\d+)$/gm)].at(-1);
    if (pass) passed += Number(pass[1]);
    if (fail) failed += Number(fail[1]);
    // @web/test-runner redraws its progress line; the last one holds the totals.
    const wtr = [...block.matchAll(/test files \| (\d+) passed, (\d+) failed/g)].at(-1);
    if (wtr) {
      passed += Number(wtr[1]);
      failed += Number(wtr[2]);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
