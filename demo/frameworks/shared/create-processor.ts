import {MessageProcessor} from 'a2ui-elements';
import {demoCatalog} from './demo-catalog.js';
import {demoMessages} from './messages.js';

/** A processor with the demo catalog, already holding the demo surface. */
export function createDemoProcessor(): MessageProcessor {
  const processor = new MessageProcessor({catalogs: [demoCatalog]});
  processor.processMessages(demoMessages);
  return processor;
}
