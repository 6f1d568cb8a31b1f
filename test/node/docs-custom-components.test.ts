// docs/custom-components.md: every code block is run. `file:` blocks make the project the page
// walks through (built and driven in Chromium by test/e2e/custom-components-doc.test.ts),
// `mirror:` blocks appear line for line in a tested file, `shell:` blocks name real packages.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {docBlocks} from './docs-blocks.js';

const root = join(import.meta.dirname, '..', '..');
const blocks = docBlocks(join(root, 'docs/custom-components.md'));

test('every code block of the guide says how it is run', () => {
  assert.ok(blocks.length >= 10, `${blocks.length} blocks`);
  for (const block of blocks) {
    assert.ok(block.kind, `line ${block.line}: no <!-- file|mirror|run --> marker above it`);
  }
});

test('the guide builds its project from index.html, stat-card.ts, my-catalog.ts and main.ts', () => {
  const files = blocks.filter((b) => b.kind === 'file').map((b) => b.target);
  assert.deepEqual(files, ['index.html', 'stat-card.ts', 'my-catalog.ts', 'main.ts']);
});

for (const block of blocks.filter((b) => b.kind === 'mirror')) {
  test(`line ${block.line}: every line is in ${block.target}, which runs it`, () => {
    const mirrored = new Set(
      readFileSync(join(root, block.target!), 'utf8')
        .split('\n')
        .map((line) =>
          line.trim().replace(/'(?:\.\.\/)+src\/(\w[\w-]*)\.js'/, (_, name) => {
            return name === 'index' ? "'a2ui-elements'" : `'a2ui-elements/${name}'`;
          }),
        ),
    );
    for (const line of block.code
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      assert.ok(mirrored.has(line), `"${line}" is in ${block.target}`);
    }
  });
}

test('the install commands name this package and packages it is built with', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const known = new Set([
    pkg.name,
    ...Object.keys(pkg.dependencies),
    ...Object.keys(pkg.devDependencies),
  ]);
  const installs = blocks
    .filter((b) => b.kind === 'run')
    .flatMap((b) => b.code.split('\n'))
    .filter((line) => line.startsWith('npm install'));
  assert.ok(installs.length > 0);
  for (const line of installs) {
    for (const name of line
      .replace(/^npm install( -D)?/, '')
      .trim()
      .split(/\s+/)) {
      assert.ok(known.has(name), `${name} is a real package of this project`);
    }
  }
});
