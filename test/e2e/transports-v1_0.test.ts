import {expect} from '@open-wc/testing';
// The page loads the package from source (not the e2e bundle, which has no v1.0 adapter), so
// the adapter, the processor and the elements come from one copy of each module.
import '../../src/index.js';
import '../../src/transports/a2ui-agent.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import {V1Adapter, basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {
  agentCommand,
  click,
  component,
  deepText,
  fill,
  until,
  untilText,
  type AgentUrls,
  type SessionInfo,
} from './transports-helpers.js';

describe('<a2ui-agent> with a V1Adapter against the demo agent over SSE (A2UI v1.0)', () => {
  const name = 'e2e-v1_0';
  let urls: AgentUrls;

  before(async () => {
    urls = await agentCommand<AgentUrls>('start', {name, tickMs: 0});
  });
  after(() => agentCommand('stop', {name}));

  function mountV1Agent(): A2uiAgent {
    const agent = document.createElement('a2ui-agent') as A2uiAgent;
    agent.adapter = new V1Adapter(new MessageProcessor({catalogs: [basicCatalogV1]}));
    agent.setAttribute('transport', 'sse');
    agent.setAttribute('url', urls.sse);
    document.body.append(agent);
    return agent;
  }

  it('fills the suggestion list with the agent’s answer after a click on Suggest', async () => {
    const agent = mountV1Agent();
    await untilText(agent, 'Find a restaurant');
    await fill(agent, 'city', 'L', 'finder');
    await click(agent, 'suggest', 'finder');
    const list = () =>
      deepText(component(agent, 'suggestions', 'finder') ?? document.createElement('p'));
    await until(() => list().includes('Lille') && list().includes('Lyon'), 'the suggestions');
    expect(list()).not.to.include('Paris');

    const sessions = await agentCommand<SessionInfo[]>('sessions', {name});
    const session = sessions.find((s) => s.record?.actions.some((a) => a.name === 'suggest_city'))!;
    expect(session.clientCapabilities).to.have.property('v0.10');
    expect(session.clientCapabilities).not.to.have.property('v0.9');
    agent.remove();
  });

  it('shows the opening time the renderer formatted for the agent’s callFunction', async () => {
    const agent = mountV1Agent();
    await untilText(agent, /Session opened [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+, \d\d:\d\d/);
    agent.remove();
  });
});
