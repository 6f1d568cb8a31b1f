// `npm run build`: the drop-in bundle, the npm package (JavaScript + types + custom elements
// manifest) and the gallery. `--only=bundle,package,gallery` picks parts.
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildBundle} from './build-bundle.mjs';
import {buildGallery} from './build-gallery.mjs';
import {buildManifest, buildTypes} from './build-package.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.find((a) => a.startsWith('--only='));
const parts = only ? only.slice('--only='.length).split(',') : ['bundle', 'package', 'gallery'];

if (parts.includes('bundle') || parts.includes('gallery')) {
  const {file, gzipBytes} = await buildBundle();
  console.log(`${file.slice(root.length + 1)}: ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
}
if (parts.includes('package')) {
  buildTypes();
  buildManifest();
  console.log('dist/src, dist/components, custom-elements.json written');
}
if (parts.includes('gallery')) {
  await buildGallery();
  console.log('dist-gallery/ written');
}
