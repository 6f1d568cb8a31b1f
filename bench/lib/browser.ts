/** Launching the headless Chromium the benchmark runs in. */
import {existsSync} from 'node:fs';
import {chromium, type Browser} from 'playwright';

/** CHROME_PATH, else Playwright's own Chromium if installed, else the system's. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
    existsSync(p),
  );
}

/** The flags every run uses (documented in bench/README.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--js-flags=--expose-gc',
  // Several pages stay open side by side: none of them may be throttled as a background page.
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];

/** Launches headless Chromium. */
export function launch(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({
    headless: true,
    args: CHROMIUM_ARGS,
    ...(executablePath ? {executablePath} : {}),
  });
}
