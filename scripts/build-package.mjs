// Builds the npm package: TypeScript emit (ES modules + .d.ts) into dist/, and the Custom
// Elements Manifest (custom-elements.json) generated from the elements' JSDoc.
import {spawnSync} from 'node:child_process';
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
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildTypes();
  buildManifest();
}
