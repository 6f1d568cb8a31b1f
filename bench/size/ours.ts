/** Bundle-size entry for `a2ui-elements`: render a v0.9 surface with the basic catalog. */
import {MessageProcessor} from '../../src/index.js';

const processor = new MessageProcessor();
const element = document.createElement('a2ui-surface') as HTMLElement & {
  processor?: MessageProcessor;
};
element.processor = processor;
element.setAttribute('surface-id', 'main');
document.body.append(element);
(window as unknown as {render: (messages: unknown[]) => void}).render = (messages) =>
  processor.processMessages(messages);
