// What a newcomer trips over in the gallery's first minutes, against the real `npm start`:
// a phone-sized screen, a shared link, the keyboard, a file dropped anywhere, a wide editor.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {useGallery} from './gallery-harness.js';

const require = createRequire(import.meta.url);
const gallery = useGallery();
const {openPage, pageErrors} = gallery;

const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const textFile = (text: string) =>
  JSON.stringify([
    {version: 'v0.9', createSurface: {surfaceId: 'file', catalogId}},
    {
      version: 'v0.9',
      updateComponents: {surfaceId: 'file', components: [{id: 'root', component: 'Text', text}]},
    },
  ]);

test('on a phone the theme preview is as wide as the controls, below them', async () => {
  const page = await openPage('#/theme', 390, 844);
  const surface = page.locator('theme-page .preview a2ui-surface').first();
  await surface.waitFor();
  const preview = (await surface.boundingBox())!;
  const controls = (await page.locator('theme-page .controls').boundingBox())!;
  assert.ok(preview.width >= 300, `preview ${preview.width} px wide`);
  assert.ok(preview.y >= controls.y + controls.height, 'below the controls');
  await page.close();
});

test('on a phone the demo agent surface takes the width, its log below', async () => {
  const page = await openPage('#/agent', 390, 844);
  const agent = page.locator('agent-page a2ui-agent');
  await agent.getByRole('button', {name: 'Search'}).waitFor({timeout: 15_000});
  const surface = (await agent.boundingBox())!;
  const log = (await page.locator('agent-page [data-panel="agent-log"]').boundingBox())!;
  assert.ok(surface.width >= 300, `surface ${surface.width} px wide`);
  assert.ok(log.y >= surface.y + surface.height, 'the log is below');
  await page.close();
});

test('the agent page says what the demo agent can find', async () => {
  const page = await openPage('#/agent');
  const intro = page.locator('agent-page header p');
  assert.match(await intro.innerText(), /knows Italian, .* places in Paris, .*empty search/);
  await page.close();
});

test('the line numbers stay in view when the editor is scrolled sideways', async () => {
  const page = await openPage('#/example/display/text-variants');
  const scroller = page.locator('example-view message-editor .scroller');
  await scroller.evaluate((el) => (el.scrollLeft = 200));
  assert.ok((await scroller.evaluate((el) => el.scrollLeft)) > 0, 'the lines are wider');
  const gutter = (await page.locator('example-view message-editor .gutter').boundingBox())!;
  const box = (await scroller.boundingBox())!;
  assert.ok(Math.abs(gutter.x - box.x) <= 1, `gutter at ${gutter.x}, editor at ${box.x}`);
  await page.close();
});

/**
 * Drops a file holding `text` on the first element `selector` finds (shadow roots included), as a
 * user's drag and drop does; whether the page took both the dragover and the drop (so the
 * browser does not open the file itself).
 */
async function dropFile(
  page: Page,
  selector: string,
  name: string,
  text: string,
): Promise<boolean> {
  const target = page.locator(selector).first();
  return target.evaluate(
    (element, {name, text}) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name, {type: 'application/json'}));
      const init = {dataTransfer: data, bubbles: true, cancelable: true, composed: true};
      const over = new DragEvent('dragover', init);
      element.dispatchEvent(over);
      const drop = new DragEvent('drop', init);
      element.dispatchEvent(drop);
      return over.defaultPrevented && drop.defaultPrevented;
    },
    {name, text},
  );
}

test('a file dropped anywhere on the drop page loads (the browser does not open it instead)', async () => {
  const page = await openPage('#/drop');
  const prevented = await dropFile(
    page,
    'gallery-app h1',
    'anywhere.json',
    textFile('Dropped on the page heading'),
  );
  assert.equal(prevented, true, 'dragover and drop are taken by the page');
  await page
    .locator('drop-page example-view a2ui-surface')
    .getByText('Dropped on the page heading')
    .waitFor();
  await page.close();
});

test('a file dropped on an example opens it on the "Open a file" page', async () => {
  const page = await openPage('#/example/display/text-variants');
  const prevented = await dropFile(
    page,
    'gallery-app example-view h2',
    'on-an-example.json',
    textFile('Dropped on an example'),
  );
  assert.equal(prevented, true, 'the browser does not open the file instead');
  await page
    .locator('drop-page example-view a2ui-surface')
    .getByText('Dropped on an example')
    .waitFor();
  assert.equal(new URL(page.url()).hash, '#/drop');
  assert.equal(await page.locator('drop-page example-view h2').innerText(), 'on-an-example.json');
  await page.close();
});

test('loading the same file again after editing it shows the file again', async () => {
  const page = await openPage('#/drop');
  const input = page.locator('drop-page input[type="file"]');
  const file = {
    name: 'mine.json',
    mimeType: 'application/json',
    buffer: Buffer.from(textFile('As saved')),
  };
  await input.setInputFiles(file);
  const surface = page.locator('drop-page example-view a2ui-surface');
  await surface.getByText('As saved').waitFor();
  const editor = page.locator('drop-page example-view message-editor textarea');
  await editor.fill(textFile('Edited in the page'));
  await surface.getByText('Edited in the page').waitFor();
  await input.setInputFiles([]);
  await input.setInputFiles(file);
  await surface.getByText('As saved').waitFor();
  assert.match(await editor.inputValue(), /As saved/);
  await page.close();
});

test('a link to an example far down the list shows that example in the list', async () => {
  const page = await openPage('#/example/legacy/v0_8-table-booking', 1280, 700);
  const link = page.locator('gallery-app aside [aria-current="page"]');
  await link.waitFor();
  const list = (await page.locator('gallery-app aside .list').boundingBox())!;
  const item = (await link.boundingBox())!;
  assert.ok(item.y >= list.y && item.y + item.height <= list.y + list.height, 'in view');
  await page.close();
});

test('the tab title names the open example or page', async () => {
  const page = await openPage('#/example/layout/tabs');
  await page.waitForFunction(() => document.title === 'Tabs · a2ui-elements gallery');
  await page.evaluate(() => (location.hash = '#/theme'));
  await page.waitForFunction(() => document.title === 'Theme · a2ui-elements gallery');
  await page.close();
});

test('Enter in the search opens the first example found', async () => {
  const page = await openPage('#/example/display/text-variants');
  const search = page.locator('gallery-app input[type="search"]');
  await search.fill('pluralize');
  const first = await page
    .locator('gallery-app aside [data-example]')
    .first()
    .getAttribute('data-example');
  await search.press('Enter');
  await page.waitForSelector(`example-view[data-example="${first}"]`);
  assert.equal(await search.evaluate((el) => el.matches(':focus')), true, 'focus stays');
  await page.close();
});

test('a search that finds nothing says so, in a status a screen reader announces', async () => {
  const page = await openPage('#/example/display/text-variants');
  await page.locator('gallery-app input[type="search"]').fill('zzzqqq');
  const status = page.locator('gallery-app aside').getByRole('status');
  assert.match(await status.innerText(), /No example matches "zzzqqq"/);
  await page.close();
});

test('on a phone a listed problem brings its line into view', async () => {
  const page = await openPage('#/example/updates/error-reporting', 390, 844);
  const problem = page.locator('example-view message-editor li').first();
  const line = Number(await problem.getAttribute('data-line'));
  await problem.locator('button').click();
  const marker = page.locator(`example-view message-editor .marker[data-line="${line}"]`);
  const box = (await marker.boundingBox())!;
  assert.ok(box.y >= 100 && box.y + box.height <= 744, `line ${line} at y ${box.y}`);
  const focused = await page.evaluate(() => {
    const view = document.querySelector('gallery-app')!.shadowRoot!.querySelector('example-view')!;
    const editor = view.shadowRoot!.querySelector('message-editor')!;
    return editor.shadowRoot!.activeElement?.tagName;
  });
  assert.equal(focused, 'TEXTAREA');
  const scrolled = page.locator('example-view message-editor .scroller');
  assert.equal(await scrolled.evaluate((el) => el.scrollLeft), 0, 'the line from its start');
  await page.close();
});

test('"Undo all edits" puts the example back after edits, and only then is offered', async () => {
  const page = await openPage('#/example/display/text-variants');
  const revert = page.locator('example-view button[data-action="revert"]');
  assert.equal(await revert.count(), 0, 'nothing to undo yet');
  const editor = page.locator('example-view message-editor textarea');
  const original = await editor.inputValue();
  await editor.fill(
    original.replace('h1 — The quick brown fox', 'h1 — mangled').replace(/]\s*$/, ''),
  );
  await revert.waitFor();
  await revert.click();
  assert.equal(await editor.inputValue(), original);
  await page.locator('example-view a2ui-surface').getByText('h1 — The quick brown fox').waitFor();
  assert.equal(await page.locator('example-view message-editor li').count(), 0);
  assert.equal(await revert.count(), 0);
  await page.close();
});

test('a JSON syntax error is said in words, once', async () => {
  const page = await openPage('#/example/display/text-variants');
  const editor = page.locator('example-view message-editor textarea');
  await editor.fill((await editor.inputValue()).replace('"id": "root",', '"id": "root"'));
  const problems = page.locator('example-view message-editor li');
  await problems.first().waitFor();
  assert.deepEqual(await problems.allInnerTexts(), ['line 16: JSON syntax: comma expected']);
  await page.close();
});

test('a v0.8 example shows its invalid value inline at its line, as v0.9 ones do', async () => {
  const page = await openPage('#/example/legacy/v0_8-table-booking');
  const editor = page.locator('example-view message-editor textarea');
  const text = (await editor.inputValue()).replace('"usageHint": "h2"', '"usageHint": 7');
  await editor.fill(text);
  const problem = page.locator('example-view message-editor li[data-path$="/usageHint"]');
  await problem.waitFor();
  const line = text.split('\n').findIndex((l) => l.includes('"usageHint": 7')) + 1;
  assert.equal(Number(await problem.getAttribute('data-line')), line);
  assert.match(
    await problem.innerText(),
    /\/surfaceUpdate\/components\/2\/component\/Text\/usageHint/,
  );
  assert.equal(
    Number(await page.locator('example-view [data-panel="log"]').getAttribute('data-errors')),
    1,
    'logged once',
  );
  await page.close();
});

test('the event log keeps its newest event in view as events arrive', async () => {
  const page = await openPage('#/example/inputs/button-action-context');
  const button = page.locator('example-view a2ui-surface button').first();
  await button.waitFor();
  for (let i = 0; i < 12; i++) await button.click();
  const log = page.locator('example-view [data-panel="log"]');
  await page.waitForFunction(() => {
    const view = document.querySelector('gallery-app')!.shadowRoot!.querySelector('example-view')!;
    return view.shadowRoot!.querySelectorAll('[data-panel="log"] li').length >= 12;
  });
  const box = (await log.boundingBox())!;
  const last = (await log.locator('li').last().boundingBox())!;
  assert.ok(last.y + last.height <= box.y + box.height + 1, 'the newest event is visible');
  await page.close();
});

test('a long event in the log leaves the data model pane its half', async () => {
  const page = await openPage('#/example/display/text-variants');
  const editor = page.locator('example-view message-editor textarea');
  await editor.fill((await editor.inputValue()).replace('"variant": "h2"', '"variant": 5'));
  await page.locator('example-view [data-panel="log"] li[data-type="a2uierror"]').waitFor();
  const model = (await page.locator('example-view [data-panel="data-model"]').boundingBox())!;
  const log = (await page.locator('example-view [data-panel="log"]').boundingBox())!;
  assert.ok(Math.abs(model.width - log.width) <= 1, `${model.width} vs ${log.width} px`);
  await page.close();
});

test('Copy CSS puts the theme CSS on the clipboard and says so', async () => {
  const context = await gallery.browser.newContext({viewport: {width: 1280, height: 800}});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: gallery.url});
  const page = await context.newPage();
  await page.goto(`${gallery.url}#/theme`);
  const button = page.locator('theme-page button[data-action="copy-css"]');
  await button.click();
  await page.locator('theme-page button[data-action="copy-css"]', {hasText: 'Copied'}).waitFor();
  const css = await page.locator('theme-page [data-panel="css"]').innerText();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), css);
  await context.close();
});

test('when the clipboard refuses, Copy CSS says so and selects the CSS (it said "Copied")', async () => {
  const page = await gallery.browser.newPage({viewport: {width: 1280, height: 800}});
  // A string: tsx would wrap a function's inner arrow in a helper the page does not have.
  await page.addInitScript({
    content: `Object.defineProperty(navigator, 'clipboard', {
      value: {writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))},
    });`,
  });
  await page.goto(`${gallery.url}#/theme`);
  const button = page.locator('theme-page button[data-action="copy-css"]');
  await button.click();
  const refused = 'Could not copy: the CSS is selected, press Ctrl+C';
  await page.locator('theme-page button[data-action="copy-css"]', {hasText: refused}).waitFor();
  assert.doesNotMatch(await button.innerText(), /Copied/);
  const css = await page.locator('theme-page [data-panel="css"]').innerText();
  assert.equal((await page.evaluate(() => String(getSelection()))).trim(), css.trim());
  await page.close();
});

test('a screen reader hears what each Copy did: a polite live region says it', async () => {
  const context = await gallery.browser.newContext({viewport: {width: 1280, height: 800}});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: gallery.url});
  const open = async (hash: string) => {
    const page = await context.newPage();
    await page.goto(`${gallery.url}${hash}`);
    return page;
  };
  const says = (within: Page | Locator, text: string | RegExp) =>
    within
      .locator('[role="status"][aria-live="polite"][data-announcer]')
      .filter({hasText: text})
      .waitFor({state: 'attached'});

  const theme = await open('#/theme');
  await theme.locator('theme-page button[data-action="copy-css"]').click();
  await says(theme, /^Copied$/);

  const example = await open('#/example/inputs/slider');
  const editor = example.locator('example-view message-editor textarea');
  await editor.fill((await editor.inputValue()).replace('"Volume"', '"Loudness"'));
  await example.locator('example-view button[data-action="copy-link"]').click();
  await says(example, /^Copied$/);
  // In the modal "Use this" dialog, inside it: the page behind a modal dialog is inert.
  await example.locator('example-view').getByRole('button', {name: 'Use this'}).click();
  const dialog = example.locator('use-this').getByRole('dialog');
  await dialog.getByRole('button', {name: 'Copy'}).click();
  await says(dialog, /^Copied$/);

  await context.clearPermissions();
  const home = await context.newPage();
  // A string: tsx would wrap a function's inner arrow in a helper the page does not have.
  await home.addInitScript({
    content: `Object.defineProperty(navigator, 'clipboard', {
      value: {writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))},
    });`,
  });
  await home.goto(gallery.url);
  await home.locator('home-page copy-button').click();
  await says(home, 'Could not copy: select the text, press Ctrl+C');
  await context.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`in the ${scheme} scheme the problems and the event log are readable (contrast)`, async () => {
    const page = await gallery.browser.newPage({
      viewport: {width: 1280, height: 800},
      colorScheme: scheme,
    });
    await page.goto(`${gallery.url}#/example/display/text-variants`);
    const editor = page.locator('example-view message-editor textarea');
    await editor.fill((await editor.inputValue()).replace('"variant": "h2"', '"variant": 5'));
    await page.locator('example-view [data-panel="log"] li[data-type="a2uierror"]').waitFor();
    await page.addScriptTag({path: require.resolve('axe-core/axe.min.js')});
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
      const view = document
        .querySelector('gallery-app')!
        .shadowRoot!.querySelector('example-view')!;
      const results = await axe.run(view, {runOnly: ['color-contrast']});
      return results.violations.flatMap((v) =>
        v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
      );
    });
    assert.deepEqual(violations, []);
    await page.close();
  });
}

for (const hash of ['#/example/legacy/v0_8-table-booking', '#/theme', '#/drop', '#/agent']) {
  test(`the whole page ${hash.slice(2)} has no axe-core violation in the dark scheme`, async () => {
    const page = await gallery.browser.newPage({
      viewport: {width: 1280, height: 800},
      colorScheme: 'dark',
    });
    await page.goto(`${gallery.url}${hash}`);
    await page.waitForSelector('gallery-app main > *');
    if (hash === '#/agent') {
      await page.locator('agent-page a2ui-agent').getByRole('button', {name: 'Search'}).waitFor();
    }
    await page.waitForTimeout(300);
    await page.addScriptTag({path: require.resolve('axe-core/axe.min.js')});
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
      const results = await axe.run(document, {resultTypes: ['violations']});
      return results.violations.flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`),
      );
    });
    assert.deepEqual(violations, []);
    await page.close();
  });
}

/** The computed `direction` of each element, by selector. */
async function directions(page: Page, selectors: string[]): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const selector of selectors) {
    found[selector] = await page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).direction);
  }
  return found;
}

test('right to left mirrors the surfaces only: the panes, the toolbar and the agent log stay left to right', async () => {
  const page = await openPage('#/example/apps/restaurant-booking');
  await page.locator('gallery-app button[data-direction]').click();
  await page.locator('example-view a2ui-surface [data-a2ui-id="root"]').waitFor();
  assert.deepEqual(
    await directions(page, [
      'example-view a2ui-surface',
      'example-view header',
      'example-view [data-panel="data-model"]',
      'example-view [data-panel="log"]',
      'example-view message-editor',
    ]),
    {
      'example-view a2ui-surface': 'rtl',
      'example-view header': 'ltr',
      'example-view [data-panel="data-model"]': 'ltr',
      'example-view [data-panel="log"]': 'ltr',
      'example-view message-editor': 'ltr',
    },
  );
  await page.evaluate(() => (location.hash = '#/theme'));
  await page.locator('theme-page a2ui-surface').first().waitFor();
  assert.deepEqual(await directions(page, ['theme-page a2ui-surface', 'theme-page .controls']), {
    'theme-page a2ui-surface': 'rtl',
    'theme-page .controls': 'ltr',
  });
  await page.evaluate(() => (location.hash = '#/agent'));
  await page.locator('agent-page a2ui-agent').getByRole('button', {name: 'Search'}).waitFor();
  assert.deepEqual(
    await directions(page, [
      'agent-page a2ui-agent',
      'agent-page header',
      'agent-page [data-panel="agent-log"]',
    ]),
    {
      'agent-page a2ui-agent': 'rtl',
      'agent-page header': 'ltr',
      'agent-page [data-panel="agent-log"]': 'ltr',
    },
  );
  await page.close();
});

test('with the dark scheme forced, the CSS box stays inside the theme controls column', async () => {
  const page = await openPage('#/theme', 1400, 900);
  await page.locator('gallery-app button[data-scheme="dark"]').click();
  const css = page.locator('theme-page [data-panel="css"]');
  await css.getByText(/Force the dark scheme/).waitFor();
  const controls = page.locator('theme-page .controls');
  const [scrollWidth, clientWidth] = await controls.evaluate((el) => [
    el.scrollWidth,
    el.clientWidth,
  ]);
  assert.ok(scrollWidth <= clientWidth, `controls ${scrollWidth} px wide in ${clientWidth} px`);
  const box = (await controls.boundingBox())!;
  const pre = (await css.boundingBox())!;
  assert.ok(pre.x + pre.width <= box.x + box.width, 'the CSS box ends inside the column');
  await page.close();
});

test('the colour scheme has one control, the header one (the theme page has none of its own)', async () => {
  const page = await openPage('#/theme');
  await page.locator('theme-page input[data-token]').first().waitFor();
  assert.equal(await page.locator('theme-page .controls input[type="radio"]').count(), 0);
  assert.equal(await page.locator('gallery-app button[data-scheme]').count(), 3);
  await page.close();
});

test('a token value the browser would drop is marked, not applied and not in the CSS', async () => {
  const page = await openPage('#/theme');
  const token = page.locator('theme-page input[data-token="--a2ui-border-radius"]');
  const applied = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--a2ui-border-radius').trim(),
    );
  const before = await applied();
  await token.fill('banana');
  await token.press('Enter');
  assert.equal(await token.getAttribute('aria-invalid'), 'true');
  assert.equal(await token.inputValue(), 'banana', 'what was typed stays, to be corrected');
  await page.locator('theme-page').getByText('Not a valid border-radius value').waitFor();
  assert.equal(await applied(), before);
  const css = page.locator('theme-page [data-panel="css"]');
  assert.doesNotMatch(await css.innerText(), /banana/);
  await token.fill('12px');
  await token.press('Enter');
  assert.equal(await token.getAttribute('aria-invalid'), 'false');
  assert.equal(await applied(), '12px');
  assert.match(await css.innerText(), /--a2ui-border-radius: 12px;/);
  assert.equal(await page.locator('theme-page').getByText('Not a valid').count(), 0);
  await page.close();
});

test('a long token value reads whole in its input', async () => {
  const page = await openPage('#/theme');
  const token = page.locator('theme-page input[data-token="--a2ui-color-background"]');
  const value = await token.inputValue();
  assert.match(value, /^light-dark\(.+\)$/);
  const [scrollWidth, clientWidth] = await token.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  assert.ok(scrollWidth <= clientWidth, `${scrollWidth} px of text in ${clientWidth} px`);
  await page.close();
});

test('"Copied" goes as soon as the CSS changes', async () => {
  const context = await gallery.browser.newContext({viewport: {width: 1280, height: 800}});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: gallery.url});
  const page = await context.newPage();
  await page.goto(`${gallery.url}#/theme`);
  const button = page.locator('theme-page button[data-action="copy-css"]');
  await button.click();
  await page.locator('theme-page button[data-action="copy-css"]', {hasText: 'Copied'}).waitFor();
  await page.locator('theme-page select[name="density"]').selectOption('compact');
  assert.equal((await button.innerText()).trim(), 'Copy CSS');
  await context.close();
});

test('the Stream and Step buttons keep their width as they count: the controls beside them stay put', async () => {
  const page = await openPage('#/example/apps/restaurant-booking');
  await page.locator('example-view select[aria-label="Stream delay"]').selectOption('100');
  const stream = page.locator('example-view button[data-action="stream"]');
  const step = page.locator('example-view button[data-action="step"]');
  const layout = async () => {
    const [a, b] = [(await stream.boundingBox())!, (await step.boundingBox())!];
    return `stream ${a.x}+${a.width}, step ${b.x}+${b.width}`;
  };
  const idle = await layout();
  await stream.click();
  await page.locator('example-view button[data-stream-state="streaming"]').waitFor();
  assert.equal(await layout(), idle, 'while streaming');
  await page.locator('example-view button[data-stream-state="done"]').waitFor();
  assert.equal(await layout(), idle, 'once streamed');
  await step.click();
  assert.equal(await layout(), idle, 'stepping');
  await page.close();
});

test('on a phone the open page comes first, the examples list waits behind a button', async () => {
  const page = await openPage('#/theme', 390, 844);
  const controls = (await page.locator('theme-page .controls').boundingBox())!;
  assert.ok(controls.y < 300, `the theme controls start at ${controls.y} px`);
  const search = page.locator('gallery-app input[type="search"]');
  assert.equal(await search.isVisible(), false);
  const toggle = page.locator('gallery-app aside').getByRole('button', {name: /Examples/});
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await search.waitFor();
  await page.locator('gallery-app aside [data-example="layout/tabs"]').click();
  await page.waitForSelector('example-view[data-example="layout/tabs"]');
  assert.equal(await search.isVisible(), false, 'folded again once an example is chosen');
  await page.close();
});

test('the "Modal with a form" example says its note in words, not JSON', async () => {
  const page = await openPage('#/example/layout/modal-form');
  const summary = page.locator('example-view a2ui-surface [data-a2ui-id="summary"]');
  await summary.getByText('Note: Buy milk, low priority').waitFor();
  await page.close();
});

for (const file of ['drop-in.html', 'drop-in-custom.html']) {
  test(`${file} served by npm start logs no error (no favicon.ico 404)`, async () => {
    const page = await gallery.browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(new URL(file, gallery.url).href, {waitUntil: 'networkidle'});
    await page.locator('a2ui-surface [data-a2ui-id="root"]').first().waitFor();
    assert.deepEqual(errors, []);
    // The browser asks for /favicon.ico once per run: the page must name an icon of its own.
    assert.equal(await page.locator('head link[rel="icon"]').count(), 1);
    await page.close();
  });
}

for (const [protocol, name] of [
  ['v0.9', 'v0.9'],
  ['v0.10', 'v1.0'],
  ['v0.8', 'v0.8'],
]) {
  test(`on the agent page (A2UI ${name}) the booking form and its confirmation come into view, focus stays`, async () => {
    const page = await openPage('#/agent', 1280, 800);
    await page.locator(`agent-page button[data-protocol="${protocol}"]`).click();
    const agent = page.locator('agent-page a2ui-agent[status="open"]');
    await agent.getByRole('button', {name: 'Search'}).click();
    const book = agent.getByRole('button', {name: 'Book'}).first();
    await book.click();
    const name = agent.getByRole('textbox', {name: 'Your name'});
    await name.waitFor({timeout: 15_000});
    await inView(page, name);
    const focused = await page.evaluate(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return (active?.getRootNode() as ShadowRoot).host?.getAttribute('data-a2ui-id');
    });
    assert.equal(focused, 'book', 'focus stays on the Book button');
    await name.fill('Ada');
    await agent.getByRole('button', {name: 'Confirm booking'}).click();
    await inView(page, agent.getByText(/^Booked: /));
    await page.close();
  });
}

/** Waits until `locator` is wholly in view: inside the window and every box that scrolls. */
async function inView(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  let ratio = 0;
  for (let i = 0; i < 30 && ratio < 1; i++) {
    if (i) await page.waitForTimeout(100);
    ratio = await locator.evaluate(
      (el) =>
        new Promise<number>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            observer.disconnect();
            resolve(entry!.intersectionRatio);
          });
          observer.observe(el);
        }),
    );
  }
  assert.equal(ratio, 1, `${String(locator)} shows ${Math.round(ratio * 100)}%`);
}

test('no uncaught error happened in the gallery pages', () => {
  assert.deepEqual(pageErrors, []);
});
