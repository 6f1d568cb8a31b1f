import 'a2ui-elements';
import type {ActionBody, ErrorBody} from 'a2ui-elements';
import type {} from 'a2ui-elements/vue';
import {createApp, ref} from 'vue';
import {createDemoProcessor} from '../shared/create-processor.js';

const app = createApp({
  // Vue binds the processor as a DOM property (`.prop`) and listens with `@a2uiaction`.
  template: `
    <button id="toggle-surface" @click="shown = !shown">
      {{ shown ? 'Hide the form' : 'Show the form' }}
    </button>
    <a2ui-surface v-if="shown" surface-id="feedback" :processor.prop="processor"
      @a2uiaction="onAction" @a2uierror="onError" />
    <output id="last-action">{{ action }}</output>
    <output id="last-error">{{ error }}</output>`,
  setup() {
    const action = ref('');
    const error = ref('');
    return {
      // The processor holds the surface: it outlives the element, which may come and go.
      processor: createDemoProcessor(),
      shown: ref(true),
      action,
      error,
      onAction: (event: CustomEvent<ActionBody>) => {
        action.value = JSON.stringify(event.detail.context);
      },
      onError: (event: CustomEvent<ErrorBody>) => {
        error.value = `${event.detail.code}: ${event.detail.message}`;
      },
    };
  },
});
app.config.compilerOptions.isCustomElement = (tag: string) => tag.startsWith('a2ui-');
app.mount('#app');
