// Type-checked by `npm run typecheck` (never run): what `a2ui-elements/react` accepts in JSX and
// what it refuses. An `@ts-expect-error` that finds no error fails the check.
import type {ActionBody, ErrorBody} from 'a2ui-elements';
import {MessageProcessor} from 'a2ui-elements';
import type {} from 'a2ui-elements/react';

const processor = new MessageProcessor();
const onAction = (event: CustomEvent<ActionBody>) => event.detail.name;
const onError = (event: CustomEvent<ErrorBody>) => event.detail.code;

export const accepted = [
  <a2ui-surface
    key="surface"
    surface-id="main"
    processor={processor}
    ona2uiaction={onAction}
    ona2uierror={onError}
    className="reply"
    style={{maxWidth: 480}}
  />,
  <a2ui-agent
    key="agent"
    url="/agent"
    transport="a2a"
    options={{headers: {authorization: 'Bearer x'}}}
    ona2uistatus={(event) => event.detail.toUpperCase()}
    ona2uiconnectionerror={(event) => event.detail.kind}
    ona2uiaction={onAction}
  />,
];

export const refused = [
  // @ts-expect-error: the processor is a MessageProcessor, not a string.
  <a2ui-surface key="a" surface-id="main" processor="main" />,
  // @ts-expect-error: an action listener receives the action body, not an error body.
  <a2ui-surface key="b" surface-id="main" ona2uiaction={onError} />,
  // @ts-expect-error: a surface has no `url`.
  <a2ui-surface key="c" surface-id="main" url="/agent" />,
];
