// Builds the gallery (demo/) with Vite into dist-gallery/, next to the drop-in page and the
// bundle it loads, so a plain static server can host all of it.
import {copyFileSync, existsSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'vite';
import {bundlePath} from './build-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Folder the gallery is written to: dist-gallery/, or env `A2UI_GALLERY_DIR` (the end-to-end
 * tests give each `npm start` its own, so one build never empties the folder another serves).
 */
export const galleryDir = process.env.A2UI_GALLERY_DIR
  ? resolve(process.env.A2UI_GALLERY_DIR)
  : join(root, 'dist-gallery');

/** Builds the gallery; expects the bundle to be built already (for the drop-in page). */
export async function buildGallery() {
  await build({
    configFile: join(root, 'vite.config.mjs'),
    logLevel: 'warn',
    build: {outDir: galleryDir, emptyOutDir: true},
  });
  if (!existsSync(join(root, bundlePath))) throw new Error(`${bundlePath} is missing`);
  for (const file of [
    'a2ui-elements.js',
    'a2ui-elements.js.map',
    'a2ui-agent.js',
    'a2ui-agent.js.map',
    'a2ui-v0_8.js',
    'a2ui-v0_8.js.map',
    'a2ui-v1_0.js',
    'a2ui-v1_0.js.map',
  ]) {
    copyFileSync(join(root, 'dist', file), join(galleryDir, file));
  }
  for (const page of ['drop-in.html', 'drop-in-custom.html'])
    copyFileSync(join(root, 'demo', page), join(galleryDir, page));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildGallery();
  console.log('dist-gallery/ written');
}
