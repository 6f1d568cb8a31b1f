// Adds up the test counts that node:test and @web/test-runner printed into the given logs and
// prints one line "N passed, N failed", after the names of the tests that failed (a CI service
// may keep only the end of the log). Each argument is `LOG:EXIT_CODE`; a stage that failed
// without a failing test (a type error, a lint error, a crash) counts as one failure.
import {readFileSync} from 'node:fs';

let passed = 0;
let failed = 0;
const failures = [];
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
  failures.push(...failedTests(text));
  if (exitCode !== '0' && stageFailed === 0) {
    console.log(`${file}: the stage failed (exit ${exitCode}) outside any test`);
    stageFailed = 1;
  }
  failed += stageFailed;
}
if (failures.length > 0) {
  // Every failure's name (up to 60); the first five with their whole error message, the rest
  // with its first line, so many failures still fit in the lines a CI service keeps.
  const shown = failures
    .slice(0, 60)
    .flatMap(([name, ...error], i) => [name, ...(i < 5 ? error : error.slice(0, 1))]);
  // Which Node ran them: a failure that does not reproduce elsewhere may come from it.
  console.log(`Node ${process.version} on ${process.platform} ${process.arch}`);
  console.log(`Failed:\n${shown.join('\n')}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/**
 * Where and what failed, one `[name, ...error lines]` each: node:test's "failing tests" list (its
 * location line, name and the error's message, which for a fast-check property holds its seed
 * and counterexample) and @web/test-runner's ❌ lines (with the error line under each).
 */
function failedTests(text) {
  const lines = text.split('\n');
  const found = [];
  const firstLineAfter = (i) =>
    lines
      .slice(i + 1)
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  const failingList = lines.findIndex((line) => line.startsWith('✖ failing tests:'));
  if (failingList >= 0) {
    lines.forEach((line, i) => {
      if (i > failingList && line.startsWith('test at ')) {
        found.push([
          `  ${line.slice(8)}: ${firstLineAfter(i).replace(/^✖ /, '')}`,
          ...errorLines(lines, i + 2),
        ]);
      }
    });
  }
  lines.forEach((line, i) => {
    if (line.trim().startsWith('❌')) found.push([`  ${line.trim()}`, `    ${firstLineAfter(i)}`]);
  });
  return found;
}

/** An error's message from `start`, up to its stack trace (and its cause's first line): at most
 * 30 lines (a long diff is cut), each cut at 300 characters. */
function errorLines(lines, start) {
  const message = [];
  for (let i = start; i < lines.length && message.length < 30; i++) {
    const line = lines[i].replace(/^ {2}/, '').trimEnd();
    if (line.startsWith('test at ') || line.startsWith('✖ ')) break;
    if (line.trimStart().startsWith('at ')) {
      const rest = lines.slice(i);
      const end = rest.findIndex((l) => l.startsWith('test at '));
      const cause = rest
        .slice(0, end < 0 ? undefined : end)
        .find((l) => l.trim().startsWith('[cause]:'));
      if (cause) message.push(cause.trim());
      break;
    }
    if (line !== '' && !line.startsWith('Hint:')) message.push(line.slice(0, 300));
  }
  return message.map((line) => `    ${line}`);
}
