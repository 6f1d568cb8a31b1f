/** Launching the headless Chromium the benchmark runs in. */
import {chromium, type Browser} from 'playwright';
import {chromiumPath} from '../../scripts/chromium-path.mjs';

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
