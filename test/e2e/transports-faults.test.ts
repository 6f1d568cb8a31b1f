import {expect} from '@open-wc/testing';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import type {BaseTransport} from '../../src/transports/base-transport.js';
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

/** Records every message the agent element's transport delivers, from the first one. */
async function recordMessages(agent: A2uiAgent): Promise<unknown[]> {
  await agent.updateComplete;
  const messages: unknown[] = [];
  agent.activeTransport!.addEventListener('messages', (event) =>
    messages.push(...(event as CustomEvent<unknown[]>).detail),
  );
  return messages;
}

/** The dashboard tick numbers among the recorded messages, in arrival order. */
function ticks(messages: unknown[]): number[] {
  return messages.flatMap((message) => {
    const update = (
      message as {updateDataModel?: {surfaceId: string; path: string; value: {tick: number}}}
    ).updateDataModel;
    return update?.surfaceId === 'dashboard' && update.path === '/stats' ? [update.value.tick] : [];
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const transport of ['sse', 'websocket'] as const) {
  describe(`${transport} transport faults`, () => {
    let urls: AgentUrls;
    const name = `faults-${transport}`;

    before(async () => {
      await loadBundle();
      urls = await agentCommand<AgentUrls>('start', {name, tickMs: 40});
    });
    after(() => agentCommand('stop', {name}));

    it('resumes after the agent is killed mid-stream: no message lost or repeated, the queued action delivered', async () => {
      const agent = mountAgent(transport, urls[transport]);
      const messages = await recordMessages(agent);
      const statuses: string[] = [];
      agent.addEventListener('a2uistatus', (e) => statuses.push((e as CustomEvent<string>).detail));
      await untilText(agent, 'Find a restaurant');
      await until(() => ticks(messages).length >= 5, 'five dashboard updates');
      await fill(agent, 'cuisine', 'Japanese', 'finder');

      await agentCommand('kill', {name});
      await until(() => agent.status === 'reconnecting', 'the reconnecting status');
      await untilText(agent, 'reconnecting');
      await click(agent, 'search', 'finder'); // queued while the agent is down
      await until(
        () => (agent.activeTransport as BaseTransport).pending === 1,
        'the queued action',
      );
      await sleep(300); // the agent keeps producing dashboard updates meanwhile
      await agentCommand('restart', {name});

      await untilText(agent, '2 results for Japanese');
      const seen = ticks(messages).length;
      await until(() => ticks(messages).length >= seen + 5, 'more dashboard updates');
      const received = ticks(messages);
      // The initial dashboard state is tick 0, then every update counts up by one.
      expect(received).to.deep.equal(received.map((_, index) => index));
      expect(statuses).to.include.members(['reconnecting', 'open']);
      const sessions = await agentCommand<SessionInfo[]>('sessions', {name});
      const actions = sessions.flatMap((s) => s.record?.actions ?? []).map((a) => a.name);
      expect(actions).to.deep.equal(['search']);
      agent.remove();
    });
  });

  describe(`${transport} malformed frames`, () => {
    let urls: AgentUrls;
    const name = `malformed-${transport}`;

    before(async () => {
      await loadBundle();
      urls = await agentCommand<AgentUrls>('start', {name, tickMs: 0});
    });
    after(() => agentCommand('stop', {name}));

    it('reports a malformed frame and applies the messages after it', async () => {
      const agent = mountAgent(transport, urls[transport]);
      const errors: TransportError[] = [];
      agent.addEventListener('a2uiconnectionerror', (e) =>
        errors.push((e as CustomEvent<TransportError>).detail),
      );
      await untilText(agent, 'Open orders: 3');
      await agentCommand('inject-malformed', {name});
      await untilText(agent, 'Open orders: 999');
      expect(errors.map((e) => e.kind)).to.deep.equal(['malformed-frame']);
      expect(agent.status).to.equal('open');
      agent.remove();
    });
  });
}

describe('rest transport faults', () => {
  let urls: AgentUrls;
  const name = 'faults-rest';

  before(async () => {
    await loadBundle();
    urls = await agentCommand<AgentUrls>('start', {name, tickMs: 0});
  });
  after(() => agentCommand('stop', {name}));

  it('delivers an action sent while the agent is down once it is back', async () => {
    const agent = mountAgent('rest', urls.rest);
    await untilText(agent, 'Find a restaurant');
    await fill(agent, 'cuisine', 'Mexican', 'finder');
    await agentCommand('kill', {name});
    await click(agent, 'search', 'finder');
    await until(() => agent.status === 'reconnecting', 'the reconnecting status');
    await agentCommand('restart', {name});
    await untilText(agent, '1 results for Mexican');
    expect(agent.status).to.equal('open');
    agent.remove();
  });
});
