import {A2uiElement} from '../../src/surface/a2ui-element.js';

/**
 * Counts every element update (render) per component id while the calling `describe` block
 * runs: call it inside the block; the counts are in the returned map (clear it between tests).
 */
export function countRenders(): Map<string, number> {
  const renders = new Map<string, number>();
  const proto = A2uiElement.prototype as unknown as {update(changed: unknown): void};
  const originalUpdate = proto.update;
  before(() => {
    proto.update = function (this: A2uiElement, changed: unknown) {
      const id = this.getAttribute('data-a2ui-id');
      if (id) renders.set(id, (renders.get(id) ?? 0) + 1);
      originalUpdate.call(this, changed);
    };
  });
  after(() => {
    proto.update = originalUpdate;
  });
  return renders;
}
