// docs/custom-components.md: every code block is run. `file:` blocks make the project the page
// walks through (built and driven in Chromium by test/e2e/custom-components-doc.test.ts),
// `mirror:` blocks appear line for line in a tested file, `shell:` blocks name real packages.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
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

test('the walk-through type-checks as a strict app, with the props types the page states', () => {
  const guide = readFileSync(join(root, 'docs/custom-components.md'), 'utf8');
  const stated = /For the card below it is\s+`([^`]+)`/.exec(guide)?.[1];
  assert.ok(stated, 'the page states the PropsOf type of its card');
  assert.ok(guide.includes('`label` is `string | undefined`'), 'and the type of this.props.label');
  const dir = mkdtempSync(join(tmpdir(), 'custom-components-types-'));
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    for (const block of blocks) {
      if (block.kind === 'file' && block.target!.endsWith('.ts')) {
        writeFileSync(join(dir, block.target!), block.code + '\n');
      }
    }
    const equal = '(<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2';
    writeFileSync(
      join(dir, 'stated-types.ts'),
      [
        "import type {PropsOf} from 'a2ui-elements';",
        "import type {StatCard} from './stat-card.js';",
        `type Equal<A, B> = ${equal} ? true : false;`,
        `export const propsOf: Equal<PropsOf<typeof StatCard.api>, ${stated}> = true;`,
        "export const label: Equal<StatCard['props']['label'], string | undefined> = true;",
      ].join('\n'),
    );
    // As a Vite app compiles it, `a2ui-elements` resolving to the sources.
    const compilerOptions = {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: [],
      strict: true,
      noImplicitOverride: true,
      useDefineForClassFields: false,
      noEmit: true,
      skipLibCheck: true,
      paths: {'a2ui-elements': [join(root, 'src/index.ts')]},
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({compilerOptions, include: ['*.ts']}));
    const tsc = join(root, 'node_modules/typescript7/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', dir], {encoding: 'utf8'});
    assert.equal(result.status, 0, result.stdout + result.stderr);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
