import type {ActionBody, ErrorBody, MessageProcessor} from 'a2ui-elements';
import type {DetailedHTMLProps, HTMLAttributes} from 'react';

// JSX typing of <a2ui-surface> for React 19, which passes custom-element props as properties
// and `on<event>` props as event listeners.
type SurfaceProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'surface-id': string;
  processor?: MessageProcessor;
  ona2uiaction?: (event: CustomEvent<ActionBody>) => void;
  ona2uierror?: (event: CustomEvent<ErrorBody>) => void;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'a2ui-surface': SurfaceProps;
    }
  }
}
