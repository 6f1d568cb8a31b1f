import {TransportError} from './transport-error.js';

/**
 * The error of a connector whose optional package (an agent SDK, a peer dependency the
 * application installs) could not be loaded: `unsupported` (not retried), naming the package.
 * The connectors import their SDK dynamically with a `.catch()`, which also lets esbuild bundle
 * an application without it (a warning instead of an error).
 */
export function missingPackage(connector: string, pkg: string, cause: unknown): TransportError {
  const message = `${connector} needs ${pkg}, which could not be loaded: npm i ${pkg}`;
  return new TransportError('unsupported', message, {cause});
}

/**
 * Never called. esbuild, bundling without code splitting, initializes lazily every module a
 * dynamic import reaches, zod's among them (the MCP SDK imports it), and skips that
 * initialization for a static import that goes through a re-exporting entry point of a package
 * without side effects (the renderer's `zod/mini`): its schemas would find zod undefined. Named in
 * a dynamic import here, these entry points are initialized like the modules they re-export.
 */
export const sharedWithTheSdks = (): Promise<unknown> =>
  Promise.all([import('zod/mini'), import('zod/v4/core')]);
