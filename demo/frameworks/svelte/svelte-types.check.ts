// Type-checked by `npm run typecheck` (never run): what `a2ui-elements/svelte` gives svelte-check
// for `<a2ui-surface>` and `<a2ui-agent>` in templates, read here as svelte-check reads them: the
// tag's entry of svelte/elements' `SvelteHTMLElements`. An `@ts-expect-error` that finds no error
// fails the check.
import type {ActionBody, ErrorBody} from 'a2ui-elements';
import {MessageProcessor} from 'a2ui-elements';
import type {} from 'a2ui-elements/svelte';
import type {SvelteHTMLElements} from 'svelte/elements';

type Attributes<Tag extends 'a2ui-surface' | 'a2ui-agent'> = SvelteHTMLElements[Tag];

const processor = new MessageProcessor();
const onAction = (event: CustomEvent<ActionBody>) => event.detail.name;
const onError = (event: CustomEvent<ErrorBody>) => event.detail.code;

// `<a2ui-surface surface-id="main" {processor} ona2uiaction={onAction} ona2uierror={onError}>`
export const surface: Attributes<'a2ui-surface'> = {
  'surface-id': 'main',
  processor,
  ona2uiaction: onAction,
  ona2uierror: onError,
  class: 'reply',
};
// A legacy (non-runes) component's `on:a2uiaction={onAction}`.
export const legacy: Attributes<'a2ui-surface'> = {surfaceId: 'main', 'on:a2uiaction': onAction};
export const agent: Attributes<'a2ui-agent'> = {
  url: '/agent',
  transport: 'a2a',
  ona2uistatus: (event) => event.detail.toUpperCase(),
  ona2uiconnectionerror: (event) => event.detail.kind,
  ona2uiaction: onAction,
};

export const refused: Attributes<'a2ui-surface'>[] = [
  // @ts-expect-error: the processor is a MessageProcessor, not a string.
  {processor: 'main'},
  // @ts-expect-error: an action listener receives the action body, not an error body.
  {ona2uiaction: onError},
  // @ts-expect-error: the surface id is a string.
  {'surface-id': 7},
];
