// Server-side rendering frameworks (Next.js, Nuxt, SvelteKit, Astro, Vite SSR) import a page's
// modules in Node, where there is no DOM: every entry point of the package imports there without
// throwing, and the elements register with Lit's DOM shim, to upgrade in the browser.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';

const root = resolve(import.meta.dirname, '../..');
// Each entry point's source, as the package's exports name them (the drop-in bundle is for
// browsers only: it carries Lit's browser build).
const ENTRIES = {
  'a2ui-elements': 'src/index.ts',
  'a2ui-elements/binder': 'src/binder.ts',
  'a2ui-elements/inline-catalogs': 'src/inline-catalogs.ts',
  'a2ui-elements/transports': 'src/transports/index.ts',
  'a2ui-elements/v0_8': 'src/adapters/v0_8/index.ts',
  'a2ui-elements/v1_0': 'src/adapters/v1_0/index.ts',
  'a2ui-elements/react': 'src/react.ts',
  'a2ui-elements/vue': 'src/vue.ts',
  'a2ui-elements/svelte': 'src/svelte.ts',
};

test('every entry point for pages imports in Node without a DOM, the elements registered', async () => {
  const urls = Object.values(ENTRIES).map((path) => pathToFileURL(join(root, path)).href);
  // A fresh process: nothing another test put on globalThis can help.
  const script = `
    const dom = ['window', 'document'].filter((name) => name in globalThis);
    for (const url of ${JSON.stringify(urls)}) await import(url);
    const tags = ['a2ui-surface', 'a2ui-text', 'a2ui-text-field', 'a2ui-agent'];
    console.log(JSON.stringify({dom, defined: tags.filter((tag) => customElements.get(tag))}));
  `;
  const run = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {cwd: root, encoding: 'utf8'},
  );
  assert.deepEqual(JSON.parse(run.stdout.trim().split('\n').pop()!), {
    dom: [],
    defined: ['a2ui-surface', 'a2ui-text', 'a2ui-text-field', 'a2ui-agent'],
  });
});

test('the package exports every entry point checked above', () => {
  const {exports} = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  for (const name of Object.keys(ENTRIES)) {
    assert.ok(`.${name.slice('a2ui-elements'.length)}` in exports, name);
  }
});
