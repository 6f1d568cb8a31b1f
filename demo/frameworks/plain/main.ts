import 'a2ui-elements';
import type {A2uiSurface} from 'a2ui-elements';
import {createDemoProcessor} from '../shared/create-processor.js';

// Plain HTML: create the element, give it the processor, listen with addEventListener.
const surface = document.createElement('a2ui-surface') as A2uiSurface;
surface.setAttribute('surface-id', 'feedback');
surface.processor = createDemoProcessor();
const output = document.createElement('output');
output.id = 'last-action';
surface.addEventListener('a2uiaction', (event) => {
  output.textContent = JSON.stringify(event.detail.context);
});
document.querySelector('#app')!.append(surface, output);
