import 'a2ui-elements';
import type {ActionBody} from 'a2ui-elements';
import {createApp, ref} from 'vue';
import {createDemoProcessor} from '../shared/create-processor.js';

const app = createApp({
  // Vue binds the processor as a DOM property (`.prop`) and listens with `@a2uiaction`.
  template: `
    <a2ui-surface surface-id="feedback" :processor.prop="processor" @a2uiaction="onAction" />
    <output id="last-action">{{ action }}</output>`,
  setup() {
    const action = ref('');
    return {
      processor: createDemoProcessor(),
      action,
      onAction: (event: CustomEvent<ActionBody>) => {
        action.value = JSON.stringify(event.detail.context);
      },
    };
  },
});
app.config.compilerOptions.isCustomElement = (tag: string) => tag.startsWith('a2ui-');
app.mount('#app');
