// End to end against the real `npm start`: one server, one browser, every example.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {after, before, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {
  launchBrowser,
  startGallery,
  storedExamples,
  type RunningGallery,
} from './gallery-harness.js';

const require = createRequire(import.meta.url);
let gallery: RunningGallery;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

before(async () => {
  gallery = await startGallery();
  browser = await launchBrowser();
  page = await browser.newPage({viewport: {width: 1400, height: 900}});
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.goto(`${gallery.url}#/example/display/accessibility`);
  await page.waitForSelector('gallery-app example-view');
});

after(async () => {
  await browser?.close();
  await gallery?.stop();
});

async function openExample(id: string): Promise<void> {
  // Each test starts from the example's own messages (edits are kept for the session).
  await page.evaluate((hash) => {
    sessionStorage.clear();
    location.hash = hash;
  }, `#/example/${id}`);
  await page.waitForSelector(`example-view[data-example="${id}"]`);
}

/** Waits until every surface of the current example has rendered its root component. */
async function waitForRoots(count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const view = document.querySelector('gallery-app')?.shadowRoot?.querySelector('example-view');
      const surfaces = [...(view?.shadowRoot?.querySelectorAll('a2ui-surface') ?? [])];
      return (
        surfaces.length === expected &&
        surfaces.every((s) => s.shadowRoot?.querySelector('[data-a2ui-id="root"]'))
      );
    },
    count,
    {timeout: 10_000},
  );
}

const log = () => page.locator('example-view [data-panel="log"]');

test('the gallery lists at least 40 examples in at least 8 groups', async () => {
  const links = await page.locator('gallery-app aside [data-example]').count();
  const groups = await page.locator('gallery-app aside h2').count();
  assert.ok(links >= 40, `${links} examples listed`);
  assert.ok(groups >= 8, `${groups} groups listed`);
  assert.equal(links, storedExamples().length);
});

/** The axe-core rules a colour scheme can change the outcome of. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** What axe-core finds in the surfaces of the open example: every rule, or only `rules`. */
async function axeViolations(rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({path: require.resolve('axe-core/axe.min.js')});
  }
  return page.evaluate(async (only) => {
    const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
    const view = document.querySelector('gallery-app')?.shadowRoot?.querySelector('example-view');
    const messages: string[] = [];
    for (const surface of view?.shadowRoot?.querySelectorAll('a2ui-surface') ?? []) {
      // heading-order is off as for the official examples: Text h1–h5 are visual hints.
      const results = await axe.run(surface, {
        resultTypes: ['violations'],
        ...(only ? {runOnly: only} : {rules: {'heading-order': {enabled: false}}}),
      });
      for (const v of results.violations) {
        messages.push(`${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      }
    }
    return messages;
  }, rules);
}

for (const example of storedExamples()) {
  test(`example ${example.id} renders ${example.expectErrors ? 'and reports its errors' : 'with no error'}, and axe-core finds no violation`, async () => {
    await openExample(example.id);
    await waitForRoots(example.surfaces);
    await page.waitForTimeout(50);
    const errors = Number(await log().getAttribute('data-errors'));
    const problems = await page.locator('example-view message-editor li').count();
    if (example.expectErrors) {
      assert.ok(errors > 0, 'errors are logged');
      assert.ok(problems > 0, 'problems are shown in the editor');
    } else {
      assert.equal(errors, 0, await log().innerText());
      assert.equal(problems, 0, 'the editor shows no problem');
      assert.equal(await page.locator('example-view .a2ui-unknown').count(), 0);
    }
    // Every rule in the light scheme; in the dark scheme the rules a scheme can change, with
    // reduced motion so that no colour is read mid-transition.
    const found = await axeViolations();
    try {
      await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
      found.push(...(await axeViolations(colourRules)).map((v) => `dark scheme: ${v}`));
    } finally {
      await page.emulateMedia({colorScheme: 'light', reducedMotion: null});
    }
    assert.deepEqual(found, []);
  });
}

test('the first Tab offers a keyboard user to skip the header and the example list', async () => {
  await page.goto(`${gallery.url}#/example/layout/tabs`);
  await waitForRoots(1);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', {name: 'Skip to the content'});
  assert.equal(await skip.evaluate((el) => el.matches(':focus')), true);
  assert.ok((await skip.boundingBox())!.y >= 0, 'visible once focused');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => {
    const focused = document.querySelector('gallery-app')!.shadowRoot!.activeElement;
    return focused?.closest('main') !== null && focused?.closest('main') !== undefined;
  });
  assert.equal(inMain, true, 'the next Tab lands in the open example');
});

test('editing the JSON re-renders the surface with the new text', async () => {
  await openExample('display/text-variants');
  await waitForRoots(1);
  const editor = page.locator('example-view message-editor textarea');
  const text = await editor.inputValue();
  await editor.fill(text.replace('h1 — The quick brown fox', 'h1 — Edited in the gallery'));
  await page
    .locator('example-view a2ui-surface [data-a2ui-id="h1"]')
    .getByText('Edited in the gallery')
    .waitFor();
  assert.match(await editor.inputValue(), /Edited in the gallery/);
  assert.equal(await page.locator('example-view message-editor li').count(), 0);
});

test('editing a JSON Lines example re-renders it and keeps it JSON Lines', async () => {
  await openExample('updates/incremental-components');
  await waitForRoots(1);
  const editor = page.locator('example-view message-editor textarea');
  const text = await editor.inputValue();
  assert.equal(text.trim().split('\n').length, 6, 'one message per line');
  await editor.fill(text.replace('Out for delivery', 'Delivered, enjoy'));
  await page.locator('example-view a2ui-surface').getByText('Delivered, enjoy').waitFor();
  assert.equal((await editor.inputValue()).trim().split('\n').length, 6);
  assert.equal(await page.locator('example-view message-editor li').count(), 0);
});

test('the messages round-trip between JSON and JSON Lines and render the same', async () => {
  await openExample('layout/tabs');
  await waitForRoots(1);
  const editor = page.locator('example-view message-editor textarea');
  const original = await editor.inputValue();
  const surfaceText = () => page.locator('example-view a2ui-surface').innerText();
  const before = await surfaceText();
  await page.locator('example-view button[data-action="reformat"]').click();
  const jsonl = await editor.inputValue();
  assert.equal(jsonl.trim().split('\n').length, JSON.parse(original).length);
  await waitForRoots(1);
  assert.equal(await surfaceText(), before);
  await page.locator('example-view button[data-action="reformat"]').click();
  assert.deepEqual(JSON.parse(await editor.inputValue()), JSON.parse(original));
  await waitForRoots(1);
  assert.equal(await surfaceText(), before);
});

test('an invalid value is reported inline at the line of its path', async () => {
  await openExample('display/text-variants');
  await waitForRoots(1);
  const editor = page.locator('example-view message-editor textarea');
  const text = (await editor.inputValue()).replace('"variant": "h2"', '"variant": "h9"');
  await editor.fill(text);
  const problem = page.locator('example-view message-editor li[data-path$="/variant"]');
  await problem.waitFor();
  const expectedLine = text.split('\n').findIndex((line) => line.includes('"h9"')) + 1;
  assert.equal(Number(await problem.getAttribute('data-line')), expectedLine);
  assert.match(await problem.innerText(), /\/updateComponents\/components\/\d+\/variant/);
  const marker = page.locator(`example-view message-editor .marker[data-line="${expectedLine}"]`);
  assert.equal(await marker.count(), 1);
});

test('the stream button replays the messages one by one until done', async () => {
  await openExample('updates/incremental-components');
  await waitForRoots(1);
  await page.locator('example-view select[aria-label="Stream delay"]').selectOption('100');
  const button = page.locator('example-view button[data-action="stream"]');
  await button.click();
  await page.locator('example-view button[data-stream-state="streaming"]').waitFor();
  const progress = page.locator('example-view [data-progress]');
  assert.match(await progress.innerText(), /Streaming: message \d+ \/ 6/);
  await page.locator('example-view button[data-stream-state="done"]').waitFor({timeout: 10_000});
  assert.match(await progress.innerText(), /Streamed 6 \/ 6/);
  await waitForRoots(1);
  await page.locator('example-view a2ui-surface').getByText('Out for delivery').waitFor();
});

test('the step button processes one message per click, drawing the surface as its root arrives', async () => {
  await openExample('updates/incremental-components');
  await waitForRoots(1);
  const button = page.locator('example-view button[data-action="step"]');
  const surface = page.locator('example-view a2ui-surface');
  const root = surface.locator('[data-a2ui-id="root"]');
  const progress = page.locator('example-view [data-progress]');
  await button.click(); // createSurface
  assert.match(await progress.innerText(), /Stepped to message 1 \/ 6/);
  assert.equal(await root.count(), 0);
  await button.click();
  await button.click(); // title and status, progress row: not drawn without a root
  assert.equal(await root.count(), 0);
  await button.click(); // the root: everything received so far appears
  await surface.getByText('Order #4521').waitFor();
  assert.equal(await surface.getByText('Out for delivery').count(), 0);
  assert.match(await progress.innerText(), /Stepped to message 4 \/ 6/);
  await button.click();
  await button.click();
  await surface.getByText('Out for delivery').waitFor();
  assert.match(await progress.innerText(), /Stepped 6 \/ 6/);
  await button.click(); // starts again from an empty surface
  assert.equal(await root.count(), 0);
  assert.match(await progress.innerText(), /Stepped to message 1 \/ 6/);
});

test('Step marks the lines of the message it processed in the editor, not by colour alone', async () => {
  await openExample('layout/row-align'); // the test before left this example stepped
  await openExample('updates/incremental-components');
  await waitForRoots(1);
  const button = page.locator('example-view button[data-action="step"]');
  const editor = page.locator('example-view message-editor');
  const band = editor.locator('[data-processed]');
  const progress = page.locator('example-view [data-progress]');
  const marked = editor.locator('.gutter [title="The message Step processed last"]');
  assert.equal(await band.count(), 0);
  await button.click();
  assert.equal(await band.getAttribute('data-processed'), '1-1');
  assert.deepEqual(await marked.allInnerTexts(), ['1']);
  assert.match(await progress.innerText(), /Stepped to message 1 \/ 6 \(line 1 in the editor\)/);
  await button.click();
  await button.click();
  await button.click();
  assert.equal(await band.getAttribute('data-processed'), '4-4');
  assert.deepEqual(await marked.allInnerTexts(), ['4']);
  // As a JSON array, a message spans several lines: all of them are marked.
  await page.locator('example-view button[data-action="reformat"]').click();
  await page.locator('example-view button[data-action="step"]').click();
  await progress.getByText(/Stepped to message 1 \/ 6 \(lines \d+–\d+ in the editor\)/).waitFor();
  const [first, last] = (await band.getAttribute('data-processed'))!.split('-').map(Number);
  const lines = (await editor.locator('textarea').inputValue()).split('\n');
  const message = JSON.parse(
    lines
      .slice(first! - 1, last)
      .join('\n')
      .replace(/,\s*$/, ''),
  );
  assert.equal(message.createSurface.surfaceId, 'incremental-components');
  assert.equal((await marked.allInnerTexts()).length, last! - first! + 1);
  // An edit ends the stepping, and its mark.
  await page.locator('example-view button[data-action="revert"]').click();
  await band.waitFor({state: 'detached'});
});

test('a Row lays its children out side by side, left to right, in one line', async () => {
  await openExample('layout/row-align');
  await waitForRoots(1);
  const boxes = await Promise.all(
    ['a-start-0', 'a-start-1', 'a-start-2'].map((id) =>
      page.locator(`example-view a2ui-surface [data-a2ui-id="${id}"]`).boundingBox(),
    ),
  );
  const [a, b, c] = boxes.map((box) => box!);
  assert.ok(a!.x + a!.width <= b!.x && b!.x + b!.width <= c!.x, 'left to right, no overlap');
  assert.equal(Math.round(a!.y), Math.round(b!.y), 'align start: the tops line up');
  assert.equal(Math.round(b!.y), Math.round(c!.y));
  assert.ok(b!.height > a!.height, 'the taller card keeps its own height');
});

test('the right-to-left toggle mirrors the surfaces, keeps the message editor left to right, and is remembered', async () => {
  await openExample('layout/row-align');
  await waitForRoots(1);
  const xs = () =>
    Promise.all(
      ['a-start-0', 'a-start-1'].map(async (id) => {
        const box = await page
          .locator(`example-view a2ui-surface [data-a2ui-id="${id}"]`)
          .boundingBox();
        return box!.x;
      }),
    );
  const toggle = page.locator('gallery-app button[data-direction]');
  await toggle.click();
  try {
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    const [first, second] = await xs();
    assert.ok(first! > second!, 'the first child is on the right');
    const editor = page.locator('example-view message-editor textarea');
    assert.equal(await editor.evaluate((el) => getComputedStyle(el).direction), 'ltr');
    await page.reload();
    await waitForRoots(1);
    const [again, next] = await xs();
    assert.ok(again! > next!, 'still right to left after a reload');
  } finally {
    await page.locator('gallery-app button[data-direction]').click();
  }
  const [first, second] = await xs();
  assert.ok(first! < second!, 'left to right again');
});

test('typing in a TextField updates the Text that reads the same path, as you type', async () => {
  await openExample('data/two-way-binding');
  await waitForRoots(1);
  const surface = page.locator('example-view a2ui-surface');
  await surface.getByText('Hello, world!').waitFor();
  const input = surface.locator('[data-a2ui-id="name"] input');
  await input.press('End');
  await input.pressSequentially('!?', {delay: 10});
  await surface.getByText('Hello, world!?!').waitFor();
  await page
    .locator('example-view [data-panel="data-model"]')
    .getByText('"name": "world!?"')
    .waitFor();
});

test('an action from a row of a nested template carries the data of that row and of the surface', async () => {
  await openExample('data/template-actions');
  await waitForRoots(1);
  const surface = page.locator('example-view a2ui-surface');
  await surface.getByRole('button', {name: 'Take Rice'}).click();
  const entry = log().locator('li[data-type="a2uiaction"]');
  await entry.waitFor();
  const text = await entry.innerText();
  assert.match(text, /"name":"take"/);
  assert.match(text, /"context":\{"jar":"j3","label":"Rice","owner":"Grace"\}/);
  assert.equal(await log().getAttribute('data-errors'), '0');
});

test('the stream button is disabled while the messages have a JSON syntax error', async () => {
  await openExample('updates/incremental-components');
  await waitForRoots(1);
  const button = page.locator('example-view button[data-action="stream"]');
  await page.locator('example-view message-editor textarea').fill('[ {"version": ');
  await page.locator('example-view message-editor li').first().waitFor();
  assert.equal(await button.isDisabled(), true);
  await page.locator('example-view button[data-action="reset"]').click();
  await waitForRoots(1); // the last good render stays on screen
  await openExample('layout/tabs');
  assert.equal(await button.isDisabled(), false);
});

test('clicking a button logs its action with the context resolved', async () => {
  await openExample('inputs/button-action-context');
  await waitForRoots(1);
  await page.locator('example-view a2ui-surface [data-a2ui-id="go"]').click();
  const entry = page.locator('example-view [data-panel="log"] li[data-type="a2uiaction"]');
  await entry.waitFor();
  const text = await entry.innerText();
  assert.match(text, /"name":"placeOrder"/);
  assert.match(text, /"quantity":2/);
  assert.match(text, /"label":"2 kettles"/);
});

test('a v0.8 example renders through the adapter, with its data and a working action', async () => {
  await openExample('legacy/v0_8-table-booking');
  await waitForRoots(1);
  const surface = page.locator('example-view a2ui-surface');
  await surface.getByText('A table for tonight').waitFor();
  await surface.getByText('The terrace closes at 22:00.').waitFor();
  assert.equal(await surface.locator('[data-a2ui-id="guest-name"] input').inputValue(), 'Grace');
  await surface.getByRole('radio', {name: 'Late, 20:30'}).check();
  await surface.getByRole('button', {name: 'Book the table'}).click();
  const entry = page.locator('example-view [data-panel="log"] li[data-type="a2uiaction"]');
  await entry.waitFor();
  assert.match(
    await entry.innerText(),
    /"name":"book_table".*"context":\{"name":"Grace","sitting":\["late"\],"guests":2\}/s,
  );
});

test('a v1.0 example renders through V1Adapter and logs the v0.10 action waiting for its answer', async () => {
  await openExample('v1_0/v1_0-fruit-search');
  await waitForRoots(1);
  const surface = page.locator('example-view a2ui-surface');
  await surface.getByText('Find a fruit').waitFor();
  const query = surface.locator('[data-a2ui-id="query"] input');
  assert.equal(await query.getAttribute('placeholder'), 'e.g. ap');
  assert.equal(await surface.locator('[data-a2ui-id="ripeness"] input').getAttribute('step'), '25');
  await query.fill('ap');
  await surface.getByRole('button', {name: 'Suggest'}).click();
  const sent = log().locator('li[data-type="sent"]');
  await sent.waitFor();
  const text = await sent.innerText();
  assert.match(text, /^sent to the agent/);
  assert.match(text, /"version":"v0\.10","action":\{"name":"suggest_fruit"/);
  assert.match(text, /"context":\{"prefix":"ap","minRipeness":50\}/);
  assert.match(text, /"wantResponse":true,"actionId":"1"/);
  assert.doesNotMatch(text, /responsePath/);
  assert.equal(await sent.locator('[data-waiting="1"]').count(), 1);
  assert.equal(await log().getAttribute('data-errors'), '0');
});

test('a v1.0 example draws an Icon from {path}, shows a Video poster and sends an action without actionId', async () => {
  await openExample('v1_0/v1_0-trailer-card');
  await waitForRoots(1);
  const surface = page.locator('example-view a2ui-surface');
  await surface.getByText('The Long Orchard: the trailer').waitFor();
  const d = await surface.locator('[data-a2ui-id="ticket"] path').getAttribute('d');
  assert.match(d ?? '', /^M3 7a2 2/);
  const poster = await surface.locator('[data-a2ui-id="player"] video').getAttribute('poster');
  assert.match(poster ?? '', /^http:\/\/localhost:\d+\/.*media\/landscape\.svg$/);
  await surface.getByRole('button', {name: 'Remind me when it opens'}).click();
  const sent = log().locator('li[data-type="sent"]');
  await sent.waitFor();
  const text = await sent.innerText();
  assert.match(text, /"action":\{"name":"remind_me".*"context":\{"film":"f-42"\}\}\}/s);
  assert.doesNotMatch(text, /actionId|wantResponse/);
  assert.equal(await sent.locator('[data-waiting]').count(), 0);
});

test('the data model pane follows two-way bound input', async () => {
  await openExample('data/two-way-binding');
  await waitForRoots(1);
  await page.locator('example-view a2ui-surface [data-a2ui-id="name"] input').fill('Ada');
  await page.locator('example-view [data-panel="data-model"]').getByText('"name": "Ada"').waitFor();
});

test('the custom catalog: functions, a two-way stepper and an action chip', async () => {
  await openExample('custom/showcase-catalog');
  await waitForRoots(1);
  const surface = page.locator('example-view a2ui-surface');
  await surface.getByText('Sprint board of GBH').waitFor();
  await surface.locator('[data-a2ui-id="progress"]').getByText('38%').waitFor();
  await surface.getByRole('button', {name: 'Increase Done'}).click();
  await surface.locator('[data-a2ui-id="progress"]').getByText('50%').waitFor();
  await page.locator('example-view [data-panel="data-model"]').getByText('"done": 4').waitFor();
  await surface.getByRole('button', {name: 'Ship it'}).click();
  const entry = page.locator('example-view [data-panel="log"] li[data-type="a2uiaction"]');
  await entry.waitFor();
  assert.match(await entry.innerText(), /"name":"ship".*"context":\{"done":4,"total":8\}/s);
});

test('searching narrows the example list', async () => {
  const search = page.locator('gallery-app input[type="search"]');
  await search.fill('pluralize');
  const results = page.locator('gallery-app aside [data-example]');
  const count = await results.count();
  assert.ok(count >= 1 && count < storedExamples().length, `${count} results`);
  assert.equal(
    await page.locator('gallery-app aside [data-example="functions/pluralize"]').count(),
    1,
  );
  await search.fill('');
});

test('switching to dark and light changes the computed colours of a surface', async () => {
  await openExample('layout/card');
  await waitForRoots(1);
  const background = () =>
    page
      .locator('example-view a2ui-surface')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.locator('gallery-app button[data-scheme="light"]').click();
  const light = await background();
  await page.locator('gallery-app button[data-scheme="dark"]').click();
  const dark = await background();
  await page.locator('gallery-app button[data-scheme="system"]').click();
  assert.notEqual(light, dark);
  assert.equal(await page.evaluate(() => document.documentElement.className), '');
});

test('the primary colour control restyles primary buttons and appears in the copied CSS', async () => {
  await page.evaluate(() => (location.hash = '#/theme'));
  const button = page.locator('theme-page a2ui-surface [data-a2ui-id="b-primary"] button');
  await button.waitFor();
  const before = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.locator('theme-page input[name="primary"]').evaluate((input: HTMLInputElement) => {
    input.value = '#00aa55';
    input.dispatchEvent(new Event('input', {bubbles: true}));
  });
  // Buttons may animate their colour: wait for the transition to settle.
  const colour = () => button.evaluate((el) => getComputedStyle(el).backgroundColor);
  for (let i = 0; i < 30 && (await colour()) !== 'rgb(0, 170, 85)'; i++) {
    await page.waitForTimeout(100);
  }
  const after = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.notEqual(after, before);
  assert.equal(after, 'rgb(0, 170, 85)');
  assert.match(
    await page.locator('theme-page [data-panel="css"]').innerText(),
    /--a2ui-color-primary: #00aa55;/,
  );
  assert.ok((await page.locator('theme-page input[data-token]').count()) >= 10, 'tokens listed');
  await page.locator('theme-page button', {hasText: 'Reset theme'}).click();
});

test('editing a token in the table applies it live', async () => {
  const token = page.locator('theme-page input[data-token="--a2ui-font-size"]');
  await token.fill('22px');
  await token.press('Enter');
  await token.evaluate((input) => input.dispatchEvent(new Event('change', {bubbles: true})));
  const value = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--a2ui-font-size').trim(),
  );
  assert.equal(value, '22px');
  await page.locator('theme-page button', {hasText: 'Reset theme'}).click();
});

test('density and font controls set the spacing and font tokens', async () => {
  await page.evaluate(() => (location.hash = '#/theme'));
  const token = (name: string) =>
    page.evaluate(
      (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(),
      name,
    );
  const spacing = await token('--a2ui-spacing-m');
  await page.locator('theme-page select[name="density"]').selectOption('compact');
  assert.notEqual(await token('--a2ui-spacing-m'), spacing);
  await page.locator('theme-page select[name="font"]').selectOption('Serif');
  assert.match(await token('--a2ui-font-family'), /Georgia/);
  const card = page.locator('theme-page a2ui-surface a2ui-text').first();
  assert.match(await card.evaluate((el) => getComputedStyle(el).fontFamily), /Georgia/);
  await page.locator('theme-page button', {hasText: 'Reset theme'}).click();
  assert.equal(await token('--a2ui-spacing-m'), spacing);
});

test('a dropped .jsonl file renders as an editable example', async () => {
  await page.evaluate(() => (location.hash = '#/drop'));
  const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
  const jsonl = [
    {version: 'v0.9', createSurface: {surfaceId: 'dropped', catalogId}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 'dropped',
        components: [{id: 'root', component: 'Text', text: 'From a dropped file'}],
      },
    },
  ]
    .map((m) => JSON.stringify(m))
    .join('\n');
  await page
    .locator('drop-page input[type="file"]')
    .setInputFiles({name: 'mine.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(jsonl)});
  await page
    .locator('drop-page example-view a2ui-surface')
    .getByText('From a dropped file')
    .waitFor();
  assert.equal(await page.locator('drop-page example-view h2').innerText(), 'mine.jsonl');
});

test('a .json file dropped on the drop zone renders', async () => {
  await page.evaluate(() => (location.hash = '#/drop'));
  const zone = page.locator('drop-page [data-drop-zone]');
  await zone.waitFor();
  const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
  const json = JSON.stringify({
    messages: [
      {version: 'v0.9', createSurface: {surfaceId: 'dragged', catalogId}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'dragged',
          components: [{id: 'root', component: 'Text', text: 'Dragged and dropped'}],
        },
      },
    ],
  });
  const transfer = await page.evaluateHandle((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'dragged.json', {type: 'application/json'}));
    return data;
  }, json);
  await zone.dispatchEvent('dragover', {dataTransfer: transfer});
  await zone.dispatchEvent('drop', {dataTransfer: transfer});
  await page
    .locator('drop-page example-view a2ui-surface')
    .getByText('Dragged and dropped')
    .waitFor();
});

test('the system scheme follows the operating system preference', async () => {
  await openExample('layout/card');
  await waitForRoots(1);
  await page.locator('gallery-app button[data-scheme="system"]').click();
  const background = () =>
    page
      .locator('example-view a2ui-surface')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.emulateMedia({colorScheme: 'light'});
  const light = await background();
  await page.emulateMedia({colorScheme: 'dark'});
  const dark = await background();
  await page.emulateMedia({colorScheme: 'light'});
  assert.notEqual(light, dark);
});

for (const transport of ['sse', 'websocket', 'rest', 'a2a', 'agui', 'mcp']) {
  test(`the demo agent page renders the demo agent's surface over ${transport}`, async () => {
    await page.evaluate(() => (location.hash = '#/agent'));
    await page.locator(`agent-page button[data-transport="${transport}"]`).click();
    await page
      .locator('agent-page a2ui-agent[status="open"] a2ui-surface [data-a2ui-id="root"]')
      .first()
      .waitFor({timeout: 15_000});
  });
}

test('on the demo agent page a search is answered with results', async () => {
  await page.evaluate(() => (location.hash = '#/agent'));
  await page.locator('agent-page button[data-transport="websocket"]').click();
  const agent = page.locator('agent-page a2ui-agent[status="open"]');
  await agent.locator('[data-a2ui-id="cuisine"] input').fill('Italian');
  await agent.locator('[data-a2ui-id="search"]').click();
  await agent
    .locator('[data-a2ui-id="status"]')
    .getByText(/results for Italian/)
    .waitFor({timeout: 15_000});
  await page
    .locator('agent-page [data-panel="agent-log"]')
    .getByText(/a2uiaction .*"name":"search"/)
    .waitFor();
});

test('on the demo agent page A2UI v1.0 answers Suggest and has the page format a date', async () => {
  await page.evaluate(() => (location.hash = '#/agent'));
  await page.locator('agent-page button[data-protocol="v0.10"]').click();
  try {
    await page.locator('agent-page button[data-transport="sse"]').click();
    const agent = page.locator('agent-page a2ui-agent[status="open"]');
    const city = agent.locator('[data-a2ui-id="city"] input');
    assert.equal(await city.getAttribute('placeholder'), 'Start typing, then Suggest');
    await city.fill('L');
    await agent.locator('[data-a2ui-id="suggest"] button').click();
    const suggestions = agent.locator('[data-a2ui-id="suggestions"] a2ui-text');
    await suggestions.nth(1).waitFor({timeout: 15_000});
    const shown = await suggestions.evaluateAll((texts) =>
      texts.map((text) => text.shadowRoot!.textContent!.trim()),
    );
    assert.deepEqual(shown, ['Lille', 'Lyon']);
    await agent
      .locator('[data-a2ui-id="dash-opened"]')
      .getByText(/^Session opened /)
      .waitFor();
    await page
      .locator('agent-page [data-panel="agent-log"]')
      .getByText(/a2uiaction .*"wantResponse":true/)
      .waitFor();
    // The v1.0 exchanges the page has no DOM event for are in the log too.
    const log = page.locator('agent-page [data-panel="agent-log"]');
    await log
      .getByText(/actionresponse .*"name":"suggest_city".*"value":\["Lille","Lyon"\]/)
      .waitFor();
    await log.getByText(/sent .*"functionResponse":\{.*"call":"formatDate"/).waitFor();
    // Long lines wrap: the log never needs a horizontal scroll.
    const widths = await log.evaluate((ol) => [ol.scrollWidth, ol.clientWidth]);
    assert.ok(widths[0]! <= widths[1]!, `log ${widths[0]} px wide in ${widths[1]} px`);
  } finally {
    await page.locator('agent-page button[data-protocol="v0.9"]').click();
  }
});

test('on the demo agent page A2UI v0.8 renders the same agent, written in v0.9, and searches', async () => {
  await page.evaluate(() => (location.hash = '#/agent'));
  await page.locator('agent-page button[data-protocol="v0.8"]').click();
  try {
    await page.locator('agent-page button[data-transport="sse"]').click();
    const agent = page.locator('agent-page a2ui-agent[status="open"]');
    await agent
      .locator('[data-a2ui-id="dash-orders"]')
      .getByText(/^Open orders: \d+$/)
      .waitFor();
    await agent.locator('[data-a2ui-id="city"] input').fill('Lyon');
    await agent.locator('[data-a2ui-id="search"]').click();
    await agent
      .locator('[data-a2ui-id="status"]')
      .getByText(/results for Lyon/)
      .waitFor({timeout: 15_000});
    const log = page.locator('agent-page [data-panel="agent-log"]');
    await log.getByText(/a2uiaction .*"name":"search"/).waitFor();
    assert.equal(await log.getByText(/a2uierror/).count(), 0);
  } finally {
    await page.locator('agent-page button[data-protocol="v0.9"]').click();
  }
});

test('a click on the transport already in use keeps the agent log', async () => {
  await page.evaluate(() => (location.hash = '#/agent'));
  await page.locator('agent-page button[data-transport="rest"]').click();
  await page.locator('agent-page a2ui-agent[transport="rest"][status="open"]').waitFor();
  const lines = page.locator('agent-page [data-panel="agent-log"] li');
  await lines.getByText(/ status open/).waitFor();
  const before = await lines.allInnerTexts();
  await page.locator('agent-page button[data-transport="rest"]').click();
  assert.deepEqual(await lines.allInnerTexts(), before);
});

test('switching the transport starts the agent log afresh', async () => {
  await page.evaluate(() => (location.hash = '#/agent'));
  await page.locator('agent-page button[data-transport="sse"]').click();
  await page.locator('agent-page a2ui-agent[status="open"]').waitFor({timeout: 15_000});
  await page.locator('agent-page button[data-transport="rest"]').click();
  await page.locator('agent-page a2ui-agent[transport="rest"][status="open"]').waitFor();
  const log = await page.locator('agent-page [data-panel="agent-log"] li').allInnerTexts();
  assert.deepEqual(
    log.filter((line) => / status /.test(line)).map((line) => line.replace(/^\S+ /, '')),
    ['status connecting', 'status open'],
  );
});

for (const width of [860, 780]) {
  test(`at ${width} px wide the example's surface is visible`, async () => {
    const narrow = await browser.newPage({viewport: {width, height: 900}});
    try {
      await narrow.goto(new URL('#/example/inputs/button-variants', gallery.url).href);
      const button = narrow.locator('example-view a2ui-surface [data-a2ui-id="b-primary"]');
      await button.waitFor({timeout: 10_000});
      const box = await narrow.locator('example-view .preview').boundingBox();
      assert.ok(box && box.height >= 40, `preview height ${box?.height}`);
    } finally {
      await narrow.close();
    }
  });
}

test('the drop-in page served by npm start renders its surface', async () => {
  const dropIn = await browser.newPage();
  await dropIn.goto(new URL('drop-in.html', gallery.url).href);
  await dropIn.locator('a2ui-surface').getByText('Hello from a2ui-elements').waitFor();
  await dropIn.close();
});

test('no uncaught error happened in the gallery page', () => {
  assert.deepEqual(pageErrors, []);
});
