import 'a2ui-elements';
import type {ActionBody} from 'a2ui-elements';
import {StrictMode, useMemo, useState} from 'react';
import {createRoot} from 'react-dom/client';
import {createDemoProcessor} from '../shared/create-processor.js';
import './a2ui-jsx.js';

function App() {
  const processor = useMemo(createDemoProcessor, []);
  const [action, setAction] = useState<ActionBody>();
  // React 19 sets `processor` as a property and listens to `a2uiaction` through `ona2uiaction`.
  return (
    <>
      <a2ui-surface
        surface-id="feedback"
        processor={processor}
        ona2uiaction={(event) => setAction(event.detail)}
      />
      <output id="last-action">{action ? JSON.stringify(action.context) : ''}</output>
    </>
  );
}

createRoot(document.querySelector('#app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
