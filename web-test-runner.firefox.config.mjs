// The browser tests in Firefox (`npm run test:firefox`): the same files and plugins as
// web-test-runner.config.mjs, driven by puppeteer-core over WebDriver BiDi, which needs no patched
// build: FIREFOX_PATH, else the system's Firefox. What the driver cannot do there (forced colours
// and colour-scheme emulation, garbage collection on demand) skips those tests in Firefox only.
import {ChromeLauncher} from '@web/test-runner-chrome';
import {existsSync} from 'node:fs';
import * as puppeteer from 'puppeteer-core';
import base from './web-test-runner.config.mjs';

const executablePath =
  process.env.FIREFOX_PATH ??
  [
    '/usr/bin/firefox-esr',
    '/usr/bin/firefox',
    '/Applications/Firefox.app/Contents/MacOS/firefox',
  ].find(existsSync);
if (!executablePath) {
  throw new Error(
    'No Firefox found. Install one (Debian, Ubuntu: `sudo apt-get install firefox-esr`) or set FIREFOX_PATH.',
  );
}

/**
 * Presses keys written as Playwright writes them ("Shift+Tab", "Space"), which the tests use, with
 * puppeteer's keyboard: the modifiers held down around the key.
 */
async function pressChord(keyboard, chord) {
  const keys = chord.split('+').map((key) => (key === 'Space' ? ' ' : key));
  const key = keys.pop();
  for (const modifier of keys) await keyboard.down(modifier);
  await keyboard.press(key);
  for (const modifier of keys.reverse()) await keyboard.up(modifier);
}

/** `object` with its members bound to it, and `overrides` in place of some. */
function withOverrides(object, overrides) {
  return new Proxy(object, {
    get(target, name) {
      if (name in overrides) return overrides[name];
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Puppeteer's launcher, its pages' keyboards and mice acting as Playwright's do. */
class FirefoxLauncher extends ChromeLauncher {
  getPage(sessionId) {
    const page = super.getPage(sessionId);
    const keyboard = withOverrides(page.keyboard, {
      press: (chord) => pressChord(page.keyboard, chord),
    });
    // Puppeteer's reset over BiDi releases the buttons but leaves the pointer where it was, and
    // Firefox hovers what is drawn under it next: move it to the corner, as Playwright does.
    const mouse = withOverrides(page.mouse, {
      reset: async () => {
        await page.mouse.move(0, 0);
        await page.mouse.reset();
      },
    });
    return withOverrides(page, {keyboard, mouse});
  }
}

export default {
  ...base,
  // One page at a time: Firefox pauses animation frames in a tab that is not in front.
  concurrency: 1,
  browsers: [
    new FirefoxLauncher(
      {
        browser: 'firefox',
        executablePath,
        headless: true,
        // Reduced motion for the whole run: the driver cannot emulate it per test, and tests that
        // read colours right after a change would otherwise read them mid-transition.
        extraPrefsFirefox: {'ui.prefersReducedMotion': 1},
      },
      ({browser}) => browser.defaultBrowserContext(),
      ({context}) => context.newPage(),
      puppeteer,
    ),
  ],
};
