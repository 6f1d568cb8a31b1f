// `npm test` starts with scripts/chromium-path.mjs: on a machine without a Chromium it stops at
// once saying how to get one, instead of failing minutes later in Playwright's words.
import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

const SCRIPT = resolve(import.meta.dirname, '../../scripts/chromium-path.mjs');
const run = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, [SCRIPT], {encoding: 'utf8', env: {...process.env, ...env}});

describe('finding the Chromium the tests drive', () => {
  it('takes CHROME_PATH when it names a file', () => {
    const result = run({CHROME_PATH: process.execPath});
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stderr, '');
  });

  it('stops at once, naming CHROME_PATH, when it names no file', () => {
    const result = run({CHROME_PATH: '/no/such/chromium'});
    assert.equal(result.status, 1);
    assert.equal(result.stderr.trim(), 'CHROME_PATH is /no/such/chromium, which does not exist.');
  });
});
