// Builds the four framework demos, and an index page linking them, as one multi-page app.
// `a2ui-elements` resolves to the sources, as it would to the package for a user.
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vite';
import {esbuildTypeScript} from '../../scripts/vite-typescript.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: './',
  plugins: [esbuildTypeScript()],
  resolve: {
    alias: {
      'a2ui-elements': here('../../src/index.ts'),
    },
  },
  define: {
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: here('index.html'),
        react: here('react/index.html'),
        vue: here('vue/index.html'),
        angular: here('angular/index.html'),
        plain: here('plain/index.html'),
      },
    },
  },
});
