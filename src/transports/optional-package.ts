import {TransportError} from './transport-error.js';

/**
 * The error of a connector whose optional package (an agent SDK, a peer dependency the
 * application installs) could not be loaded: `unsupported` (not retried), naming the package.
 *
 * The connectors import their SDK dynamically in a `try`, each `import()` awaited directly or
 * given a `.catch()`: webpack takes an `import()` in a `try` for one that may fail, esbuild one
 * awaited in a `try` or given a `.catch()`. Both then build an application without the SDK
 * (webpack warning "Module not found", esbuild silently); a `.catch()` alone fails webpack's
 * build, a `try` around `import()`s awaited together (`Promise.all`) alone esbuild's.
 */
export function missingPackage(connector: string, pkg: string, cause: unknown): TransportError {
  const message = `${connector} needs ${pkg}, which could not be loaded: npm i ${pkg}`;
  return new TransportError('unsupported', message, {cause});
}

/**
 * Rethrows. The `.catch()` of `import()`s awaited together in a `try` whose `catch` reports the
 * failure: it marks each for esbuild as one that may fail (see `missingPackage`).
 */
export const rethrow = (error: unknown): never => {
  throw error;
};

/**
 * Never called. esbuild, bundling without code splitting, initializes lazily every module a
 * dynamic import reaches, zod's among them (the MCP SDK imports it), and skips that
 * initialization for a static import that goes through a re-exporting entry point of a package
 * without side effects (the renderer's `zod/mini`): its schemas would find zod undefined. Named in
 * a dynamic import here, these entry points are initialized like the modules they re-export.
 * `webpackExports: []` tells webpack that none of their exports is used here: otherwise it keeps
 * all of zod in the application's bundle (an app of the renderer and the connectors: 326 KB
 * minified instead of 228 KB) and emits a never-loaded 259 KB copy beside it.
 */
export const sharedWithTheSdks = (): Promise<unknown> =>
  Promise.all([
    import(/* webpackExports: [] */ 'zod/mini'),
    import(/* webpackExports: [] */ 'zod/v4/core'),
  ]);
