/**
 * Bundles every contestant the same way (esbuild: one minified ES module, same target, every
 * dependency inside) into bench/.build/, and measures the size entries.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {build, version, type BuildOptions} from 'esbuild';
import {hashOf, stampedBuild} from '../../scripts/build-stamp.mjs';
import type {ContestantName, ReferenceName} from '../page/contestant.js';

/** The esbuild options shared by every bundle. */
export const BUNDLE_OPTIONS: BuildOptions = {
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  legalComments: 'none',
  tsconfig: 'tsconfig.json',
  define: {'process.env.NODE_ENV': '"production"'},
  logLevel: 'silent',
};

/** Min and gzip sizes of one bundle, in bytes. */
export interface BundleSize {
  min: number;
  gzip: number;
}

/** What building one contestant produced. */
export interface BuiltContestant<Name extends string = ContestantName> {
  name: Name;
  /** The harness page, or the reason it could not be built. */
  page: {ok: true; file: string} | {ok: false; error: string};
  /** The size entry's sizes, or undefined when it could not be built. */
  size?: BundleSize;
}

/** Besides the inputs esbuild reads, what decides a bundle: a change to any of them builds anew. */
const SETTINGS = ['tsconfig.json', 'package.json', 'package-lock.json'];

/**
 * Bundles `entry` into `outfile`, unless the last bundle there came from the same inputs and
 * settings and is still as written (`<outfile>.stamp`): the smoke tests build the same pages on
 * every run.
 */
async function bundle(entry: string, outfile: string): Promise<void> {
  const key = JSON.stringify({
    entry: resolve(entry),
    options: BUNDLE_OPTIONS,
    esbuild: version,
    settings: hashOf(SETTINGS.map((file) => resolve(file))),
  });
  await stampedBuild(`${outfile}.stamp`, key, async () => {
    const result = await build({...BUNDLE_OPTIONS, entryPoints: [entry], outfile, metafile: true});
    const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(input));
    return {result: undefined, inputs: inputs.sort(), outputs: [outfile]};
  });
}

async function sizeOf(file: string): Promise<BundleSize> {
  const code = await readFile(file);
  return {min: code.length, gzip: gzipSync(code, {level: 9}).length};
}

function message(error: unknown): string {
  const errors = (
    error as {errors?: Array<{text: string; location?: {file: string; line: number}}>}
  ).errors;
  if (errors?.length) {
    return errors
      .slice(0, 3)
      .map((e) => (e.location ? `${e.location.file}:${e.location.line}: ${e.text}` : e.text))
      .join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

/** Builds a contestant's harness page and its size entry into `outdir`. */
export async function buildContestant<Name extends ContestantName | ReferenceName>(
  name: Name,
  benchDir: string,
  outdir: string,
): Promise<BuiltContestant<Name>> {
  await mkdir(outdir, {recursive: true});
  const result: BuiltContestant<Name> = {name, page: {ok: false, error: 'not built'}};
  try {
    await bundle(join(benchDir, 'contestants', `${name}-page.ts`), join(outdir, `${name}-page.js`));
    await writeFile(
      join(outdir, `${name}.html`),
      `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title></head>` +
        `<body><script type="module" src="${name}-page.js"></script></body></html>`,
    );
    result.page = {ok: true, file: `${name}.html`};
  } catch (error) {
    result.page = {ok: false, error: message(error)};
    return result;
  }
  try {
    const sizeFile = join(outdir, `size-${name}.js`);
    await bundle(join(benchDir, 'size', `${name}.ts`), sizeFile);
    result.size = await sizeOf(sizeFile);
  } catch {
    result.size = undefined;
  }
  return result;
}

/** Builds and measures an extra size entry (bench/size/<entry>.ts). */
export async function buildSizeEntry(
  entry: string,
  benchDir: string,
  outdir: string,
): Promise<BundleSize | undefined> {
  try {
    const file = join(outdir, `size-${entry}.js`);
    await bundle(join(benchDir, 'size', `${entry}.ts`), file);
    return await sizeOf(file);
  } catch {
    return undefined;
  }
}
