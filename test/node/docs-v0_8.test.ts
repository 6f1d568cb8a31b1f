// docs/v0_8.md: the example is mirrored line for line by a browser test that runs it, and the
// error shown is the one the adapter reports for that mistake.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {docBlocks} from './docs-blocks.js';
import {MessageProcessor} from '../../src/core.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';

const root = join(import.meta.dirname, '..', '..');
const blocks = docBlocks(join(root, 'docs/v0_8.md'));
// The package's entry points as the mirroring test imports them.
const entryPoints = new Map([
  ["'../../index.js'", "'a2ui-elements'"],
  ["'../../core.js'", "'a2ui-elements/core'"],
  ["'./index.js'", "'a2ui-elements/v0_8'"],
]);

test('every code block of the guide says how it is run', () => {
  assert.equal(blocks.length, 3);
  for (const block of blocks) assert.ok(block.kind, `line ${block.line}: no marker above it`);
});

test('every line of the example is in the browser test that runs it', () => {
  const example = blocks.find((block) => block.kind === 'mirror')!;
  const mirrored = new Set(
    readFileSync(join(root, example.target!), 'utf8')
      .split('\n')
      .map((line) =>
        line.trim().replace(/'[./]+(?:index|core)\.js'/, (s) => entryPoints.get(s) ?? s),
      ),
  );
  const lines = example.code.split('\n').map((line) => line.trim());
  for (const line of lines.filter(Boolean)) assert.ok(mirrored.has(line), `"${line}" is mirrored`);
});

test('the error shown is what the adapter reports for a Text given a number', () => {
  const shown = JSON.parse(blocks.find((block) => block.lang === 'json')!.code);
  const processor = new MessageProcessor();
  const errors: unknown[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const adapter = new V08Adapter(processor);
  adapter.processMessages([
    {beginRendering: {surfaceId: 'booking', root: 'title'}},
    {
      surfaceUpdate: {
        surfaceId: 'booking',
        components: [{id: 'title', component: {Text: {text: {literalNumber: 4}}}}],
      },
    },
  ]);
  assert.deepEqual(errors, [shown]);
});
