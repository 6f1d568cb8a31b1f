import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const doc = readFileSync(join(repoRoot, 'docs/core.md'), 'utf8');

function fencedBlock(language: string): string {
  const match = new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```').exec(doc);
  assert.ok(match, `docs/core.md has a ${language} block`);
  return match[1]!;
}

describe('docs/core.md', () => {
  it('the example runs and prints exactly the documented output', async () => {
    const coreUrl = pathToFileURL(join(repoRoot, 'src/core.ts')).href;
    const code = fencedBlock('ts').replace("'a2ui-elements/core'", JSON.stringify(coreUrl));
    const dir = mkdtempSync(join(tmpdir(), 'a2ui-doc-'));
    const file = join(dir, 'example.mts');
    writeFileSync(file, code);
    const printed: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => printed.push(args.map(String).join(' '));
    try {
      await import(pathToFileURL(file).href);
    } finally {
      console.log = original;
      rmSync(dir, {recursive: true, force: true});
    }
    assert.deepEqual(printed, fencedBlock('text').split('\n'));
  });
});
