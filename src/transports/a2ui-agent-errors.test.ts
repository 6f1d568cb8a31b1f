import {expect, fixture, html} from '@open-wc/testing';
import '../index.js';
import './a2ui-agent.js';
import type {A2uiAgent} from './a2ui-agent.js';
import {BaseTransport} from './base-transport.js';
import {TransportError} from './transport-error.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** A transport whose agent answers every action with an error (as a failed A2A task or AG-UI RUN_ERROR). */
class RefusingTransport extends BaseTransport {
  async connect() {
    this.setStatus('open');
    this.deliver([
      {version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: CATALOG}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'main',
          components: [
            {id: 'root', component: 'Button', child: 'label', action: {event: {name: 'go'}}},
            {id: 'label', component: 'Text', text: 'Go'},
          ],
        },
      },
    ]);
  }
  protected async transmit(): Promise<void> {
    throw new TransportError('rpc', "The agent's task failed: The agent's onAction failed");
  }
}

describe('<a2ui-agent> and an action the agent fails', () => {
  it('dispatches one a2uiconnectionerror for it', async () => {
    const transport = new RefusingTransport();
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent .connection=${transport}></a2ui-agent>`,
    );
    const errors: TransportError[] = [];
    // Typed by HTMLElementEventMap: detail is a TransportError without a cast.
    agent.addEventListener('a2uiconnectionerror', (e) => errors.push(e.detail));
    const find = () =>
      agent.shadowRoot
        ?.querySelector('a2ui-surface')
        ?.shadowRoot?.querySelector('a2ui-button')
        ?.shadowRoot?.querySelector('button');
    for (let i = 0; i < 100 && !find(); i++) await new Promise((r) => setTimeout(r, 10));
    find()!.click();
    await new Promise((r) => setTimeout(r, 50));
    expect(errors.map((e) => e.message)).to.deep.equal([
      "The agent's task failed: The agent's onAction failed",
    ]);
  });
});
