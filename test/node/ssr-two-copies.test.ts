// Next.js (App Router) bundles a package once for Server Components and once for the server
// rendering of client components, and runs both bundles in one Node process: when a Server
// Component and a client component both import `a2ui-elements`, the package is evaluated twice
// against the one registry of Lit's DOM shim. The second copy must not throw ("the name
// a2ui-surface has already been used"), which failed `next build`; the first copy's elements stay.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';

const root = resolve(import.meta.dirname, '../..');

test('a second copy of the package imports in the same Node process, keeping the first elements', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'a2ui-copy-'));
  try {
    for (const dir of ['src', 'components'])
      cpSync(join(root, dir), join(copy, dir), {recursive: true});
    cpSync(join(root, 'tsconfig.json'), join(copy, 'tsconfig.json'));
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const entries = ['src/index.ts', 'src/transports/index.ts'];
    const first = entries.map((path) => pathToFileURL(join(root, path)).href);
    const second = entries.map((path) => pathToFileURL(join(copy, path)).href);
    const script = `
      const a = await import(${JSON.stringify(first[0])});
      await import(${JSON.stringify(first[1])});
      const b = await import(${JSON.stringify(second[0])});
      await import(${JSON.stringify(second[1])});
      console.log(JSON.stringify({
        twoCopies: a.A2uiSurface !== b.A2uiSurface,
        firstKept: customElements.get('a2ui-surface') === a.A2uiSurface,
        agent: Boolean(customElements.get('a2ui-agent')),
        text: Boolean(customElements.get('a2ui-text')),
      }));
    `;
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {cwd: root, encoding: 'utf8'},
    );
    assert.deepEqual(JSON.parse(run.stdout.trim().split('\n').pop()!), {
      twoCopies: true,
      firstKept: true,
      agent: true,
      text: true,
    });
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
});
