// dist/a2ui-v1_0.js: the A2UI v1.0 adapter beside the drop-in bundle, sharing its Lit, renderer,
// catalog schemas and signals.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {before, test} from 'node:test';
import {buildBundle} from '../../scripts/build-bundle.mjs';

let bundle: Awaited<ReturnType<typeof buildBundle>>;

before(async () => {
  bundle = await buildBundle();
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The names a built file imports from `./a2ui-elements.js` (as exported there). */
function namesImportedFromDropIn(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/a2ui-elements\.js"/g)) {
    for (const item of list!.split(',')) names.add(item.trim().split(/\s+as\s+/)[0]!);
  }
  return [...names].sort();
}

test('dist/a2ui-v1_0.js brings the v1.0 adapter, taking Lit and the renderer from the drop-in', () => {
  console.log(
    `dist/a2ui-v1_0.js: ${kb(bundle.v10.bytes)} minified, ${kb(bundle.v10.gzipBytes)} gzip`,
  );
  assert.deepEqual([...new Set(bundle.v10.imports)], ['./a2ui-elements.js']);
  // Three tiny helper modules and the v1.0 ids are inlined; the rest (zod included) is shared.
  const foreign = bundle.v10.inputs.filter((path) => !path.startsWith('src/adapters/'));
  assert.deepEqual(foreign.sort(), [
    'src/binding/shapes.ts',
    'src/functions/argument-problem.ts',
    'src/protocol/json-values.ts',
    'src/protocol/v1_0/ids.ts',
  ]);
  assert.ok(
    bundle.v10.inputs.every((path) => !path.startsWith('src/adapters/v0_8/')),
    'no v0.8 adapter inside',
  );
});

test('dist/a2ui-v1_0.js imports only names the drop-in bundle exports', () => {
  const imported = namesImportedFromDropIn(bundle.v10.file);
  assert.ok(imported.includes('Signal') && imported.includes('basicCatalog'), imported.join());
  const missing = imported.filter((name) => !bundle.exports.includes(name));
  assert.deepEqual(missing, []);
});

test('dist/a2ui-v1_0.js exports the a2ui-elements/v1_0 API', () => {
  for (const name of [
    'V1Adapter',
    'basicCatalogV1',
    'V1_BASIC_CATALOG_ID',
    'V1_VERSION',
    'toV1Action',
    'toV1Error',
    'v1ClientCapabilities',
    'v1ClientDataModel',
    'readV1Only',
    'runRemoteCall',
  ]) {
    assert.ok(bundle.v10.exports.includes(name), `exports ${name}`);
  }
});
