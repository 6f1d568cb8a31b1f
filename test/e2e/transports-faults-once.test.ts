// Exactly-once handling of a click under a dropped reply, in Chromium against the demo agent:
// the connection drops after the action reached the agent, before its reply came back; the
// connector retries, the agent handles the click once and the reply is rendered once.
import {expect} from '@open-wc/testing';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import {
  agentCommand,
  click,
  fill,
  loadBundle,
  mountAgent,
  until,
  untilText,
  type AgentUrls,
  type SessionInfo,
} from './transports-helpers.js';

/** True for the request carrying the demo finder's `search` action, whatever the transport. */
const carriesSearch = (init?: RequestInit) =>
  init?.method === 'POST' && typeof init.body === 'string' && init.body.includes('"search"');

/** The agent's handled actions, over all its sessions. */
async function handledActions(name: string): Promise<string[]> {
  const sessions = await agentCommand<SessionInfo[]>('sessions', {name});
  return sessions.flatMap((s) => s.record?.actions ?? []).map((a) => a.name);
}

/** Records the agent element's reported problems. */
function errorsOf(agent: A2uiAgent): TransportError[] {
  const errors: TransportError[] = [];
  agent.addEventListener('a2uiconnectionerror', (e) =>
    errors.push((e as CustomEvent<TransportError>).detail),
  );
  return errors;
}

/** Searches for Japanese food and waits for the answer (2 results). */
async function searchJapanese(agent: A2uiAgent): Promise<void> {
  await untilText(agent, 'Find a restaurant');
  await until(() => agent.status === 'open', 'the open status');
  await fill(agent, 'cuisine', 'Japanese', 'finder');
  await click(agent, 'search', 'finder');
  await untilText(agent, '2 results for Japanese');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const transport of ['rest', 'sse', 'a2a', 'agui', 'mcp'] as const) {
  describe(`${transport}: a click whose reply was lost`, () => {
    let urls: AgentUrls;
    const name = `once-${transport}`;
    const realFetch = window.fetch;
    let lost = 0;

    before(async () => {
      await loadBundle();
      urls = await agentCommand<AgentUrls>('start', {name, tickMs: 0});
      // The first request with the action reaches the agent, whose whole reply is read; then
      // the connection drops, as if the reply had been lost on the way.
      window.fetch = async (input, init) => {
        const response = await realFetch(input, init);
        if (lost > 0 || !carriesSearch(init)) return response;
        lost++;
        await response.text();
        throw new TypeError('Failed to fetch');
      };
    });
    after(async () => {
      window.fetch = realFetch;
      await agentCommand('stop', {name});
    });

    it('is handled once by the agent and its reply rendered', async () => {
      const agent = mountAgent(transport, urls[transport]);
      const errors = errorsOf(agent);
      await searchJapanese(agent);
      // SSE's reply comes on its stream, which reopens after the failed POST: wait for it.
      await until(() => agent.status === 'open', 'the open status after the retry');
      await sleep(200); // a second handling would have been recorded by now
      expect(lost).to.equal(1);
      expect(errors.map((e) => e.kind)).to.include('network');
      expect(await handledActions(name)).to.deep.equal(['search']);
      agent.remove();
    });
  });
}

describe('websocket: a click sent as the connection dropped', () => {
  let urls: AgentUrls;
  const name = 'once-websocket';
  const RealWebSocket = window.WebSocket;
  let dropped = 0;

  before(async () => {
    await loadBundle();
    urls = await agentCommand<AgentUrls>('start', {name, tickMs: 0});
    // The frame with the action is lost, and the socket drops (not a close on purpose).
    window.WebSocket = class extends RealWebSocket {
      override send(data: string): void {
        if (dropped === 0 && data.includes('"search"')) {
          dropped++;
          this.close(4000, 'dropped');
          return;
        }
        super.send(data);
      }
    };
  });
  after(async () => {
    window.WebSocket = RealWebSocket;
    await agentCommand('stop', {name});
  });

  it('is sent again after the reconnect, handled once and its reply rendered', async () => {
    const agent = mountAgent('websocket', urls.websocket);
    await searchJapanese(agent);
    await sleep(200);
    expect(dropped).to.equal(1);
    expect(await handledActions(name)).to.deep.equal(['search']);
    agent.remove();
  });
});

describe('mcp: an answer stream cut mid-answer while the session lives', () => {
  let urls: AgentUrls;
  const name = 'once-mcp-cut';
  const realFetch = window.fetch;
  let cut = 0;

  before(async () => {
    await loadBundle();
    urls = await agentCommand<AgentUrls>('start', {name, tickMs: 0});
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (cut > 0 || !carriesSearch(init)) return response;
      cut++;
      // The answer's stream opens and breaks off before the answer (the agent handled it).
      await response.text();
      const broken = new ReadableStream<Uint8Array>({
        start: (controller) => controller.error(new TypeError('network error')),
      });
      return new Response(broken, {status: response.status, headers: response.headers});
    };
  });
  after(async () => {
    window.fetch = realFetch;
    await agentCommand('stop', {name});
  });

  it('is noticed within moments (not the SDK’s 60 s timeout), retried and handled once', async () => {
    const agent = mountAgent('mcp', urls.mcp);
    await untilText(agent, 'Find a restaurant');
    await until(() => agent.status === 'open', 'the open status');
    await fill(agent, 'cuisine', 'Japanese', 'finder');
    const started = performance.now();
    await click(agent, 'search', 'finder');
    await untilText(agent, '2 results for Japanese', 5000);
    expect(performance.now() - started).to.be.below(5000);
    expect(cut).to.equal(1);
    await sleep(200);
    expect(await handledActions(name)).to.deep.equal(['search']);
    agent.remove();
  });
});
