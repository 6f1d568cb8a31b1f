// custom-elements.json as published (module paths name the JavaScript files the package ships),
// and the editors' data built from it: what VS Code and JetBrains IDEs complete and describe.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {before, test} from 'node:test';
import {buildManifest, editorDataPaths} from '../../scripts/build-package.mjs';

const root = join(import.meta.dirname, '..', '..');

interface Named {
  name: string;
  description?: string;
}
interface Declaration {
  tagName?: string;
  attributes?: Named[];
  events?: (Named & {type?: {text: string}})[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: (Named & {default?: string})[];
}
let manifest: {modules: {path: string; declarations?: Declaration[]}[]};
let elements: Declaration[];

const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

before(() => {
  buildManifest();
  manifest = readJson('custom-elements.json');
  elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
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

test('the manifest holds the element modules and the classes they build on, nothing else', () => {
  const paths = manifest.modules.map((m) => m.path);
  // Each superclass or mixin named is documented in the manifest itself.
  const bases = (manifest.modules as {declarations?: Record<string, unknown>[]}[])
    .flatMap((m) => m.declarations ?? [])
    .flatMap((d) => [d['superclass'], ...((d['mixins'] as unknown[]) ?? [])])
    .map((base) => (base as {module?: string} | undefined)?.module)
    .filter((module): module is string => module !== undefined);
  assert.deepEqual(
    bases.filter((module) => !paths.includes(module)),
    [],
  );
  assert.ok(paths.includes('dist/src/surface/a2ui-element.js'), 'the base of custom components');
  assert.ok(!paths.includes('dist/src/core.js'), 'no module without elements of its own');
  assert.ok(elements.length >= 20, `${elements.length} elements`);
});

test('a2uierror is typed with ErrorBody, the name the samples import from a2ui-elements', () => {
  const types = elements.flatMap((element) =>
    (element.events ?? []).filter((e) => e.name === 'a2uierror').map((e) => e.type?.text),
  );
  assert.ok(types.length >= 2, 'on <a2ui-surface> and <a2ui-agent>');
  assert.deepEqual([...new Set(types)], ['CustomEvent<ErrorBody>']);
});

test('the manifest documents no test helper module', () => {
  const helpers = manifest.modules.map((m) => m.path).filter((p) => /test|testing/.test(p));
  assert.deepEqual(helpers, []);
});

const names = (entries: Named[] | undefined) => (entries ?? []).map((entry) => entry.name).sort();

/** `--a2ui-*` tokens and their default values, as components/shared/tokens.ts writes them. */
function tokenDefaults(): [string, string][] {
  const tokens = readFileSync(join(root, 'components/shared/tokens.ts'), 'utf8');
  return [...tokens.matchAll(/^\s*(--a2ui-[\w-]+):\s*([^;]+);/gm)].map((m) => [
    m[1]!,
    m[2]!.trim(),
  ]);
}

test('VS Code completes every element with its attributes, documented', () => {
  const data = readJson(editorDataPaths.vsCodeHtml) as {
    version: number;
    tags: (Named & {attributes: (Named & {values: Named[]})[]})[];
  };
  assert.equal(data.version, 1.1);
  assert.deepEqual(
    data.tags.map((tag) => tag.name).sort(),
    elements.map((element) => element.tagName).sort(),
  );
  assert.ok(data.tags.length >= 20);
  for (const element of elements) {
    const tag = data.tags.find((t) => t.name === element.tagName)!;
    assert.deepEqual(names(tag.attributes), names(element.attributes), element.tagName);
    assert.ok(tag.description && tag.description.length > 20, element.tagName);
  }
  const surface = data.tags.find((t) => t.name === 'a2ui-surface')!;
  assert.match(surface.description!, /\*\*a2uiaction\*\*/);
  assert.match(surface.description!, /--a2ui-color-primary/);
  const status = data.tags
    .find((t) => t.name === 'a2ui-agent')!
    .attributes.find((a) => a.name === 'status')!;
  assert.deepEqual(names(status.values), ['closed', 'connecting', 'idle', 'open', 'reconnecting']);
  assert.doesNotMatch(JSON.stringify(data), /undefined/);
});

test('VS Code completes every token with its default, every custom property and part in CSS', () => {
  const data = readJson(editorDataPaths.vsCodeCss) as {
    properties: Named[];
    pseudoElements: Named[];
  };
  const properties = new Map(data.properties.map((p) => [p.name, p.description]));
  assert.equal(properties.size, data.properties.length, 'one entry per custom property');
  const tokens = tokenDefaults();
  assert.ok(tokens.length > 20);
  for (const [token, value] of tokens) {
    assert.ok(properties.get(token)?.endsWith(` Default: \`${value}\`.`), token);
  }
  for (const element of elements) {
    for (const property of element.cssProperties ?? []) {
      assert.ok(properties.get(property.name)?.startsWith(property.description!), property.name);
    }
    for (const part of element.cssParts ?? []) {
      assert.ok(
        data.pseudoElements.some((p) => p.name === `::part(${part.name})`),
        `${element.tagName} ::part(${part.name})`,
      );
    }
  }
  assert.doesNotMatch(JSON.stringify(data), /undefined/);
});

test('JetBrains IDEs find the web-types the package names, for this package and version', () => {
  const pkg = readJson('package.json') as {name: string; version: string; 'web-types': string};
  assert.equal(join(root, pkg['web-types']), join(root, editorDataPaths.webTypes));
  const data = readJson(editorDataPaths.webTypes) as {
    name: string;
    version: string;
    contributions: {
      html: {elements: (Named & {attributes: Named[]; events: Named[]; slots: Named[]})[]};
      css: {properties: Named[]; parts: Named[]};
    };
  };
  assert.equal(data.name, pkg.name);
  assert.equal(data.version, pkg.version);
  for (const element of elements) {
    const entry = data.contributions.html.elements.find((e) => e.name === element.tagName);
    assert.ok(entry, element.tagName);
    assert.deepEqual(names(entry.attributes), names(element.attributes), element.tagName);
    assert.deepEqual(names(entry.events), names(element.events), element.tagName);
    assert.deepEqual(names(entry.slots), names(element.slots), element.tagName);
  }
  const css = data.contributions.css.properties.map((p) => p.name);
  for (const [token] of tokenDefaults()) assert.ok(css.includes(token), token);
});
