// The npm package as published: built like `npm pack` builds it (prepack), then inspected.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {before, test} from 'node:test';
import {buildBundle} from '../../scripts/build-bundle.mjs';
import {buildManifest, buildTypes} from '../../scripts/build-package.mjs';
import {basicElementTags} from '../element-tags.js';

const root = join(import.meta.dirname, '..', '..');
const basicTags = basicElementTags;
let packed: string[];

before(async () => {
  await buildBundle();
  buildTypes();
  buildManifest();
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
  });
  packed = (JSON.parse(output) as [{files: {path: string}[]}])[0].files.map((f) => f.path);
});

test('npm pack contains no test files and no source maps of tests', () => {
  const tests = packed.filter((path) => /(\.test\.|(^|\/)test\/|\/tests?\/|\.spec\.)/.test(path));
  assert.deepEqual(tests, []);
});

test("npm pack contains no test helpers (the components' testing module included)", () => {
  const helpers = packed.filter((path) => /(^|\/)testing\.|\.test\.helper\./.test(path));
  assert.deepEqual(helpers, []);
});

test('npm pack contains the bundle, the typed entry points and the manifest', () => {
  for (const path of [
    'dist/a2ui-elements.js',
    'dist/a2ui-agent.js',
    'dist/src/index.js',
    'dist/src/index.d.ts',
    'dist/src/core.js',
    'dist/src/core.d.ts',
    'dist/src/server/index.js',
    'dist/src/server/index.d.ts',
    'custom-elements.json',
    'README.md',
    'package.json',
  ]) {
    assert.ok(packed.includes(path), `${path} is packed`);
  }
});

test('the guides the README links to are packed, so an installed package can open them', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const guides = [...readme.matchAll(/\]\((docs\/[^)#]+\.md)/g)].map((match) => match[1]!);
  assert.ok(guides.length > 0);
  for (const guide of guides) assert.ok(packed.includes(guide), `${guide} is packed`);
});

test('every exports target of package.json is a packed file', () => {
  const {exports} = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const targets = Object.values(exports).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target as Record<string, string>),
  );
  for (const target of targets) {
    assert.ok(packed.includes(target.replace(/^\.\//, '')), `${target} is packed`);
  }
});

test('a2ui-elements/core runs in plain Node, without a DOM or TypeScript', () => {
  const script = `
    import {MessageProcessor} from 'a2ui-elements/core';
    const processor = new MessageProcessor();
    const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId}},
      {version: 'v0.9', updateDataModel: {surfaceId: 's', value: {greeting: 'hi'}}},
    ]);
    console.log(JSON.stringify(processor.getSurface('s').dataModel.snapshot()));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(output.trim(), '{"greeting":"hi"}');
});

test('the manifest documents every basic element with its CSS custom properties or parts', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as {
    modules: {
      declarations?: {tagName?: string; cssProperties?: unknown[]; cssParts?: unknown[]}[];
    }[];
  };
  const elements = new Map(
    manifest.modules.flatMap((m) => m.declarations ?? []).map((d) => [d.tagName, d]),
  );
  for (const tag of ['a2ui-surface', ...basicTags]) {
    const element = elements.get(tag);
    assert.ok(element, `${tag} is in custom-elements.json`);
    const styling = (element.cssProperties?.length ?? 0) + (element.cssParts?.length ?? 0);
    assert.ok(styling > 0, `${tag} documents its CSS custom properties or parts`);
  }
});
