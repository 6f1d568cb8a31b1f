import {expect} from '@open-wc/testing';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import {
  agentCommand,
  click,
  deepText,
  fill,
  loadBundle,
  mountAgent,
  until,
  untilText,
  type AgentUrls,
  type SessionInfo,
} from './transports-helpers.js';

/** Each case: the transport name, and how to get its URL from the demo agent's. */
const CASES = [
  {label: 'sse', transport: 'sse', url: (urls: AgentUrls) => urls.sse},
  {label: 'websocket', transport: 'websocket', url: (urls: AgentUrls) => urls.websocket},
  {label: 'rest', transport: 'rest', url: (urls: AgentUrls) => urls.rest},
  {label: 'a2a', transport: 'a2a', url: (urls: AgentUrls) => urls.a2a},
  {label: 'agui', transport: 'agui', url: (urls: AgentUrls) => urls.agui},
  // AG-UI again, with A2UI carried as shared state (STATE_SNAPSHOT / STATE_DELTA).
  {label: 'agui (state)', transport: 'agui', url: (urls: AgentUrls) => `${urls.agui}?mode=state`},
  {label: 'mcp', transport: 'mcp', url: (urls: AgentUrls) => urls.mcp},
] as const;

for (const {label, transport, url} of CASES) {
  describe(`<a2ui-agent transport="${transport}"> against the demo agent (${label})`, () => {
    const name = `e2e-${label.replace(/\W+/g, '-')}`;
    let urls: AgentUrls;

    before(async () => {
      await loadBundle();
      urls = await agentCommand<AgentUrls>('start', {name, tickMs: 100});
    });
    after(() => agentCommand('stop', {name}));

    it('books a table: form, results, booking, confirmation, with data model sync', async () => {
      const agent: A2uiAgent = mountAgent(transport, url(urls));
      // Initial render.
      await untilText(agent, 'Find a restaurant');
      await untilText(agent, 'Kitchen dashboard (live)');
      await until(() => agent.status === 'open', 'the open status');

      // The search form, filled and submitted; the agent's reply rendered.
      await fill(agent, 'cuisine', 'Italian', 'finder');
      await fill(agent, 'city', 'Paris', 'finder');
      await click(agent, 'search', 'finder');
      await untilText(agent, '2 results for Italian in Paris');
      await untilText(agent, 'Trattoria Lucia');
      await untilText(agent, 'Il Forno');

      // The booking form (a template child's action carries its item's context).
      await click(agent, 'book', 'finder');
      await untilText(agent, /Book a table at (Trattoria Lucia|Il Forno)/);
      await fill(agent, 'guest-name', 'Ada', 'booking');
      await fill(agent, 'guests', '4', 'booking');
      await click(agent, 'confirm', 'booking');
      await untilText(agent, /Booked: a table for 4 at (Trattoria Lucia|Il Forno), under Ada\./);
      await untilText(agent, 'Agent received the data model: name=Ada, guests=4');

      // The agent received the synced data model and the capabilities with the actions.
      const sessions = await agentCommand<SessionInfo[]>('sessions', {name});
      const session = sessions.find((s) => s.record && s.record.actions.length >= 3)!;
      expect(session.transport).to.equal(transport);
      expect(session.record!.actions.map((a) => a.name)).to.deep.equal([
        'search',
        'book',
        'confirm',
      ]);
      expect(session.clientDataModel?.surfaces?.booking?.booking?.name).to.equal('Ada');
      expect(session.clientDataModel?.surfaces?.finder?.query?.cuisine).to.equal('Italian');
      expect(session.clientCapabilities).to.have.property('v0.9');

      // The live dashboard's data model updates arrived (pull-based transports get them with
      // the next reply, so ask for one after a few ticks); the booking surface is deleted.
      await new Promise((resolve) => setTimeout(resolve, 250));
      await click(agent, 'again', 'booking');
      await until(() => !deepText(agent).includes('Booked:'), 'the booking surface to go');
      await until(() => /Update #[1-9]/.test(deepText(agent)), 'a dashboard update');
      agent.remove();
    });
  });
}
