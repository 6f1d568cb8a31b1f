// Builds the drop-in bundle: one minified ES module with every dependency inside, which registers
// all elements on import and exports the public API (`src/index.ts`, through `src/drop-in.ts`),
// and beside it `dist/a2ui-agent.js`: the light connectors and `<a2ui-agent>`, which take Lit and
// the core from `./a2ui-elements.js` instead of bringing a second copy.
import {build} from 'esbuild';
import {minify} from 'terser';
import {mkdirSync, readdirSync} from 'node:fs';
import {basename, dirname, join, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {minifyCssLiterals} from './minify-css-literals.mjs';
import {minifyHtmlLiteralsPlugin} from './minify-html-literals.mjs';
import {compactMdiPlugin} from './compact-mdi.mjs';
import {hashOf, stampedBuild, writeAtomically} from './build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Path of the drop-in bundle, relative to the repository root. */
export const bundlePath = 'dist/a2ui-elements.js';

/** Path of the connectors' drop-in file, relative to the repository root. */
export const agentBundlePath = 'dist/a2ui-agent.js';

/** Path of the A2UI v0.8 adapter's drop-in file, relative to the repository root. */
export const v08BundlePath = 'dist/a2ui-v0_8.js';

/** Modules the v0.8 adapter takes from the drop-in bundle (which exports what it uses). */
const SHARED_WITH_V08 =
  /\/(catalog\/basic-catalog|protocol\/v0_9\/basic-components|state\/jsonl|state\/problem-summary)\.js$/;

/** Path of the A2UI v1.0 adapter's drop-in file, relative to the repository root. */
export const v10BundlePath = 'dist/a2ui-v1_0.js';

/**
 * The v1.0 adapter takes every module outside `src/adapters/` from the drop-in bundle (which
 * exports what it uses: `src/drop-in.ts`) but three tiny helper modules and its own ids, so the
 * catalog, the schemas, the functions and the signals it builds on are the renderer's own.
 */
const INLINED_IN_V10 =
  /\/(protocol\/json-values|binding\/shapes|protocol\/v1_0\/ids|functions\/argument-problem)\.js$/;

/**
 * Bundles `src/drop-in.ts` into `dist/a2ui-elements.js`, then `src/transports/basic.ts` into
 * `dist/a2ui-agent.js`, the v0.8 adapter into `dist/a2ui-v0_8.js` and the v1.0 adapter into
 * `dist/a2ui-v1_0.js`. When the last build came from the same inputs and tools and its files are
 * as it wrote them, that build is reused (the tests ask for the bundle many times over).
 * @returns {Promise<BundleInfo & {agent: BundleInfo, v08: BundleInfo, v10: BundleInfo}>} the
 *   main bundle's facts, the agent file's under `agent`, the v0.8 adapter file's under `v08` and
 *   the v1.0 adapter file's under `v10`.
 */
export async function buildBundle({entry = 'src/drop-in.ts', outfile = bundlePath} = {}) {
  const key = JSON.stringify({entry, outfile, tools: hashOf(TOOLS.map((p) => join(root, p)))});
  return stampedBuild(STAMP, key, async () => {
    const outputs = [];
    const built = await buildAll(entry, outfile, outputs);
    const inputs = [built, built.agent, built.v08, built.v10].flatMap((info) => info.inputs);
    return {result: built, inputs: [...new Set(inputs.map(inputFile))].sort(), outputs};
  });
}

async function buildAll(entry, outfile, written) {
  const main = await bundle(entry, outfile, [], written);
  const dropIn = `./${basename(outfile)}`;
  const agent = await bundle(
    'src/transports/basic.ts',
    agentBundlePath,
    [
      importFromDropIn(dropIn, (path, importer) =>
        importer.includes(`${sep}src${sep}transports${sep}`),
      ),
    ],
    written,
  );
  const v08 = await bundle(
    'src/adapters/v0_8/index.ts',
    v08BundlePath,
    [importFromDropIn(dropIn, (path) => SHARED_WITH_V08.test(path))],
    written,
  );
  const v10 = await bundle(
    'src/adapters/v1_0/index.ts',
    v10BundlePath,
    [
      importFromDropIn(
        dropIn,
        (path, importer) =>
          (importer.includes(`${sep}src${sep}adapters${sep}v1_0${sep}`) &&
            path.startsWith('../../') &&
            !INLINED_IN_V10.test(path)) ||
          // argumentProblem, inlined, words its messages with the bundle's readableErrors.
          importer.endsWith(`${sep}argument-problem.ts`),
      ),
    ],
    written,
  );
  return {...main, agent, v08, v10};
}

/** What the build is made with besides its inputs: a change to any of them builds anew. */
const TOOLS = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  ...readdirSync(join(root, 'scripts'))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => `scripts/${name}`),
];

/** Where a build records what it was made from and what it wrote. */
const STAMP = join(root, 'node_modules/.cache/a2ui-elements/bundle-stamp.json');

/** The source file behind an esbuild input (`compact-mdi:node_modules/…/mdi.js?from=…`). */
const inputFile = (input) => join(root, input.replace(/^[\w-]+:/, '').replace(/\?.*$/, ''));

/**
 * @typedef {{file: string, bytes: number, gzipBytes: number, imports: string[],
 *   exports: string[], inputs: string[], contributors: [string, number][]}} BundleInfo
 *   the absolute file path, its raw and gzip sizes, the imports it still makes, the names it
 *   exports, the source files inside it, and the minified bytes each package or source folder
 *   contributes.
 */

/**
 * An esbuild plugin for the files beside the drop-in bundle: Lit, and the parent-folder modules
 * `shared` picks, come from the drop-in bundle, which exports what they use.
 * @param {string} dropIn the drop-in bundle's path relative to the built file.
 * @param {(path: string, importer: string) => boolean} shared whether a `../` import (as
 *   written, from `importer`) is taken from the drop-in bundle.
 * @returns {import('esbuild').Plugin}
 */
function importFromDropIn(dropIn, shared) {
  return {
    name: 'import-from-drop-in',
    setup(pluginBuild) {
      pluginBuild.onResolve({filter: /^lit(\/|$)/}, () => ({path: dropIn, external: true}));
      pluginBuild.onResolve({filter: /^\.\.\//}, ({path, importer}) =>
        shared(path, importer) ? {path: dropIn, external: true} : undefined,
      );
    },
  };
}

/**
 * An esbuild plugin: `hint()` records nothing. The JSON Schema keywords it records are read only
 * by JSON Schema export (`npm run spec`, `a2ui-elements/inline-catalogs`), which the bundles
 * never carry: an import of anything else from that module fails the build.
 * @returns {import('esbuild').Plugin}
 */
function withoutJsonSchemaHints() {
  return {
    name: 'without-json-schema-hints',
    setup(pluginBuild) {
      pluginBuild.onLoad(
        {filter: /[\\/]src[\\/]protocol[\\/]v0_9[\\/]json-schema-hints\.ts$/},
        () => ({
          contents: 'export const hint = (schema) => schema;',
          loader: 'js',
        }),
      );
    },
  };
}

/** @returns {Promise<BundleInfo>} */
async function bundle(entry, outfile, plugins, written) {
  const file = join(root, outfile);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    // Whitespace is terser's to drop: esbuild's whitespace minifier also drops the
    // `/* @__PURE__ */` annotations terser uses to remove what nothing reads (-35 B gzip).
    minifySyntax: true,
    minifyIdentifiers: true,
    sourcemap: 'linked',
    legalComments: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    tsconfig: join(root, 'tsconfig.json'),
    plugins: [
      minifyHtmlLiteralsPlugin({then: minifyCssLiterals}),
      compactMdiPlugin(),
      withoutJsonSchemaHints(),
      ...plugins,
    ],
  });
  const files = new Map(result.outputFiles.map((f) => [f.path, Buffer.from(f.contents)]));
  await squeeze(files, file);
  mkdirSync(dirname(file), {recursive: true});
  for (const [path, contents] of files) {
    writeAtomically(path, contents);
    written.push(path);
  }
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
  const code = files.get(file);
  return {
    file,
    bytes: code.length,
    gzipBytes: gzipSync(code, {level: 9}).length,
    imports: (output?.imports ?? []).map((i) => i.path),
    exports: output?.exports ?? [],
    inputs: Object.keys(output?.inputs ?? {}),
    contributors: contributors(output?.inputs ?? {}),
  };
}

/**
 * Minifies esbuild's output once more with terser, whose compressor and frequency-ordered
 * mangling save a few more kilobytes gzip; the source map follows through both steps.
 * @param {Map<string, Buffer>} files esbuild's output files by path, updated in place.
 * @param {string} file the JavaScript file among them.
 */
async function squeeze(files, file) {
  const mapFile = `${file}.map`;
  const {code, map} = await minify(files.get(file).toString(), {
    module: true,
    ecma: 2020,
    // Later passes find what the earlier ones' rewrites made removable (-9 B gzip for the
    // fourth). `unsafe_arrows` turns a function expression that reads no `this` (mostly inlined
    // one-use helpers) into an arrow: nothing calls such an expression with `new` (-48 B gzip
    // with the third pass). `keep_fargs: false` drops unused trailing parameters: nothing in the
    // bundle reads a function's `length` (-19 B).
    compress: {passes: 4, unsafe_arrows: true, keep_fargs: false},
    mangle: {toplevel: true},
    // Keeps the `/*! … LEGAL.txt */` pointer; the source map URL is written anew.
    format: {comments: /^!/},
    sourceMap: {content: files.get(mapFile).toString(), url: basename(mapFile)},
  });
  files.set(file, Buffer.from(code));
  files.set(mapFile, Buffer.from(map));
}

/** Minified bytes per package (node_modules) or source folder, largest first. */
function contributors(inputs) {
  const totals = new Map();
  for (const [path, {bytesInOutput}] of Object.entries(inputs)) {
    const parts = path.replace(/^[\w-]+:/, '').split('/');
    const key =
      parts[0] === 'node_modules'
        ? parts.slice(0, parts[1].startsWith('@') ? 3 : 2).join('/')
        : parts.slice(0, 2).join('/');
    totals.set(key, (totals.get(key) ?? 0) + bytesInOutput);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = await buildBundle();
  for (const {file, bytes, gzipBytes} of [built, built.agent, built.v08, built.v10]) {
    console.log(
      `${file.slice(root.length + 1)}: ${(bytes / 1024).toFixed(1)} KB, ` +
        `${(gzipBytes / 1024).toFixed(1)} KB gzip`,
    );
  }
}
