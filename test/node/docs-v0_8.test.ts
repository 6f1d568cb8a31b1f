// docs/v0_8.md: the example is mirrored line for line by a browser test that runs it, and the
// error shown is the one the adapter reports for that mistake.
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';
import {docBlocks, unmirroredLines} from './docs-blocks.js';
import {MessageProcessor} from '../../src/core.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';

const root = join(import.meta.dirname, '..', '..');
const blocks = docBlocks(join(root, 'docs/v0_8.md'));
// The package's entry points, by the source file a mirroring test imports for each.
// `src/transports/basic.ts` stands for `a2ui-elements/transports`, which re-exports it (its
// SDK-based connectors do not load in the test browser without a bundler).
const entryPoints = new Map([
  ['src/index.js', 'a2ui-elements'],
  ['src/core.js', 'a2ui-elements/core'],
  ['src/adapters/v0_8/index.js', 'a2ui-elements/v0_8'],
  ['src/transports/basic.js', 'a2ui-elements/transports'],
]);

test('every code block of the guide says how it is run', () => {
  assert.equal(blocks.length, 5);
  for (const block of blocks) assert.ok(block.kind, `line ${block.line}: no marker above it`);
});

test('every line of each example is in the browser test that runs it', () => {
  const examples = blocks.filter((block) => block.kind === 'mirror');
  assert.equal(examples.length, 3);
  for (const example of examples) {
    const missing = unmirroredLines(root, example, entryPoints);
    assert.deepEqual(missing, [], `line ${example.line}: lines missing from ${example.target}`);
  }
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
