// The same surface with a custom component, inside React, Vue, Angular and plain HTML: each
// demo is built with Vite and driven in Chromium as a user would.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {after, before, describe, it} from 'node:test';
import {join} from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import type {Browser} from 'playwright-core';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import {build, preview, type PreviewServer} from 'vite';
import {launchBrowser, root} from './gallery-harness.js';

const frameworks = ['react', 'vue', 'angular', 'plain'] as const;

describe('framework demos', () => {
  let server: PreviewServer;
  let browser: Browser;
  let base: string;

  before(async () => {
    const configFile = join(root, 'demo/frameworks/vite.config.mjs');
    await build({configFile, logLevel: 'error'});
    server = await preview({configFile, preview: {port: 0, host: '127.0.0.1'}, logLevel: 'error'});
    base = server.resolvedUrls!.local[0]!;
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const framework of frameworks) {
    it(`${framework}: renders the surface, takes input and receives the action`, async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(`${base}${framework}/index.html`);
        await page.getByRole('heading', {name: 'Rate your visit'}).waitFor();
        await page.getByLabel('Your name').fill('Ada');
        await page.getByRole('radio', {name: '5 of 5'}).click();
        await page.getByRole('button', {name: 'Send'}).click();
        const output = page.locator('#last-action');
        await output.filter({hasText: 'Ada'}).waitFor({timeout: 5000});
        assert.deepEqual(JSON.parse((await output.textContent()) ?? ''), {
          name: 'Ada',
          rating: 5,
        });
        assert.equal(
          await page.getByRole('radio', {name: '5 of 5'}).getAttribute('aria-checked'),
          'true',
        );
        assert.deepEqual(errors, []);
      } finally {
        await page.close();
      }
    });
  }

  for (const framework of frameworks) {
    it(`${framework}: the a2uierror handler receives an error the processor reports`, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${base}${framework}/index.html`);
        await page.getByRole('heading', {name: 'Rate your visit'}).waitFor();
        // What an agent's bad message does: the surface's processor reports it.
        await page.locator('a2ui-surface').evaluate((surface: Element) =>
          (surface as A2uiSurface).processor.processMessages([
            {
              version: 'v0.9',
              updateDataModel: {surfaceId: 'feedback', path: '/__proto__/x', value: 1},
            },
          ]),
        );
        await page.locator('#last-error').filter({hasText: 'DATA_ERROR'}).waitFor({timeout: 5000});
      } finally {
        await page.close();
      }
    });

    it(`${framework}: hiding and showing the surface again renders it once, with its state`, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${base}${framework}/index.html`);
        const heading = page.getByRole('heading', {name: 'Rate your visit'});
        await heading.waitFor();
        await page.getByLabel('Your name').fill('Ada');
        const toggle = page.locator('#toggle-surface');
        for (let round = 0; round < 3; round++) {
          await toggle.click();
          await heading.waitFor({state: 'detached'});
          await toggle.click();
          await heading.waitFor();
        }
        assert.equal(await page.locator('a2ui-surface').count(), 1);
        assert.equal(await heading.count(), 1);
        assert.equal(await page.getByLabel('Your name').inputValue(), 'Ada', 'the data survives');
        await page.evaluate(() => {
          const w = window as unknown as {actions: number};
          w.actions = 0;
          document.addEventListener('a2uiaction', () => w.actions++);
        });
        await page.getByRole('button', {name: 'Send'}).click();
        await page.locator('#last-action').filter({hasText: 'Ada'}).waitFor({timeout: 5000});
        assert.equal(
          await page.evaluate(() => (window as unknown as {actions: number}).actions),
          1,
        );
      } finally {
        await page.close();
      }
    });
  }

  it('`npx vite --config demo/frameworks/vite.config.mjs` prints the URL the README sends you to', async () => {
    const child = spawn(
      'npx',
      ['vite', '--config', 'demo/frameworks/vite.config.mjs', '--port', '0', '--host', '127.0.0.1'],
      {cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe']},
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 60_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          // Vite colours its output (under CI too): the port is wrapped in escape codes.
          const plain = stripVTControlCharacters(output);
          const match = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(plain);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', onData);
        child.once('exit', (code) => reject(new Error(`vite exited with ${code}:\n${output}`)));
      });
      const response = await fetch(`${url}react/`);
      assert.match(await response.text(), /<title>a2ui-elements in React<\/title>/);
      // The URL itself is a page (it was a 404), linking to the four demos.
      const index = await fetch(url);
      assert.equal(index.status, 200);
      const links = [...(await index.text()).matchAll(/<a href="\.\/(\w+)\/">/g)].map((m) => m[1]);
      assert.deepEqual(links, [...frameworks]);
    } finally {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    }
  });

  it('the index page links to each demo, and each link opens it', async () => {
    const page = await browser.newPage();
    try {
      for (const [framework, name] of [
        ['react', 'React'],
        ['vue', 'Vue'],
        ['angular', 'Angular'],
        ['plain', 'Plain HTML'],
      ] as const) {
        await page.goto(base);
        await page.getByRole('link', {name, exact: true}).click();
        await page.waitForURL(`${base}${framework}/`);
        await page.getByRole('heading', {name: 'Rate your visit'}).waitFor();
      }
    } finally {
      await page.close();
    }
  });

  it('the custom rating mirrors its arrow keys in a right-to-left page, as radios do', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${base}plain/index.html`);
      await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
      const star = (n: number) => page.getByRole('radio', {name: `${n} of 5`});
      await star(3).focus();
      await page.keyboard.press('ArrowLeft'); // towards the end of the row: a higher rating
      assert.equal(await star(4).getAttribute('aria-checked'), 'true');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      assert.equal(await star(2).getAttribute('aria-checked'), 'true');
    } finally {
      await page.close();
    }
  });

  it('the custom rating follows the radio-group pattern: one checked star, arrow keys', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${base}plain/index.html`);
      const star = (n: number) => page.getByRole('radio', {name: `${n} of 5`});
      await star(3).waitFor();
      const checked = () =>
        page
          .getByRole('radio', {checked: true})
          .evaluateAll((radios) => radios.map((r) => r.getAttribute('aria-label')));
      assert.deepEqual(await checked(), ['3 of 5']);
      assert.deepEqual(
        await page
          .getByRole('radio')
          .evaluateAll((radios) => radios.map((r) => r.getAttribute('tabindex'))),
        ['-1', '-1', '0', '-1', '-1'],
        'one tab stop, on the chosen star',
      );
      await star(3).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      assert.deepEqual(await checked(), ['5 of 5']);
      assert.equal(await star(5).evaluate((el) => el.matches(':focus')), true);
      await page.keyboard.press('Home');
      assert.deepEqual(await checked(), ['1 of 5']);
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      assert.deepEqual(await checked(), ['4 of 5']);
    } finally {
      await page.close();
    }
  });
});
