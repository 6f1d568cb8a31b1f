import 'a2ui-elements';
import type {ActionBody, ErrorBody} from 'a2ui-elements';
import {createApp, h, ref} from 'vue';
import {createDemoProcessor} from '../shared/create-processor.js';

const app = createApp({
  setup() {
    // The processor holds the surface: it outlives the element, which may come and go.
    const processor = createDemoProcessor();
    const shown = ref(true);
    const action = ref('');
    const error = ref('');
    const onAction = (event: CustomEvent<ActionBody>) => {
      action.value = JSON.stringify(event.detail.context);
    };
    const onError = (event: CustomEvent<ErrorBody>) => {
      error.value = `${event.detail.code}: ${event.detail.message}`;
    };
    // A render function: Vue's default build in Vite has no compiler for a `template` string.
    // Vue sets `processor` as a property (the element has one) and `onA2uiaction` listens to
    // `a2uiaction`.
    return () => [
      h('button', {id: 'toggle-surface', onClick: () => (shown.value = !shown.value)}, [
        shown.value ? 'Hide the form' : 'Show the form',
      ]),
      shown.value &&
        h('a2ui-surface', {
          'surface-id': 'feedback',
          processor,
          onA2uiaction: onAction,
          onA2uierror: onError,
        }),
      h('output', {id: 'last-action'}, action.value),
      h('output', {id: 'last-error'}, error.value),
    ];
  },
});
app.mount('#app');
