// The browser tests in WebKit (`npm run test:webkit`): the same files and plugins as
// web-test-runner.config.mjs, in WebKitGTK's MiniBrowser driven by its WebDriver
// (scripts/webkit-launcher.mjs; Debian, Ubuntu: `sudo apt-get install webkit2gtk-driver xvfb`).
// What the driver cannot do there (forced colours and colour-scheme emulation, garbage collection
// on demand) skips those tests outside Chromium.
import {webkitLauncher} from './scripts/webkit-launcher.mjs';
import base from './web-test-runner.config.mjs';

export default {
  ...base,
  // One window, navigated from one test file to the next.
  concurrency: 1,
  browsers: [webkitLauncher()],
};
