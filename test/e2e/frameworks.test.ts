// The same surface with a custom component, inside React, Vue, Angular and plain HTML: each
// demo is built with Vite and driven in Chromium as a user would.
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {join} from 'node:path';
import type {Browser} from 'playwright-core';
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
