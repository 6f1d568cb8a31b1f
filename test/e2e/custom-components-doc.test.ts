// docs/custom-components.md, tried as a new user would: the files the page tells you to create
// are written verbatim into an empty folder, built with Vite (`a2ui-elements` resolving to the
// sources, as the installed package would), and the page is opened in Chromium.
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {Browser} from 'playwright-core';
import {build, preview, type Plugin, type PreviewServer} from 'vite';
import {docBlocks} from '../node/docs-blocks.js';
import {launchBrowser, root} from './gallery-harness.js';

describe('docs/custom-components.md walk-through', () => {
  let dir: string;
  let server: PreviewServer;
  let browser: Browser;
  let base: string;

  before(async () => {
    const helper = '../../scripts/vite-typescript.mjs';
    const {esbuildTypeScript} = (await import(helper)) as {esbuildTypeScript: () => Plugin};
    dir = mkdtempSync(join(tmpdir(), 'custom-components-doc-'));
    // What `npm install a2ui-elements lit zod` gives: lit and zod (and our own dependencies).
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    for (const block of docBlocks(join(root, 'docs/custom-components.md'))) {
      if (block.kind === 'file') writeFileSync(join(dir, block.target!), block.code + '\n');
    }
    const config = {
      root: dir,
      configFile: false as const,
      logLevel: 'error' as const,
      // Our sources use standard decorators; the installed package would be plain JavaScript.
      plugins: [esbuildTypeScript()],
      resolve: {
        alias: [
          {find: /^a2ui-elements$/, replacement: join(root, 'src/index.ts')},
          {find: /^a2ui-elements\/(binder|inline-catalogs)$/, replacement: join(root, 'src/$1.ts')},
        ],
      },
    };
    await build({...config, build: {outDir: join(dir, 'dist')}});
    server = await preview({
      ...config,
      build: {outDir: join(dir, 'dist')},
      preview: {port: 0, host: '127.0.0.1'},
    });
    base = server.resolvedUrls!.local[0]!;
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, {recursive: true, force: true});
  });

  it('shows the StatCard with the custom function result and logs its action', async () => {
    const page = await browser.newPage();
    const logs: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      // The page has no favicon; the browser asking for one is not an error of the page.
      if (message.location().url.endsWith('/favicon.ico')) return;
      if (message.type() === 'error') errors.push(message.text());
      else logs.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(base);
      const card = page.locator('my-stat-card');
      await card.getByText('12K ▲').waitFor();
      const text = await card.evaluate((el) => el.shadowRoot?.textContent ?? '');
      assert.match(text, /Revenue\s+12K ▲/);
      await card.getByRole('button', {name: 'Details'}).click();
      assert.ok(logs.includes('action openReport {"revenue":12400}'), logs.join('\n'));
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
});
