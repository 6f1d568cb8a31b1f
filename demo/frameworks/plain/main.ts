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
const errorOutput = document.createElement('output');
errorOutput.id = 'last-error';
surface.addEventListener('a2uierror', (event) => {
  errorOutput.textContent = `${event.detail.code}: ${event.detail.message}`;
});
// The processor holds the surface: the element may leave the page and come back.
const toggle = document.createElement('button');
toggle.id = 'toggle-surface';
toggle.textContent = 'Hide the form';
toggle.addEventListener('click', () => {
  if (surface.isConnected) surface.remove();
  else toggle.after(surface);
  toggle.textContent = surface.isConnected ? 'Hide the form' : 'Show the form';
});
document.querySelector('#app')!.append(toggle, surface, output, errorOutput);
