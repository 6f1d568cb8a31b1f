// The gallery's example view and editor as someone trying things out uses them (audit h80):
// edits kept and shared, stream stopped, a broken text, a typo'd child id, a file opened.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {useGallery} from './gallery-harness.js';

const gallery = useGallery();
const {openPage} = gallery;

const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const minifiedFile = JSON.stringify([
  {version: 'v0.9', createSurface: {surfaceId: 'file', catalogId}},
  {
    version: 'v0.9',
    updateComponents: {
      surfaceId: 'file',
      components: [{id: 'root', component: 'Text', text: 'From the file'}],
    },
  },
]);

test('edits are kept per example for the session: coming back shows them, still undoable', async () => {
  const page = await openPage('#/example/display/text-variants');
  const editor = page.locator('example-view message-editor textarea');
  await editor.fill(
    (await editor.inputValue()).replace('h1 — The quick brown fox', 'h1 — kept edit'),
  );
  await page.locator('example-view a2ui-surface').getByText('h1 — kept edit').waitFor();
  await page.locator('gallery-app aside [data-example="inputs/slider"]').click();
  await page.waitForSelector('example-view[data-example="inputs/slider"]');
  assert.doesNotMatch(await editor.inputValue(), /kept edit/);
  await page.locator('gallery-app aside [data-example="display/text-variants"]').click();
  await page.waitForSelector('example-view[data-example="display/text-variants"]');
  await page.locator('example-view a2ui-surface').getByText('h1 — kept edit').waitFor();
  assert.match(await editor.inputValue(), /kept edit/);
  await page.locator('example-view button[data-action="revert"]').waitFor();
  await page.close();
});

test('"Copy link" puts the edited messages in the URL, and the link opens them', async () => {
  const context = await gallery.browser.newContext({viewport: {width: 1280, height: 800}});
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(`${gallery.url}#/example/inputs/slider`);
  const editor = page.locator('example-view message-editor textarea');
  await editor.fill((await editor.inputValue()).replace('"Volume"', '"Loudness"'));
  await page.locator('example-view a2ui-surface').getByText('Loudness').first().waitFor();
  await page.locator('example-view button[data-action="copy-link"]').click();
  await page.locator('example-view button[data-action="copy-link"]', {hasText: 'copied'}).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(link, /\?src=[\w-]+#\/example\/inputs\/slider$/);
  const other = await context.newPage();
  await other.goto(link);
  await other.locator('example-view a2ui-surface').getByText('Loudness').first().waitFor();
  assert.match(
    await other.locator('example-view message-editor textarea').inputValue(),
    /Loudness/,
  );
  await other.locator('example-view button[data-action="revert"]').waitFor();
  assert.doesNotMatch(other.url(), /src=/, 'the link is read once: the edits are kept instead');
  await context.close();
});

test('while streaming the stream button is "Stop", and stops the replay where it is', async () => {
  const page = await openPage('#/example/updates/incremental-components');
  await page.locator('example-view select[aria-label="Stream delay"]').selectOption('1000');
  const button = page.locator('example-view button[data-action="stream"]');
  await button.click();
  await page.locator('example-view button[data-stream-state="streaming"]').waitFor();
  assert.match(await button.innerText(), /Stop/);
  await button.click();
  const progress = page.locator('example-view [data-progress]');
  const stopped = await progress.innerText();
  assert.match(stopped, /Stopped at message [0-5] \/ 6/);
  await page.waitForTimeout(1500);
  assert.equal(await progress.innerText(), stopped);
  assert.doesNotMatch(await button.innerText(), /Stop/);
  await page.close();
});

test('at 1280 px the header of an edited example keeps its buttons on one row, its title on one line', async () => {
  const page = await openPage('#/example/updates/incremental-components');
  const editor = page.locator('example-view message-editor textarea');
  await editor.fill((await editor.inputValue()).replace('Out for delivery', 'Delivered'));
  await page.locator('example-view button[data-action="revert"]').waitFor();
  const title = (await page.locator('example-view header h2').boundingBox())!;
  assert.ok(title.height < 40, `the title is ${title.height} px tall`);
  const tops = await page
    .locator('example-view header button')
    .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
  assert.equal(new Set(tops).size, 1, `button tops ${tops.join(', ')}`);
  await page.close();
});

test('after a syntax error the last good render is marked stale', async () => {
  const page = await openPage('#/example/inputs/slider');
  const stale = page.locator('example-view [data-stale]');
  assert.equal(await stale.count(), 0);
  const editor = page.locator('example-view message-editor textarea');
  await editor.fill((await editor.inputValue()).replace('"Volume"', '"Volume'));
  await stale.waitFor();
  assert.match(await stale.innerText(), /stale/i);
  await editor.fill((await editor.inputValue()).replace('"Volume', '"Volume"'));
  await stale.waitFor({state: 'detached'});
  await page.close();
});

test('a child id no component has gets a muted "waiting for" note, not an error', async () => {
  const page = await openPage('#/example/inputs/slider');
  const editor = page.locator('example-view message-editor textarea');
  await editor.fill(
    (await editor.inputValue()).replace(
      /"children": \[\s*"s",\s*"v"\s*\]/,
      '"children": ["s", "v", "nope"]',
    ),
  );
  const note = page.locator('example-view message-editor [data-waiting-for]');
  await note.waitFor();
  assert.match(await note.innerText(), /waiting for: nope/);
  assert.equal(await page.locator('example-view message-editor li').count(), 0, 'no problem');
  await page.close();
});

test('a trailing comma is called one, at the line of the comma', async () => {
  const page = await openPage('#/example/display/text-variants');
  const editor = page.locator('example-view message-editor textarea');
  const text = (await editor.inputValue()).replace(/}\s*]\s*$/, '},\n]\n');
  await editor.fill(text);
  const problems = page.locator('example-view message-editor li');
  await problems.first().waitFor();
  const commaLine = text.split('\n').length - 2;
  assert.deepEqual(await problems.allInnerTexts(), [
    `line ${commaLine}: JSON syntax: trailing comma`,
  ]);
  await page.close();
});

test('an opened file: minified JSON is pretty-printed, the zone becomes a bar, nothing overlaps', async () => {
  const page = await openPage('#/drop');
  await page.locator('drop-page input[type="file"]').setInputFiles({
    name: 'mini.json',
    mimeType: 'application/json',
    buffer: Buffer.from(minifiedFile),
  });
  await page.locator('drop-page example-view a2ui-surface').getByText('From the file').waitFor();
  const text = await page.locator('drop-page message-editor textarea').inputValue();
  assert.ok(text.split('\n').length > 10, `the editor has ${text.split('\n').length} lines`);
  const zone = page.locator('drop-page [data-drop-zone]');
  assert.ok((await zone.boundingBox())!.height < 60, 'the drop zone is one line');
  assert.match(await zone.innerText(), /Open another file/);
  const ok = (await page.locator('drop-page message-editor .ok').boundingBox())!;
  const events = (await page
    .locator('drop-page example-view h3', {hasText: 'Events'})
    .boundingBox())!;
  assert.ok(
    ok.y + ok.height <= events.y,
    `"No problems." ends at ${ok.y + ok.height}, Events at ${events.y}`,
  );
  await page.close();
});

test('a big file says "Rendering N messages…" before the blocking work', async () => {
  const page = await openPage('#/drop');
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as {seen: string[]}).seen = []);
    const root = document
      .querySelector('gallery-app')!
      .shadowRoot!.querySelector('drop-page')!.shadowRoot!;
    new MutationObserver(() => seen.push(root.textContent ?? '')).observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  const lines = [
    JSON.stringify({version: 'v0.9', createSurface: {surfaceId: 'big', catalogId}}),
    JSON.stringify({
      version: 'v0.9',
      updateComponents: {
        surfaceId: 'big',
        components: [{id: 'root', component: 'Text', text: {path: '/n'}}],
      },
    }),
  ];
  for (let n = 0; n < 6000; n++) {
    lines.push(
      JSON.stringify({
        version: 'v0.9',
        updateDataModel: {surfaceId: 'big', path: '/n', value: `value number ${n} padding`},
      }),
    );
  }
  const text = lines.join('\n') + '\n';
  assert.ok(text.length > 500_000);
  await page.locator('drop-page input[type="file"]').setInputFiles({
    name: 'big.jsonl',
    mimeType: 'application/jsonl',
    buffer: Buffer.from(text),
  });
  await page
    .locator('drop-page example-view a2ui-surface')
    .getByText('value number 5999 padding')
    .waitFor({timeout: 60_000});
  const seen = await page.evaluate(() => (window as unknown as {seen: string[]}).seen);
  assert.ok(
    seen.some((t) => t.includes('Rendering 6002 messages…')),
    'the page said what it was doing',
  );
  await page.close();
});

test('the demo agent page logs the A2UI messages received, one collapsed line each', async () => {
  const page = await openPage('#/agent');
  const received = page.locator('agent-page [data-panel="agent-log"] details');
  const first = received.filter({hasText: /received .*createSurface/}).first();
  await first.waitFor({timeout: 15_000});
  const summary = first.locator('summary');
  assert.ok((await summary.boundingBox())!.height < 24, 'one line');
  await summary.click();
  assert.match(await first.locator('pre').innerText(), /"createSurface": \{/);
  await page.close();
});
