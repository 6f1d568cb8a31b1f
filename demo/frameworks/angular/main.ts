import '@angular/compiler'; // JIT: the template is compiled in the browser, no Angular CLI.
import 'a2ui-elements';
import type {ActionBody} from 'a2ui-elements';
import {
  Component,
  CUSTOM_ELEMENTS_SCHEMA,
  provideZonelessChangeDetection,
  signal,
} from '@angular/core';
import {bootstrapApplication} from '@angular/platform-browser';
import {createDemoProcessor} from '../shared/create-processor.js';

class AppComponent {
  readonly processor = createDemoProcessor();
  readonly action = signal('');

  onAction(event: Event): void {
    this.action.set(JSON.stringify((event as CustomEvent<ActionBody>).detail.context));
  }
}

// The decorator applied as a function, so no decorator transform is needed.
Component({
  selector: 'app-root',
  // Angular binds `[processor]` as a property and `(a2uiaction)` as an event listener.
  template: `
    <a2ui-surface surface-id="feedback" [processor]="processor" (a2uiaction)="onAction($event)" />
    <output id="last-action">{{ action() }}</output>`,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
})(AppComponent);

document.querySelector('#app')!.append(document.createElement('app-root'));
bootstrapApplication(AppComponent, {providers: [provideZonelessChangeDetection()]}).catch(
  (error: unknown) => console.error(error),
);
