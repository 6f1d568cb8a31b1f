// docs/migrating-from-a2ui-lit.md: every code block is run (the "before" ones against @a2ui/lit
// 0.11 by test/browser/docs-migration-lit.test.ts, the "after" ones by
// test/browser/docs-migration.test.ts, which this test holds them to line for line), and what the
// guide's tables and token counts say is read here from both libraries' sources.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {docBlocks, unmirroredLines} from './docs-blocks.js';
import {MessageProcessor, basicCatalog, tagFor} from '../../src/core.js';

const root = join(import.meta.dirname, '..', '..');
const guide = 'docs/migrating-from-a2ui-lit.md';
const doc = readFileSync(join(root, guide), 'utf8');
const blocks = docBlocks(join(root, guide));
const entryPoints = new Map([
  ['src/index.js', 'a2ui-elements'],
  ['src/adapters/v0_8/index.js', 'a2ui-elements/v0_8'],
]);
const webCore = join(root, 'node_modules/@a2ui/web_core/src/v0_9');
const read = (path: string) => readFileSync(path, 'utf8');

test('every code block of the guide says how it is run', () => {
  assert.equal(blocks.length, 18);
  for (const block of blocks) assert.ok(block.kind, `line ${block.line}: no marker above it`);
  const markers = blocks.map((block) => block.target).filter((target) => target!.endsWith('css'));
  assert.deepEqual(markers, ['lit-css', 'css'], 'one CSS block for each browser test');
});

test('every line of each block is in the browser test that runs it', () => {
  const mirrors = blocks.filter((block) => block.kind === 'mirror');
  assert.deepEqual([...new Set(mirrors.map((block) => block.target))].sort(), [
    'test/browser/docs-migration-lit.test.ts',
    'test/browser/docs-migration.test.ts',
  ]);
  for (const block of mirrors) {
    // The repository's zod is 4: the test imports the zod 3 of @a2ui/web_core, which an app on
    // @a2ui/lit has as 'zod'.
    const missing = unmirroredLines(root, block, entryPoints).filter(
      (line) =>
        !(
          line === "import {z} from 'zod';" &&
          read(join(root, block.target!)).includes('/@a2ui/web_core/node_modules/zod/index.cjs')
        ),
    );
    assert.deepEqual(missing, [], `line ${block.line}: lines missing from ${block.target}`);
  }
});

test('the install commands name real packages', () => {
  const pkg = JSON.parse(read(join(root, 'package.json')));
  const known = new Set([pkg.name, ...Object.keys(pkg.devDependencies)]);
  const names = blocks
    .filter((block) => block.target === 'install')
    .flatMap((block) => block.code.split('\n'))
    .flatMap((line) => line.replace(/#.*/, '').split(/\s+/).slice(2).filter(Boolean));
  assert.deepEqual(names, ['@a2ui/lit', '@a2ui/web_core', '@a2ui/markdown-it', 'a2ui-elements']);
  for (const name of names) assert.ok(known.has(name), name);
});

test('the tag table gives each basic component the tag each library renders it with', () => {
  const theirs = new Map<string, string>();
  for (const file of readdirSync(join(webCore, 'basic_catalog/components'))) {
    if (!/^[A-Z]\w+\.js$/.test(file) || file.includes('.test.')) continue;
    const entry = /export const A2ui(\w+) = \{\s*\.\.\.\w+,\s*tagName: '([\w-]+)'/.exec(
      read(join(webCore, 'basic_catalog/components', file)),
    );
    if (entry) theirs.set(entry[1]!, entry[2]!);
  }
  const rows = [...doc.matchAll(/^\| (\w+) \| `([\w-]+)` \| `([\w-]+)` \|$/gm)];
  assert.equal(rows.length, 18);
  assert.equal(theirs.size, 18);
  for (const [, name, their, ours] of rows) {
    assert.equal(their, theirs.get(name!), `${name}: @a2ui/lit's tag`);
    assert.equal(ours, tagFor(basicCatalog.components[name!]!), `${name}: our tag`);
  }
  const same = rows.filter(([, , their, ours]) => their === ours).map(([, , tag]) => tag);
  assert.equal(same.length, 9, 'a2ui-surface and nine more tags: "and six more" plus three named');
  for (const tag of ['a2ui-card', 'a2ui-image', 'a2ui-modal']) assert.ok(same.includes(tag));
});

test('the token counts and names of the theming section are those of both sources', () => {
  const names = (text: string) =>
    new Set([...text.matchAll(/^\s*(--a2ui-[\w-]+):/gm)].map((m) => m[1]!));
  const theirs = names(read(join(webCore, 'basic_catalog/styles/default.js')));
  // The global tokens, and those derived per element from the primary colour (no global value).
  const ours = new Set([
    ...names(read(join(root, 'components/shared/tokens.ts'))),
    ...[
      ...read(join(root, 'components/shared/base.styles.ts')).matchAll(/var\(\s*(--a2ui-[\w-]+)/g),
    ].map((m) => m[1]!),
  ]);
  const both = [...theirs].filter((token) => ours.has(token));
  const section = doc.slice(
    doc.indexOf('## Theming'),
    doc.indexOf('Before:', doc.indexOf('## Theming')),
  );
  assert.ok(section.includes(`${both.length} global tokens have the same name in both`));
  for (const token of [
    '--a2ui-color-primary',
    '--a2ui-color-on-primary',
    '--a2ui-color-background',
  ]) {
    assert.ok(both.includes(token), token);
  }
  for (const token of ['--a2ui-color-surface', '--a2ui-color-border', '--a2ui-border-radius']) {
    assert.ok(both.includes(token), token);
  }
  for (const token of ['--a2ui-spacing-xs', '--a2ui-spacing-xl', '--a2ui-font-size']) {
    assert.ok(both.includes(token), token);
  }
  for (const token of ['--a2ui-grid-base', '--a2ui-border', '--a2ui-font-size-xs']) {
    assert.ok(theirs.has(token) && !ours.has(token), `${token} is @a2ui/lit's only`);
  }
  assert.ok(
    read(join(webCore, 'basic_catalog/components/Button.js')).includes(
      '--a2ui-button-border-radius',
    ),
  );
  assert.ok(read(join(root, 'docs/theming.md')).includes('| `--a2ui-button-radius` |'));
});

test('the methods the name table maps exist on each side', () => {
  const theirs = read(join(webCore, 'processing/message-processor.js'));
  for (const name of [
    'onSurfaceCreated',
    'onSurfaceDeleted',
    'getClientCapabilities',
    'getClientDataModel',
  ]) {
    assert.ok(doc.includes(`${name}(`), name);
    assert.ok(new RegExp(`^    ${name}\\(`, 'm').test(theirs), `@a2ui/web_core has ${name}`);
  }
  for (const name of ['getSurface', 'clientCapabilities', 'clientDataModel'] as const) {
    assert.ok(doc.includes(`processor.${name}(`), name);
    assert.equal(typeof MessageProcessor.prototype[name], 'function', name);
  }
});

test('the README links to the guide from its comparison with @a2ui/lit', () => {
  const readme = read(join(root, 'README.md'));
  const section = readme.slice(
    readme.indexOf('## Compared with `@a2ui/lit`'),
    readme.indexOf('## Benchmarks'),
  );
  assert.ok(section.includes(`](${guide})`));
});
