import type {ExtraRoute} from './a2ui-server.js';

/**
 * The handler of a route whose module builds on optional packages (peer dependencies an agent
 * installs for that endpoint), loaded from now on. When it cannot be loaded, `ready` rejects
 * with an error naming the packages to install (`serveA2ui` fails with it), and so does every
 * request (answered 500, the error logged).
 */
export function lazyHandle(
  load: () => Promise<ExtraRoute['handle']>,
  what: string,
  packages: string[],
): Required<Pick<ExtraRoute, 'handle' | 'ready'>> {
  const loading = load().catch((cause: unknown) => {
    const names = packages.join(' and ');
    const install = packages.join(' ');
    const message = `${what} needs ${names}, which could not be loaded: npm i ${install}`;
    throw new Error(message, {cause});
  });
  const ready = loading.then(() => undefined);
  // Reported by serveA2ui or by a request, never left unhandled.
  ready.catch(() => undefined);
  return {handle: async (req, res, url) => (await loading)(req, res, url), ready};
}
