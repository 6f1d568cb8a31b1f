// Builds the npm package: TypeScript emit (ES modules + .d.ts) into dist/, and the Custom
// Elements Manifest (custom-elements.json) generated from the elements' JSDoc.
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(command, args) {
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Emits `dist/src`, `dist/components` (JavaScript, declarations, source maps). */
export function buildTypes() {
  run(bin('tsc'), ['-p', 'tsconfig.build.json']);
}

/** Writes `custom-elements.json` from the JSDoc of the elements. */
export function buildManifest() {
  run(bin('cem'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet']);
  const file = join(root, 'custom-elements.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, JSON.stringify(publishedManifest(manifest), null, 2) + '\n');
}

/** Test helpers are sources the analyzer sees but no user imports. */
const testHelper = /\.test\.helper\.ts$|(^|\/)testing\.ts$/;

/**
 * The manifest as the package ships it: the analyzer names the sources (`src/x.ts`, or
 * `src/x.js` / `/src/x.js` in re-exports and superclasses), which are not published; a module
 * is `dist/src/x.js` there. Test helpers go.
 */
function publishedManifest(manifest) {
  const shipped = (value) => {
    if (Array.isArray(value)) return value.map(shipped);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        (key === 'path' || key === 'module') &&
        typeof inner === 'string' &&
        /^\/?(src|components)\/.+\.[jt]s$/.test(inner)
          ? `dist/${inner.replace(/^\//, '').replace(/\.ts$/, '.js')}`
          : shipped(inner),
      ]),
    );
  };
  const modules = manifest.modules.filter((module) => !testHelper.test(module.path));
  return shipped({...manifest, modules});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildTypes();
  buildManifest();
}
