import {expect, fixture, html} from '@open-wc/testing';
import '../../src/index.js';
import '../../src/transports/a2ui-agent.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import {registerTransport} from '../../src/transports/registry.js';
import {TransportError} from '../../src/transports/transport-error.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {
  buttonSurface,
  FakeTransport,
  shownSurfaces,
  surfaceButton,
  until,
} from '../../src/transports/fake-transport.test.helper.js';
import {canCollectGarbage, collectGarbage} from './dom-walk.js';
import type {ClientMetadataSource} from '../../src/transports/types.js';
import {chromiumOnly} from './chromium-only.js';

const surface = (surfaceId: string) => buttonSurface(surfaceId, 'who', 'Ada');

async function mount() {
  const transport = new FakeTransport();
  const agent = await fixture<A2uiAgent>(html`<a2ui-agent .connection=${transport}></a2ui-agent>`);
  return {agent, transport};
}

describe('<a2ui-agent>', () => {
  it('renders one surface per created surface, in creation order', async () => {
    const {agent, transport} = await mount();
    transport.push([...surface('first'), ...surface('second')]);
    await agent.updateComplete;
    expect(shownSurfaces(agent)).to.deep.equal(['first', 'second']);
  });

  it('removes the surface the agent deletes', async () => {
    const {agent, transport} = await mount();
    transport.push([...surface('first'), ...surface('second')]);
    transport.push([{version: 'v0.9', deleteSurface: {surfaceId: 'first'}}]);
    await agent.updateComplete;
    expect(shownSurfaces(agent)).to.deep.equal(['second']);
  });

  it('forwards an action with the capabilities and the synced data model', async () => {
    const {agent, transport} = await mount();
    transport.push(surface('main'));
    (await surfaceButton(agent, 'main')).click();
    await until(() => transport.sent.length === 1);
    const [{message, metadata}] = transport.sent;
    expect((message as {action: {name: string; context: unknown}}).action.name).to.equal('go');
    expect((message as {action: {context: unknown}}).action.context).to.deep.equal({who: 'Ada'});
    expect(metadata.a2uiClientCapabilities).to.have.property('v0.9');
    expect(metadata.a2uiClientDataModel).to.deep.equal({
      version: 'v0.9',
      surfaces: {main: {who: 'Ada'}},
    });
  });

  it('does not forward an action a listener cancelled', async () => {
    const {agent, transport} = await mount();
    agent.addEventListener('a2uiaction', (event) => event.preventDefault());
    transport.push(surface('main'));
    (await surfaceButton(agent, 'main')).click();
    await new Promise((r) => setTimeout(r, 50));
    expect(transport.sent).to.deep.equal([]);
  });

  it('shows and reflects the connection state', async () => {
    const {agent, transport} = await mount();
    transport.to('reconnecting');
    await agent.updateComplete;
    expect(agent.getAttribute('status')).to.equal('reconnecting');
    expect(agent.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain(
      'reconnecting',
    );
  });

  it('queues actions while reconnecting and sends them once open', async () => {
    const {agent, transport} = await mount();
    transport.push(surface('main'));
    transport.to('reconnecting');
    (await surfaceButton(agent, 'main')).click();
    await new Promise((r) => setTimeout(r, 50));
    expect(transport.sent).to.have.length(0);
    expect(transport.pending).to.equal(1);
    transport.to('open');
    await until(() => transport.sent.length === 1);
  });

  it('re-dispatches transport problems as a2uiconnectionerror', async () => {
    const {agent, transport} = await mount();
    const errors: TransportError[] = [];
    agent.addEventListener('a2uiconnectionerror', (e) => errors.push(e.detail));
    transport.fail(new TransportError('malformed-frame', 'bad frame', {frame: '{'}));
    expect(errors.map((e) => e.kind)).to.deep.equal(['malformed-frame']);
  });

  it('clears its surfaces when the agent lost the session', async () => {
    const {agent, transport} = await mount();
    transport.push(surface('main'));
    transport.fail(new TransportError('session-lost', 'gone'));
    await agent.updateComplete;
    expect(shownSurfaces(agent)).to.deep.equal([]);
    transport.push(surface('main'));
    await agent.updateComplete;
    expect(shownSurfaces(agent)).to.deep.equal(['main']);
  });

  it('starts afresh when moved in the document with a transport of its own', async () => {
    const opened: FakeTransport[] = [];
    registerTransport('scripted', () => {
      const transport = new FakeTransport();
      opened.push(transport);
      return transport;
    });
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent transport="scripted" url="http://agent.invalid"></a2ui-agent>`,
    );
    opened[0]!.push(surface('main'));
    await agent.updateComplete;
    document.body.append(agent); // moved: the old session ends, a new one starts
    await agent.updateComplete;
    expect(opened).to.have.length(2);
    expect(opened[0]!.status).to.equal('closed');
    expect(shownSurfaces(agent)).to.deep.equal([]);
    opened[1]!.push(surface('main'));
    await agent.updateComplete;
    expect(shownSurfaces(agent)).to.deep.equal(['main']);
    agent.remove();
  });

  it('passes its options to the transport it creates', async () => {
    const received: Record<string, unknown>[] = [];
    registerTransport('recorded', (options) => {
      received.push(options);
      return new FakeTransport();
    });
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent
        transport="recorded"
        url="http://agent.invalid"
        .options=${{headers: {authorization: 'Bearer x'}, pollInterval: 500}}
      ></a2ui-agent>`,
    );
    expect(received).to.have.length(1);
    expect(received[0]).to.include({url: 'http://agent.invalid', pollInterval: 500});
    expect(received[0]!.headers).to.deep.equal({authorization: 'Bearer x'});
    const metadata = received[0]!.metadata as ClientMetadataSource;
    expect(metadata.clientCapabilities()).to.deep.equal(agent.processor.clientCapabilities());
    agent.remove();
  });

  it('finds a transport by its name in any case', async () => {
    let created = 0;
    registerTransport('Carrier', () => (created++, new FakeTransport()));
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent transport="CARRIER" url="http://agent.invalid"></a2ui-agent>`,
    );
    expect(created).to.equal(1);
    expect(agent.activeTransport).to.be.instanceOf(FakeTransport);
    agent.remove();
  });

  it('reports a transport name nobody registered', async () => {
    const errors: TransportError[] = [];
    const agent = document.createElement('a2ui-agent');
    agent.addEventListener('a2uiconnectionerror', (e) => errors.push(e.detail));
    agent.setAttribute('transport', 'carrier-pigeon');
    agent.setAttribute('url', 'http://agent.invalid');
    document.body.append(agent);
    await agent.updateComplete;
    expect(errors.map((e) => e.kind)).to.deep.equal(['unsupported']);
    agent.remove();
  });

  it('sends renderer errors to the agent', async () => {
    const {transport} = await mount();
    transport.push([{version: 'v0.9', updateComponents: {surfaceId: 'ghost', components: []}}]);
    await until(() => transport.sent.length === 1);
    expect(transport.sent[0]!.message).to.have.property('error');
  });

  it('shows the surfaces it showed when put back in the page with the same connection', async () => {
    const {agent, transport} = await mount();
    transport.push([...surface('first'), ...surface('second')]);
    await agent.updateComplete;
    agent.remove();
    document.body.append(agent);
    await agent.updateComplete;
    expect(shownSurfaces(agent)).to.deep.equal(['first', 'second']);
    transport.push([{version: 'v0.9', deleteSurface: {surfaceId: 'first'}}]);
    await agent.updateComplete;
    expect(shownSurfaces(agent)).to.deep.equal(['second']);
    agent.remove();
  });

  it('is not kept alive by the app processor it used once removed from the page', async function () {
    chromiumOnly(this);
    expect(canCollectGarbage, 'Chromium started with --expose-gc').to.equal(true);
    const processor = new MessageProcessor(); // the app's, kept for its whole life
    // Made in a function of its own, so no variable of the test holds the element.
    const place = async () => {
      const agent = document.createElement('a2ui-agent');
      agent.processor = processor;
      agent.connection = new FakeTransport();
      document.body.append(agent);
      await agent.updateComplete;
      agent.remove();
      return new WeakRef(agent);
    };
    const ref = await place();
    await collectGarbage();
    expect(ref.deref() === undefined, 'the removed element is still reachable').to.equal(true);
    expect(processor).to.be.instanceOf(MessageProcessor);
  });
});
