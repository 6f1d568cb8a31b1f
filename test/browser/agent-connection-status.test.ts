// <a2ui-agent> with a ready-made `connection` shows that connection's state, also when it was
// open before the element took it (put back in the page, or opened by the app): no status event
// comes then, and the element said "Disconnected" (or "Not connected") while messages flowed.
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/transports/a2ui-agent.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import {BaseTransport} from '../../src/transports/base-transport.js';

class OpenTransport extends BaseTransport {
  async connect() {
    this.setStatus('open');
  }
  protected async transmit() {}
}

const label = (agent: A2uiAgent) =>
  agent.shadowRoot!.querySelector('[part="status"]')!.textContent!.trim();

describe('<a2ui-agent> with a ready-made connection', () => {
  it('shows it connected when put back in the page while it stayed open', async () => {
    const transport = new OpenTransport();
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent .connection=${transport}></a2ui-agent>`,
    );
    expect(agent.status).to.equal('open');
    agent.remove();
    document.body.append(agent);
    await agent.updateComplete;
    expect(transport.status).to.equal('open');
    expect(agent.status).to.equal('open');
    expect(agent.getAttribute('status')).to.equal('open');
    expect(label(agent)).to.equal('Connected');
    agent.remove();
  });

  it('shows it connected when the app opened it before handing it over', async () => {
    const transport = new OpenTransport();
    await transport.connect();
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent .connection=${transport}></a2ui-agent>`,
    );
    expect(agent.status).to.equal('open');
    expect(label(agent)).to.equal('Connected');
  });
});
