// Browser tests run in Chromium through Playwright. Playwright's own Chromium is used where it
// is installed; otherwise the system's (CHROME_PATH, or Debian's /usr/bin/chromium).
import {existsSync} from 'node:fs';
import {esbuildPlugin} from '@web/dev-server-esbuild';
import {playwrightLauncher} from '@web/test-runner-playwright';
import {chromium} from 'playwright';
import {importedIconsPlugin} from './scripts/imported-icons-plugin.mjs';

function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return undefined; // Playwright finds its own browser.
  } catch {
    // Playwright has no browser of its own here.
  }
  for (const candidate of [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

const executablePath = chromiumPath();

export default {
  files: ['src/**/*.test.ts', 'components/**/*.test.ts', 'test/browser/**/*.test.ts'],
  nodeResolve: {exportConditions: ['browser', 'development']},
  // Each test file is a page loading some 230 modules: @mdi/js is served as the imported icons
  // only, and JavaScript as it is (target 'auto': a current Chromium needs no transform, which
  // added an inline source map to every module); TypeScript is still compiled.
  plugins: [
    importedIconsPlugin(['src', 'components', 'test', 'demo']),
    esbuildPlugin({ts: true, target: 'auto', tsconfig: 'tsconfig.json'}),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        ...(executablePath ? {executablePath} : {}),
        // --expose-gc: the leak test forces garbage collection.
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--js-flags=--expose-gc',
        ],
      },
    }),
  ],
  concurrency: 2,
  testFramework: {config: {timeout: 10000}},
  testsFinishTimeout: 300000,
};
