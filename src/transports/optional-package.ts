import {TransportError} from './transport-error.js';

/**
 * Loads the module of a connector that builds on an optional package (an agent SDK, a peer
 * dependency the application installs): when it cannot be loaded, an `unsupported`
 * `TransportError` (not retried) names the package to install, its cause the loader's error.
 */
export async function loadOptional<T>(
  load: () => Promise<T>,
  connector: string,
  pkg: string,
): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    const message = `${connector} needs ${pkg}, which could not be loaded: npm i ${pkg}`;
    throw new TransportError('unsupported', message, {cause});
  }
}
