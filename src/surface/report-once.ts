import type {SurfaceModel} from '../state/surface-model.js';

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
  surface.reportOnce('render:' + key, {code, message});
}
