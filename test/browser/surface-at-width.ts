// Shared by the browser tests of layout at a given width (a phone's, a card's).
import {fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/**
 * Shows basic-catalog `components` (a `root` among them) in a box `width` px wide; resolves
 * with their `<a2ui-surface>` once rendered.
 */
export async function surfaceAtWidth(width: number, components: object[]): Promise<HTMLElement> {
  const processor = new MessageProcessor();
  const wrapper = await fixture<HTMLElement>(
    html`<div style="width: ${width}px">
      <a2ui-surface surface-id="r" .processor=${processor}></a2ui-surface>
    </div>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'r', catalogId: CATALOG}},
    {version: 'v0.9', updateComponents: {surfaceId: 'r', components}},
  ]);
  await settle();
  return wrapper.querySelector('a2ui-surface')!;
}
