/**
 * Bundle-size entry for `@a2ui/lit` 0.11 with its optional markdown renderer
 * (`@a2ui/markdown-it`) provided to the surface through the Lit markdown context.
 */
import {ContextProvider} from '@lit/context';
import {renderMarkdown} from '@a2ui/markdown-it';
import {basicCatalog, Context} from '@a2ui/lit/v0_9';
import {MessageProcessor, type SurfaceModel} from '@a2ui/web_core/v0_9';

const processor = new MessageProcessor([basicCatalog]);
const element = document.createElement('a2ui-surface') as unknown as HTMLElement & {
  surface?: SurfaceModel;
};
new ContextProvider(document.body, {context: Context.markdown, initialValue: renderMarkdown});
document.body.append(element);
processor.onSurfaceCreated((surface) => (element.surface = surface));
(window as unknown as {render: (messages: never[]) => void}).render = (messages) =>
  processor.processMessages(messages);
