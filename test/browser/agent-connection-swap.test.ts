// <a2ui-agent> closes only the transports it created. A ready-made `connection` is the app's:
// it stays open when the element leaves the page, and also when the app sets another
// connection (or switches to `url`), so that the app can switch back to it. The element closed
// the previous connection on a swap, ending the app's session with its agent.
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

describe('<a2ui-agent> given another connection', () => {
  it('leaves the previous one, which is the app’s, open', async () => {
    const first = new OpenTransport();
    const second = new OpenTransport();
    const agent = await fixture<A2uiAgent>(html`<a2ui-agent .connection=${first}></a2ui-agent>`);
    expect(first.status).to.equal('open');
    agent.connection = second;
    await agent.updateComplete;
    expect(agent.activeTransport === second).to.equal(true);
    expect(first.status).to.equal('open');
    agent.connection = first;
    await agent.updateComplete;
    expect(agent.status).to.equal('open');
    expect(second.status).to.equal('open');
  });

  it('still closes a transport of its own when given a connection', async () => {
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent url="http://127.0.0.1:9/" transport="rest"></a2ui-agent>`,
    );
    const own = agent.activeTransport!;
    agent.connection = new OpenTransport();
    await agent.updateComplete;
    expect(own.status).to.equal('closed');
  });
});
