import 'a2ui-elements';
import type {ActionBody, ErrorBody} from 'a2ui-elements';
import {StrictMode, useMemo, useState} from 'react';
import {createRoot} from 'react-dom/client';
import {createDemoProcessor} from '../shared/create-processor.js';
import type {} from 'a2ui-elements/react';

function App() {
  // The processor holds the surface: it outlives the element, which may come and go.
  const processor = useMemo(createDemoProcessor, []);
  const [shown, setShown] = useState(true);
  const [action, setAction] = useState<ActionBody>();
  const [error, setError] = useState<ErrorBody>();
  // React 19 sets `processor` as a property and listens to `a2uiaction` through `ona2uiaction`.
  return (
    <>
      <button id="toggle-surface" onClick={() => setShown(!shown)}>
        {shown ? 'Hide the form' : 'Show the form'}
      </button>
      {shown && (
        <a2ui-surface
          surface-id="feedback"
          processor={processor}
          ona2uiaction={(event) => setAction(event.detail)}
          ona2uierror={(event) => setError(event.detail)}
        />
      )}
      <output id="last-action">{action ? JSON.stringify(action.context) : ''}</output>
      <output id="last-error">{error ? `${error.code}: ${error.message}` : ''}</output>
    </>
  );
}

createRoot(document.querySelector('#app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
