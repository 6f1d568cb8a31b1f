import type {SurfaceModel} from '../state/surface-model.js';

/**
 * Reports that component `id` could not be rendered (`RENDER_ERROR`, to the agent and as
 * `a2uierror`), once per component: a render that throws throws again on every update, and the
 * agent needs to hear of it only once.
 */
export function reportRenderError(surface: SurfaceModel, id: string, reason: unknown): void {
  surface.reportOnce('render-error:' + id, {
    code: 'RENDER_ERROR',
    message: `Component "${id}" could not be rendered: ${reason}`,
  });
}
