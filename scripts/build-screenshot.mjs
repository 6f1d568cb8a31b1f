// Takes docs/gallery.png, the README's screenshot, from the built gallery (run `npm run build`
// or `npm start` first): `node scripts/build-screenshot.mjs [example-id]`.
import {mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {chromiumPath} from './chromium-path.mjs';
import {galleryDir} from './build-gallery.mjs';
import {serveStatic} from './start-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const example = process.argv[2] ?? 'apps/restaurant-booking';

const server = await serveStatic(galleryDir, 0, {agent: null});
const executablePath = chromiumPath();
const browser = await chromium.launch({
  ...(executablePath ? {executablePath} : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({viewport: {width: 1440, height: 900}, colorScheme: 'light'});
  await page.goto(`http://localhost:${server.address().port}/#/example/${example}`);
  await page.locator('example-view a2ui-surface [data-a2ui-id="root"]').first().waitFor();
  // Act once so the event log has something to show.
  const primary = page.locator('example-view a2ui-surface a2ui-button[data-a2ui-id="book"]');
  if (await primary.count()) await primary.click();
  await page.waitForTimeout(500);
  mkdirSync(join(root, 'docs'), {recursive: true});
  await page.screenshot({path: join(root, 'docs', 'gallery.png')});
  console.log('docs/gallery.png written');
} finally {
  await browser.close();
  server.close();
}
