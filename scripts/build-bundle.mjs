// Builds the drop-in bundle: one minified ES module with every dependency inside, which registers
// all elements on import and exports the public API (`src/index.ts`).
import {build} from 'esbuild';
import {mkdirSync, renameSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Path of the drop-in bundle, relative to the repository root. */
export const bundlePath = 'dist/a2ui-elements.js';

/**
 * Bundles `src/index.ts` into `dist/a2ui-elements.js`.
 * @returns {Promise<{file: string, bytes: number, gzipBytes: number, imports: string[],
 *   exports: string[], contributors: [string, number][]}>} the absolute file path, its raw and
 *   gzip sizes, any import the bundle still makes (none), the names it exports, and the
 *   minified bytes each package or source folder contributes.
 */
export async function buildBundle({entry = 'src/index.ts', outfile = bundlePath} = {}) {
  const file = join(root, outfile);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: 'linked',
    legalComments: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    tsconfig: join(root, 'tsconfig.json'),
  });
  // Written atomically: tests building in parallel never read a half-written bundle.
  mkdirSync(dirname(file), {recursive: true});
  for (const {path, contents} of result.outputFiles) {
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, contents);
    renameSync(temporary, path);
  }
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
  const code = Buffer.from(result.outputFiles.find((f) => f.path === file).contents);
  return {
    file,
    bytes: code.length,
    gzipBytes: gzipSync(code, {level: 9}).length,
    imports: (output?.imports ?? []).map((i) => i.path),
    exports: output?.exports ?? [],
    contributors: contributors(output?.inputs ?? {}),
  };
}

/** Minified bytes per package (node_modules) or source folder, largest first. */
function contributors(inputs) {
  const totals = new Map();
  for (const [path, {bytesInOutput}] of Object.entries(inputs)) {
    const parts = path.split('/');
    const key =
      parts[0] === 'node_modules'
        ? parts.slice(0, parts[1].startsWith('@') ? 3 : 2).join('/')
        : parts.slice(0, 2).join('/');
    totals.set(key, (totals.get(key) ?? 0) + bytesInOutput);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {file, bytes, gzipBytes} = await buildBundle();
  console.log(
    `${file.slice(root.length + 1)}: ${(bytes / 1024).toFixed(1)} KB, ` +
      `${(gzipBytes / 1024).toFixed(1)} KB gzip`,
  );
}
