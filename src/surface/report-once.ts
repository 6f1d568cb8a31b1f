import type {SurfaceModel} from '../state/surface-model.js';

const reported = new WeakMap<SurfaceModel, Set<string>>();

/**
 * Reports an error to the surface (and so to the agent and as `a2uierror`) the first time
 * `key` is seen on that surface; later calls with the same key do nothing. Rendering problems
 * recur on every render, the agent needs to hear about each only once.
 */
export function reportOnce(
  surface: SurfaceModel,
  key: string,
  code: string,
  message: string,
): void {
  let keys = reported.get(surface);
  if (!keys) reported.set(surface, (keys = new Set()));
  if (keys.has(key)) return;
  keys.add(key);
  surface.reportError({code, surfaceId: surface.id, message});
}
