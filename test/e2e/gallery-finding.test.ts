// How a newcomer finds their way in the gallery, against the real `npm start`: the landing page,
// the search (ranked, newcomers' words, `/`), an unknown link, "Use this" on an example.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {useGallery} from './gallery-harness.js';

const require = createRequire(import.meta.url);
const gallery = useGallery();
const {openPage, pageErrors} = gallery;

/** What axe-core finds on the whole page. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({path: require.resolve('axe-core/axe.min.js')});
  return page.evaluate(async () => {
    const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
    const results = await axe.run(document, {resultTypes: ['violations']});
    return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

/**
 * Types `query` in the search, presses Enter, and returns the example that opens (another one
 * than the page shows: waiting only for an example's address returned the open one when the
 * machine was slow).
 */
async function openBySearch(page: Page, query: string): Promise<string> {
  const before = await page.evaluate(() => location.hash);
  const search = page.locator('gallery-app input[type="search"]');
  await search.fill(query);
  await search.press('Enter');
  await page.waitForFunction(
    (from) => location.hash !== from && location.hash.startsWith('#/example/'),
    before,
    {timeout: 5000},
  );
  const opened = await page.evaluate(() => location.hash.slice('#/example/'.length));
  const view = page.locator(`gallery-app example-view[data-example="${opened}"]`);
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

test('"/" pressed in a surface belongs to the surface: focus stays on its control', async () => {
  const page = await openPage('#/example/inputs/slider');
  const slider = page.locator('example-view a2ui-surface a2ui-slider input').first();
  await slider.focus();
  await page.keyboard.press('/');
  assert.equal(await slider.evaluate((el) => el.matches(':focus')), true, 'the Slider keeps focus');
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

test('an unknown example link says so and shows the list, not another example', async () => {
  const page = await openPage('#/example/nonexistent/x');
  const note = page.locator('gallery-app main [data-missing]');
  assert.match(await note.innerText(), /No example 'nonexistent\/x'/);
  assert.equal(await page.locator('gallery-app example-view').count(), 0);
  assert.ok((await page.locator('gallery-app aside [data-example]').count()) > 40);
  await page.close();
});

test('/ opens on a short overview with the drop-in snippet and a way to the examples', async () => {
  const page = await openPage('');
  const landing = page.locator('gallery-app main [data-page="home"]');
  await landing.waitFor();
  const text = await landing.innerText();
  assert.match(text, /A2UI/);
  assert.match(text, /<script type="module" src=".*a2ui-elements\.js"><\/script>/);
  assert.match(text, /<a2ui-surface/);
  assert.match(text, /processMessages/);
  // The drop-in page is served next to the gallery: a link to it answers.
  const href = await landing.locator('a[href$="drop-in.html"]').getAttribute('href');
  const response = await page.request.get(new URL(href!, page.url()).href);
  assert.equal(response.status(), 200);
  assert.ok(await landing.locator('a[href^="#/example/"]').count(), 'links into the examples');
  await page.close();
});

test('"Use this" gives a runnable HTML page of the open example, with Copy', async () => {
  const page = await openPage('#/example/inputs/slider');
  await page.locator('gallery-app example-view').getByRole('button', {name: 'Use this'}).click();
  const dialog = page.locator('gallery-app use-this').getByRole('dialog');
  await dialog.waitFor();
  const snippet = await dialog.locator('pre').innerText();
  assert.match(snippet, /<a2ui-surface surface-id="[^"]+"><\/a2ui-surface>/);
  assert.match(snippet, /processMessages\(/);
  assert.match(snippet, /"component": "Slider"/);
  // Served next to the bundle, the snippet renders the Slider.
  const html = snippet
    .replace(/src="[^"]*a2ui-elements\.js"/, 'src="./a2ui-elements.js"')
    .replace(/from '[^']*a2ui-elements\.js'/, "from './a2ui-elements.js'");
  const tab = await gallery.browser.newPage();
  await tab.route(`${gallery.url}use-this-test.html`, (route) =>
    route.fulfill({contentType: 'text/html', body: html}),
  );
  await tab.goto(`${gallery.url}use-this-test.html`);
  await tab.locator('a2ui-surface a2ui-slider').waitFor({timeout: 10_000});
  await tab.close();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', {name: 'Copy'}).click();
  // The button says so (the live region says it too, 100 ms later).
  await dialog.getByRole('button', {name: 'Copied'}).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), snippet);
  await page.keyboard.press('Escape');
  await dialog.waitFor({state: 'hidden'});
  await page.close();
});

test('"Use this" after an edit gives the edited messages, and says so', async () => {
  const page = await openPage('#/example/inputs/slider');
  const view = page.locator('gallery-app example-view');
  const editor = view.locator('message-editor textarea');
  await editor.fill((await editor.inputValue()).replace('"Volume"', '"Loudness"'));
  await view.locator('a2ui-surface').getByText('Loudness').first().waitFor();
  await view.getByRole('button', {name: 'Use this'}).click();
  const dialog = page.locator('gallery-app use-this').getByRole('dialog');
  await dialog.waitFor();
  const snippet = await dialog.locator('pre').innerText();
  assert.match(snippet, /"label": "Loudness"/);
  assert.doesNotMatch(snippet, /"Volume"/);
  await dialog.getByText('It holds your edited messages.').waitFor();
  assert.equal(
    await dialog.evaluate(
      (d) =>
        (d.getRootNode() as ShadowRoot).getElementById(d.getAttribute('aria-describedby')!)
          ?.textContent,
    ),
    'It holds your edited messages.',
  );
  await page.keyboard.press('Escape');
  // Edits that do not parse: the page is the example's own, and the dialog says why.
  await editor.fill((await editor.inputValue()).replace('"Loudness"', '"Loudness'));
  await view.locator('message-editor li').first().waitFor();
  await view.getByRole('button', {name: 'Use this'}).click();
  assert.match(await dialog.locator('pre').innerText(), /"label": "Volume"/);
  await dialog
    .getByText('Your edits have a syntax error, so it holds the example as shipped.')
    .waitFor();
  await page.keyboard.press('Escape');
  // Undone, the edits are gone from the page too.
  await view.getByRole('button', {name: /Undo all edits/}).click();
  await view.getByRole('button', {name: 'Use this'}).click();
  assert.match(await dialog.locator('pre').innerText(), /"label": "Volume"/);
  assert.equal(await dialog.getByText('It holds your edited messages.').count(), 0);
  await page.close();
});

test('the A2UI v1.0 examples say their messages carry "v0.10"', async () => {
  const page = await openPage('#/example/v1_0/v1_0-trailer-card');
  assert.match(await page.locator('gallery-app example-view header p').innerText(), /"v0\.10"/);
  await page.close();
});

test('at 390 px the header leaves the page most of the screen', async () => {
  const page = await openPage('#/example/inputs/slider', 390, 844);
  const header = (await page.locator('gallery-app header:has(h1)').boundingBox())!;
  assert.ok(header.height <= 100, `header ${header.height} px high`);
  await page.close();
});

test('the live dashboard of the demo agent says on which transports it ticks', async () => {
  const page = await openPage('#/agent');
  // In the dashboard itself: the page's log also holds the messages that drew it.
  await page
    .locator('agent-page a2ui-surface')
    .getByText(/streaming transports \(SSE, WebSocket, MCP\)/)
    .waitFor({timeout: 15_000});
  await page.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the overview, the unknown-link note and "Use this" have no axe-core violation (${scheme})`, async () => {
    for (const [hash, width] of [
      ['', 1280],
      ['#/example/nonexistent/x', 1280],
      ['#/example/inputs/slider', 390],
    ] as const) {
      const page = await gallery.browser.newPage({
        viewport: {width, height: 800},
        colorScheme: scheme,
      });
      await page.goto(`${gallery.url}${hash}`);
      await page.waitForSelector('gallery-app main > *');
      if (hash.endsWith('slider')) {
        await page.getByRole('button', {name: 'Use this'}).click();
        await page.getByRole('dialog').waitFor();
      }
      assert.deepEqual(await axeViolations(page), [], hash || '/');
      await page.close();
    }
  });
}

test('no uncaught error happened in the gallery pages', () => {
  assert.deepEqual(pageErrors, []);
});
