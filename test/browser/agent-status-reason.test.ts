// <a2ui-agent>'s status line says why the connection closed and offers a way forward. After the
// agent refused the credentials, or after giving up, it said only "Disconnected" (the reason was
// only in the a2uiconnectionerror event) and nothing let the user try again; retrying the first
// connect said "Connection lost, reconnecting…" on SSE and "Connecting…" on A2A; an action clicked
// during an outage showed nothing for seconds.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import '../../src/transports/basic.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import {BaseTransport} from '../../src/transports/base-transport.js';
import {TransportError} from '../../src/transports/transport-error.js';
import type {TransportStatus} from '../../src/transports/types.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** A transport the test drives; it delivers nothing while not open. */
class StepTransport extends BaseTransport {
  connects = 0;
  async connect() {
    this.connects++;
    this.setStatus('open');
  }
  to(status: TransportStatus) {
    this.setStatus(status);
  }
  push(messages: unknown[]) {
    this.deliver(messages);
  }
  protected async transmit() {}
}

const statusLine = (agent: A2uiAgent) =>
  agent.shadowRoot!.querySelector<HTMLElement>('[part="status"]')!;
const lineText = (agent: A2uiAgent) => statusLine(agent).textContent!.replace(/\s+/g, ' ').trim();
const retryButton = (agent: A2uiAgent) =>
  agent.shadowRoot!.querySelector<HTMLButtonElement>('button[part="retry"]');

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).to.equal(true);
};

/** An SSE agent whose every request gets `answer` (a Response, or a thrown network failure). */
async function sseAgent(answer: () => Promise<Response>, options: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const fetch = async (url: RequestInfo | URL) => {
    calls.push(String(url));
    return answer();
  };
  const agent = await fixture<A2uiAgent>(
    html`<a2ui-agent
      transport="sse"
      url="http://agent.test"
      .options=${{fetch, initialDelay: 1, maxDelay: 2, ...options}}
    ></a2ui-agent>`,
  );
  return {agent, calls};
}

const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

describe('<a2ui-agent> status line after a problem', () => {
  it('says the agent refused the credentials, and offers Retry', async () => {
    const {agent, calls} = await sseAgent(async () => new Response('', {status: 401}));
    await until(() => agent.status === 'closed' && !!retryButton(agent));
    expect(lineText(agent)).to.equal('Disconnected: the agent refused the credentials (401)');
    const button = retryButton(agent)!;
    expect(button.textContent!.trim()).to.equal('Retry');
    const before = calls.length;
    button.click();
    await until(() => calls.length > before);
  });

  it('says it could not reach the agent once it gave up', async () => {
    const {agent} = await sseAgent(unreachable, {maxAttempts: 3});
    await until(() => agent.status === 'closed' && !!retryButton(agent));
    expect(lineText(agent)).to.equal('Could not reach the agent after 3 attempts');
  });

  it("says another refusal in the transport's words, text only and short", async () => {
    const {agent} = await sseAgent(async () => new Response('', {status: 404}));
    await until(() => agent.status === 'closed');
    expect(lineText(agent)).to.equal('Disconnected: GET /sse answered 404');
    const transport = new StepTransport();
    agent.connection = transport;
    await agent.updateComplete;
    transport.close();
    transport.dispatchEvent(
      new CustomEvent('error', {
        detail: new TransportError('rpc', `<img src=x onerror=alert(1)> ${'word '.repeat(60)}`),
      }),
    );
    await agent.updateComplete;
    expect(statusLine(agent).querySelector('img')).to.equal(null);
    expect(lineText(agent).length).to.be.below(150);
    expect(lineText(agent)).to.match(/^Disconnected: <img src=x onerror=alert\(1\)> word.*…$/);
  });

  it('retries from the keyboard and keeps the focus on the status line', async () => {
    const {agent, calls} = await sseAgent(async () => new Response('', {status: 403}));
    await until(() => !!retryButton(agent));
    retryButton(agent)!.focus();
    const before = calls.length;
    await sendKeys({press: 'Enter'});
    await until(() => calls.length > before);
    await agent.updateComplete;
    expect(agent.shadowRoot!.activeElement).to.equal(statusLine(agent));
    expect(statusLine(agent).getAttribute('role')).to.equal('status');
  });

  it('says only "Disconnected", with no Retry, when the app closed the connection', async () => {
    const {agent} = await sseAgent(unreachable);
    await until(() => agent.status === 'reconnecting');
    agent.disconnect();
    await agent.updateComplete;
    expect(lineText(agent)).to.equal('Disconnected');
    expect(retryButton(agent)).to.equal(null);
  });

  it('drops the reason once the connection opens again', async () => {
    const transport = new StepTransport();
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent .connection=${transport}></a2ui-agent>`,
    );
    transport.close();
    transport.dispatchEvent(
      new CustomEvent('error', {
        detail: new TransportError('network', 'Gave up after 2 attempts: Failed to fetch'),
      }),
    );
    await agent.updateComplete;
    expect(lineText(agent)).to.equal('Could not reach the agent after 2 attempts');
    retryButton(agent)!.click();
    await until(() => agent.status === 'open');
    expect(transport.connects).to.equal(2);
    expect(lineText(agent)).to.equal('Connected');
    expect(retryButton(agent)).to.equal(null);
  });
});

describe('<a2ui-agent> status line while connecting', () => {
  it('says "Connecting…" while the first connect is retried, and does not repeat it', async () => {
    const {agent} = await sseAgent(unreachable);
    const changes: string[] = [];
    new MutationObserver(() => changes.push(lineText(agent))).observe(statusLine(agent), {
      subtree: true,
      childList: true,
      characterData: true,
    });
    await until(() => agent.status === 'reconnecting');
    await new Promise((r) => setTimeout(r, 50));
    expect(agent.getAttribute('status')).to.equal('reconnecting');
    expect(lineText(agent)).to.equal('Connecting…');
    expect(changes).to.deep.equal([]);
    agent.disconnect();
  });

  it('says "Connection lost, reconnecting…" once it was open', async () => {
    const transport = new StepTransport();
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent .connection=${transport}></a2ui-agent>`,
    );
    transport.to('connecting');
    await agent.updateComplete;
    expect(lineText(agent)).to.equal('Connection lost, reconnecting…');
  });
});

describe('<a2ui-agent> actions waiting for the connection', () => {
  it('says how many of the actions the user clicked wait, until they are sent', async () => {
    const transport = new StepTransport();
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent .connection=${transport}></a2ui-agent>`,
    );
    transport.push([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: CATALOG}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 's',
          components: [
            {id: 'root', component: 'Button', child: 'l', action: {event: {name: 'go'}}},
            {id: 'l', component: 'Text', text: 'Go'},
          ],
        },
      },
    ]);
    let button: HTMLButtonElement | null | undefined;
    await until(() => {
      button = agent
        .shadowRoot!.querySelector('a2ui-surface')
        ?.shadowRoot?.querySelector('a2ui-button')
        ?.shadowRoot?.querySelector('button');
      return !!button;
    });
    transport.to('reconnecting');
    button!.click();
    await until(() => lineText(agent) === 'Connection lost, reconnecting… 1 action waiting');
    button!.click();
    await until(() => lineText(agent) === 'Connection lost, reconnecting… 2 actions waiting');
    transport.to('open');
    await until(() => transport.pending === 0);
    await agent.updateComplete;
    expect(lineText(agent)).to.equal('Connected');
  });
});
