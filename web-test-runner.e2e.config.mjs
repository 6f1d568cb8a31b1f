// End-to-end transport tests: Chromium against the real demo agent on loopback (random ports),
// one agent per transport, killed and restarted by the fault tests (npm run test:e2e).
// The page loads the package and its connectors as one esbuild bundle (test/e2e/transports-bundle-entry.ts
// at /__e2e__/a2ui.js), as an application would: the MCP SDK brings CommonJS and JSON modules.
import {build} from 'esbuild';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import base from './web-test-runner.config.mjs';
import {demoAgentPlugin} from './test/e2e/transports-agent-plugin.mjs';

const root = dirname(fileURLToPath(import.meta.url));

export default {
  ...base,
  files: ['test/e2e/transports*.test.ts'],
  plugins: [...base.plugins, bundlePlugin(), demoAgentPlugin(root)],
  concurrency: 2,
  testFramework: {config: {timeout: 30000}},
};

function bundlePlugin() {
  let bundle;
  return {
    name: 'a2ui-e2e-bundle',
    async serve(context) {
      if (context.path !== '/__e2e__/a2ui.js') return undefined;
      bundle ??= build({
        absWorkingDir: root,
        entryPoints: [join(root, 'test/e2e/transports-bundle-entry.ts')],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        write: false,
        tsconfig: join(root, 'tsconfig.json'),
        logLevel: 'warning',
      }).then((result) => result.outputFiles[0].text);
      return {body: await bundle, type: 'js'};
    },
  };
}
