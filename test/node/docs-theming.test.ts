// docs/theming.md lists exactly what the elements document in their JSDoc (the source of
// custom-elements.json): each element's own custom properties and parts, and the global tokens
// of components/shared/tokens.ts. What they draw is checked in test/browser/theme-docs.test.ts.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {docBlocks} from './docs-blocks.js';

const root = join(import.meta.dirname, '..', '..');
const doc = readFileSync(join(root, 'docs/theming.md'), 'utf8');

/** Custom properties and parts the doc lists under `### <tag>`. */
function documented(tag: string): {properties: string[]; parts: string[]} {
  const start = doc.indexOf('### `<' + tag + '>`');
  assert.ok(start >= 0, `docs/theming.md has a section for <${tag}>`);
  const end = doc.indexOf('\n#', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return {
    properties: [...section.matchAll(/^\| `(--a2ui-[\w-]+)` \|/gm)].map((m) => m[1]!),
    parts: [...section.matchAll(/^\| `::part\(([\w-]+)\)` \|/gm)].map((m) => m[1]!),
  };
}

/** What a source file's JSDoc declares for the element it defines. */
function declared(file: string): {tag: string; properties: string[]; parts: string[]} {
  const source = readFileSync(file, 'utf8');
  return {
    tag: /customElements\.define\('([\w-]+)'/.exec(source)![1]!,
    properties: [...source.matchAll(/@cssprop (--a2ui-[\w-]+) - (.*)/g)]
      .filter((m) => !m[2]!.startsWith('Global design token'))
      .map((m) => m[1]!),
    parts: [...source.matchAll(/@csspart ([\w-]+)/g)].map((m) => m[1]!),
  };
}

const files = [
  join(root, 'src/surface/a2ui-surface.ts'),
  join(root, 'src/transports/a2ui-agent.ts'),
  ...readdirSync(join(root, 'components'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => join(root, 'components', entry.name, `${entry.name}.ts`)),
];

for (const file of files) {
  const {tag, properties, parts} = declared(file);
  test(`docs/theming.md lists the custom properties and parts of <${tag}>`, () => {
    assert.deepEqual(documented(tag), {properties, parts});
  });
}

test('docs/theming.md lists every global token with its default', () => {
  const tokens = readFileSync(join(root, 'components/shared/tokens.ts'), 'utf8');
  const defaults = [...tokens.matchAll(/^\s*(--a2ui-[\w-]+):\s*([^;]+);/gm)].map(
    (m) => `| \`${m[1]}\` | \`${m[2]!.trim()}\` |`,
  );
  assert.ok(defaults.length > 20);
  for (const row of defaults) assert.ok(doc.includes(row), row);
});

for (const block of docBlocks(join(root, 'docs/theming.md'))) {
  test(`docs/theming.md line ${block.line}: ${block.kind ?? 'no'} ${block.target ?? 'marker'}`, () => {
    assert.ok(block.kind === 'mirror' || block.kind === 'run', 'a mirror or run marker');
    if (block.kind !== 'mirror') return; // the CSS example runs in test/browser/theme-docs.test.ts
    const mirrored = new Set(
      readFileSync(join(root, block.target!), 'utf8')
        .split('\n')
        .map((line) => line.trim()),
    );
    for (const line of block.code
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      assert.ok(mirrored.has(line), `"${line}" is in ${block.target}`);
    }
  });
}
