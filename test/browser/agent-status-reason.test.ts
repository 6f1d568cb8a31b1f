// <a2ui-agent>'s status line says the connection state in one wording on every transport:
// retrying the first connect said "Connection lost, reconnecting…" on SSE and "Connecting…" on
// A2A; "Connection lost, reconnecting…" is now only for a connection that was open.
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/index.js';
import '../../src/transports/basic.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import {BaseTransport} from '../../src/transports/base-transport.js';
import type {TransportStatus} from '../../src/transports/types.js';

/** A transport the test drives; it delivers nothing while not open. */
class StepTransport extends BaseTransport {
  async connect() {
    this.setStatus('open');
  }
  to(status: TransportStatus) {
    this.setStatus(status);
  }
  protected async transmit() {}
}

const statusLine = (agent: A2uiAgent) =>
  agent.shadowRoot!.querySelector<HTMLElement>('[part="status"]')!;
const lineText = (agent: A2uiAgent) => statusLine(agent).textContent!.replace(/\s+/g, ' ').trim();

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
