// A Vite plugin compiling the project's .ts modules with esbuild: the elements use standard
// decorators (`@property() accessor x`), which browsers do not run natively yet and Vite's own
// TypeScript transform leaves as they are.
import {transform} from 'esbuild';

/** @returns {import('vite').Plugin} */
export function esbuildTypeScript() {
  return {
    name: 'a2ui-esbuild-typescript',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.ts(\?|$)/.test(id) || id.includes('/node_modules/')) return undefined;
      const result = await transform(code, {
        loader: 'ts',
        target: 'es2022',
        sourcemap: true,
        sourcefile: id,
        tsconfigRaw: {
          compilerOptions: {useDefineForClassFields: false, verbatimModuleSyntax: true},
        },
      });
      return {code: result.code, map: result.map};
    },
  };
}
