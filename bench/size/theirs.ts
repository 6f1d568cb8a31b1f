/**
 * Bundle-size entry for `@a2ui/lit` 0.11: what a page needs to render a v0.9 surface with the
 * basic catalog (no markdown renderer, the optional peer).
 */
import {basicCatalog} from '@a2ui/lit/v0_9';
import {MessageProcessor, type SurfaceModel} from '@a2ui/web_core/v0_9';

const processor = new MessageProcessor([basicCatalog]);
const element = document.createElement('a2ui-surface') as unknown as HTMLElement & {
  surface?: SurfaceModel;
};
document.body.append(element);
processor.onSurfaceCreated((surface) => (element.surface = surface));
(window as unknown as {render: (messages: never[]) => void}).render = (messages) =>
  processor.processMessages(messages);
