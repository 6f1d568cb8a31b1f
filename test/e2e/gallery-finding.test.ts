// How a newcomer finds their way in the gallery, against the real `npm start`: the landing page,
// the search (ranked, newcomers' words, `/`), an unknown link, "Use this" on an example.
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {launchBrowser, startGallery, type RunningGallery} from './gallery-harness.js';

let gallery: RunningGallery;
let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  gallery = await startGallery();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await gallery?.stop();
});

async function openPage(hash: string, width = 1280, height = 800): Promise<Page> {
  const page = await browser.newPage({viewport: {width, height}});
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.goto(`${gallery.url}${hash}`);
  await page.waitForSelector('gallery-app main > *');
  return page;
}

/** Types `query` in the search, presses Enter, and returns the example that opens. */
async function openBySearch(page: Page, query: string): Promise<string> {
  const search = page.locator('gallery-app input[type="search"]');
  await search.fill(query);
  await search.press('Enter');
  const view = page.locator('gallery-app example-view');
  await page.waitForFunction(() => location.hash.startsWith('#/example/'), undefined, {
    timeout: 5000,
  });
  await view.waitFor();
  return (await view.getAttribute('data-example'))!;
}

for (const [query, expected] of [
  ['Slider', /^inputs\/slider$/],
  ['Text', /^display\/text-/],
  ['Button', /^inputs\/button-/],
  ['Image', /^display\/image-/],
  ['List', /^layout\/list-/],
  ['date picker', /^inputs\/date-time-input$/],
  ['dropdown', /^inputs\/choice-picker-/],
  ['select', /^inputs\/choice-picker-/],
  ['checkbox', /^inputs\/check-box$/],
  ['toggle', /^inputs\/check-box$/],
  ['dialog', /^layout\/modal/],
  ['popup', /^layout\/modal/],
  ['photo', /^display\/image-/],
] as const) {
  test(`"${query}" + Enter in the search opens the example a newcomer means`, async () => {
    const page = await openPage('#/example/apps/flight-status');
    assert.match(await openBySearch(page, query), expected);
    const first = page.locator('gallery-app aside [data-example]').first();
    assert.match((await first.getAttribute('data-example'))!, expected, 'listed first');
    await page.close();
  });
}

test('"/" focuses the search, but is typed as text in the editor', async () => {
  const page = await openPage('#/example/inputs/slider');
  const search = page.locator('gallery-app input[type="search"]');
  await page.locator('gallery-app main').click({position: {x: 5, y: 5}});
  await page.keyboard.press('/');
  assert.equal(await search.evaluate((el) => el.matches(':focus')), true, 'search focused');
  assert.equal(await search.inputValue(), '', 'the "/" is not typed into it');
  const editor = page.locator('example-view message-editor textarea');
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type('/');
  assert.equal(await search.evaluate((el) => el.matches(':focus')), false, 'editor keeps it');
  assert.match(await editor.inputValue(), /\/$/m);
  await page.close();
});

test('on a phone "/" unfolds the list and focuses the search', async () => {
  const page = await openPage('#/example/inputs/slider', 390, 844);
  await page.keyboard.press('/');
  const search = page.locator('gallery-app input[type="search"]');
  await page.waitForFunction(() =>
    document.querySelector('gallery-app')?.shadowRoot?.querySelector('input[type="search"]:focus'),
  );
  assert.ok(await search.isVisible());
  await page.close();
});

test('no uncaught error happened in the gallery pages', () => {
  assert.deepEqual(pageErrors, []);
});
