// Every JavaScript entry point of package.json comes with types, the bundles included.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

const root = join(import.meta.dirname, '..', '..');
const {exports} = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | {types?: string; default: string}>;
};

for (const [entry, target] of Object.entries(exports)) {
  const file = typeof target === 'string' ? target : target.default;
  if (!file.endsWith('.js')) continue;
  test(`a2ui-elements${entry.slice(1)} has types built from a source that exists`, () => {
    const types = typeof target === 'string' ? undefined : target.types;
    assert.ok(types, `${entry} names its .d.ts`);
    const source = types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '.ts');
    assert.ok(existsSync(join(root, source)), `${source} exists`);
  });
}
