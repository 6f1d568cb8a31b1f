import {expect} from '@open-wc/testing';
import type {A2uiAgent} from './a2ui-agent.js';
import {BaseTransport} from './base-transport.js';
import type {TransportError} from './transport-error.js';
import type {ClientMetadata, OutgoingMessage, TransportStatus} from './types.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/**
 * A transport driven by the test: it opens at once, records what is sent, and delivers the
 * messages, reports the errors and takes the statuses the test gives it.
 */
export class FakeTransport extends BaseTransport {
  readonly sent: {message: OutgoingMessage; metadata: ClientMetadata}[] = [];
  async connect() {
    this.setStatus('open');
  }
  push(messages: unknown[]) {
    this.deliver(messages);
  }
  fail(error: TransportError) {
    this.report(error);
  }
  to(status: TransportStatus) {
    this.setStatus(status);
  }
  protected async transmit(message: OutgoingMessage, metadata: ClientMetadata) {
    this.sent.push({message, metadata});
  }
}

/**
 * Messages creating surface `surfaceId`, its data model sent with actions: a Button whose `go`
 * action carries `key` from the data model, where it is `value`.
 */
export const buttonSurface = (surfaceId: string, key: string, value: string) => [
  {version: 'v0.9', createSurface: {surfaceId, catalogId: CATALOG, sendDataModel: true}},
  {
    version: 'v0.9',
    updateComponents: {
      surfaceId,
      components: [
        {
          id: 'root',
          component: 'Button',
          child: 'label',
          action: {event: {name: 'go', context: {[key]: {path: `/${key}`}}}},
        },
        {id: 'label', component: 'Text', text: `Button of ${surfaceId}`},
      ],
    },
  },
  {version: 'v0.9', updateDataModel: {surfaceId, path: `/${key}`, value}},
];

/** The ids of the surfaces `agent` shows, in order. */
export const shownSurfaces = (agent: A2uiAgent) =>
  [...agent.shadowRoot!.querySelectorAll('a2ui-surface')].map((s) => s.getAttribute('surface-id'));

/** The native button of the Button in `agent`'s surface `surfaceId`, once it is rendered. */
export async function surfaceButton(
  agent: A2uiAgent,
  surfaceId: string,
): Promise<HTMLButtonElement> {
  for (let i = 0; i < 100; i++) {
    const host = agent.shadowRoot!.querySelector(`a2ui-surface[surface-id="${surfaceId}"]`);
    const found = host?.shadowRoot
      ?.querySelector('a2ui-button')
      ?.shadowRoot?.querySelector('button');
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no button rendered for ${surfaceId}`);
}

/** Waits up to 3 s for `check()` to be truthy; returns its value, or fails the test. */
export async function until<T>(check: () => T): Promise<NonNullable<T>> {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(Boolean(check())).to.equal(true);
  return check() as NonNullable<T>;
}
