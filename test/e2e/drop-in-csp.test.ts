// The drop-in bundle under the Content Security Policy a security-minded site sends: no inline
// script or style, no eval, Trusted Types enforced. Every v0.9 example of the gallery renders
// and reacts to the user without one violation.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, before, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {buildBundle} from '../../scripts/build-bundle.mjs';
import {launchBrowser, root, serveFiles} from './gallery-harness.js';

/** No inline script or style, no eval; scripts only from the page's origin; Trusted Types on,
 * with Lit's own policy (its templates are the one place it builds HTML, from our literals). */
const POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  'img-src https: data:',
  'media-src https:',
  "connect-src 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');

/** The gallery's v0.9 examples (the v0.8, v1.0 and custom-catalog ones need other entry points). */
function examples(): Array<{file: string; messages: unknown[]}> {
  const dir = join(root, 'demo', 'examples');
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /(?<!\.meta)\.json$/.test(file) && !/^(legacy|custom)[\\/]/.test(file))
    .map((file) => ({
      file,
      messages: (JSON.parse(readFileSync(join(dir, file), 'utf8')) as {messages: unknown[]})
        .messages,
    }))
    .filter(({messages}) => messages.every((m) => (m as {version?: string}).version === 'v0.9'));
}

const PAGE = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${POLICY}" />
    <script type="module" src="a2ui-elements.js"></script>
    <script type="module" src="page.js"></script>
  </head>
  <body></body>
</html>`;

// Renders each example in its own surface; violations and errors are collected by the test.
const SCRIPT = `import {MessageProcessor} from './a2ui-elements.js';
const examples = await (await fetch('examples.json')).json();
window.rendered = examples.map(({file, messages}) => {
  const processor = new MessageProcessor();
  processor.processMessages(messages);
  for (const {id} of processor.surfaces) {
    const surface = document.createElement('a2ui-surface');
    surface.processor = processor;
    surface.surfaceId = id;
    surface.dataset.example = file;
    document.body.append(surface);
  }
  return file;
});`;

let browser: Browser;
let bundle: Buffer;

before(async () => {
  bundle = readFileSync((await buildBundle()).file);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

async function openStrictPage(): Promise<{page: Page; problems: string[]; close(): Promise<void>}> {
  const {url, server} = await serveFiles({
    'index.html': PAGE,
    'a2ui-elements.js': bundle,
    'page.js': SCRIPT,
    'examples.json': JSON.stringify(examples()),
  });
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(url + 'index.html');
  await page.waitForFunction(() => Array.isArray((window as {rendered?: unknown}).rendered));
  return {
    page,
    problems,
    close: async () => {
      await page.close();
      server.close();
    },
  };
}

/** Surfaces whose root component has not rendered (by example file). */
function unrendered(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a2ui-surface')]
      .filter((s) => !s.shadowRoot?.querySelector('[data-a2ui-id="root"]'))
      .map((s) => (s as HTMLElement).dataset['example'] ?? ''),
  );
}

test('every gallery example renders under a strict CSP with Trusted Types, without a violation', async () => {
  const {page, problems, close} = await openStrictPage();
  try {
    const count = await page.evaluate(() => (window as {rendered?: unknown[]}).rendered!.length);
    assert.ok(count >= 30, `${count} examples`);
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('a2ui-surface')].every((s) =>
            s.shadowRoot?.querySelector('[data-a2ui-id="root"]'),
          ),
        undefined,
        {timeout: 20_000},
      )
      .catch(() => undefined);
    assert.deepEqual(await unrendered(page), []);
    // The elements' styles apply (constructable stylesheets are not inline style).
    const display = await page.evaluate(() => {
      const text = document.querySelector('a2ui-surface')!.shadowRoot!.querySelector('*');
      return text ? getComputedStyle(text).display : '';
    });
    assert.notEqual(display, 'inline');
    assert.deepEqual(
      problems.filter((p) => /violation|Trusted|Content Security|Refused/i.test(p)),
      [],
    );
  } finally {
    await close();
  }
});

test('typing, choosing and opening a dialog under the strict CSP raise no violation', async () => {
  const {page, problems, close} = await openStrictPage();
  try {
    await page.locator('a2ui-text-field input, a2ui-text-field textarea').first().fill('typed');
    await page.locator('a2ui-check-box input').first().click();
    await page.locator('a2ui-slider input').first().focus();
    await page.keyboard.press('ArrowRight');
    // What the user clicks is the trigger's content (the trigger part itself has no box).
    await page.locator('a2ui-modal [part="trigger"] button').first().click();
    await page.locator('dialog[open]').first().waitFor();
    assert.deepEqual(
      problems.filter((p) => /violation|Trusted|Content Security|Refused/i.test(p)),
      [],
    );
  } finally {
    await close();
  }
});
