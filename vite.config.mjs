// Vite config of the gallery (demo/). TypeScript goes through esbuild because the elements use
// standard decorators (`@property() accessor x`), which browsers do not run natively yet.
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vite';
import {esbuildTypeScript} from './scripts/vite-typescript.mjs';

const root = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: join(root, 'demo'),
  base: './',
  publicDir: join(root, 'demo', 'public'),
  oxc: false,
  plugins: [esbuildTypeScript()],
  // Demo code imports the package by name (as users do); it resolves to the sources, so the
  // gallery and the custom catalogs share one copy of the library.
  resolve: {
    alias: [
      {find: /^a2ui-elements$/, replacement: join(root, 'src', 'index.ts')},
      {find: /^a2ui-elements\/core$/, replacement: join(root, 'src', 'core.ts')},
      {
        find: /^a2ui-elements\/transports$/,
        replacement: join(root, 'src', 'transports', 'index.ts'),
      },
    ],
  },
  build: {
    outDir: join(root, 'dist-gallery'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {input: {gallery: join(root, 'demo', 'index.html')}},
  },
  server: {fs: {allow: [root]}},
});
