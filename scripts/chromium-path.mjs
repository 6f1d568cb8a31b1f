// The Chromium that the browser tests, the end-to-end tests, the benchmark and the screenshots
// drive: CHROME_PATH, else Playwright's own if it is installed, else the system's. Run as a
// script (`npm test` does, first), it fails at once, saying how to get one, where there is none.
import {existsSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import {chromium} from 'playwright';

// Linux packages, then macOS and Windows installs of Chromium or Chrome.
const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

/**
 * The Chromium executable to launch, or undefined to let Playwright launch its own. Throws,
 * saying how to get one, when CHROME_PATH names no file or no Chromium is found.
 */
export function chromiumPath() {
  const given = process.env.CHROME_PATH;
  if (given) {
    if (existsSync(given)) return given;
    throw new Error(`CHROME_PATH is ${given}, which does not exist.`);
  }
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright has no browser of its own here.
  }
  const system = SYSTEM_PATHS.find((path) => existsSync(path));
  if (system) return system;
  throw new Error(
    "No Chromium found for the browser tests. Install one: your system's package (Debian, " +
      "Ubuntu: `sudo apt-get install chromium`) or Playwright's (`npx playwright install " +
      'chromium`); or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    chromiumPath();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
