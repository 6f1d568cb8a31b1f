import '@angular/compiler'; // JIT: the template is compiled in the browser, no Angular CLI.
import 'a2ui-elements';
import type {ActionBody, ErrorBody} from 'a2ui-elements';
import {
  Component,
  CUSTOM_ELEMENTS_SCHEMA,
  provideZonelessChangeDetection,
  signal,
} from '@angular/core';
import {bootstrapApplication} from '@angular/platform-browser';
import {createDemoProcessor} from '../shared/create-processor.js';

class AppComponent {
  // The processor holds the surface: it outlives the element, which may come and go.
  readonly processor = createDemoProcessor();
  readonly shown = signal(true);
  readonly action = signal('');
  readonly error = signal('');

  // Under `strictTemplates`, the template checker types `$event` from the element's events.
  onAction(event: CustomEvent<ActionBody>): void {
    this.action.set(JSON.stringify(event.detail.context));
  }

  onError(event: CustomEvent<ErrorBody>): void {
    const {code, message} = event.detail;
    this.error.set(`${code}: ${message}`);
  }
}

// The decorator applied as a function, so no decorator transform is needed.
Component({
  selector: 'app-root',
  // Angular binds `[processor]` as a property and `(a2uiaction)` as an event listener.
  template: `
    <button id="toggle-surface" (click)="shown.set(!shown())">
      {{ shown() ? 'Hide the form' : 'Show the form' }}
    </button>
    @if (shown()) {
      <a2ui-surface surface-id="feedback" [processor]="processor"
        (a2uiaction)="onAction($event)" (a2uierror)="onError($event)" />
    }
    <output id="last-action">{{ action() }}</output>
    <output id="last-error">{{ error() }}</output>`,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
})(AppComponent);

document.querySelector('#app')!.append(document.createElement('app-root'));
bootstrapApplication(AppComponent, {providers: [provideZonelessChangeDetection()]}).catch(
  (error: unknown) => console.error(error),
);
