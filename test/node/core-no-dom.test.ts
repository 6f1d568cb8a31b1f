import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const coreUrl = pathToFileURL(join(repoRoot, 'src/core.ts')).href;

// Runs in a fresh process / worker so nothing another test put on globalThis can help.
const script = `
  const core = await import(${JSON.stringify(coreUrl)});
  const processor = new core.MessageProcessor({locale: 'en-US'});
  const errors = [];
  processor.addEventListener('error', (e) => errors.push(e.detail.code));
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: core.BASIC_CATALOG_ID}},
    {version: 'v0.9', updateComponents: {surfaceId: 's', components: [
      {id: 'root', component: 'Text', text: {path: '/t'}}]}},
    {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/t', value: 'ok'}},
  ]);
  const text = new core.ComponentContext(processor.getSurface('s'), 'root').props.text;
  const dom = ['window', 'document', 'HTMLElement', 'customElements'].filter((g) => g in globalThis);
  const result = JSON.stringify({text, errors, dom, valid: core.validateMessage(
    {version: 'v0.9', deleteSurface: {surfaceId: 's'}}, {direction: 'agentToRenderer'}).ok});
`;

const expected = {text: 'ok', errors: [], dom: [], valid: true};

// The process and the worker start side by side: each test waits on its own.
describe('a2ui-elements/core without a DOM', {concurrency: true}, () => {
  it('imports and processes messages in a plain Node process', async () => {
    // Rejects, with the process's stderr, when it exits with another status than 0.
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script + 'console.log(result);'],
      {cwd: repoRoot, encoding: 'utf8'},
    );
    assert.deepEqual(JSON.parse(run.stdout.trim().split('\n').pop()!), expected);
  });

  it('imports and processes messages in a worker thread', async () => {
    // Workers do not inherit the tsx loader: register it inside before importing TypeScript.
    const tsxApi = pathToFileURL(join(repoRoot, 'node_modules/tsx/dist/esm/api/index.mjs')).href;
    const worker = new Worker(
      `(async () => {
        (await import(${JSON.stringify(tsxApi)})).register();
        ${script}
        require('node:worker_threads').parentPort.postMessage(result);
      })()`,
      {eval: true},
    );
    const result = await new Promise<string>((resolvePromise, reject) => {
      worker.once('message', resolvePromise);
      worker.once('error', reject);
    });
    await worker.terminate();
    assert.deepEqual(JSON.parse(result), expected);
  });
});
