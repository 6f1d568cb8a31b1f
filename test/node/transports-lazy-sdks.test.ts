// The A2A, AG-UI and MCP connectors import their SDK dynamically (optional peer dependencies).
// Bundled by esbuild without code splitting, as an application may, the renderer's core and the
// connectors still work together: the SDKs share zod with the core (see optional-package.ts).
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {test} from 'node:test';
import {build} from 'esbuild';

const root = join(import.meta.dirname, '..', '..');

test('an esbuild bundle (no code splitting) of the core and the SDK connectors validates messages', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'a2ui-lazy-sdks-'));
  try {
    const outfile = join(dir, 'bundle.mjs');
    await build({
      stdin: {
        contents: `
          export {MessageProcessor, validateMessage} from './src/core.js';
          export {A2aTransport, AgUiTransport, McpTransport} from './src/transports/index.js';
        `,
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile,
      logLevel: 'silent',
    });
    const bundle = (await import(
      pathToFileURL(outfile).href
    )) as typeof import('../../src/core.js');
    const result = bundle.validateMessage(
      {version: 'v0.9', deleteSurface: {surfaceId: 's'}},
      {direction: 'agentToRenderer'},
    );
    assert.equal(result.ok, true);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
