// Browser tests run in Chromium through Playwright: CHROME_PATH, else Playwright's own Chromium
// where it is installed, else the system's (scripts/chromium-path.mjs).
import {esbuildPlugin} from '@web/dev-server-esbuild';
import {defaultReporter} from '@web/test-runner';
import {playwrightLauncher} from '@web/test-runner-playwright';
import {bundledTestsPlugin} from './scripts/bundled-tests-plugin.mjs';
import {chromiumPath} from './scripts/chromium-path.mjs';
import {cloneSafeResultsPlugin} from './scripts/clone-safe-results-plugin.mjs';
import {importedIconsPlugin} from './scripts/imported-icons-plugin.mjs';
import {reusedPages} from './scripts/reused-pages.mjs';

const executablePath = chromiumPath();
const exportConditions = ['browser', 'development'];
const bundledTests = bundledTestsPlugin({
  tsconfig: 'tsconfig.json',
  conditions: [...exportConditions, 'module'],
});

export default {
  files: ['src/**/*.test.ts', 'components/**/*.test.ts', 'test/browser/**/*.test.ts'],
  nodeResolve: {exportConditions},
  // Each test file is served as one esbuild bundle of all it imports (some 230 modules), with a
  // linked source map. With --watch or --manual the modules are served one by one: @mdi/js as the
  // imported icons only, JavaScript as it is (target 'auto': a current Chromium needs no
  // transform) and TypeScript compiled.
  plugins: [
    // A failing assertion on an element is reported instead of hanging its file.
    cloneSafeResultsPlugin(),
    bundledTests,
    importedIconsPlugin(['src', 'components', 'test', 'demo']),
    bundledTests.skipBundles(esbuildPlugin({ts: true, target: 'auto', tsconfig: 'tsconfig.json'})),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      // A page per test file is reused for the next file (reset in between); A2UI_FRESH_PAGES=1
      // gives every file a new browser context and page, as wtr does by default.
      ...(process.env.A2UI_FRESH_PAGES ? {} : reusedPages()),
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
  // The default reporter, and the bundler's, which bundles the next files while others run.
  reporters: [defaultReporter(), bundledTests.reporter],
  concurrency: 2,
  testFramework: {config: {timeout: 10000}},
  testsFinishTimeout: 300000,
};
