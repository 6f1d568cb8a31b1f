// custom-elements.json as published: module paths name the JavaScript files the package ships.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {before, test} from 'node:test';
import {buildManifest} from '../../scripts/build-package.mjs';

const root = join(import.meta.dirname, '..', '..');
let manifest: {modules: {path: string}[]};

before(() => {
  buildManifest();
  manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
});

/** Every `path` and `module` value anywhere in the manifest. */
function modulePaths(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) modulePaths(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'path' || key === 'module') && typeof inner === 'string') found.push(inner);
      else modulePaths(inner, found);
    }
  }
  return found;
}

test('every module path of the manifest is a shipped dist/ JavaScript file built from a source', () => {
  const wrong = modulePaths(manifest)
    .filter((path) => !path.startsWith('./'))
    .filter((path) => {
      const source = path.replace(/^dist\//, '').replace(/\.js$/, '.ts');
      return !/^dist\/.+\.js$/.test(path) || !existsSync(join(root, source));
    });
  assert.deepEqual([...new Set(wrong)].slice(0, 5), []);
});

test('the manifest lists <a2ui-surface> at the module a user imports', () => {
  const module = manifest.modules.find((m) =>
    JSON.stringify(m).includes('"tagName":"a2ui-surface"'),
  );
  assert.equal(module?.path, 'dist/src/surface/a2ui-surface.js');
});

test('the manifest documents no test helper module', () => {
  const helpers = manifest.modules.map((m) => m.path).filter((p) => /test|testing/.test(p));
  assert.deepEqual(helpers, []);
});
