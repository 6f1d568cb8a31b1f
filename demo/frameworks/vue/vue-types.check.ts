// Type-checked by `npm run typecheck` (never run): what `a2ui-elements/vue` gives Volar (vue-tsc)
// for `<a2ui-surface>` and `<a2ui-agent>` in templates, read here as Volar reads them: the
// `$props` of the global component. An `@ts-expect-error` that finds no error fails the check.
import type {ActionBody, ErrorBody} from 'a2ui-elements';
import {MessageProcessor} from 'a2ui-elements';
import type {} from 'a2ui-elements/vue';
import type {GlobalComponents} from 'vue';

type Props<Tag extends 'a2ui-surface' | 'a2ui-agent'> = InstanceType<
  GlobalComponents[Tag]
>['$props'];

const processor = new MessageProcessor();
const onAction = (event: CustomEvent<ActionBody>) => event.detail.name;
const onError = (event: CustomEvent<ErrorBody>) => event.detail.code;

// `surface-id="main" :processor.prop="processor" @a2uiaction="onAction" @a2uierror="onError"`
export const surface: Props<'a2ui-surface'> = {
  surfaceId: 'main',
  processor,
  onA2uiaction: onAction,
  onA2uierror: onError,
  class: 'reply',
};
export const agent: Props<'a2ui-agent'> = {
  url: '/agent',
  transport: 'a2a',
  onA2uistatus: (event) => event.detail.toUpperCase(),
  onA2uiconnectionerror: (event) => event.detail.kind,
  onA2uiaction: onAction,
};

export const refused: Props<'a2ui-surface'>[] = [
  // @ts-expect-error: the processor is a MessageProcessor, not a string.
  {processor: 'main'},
  // @ts-expect-error: an action listener receives the action body, not an error body.
  {onA2uiaction: onError},
  // @ts-expect-error: the surface id is a string.
  {surfaceId: 7},
];
