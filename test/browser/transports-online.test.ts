// When the browser comes back online (the `online` event), a connector waiting to retry tries
// at once instead of waiting out its backoff (up to `maxDelay`): the agent shows as soon as the
// network is back.
import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import '../../src/index.js';
import '../../src/transports/a2ui-agent.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const created = {version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: CATALOG}};
// A backoff far longer than the test waits.
const slow = {initialDelay: 60_000, maxDelay: 60_000};

/** A `fetch` failing as an unreachable agent does while offline, else a REST or SSE agent. */
function agentBehindNetwork() {
  const network = {online: false, requests: 0};
  const fetch = async (input: RequestInfo | URL) => {
    network.requests++;
    if (!network.online) throw new TypeError('Failed to fetch');
    const url = String(input);
    if (url.endsWith('/connect')) return Response.json([created]);
    if (!url.includes('/sse')) return Response.json({jsonrpc: '2.0', result: {}});
    const events = `event: connection\ndata: {"connectionId":"c1"}\n\ndata: ${JSON.stringify(created)}\n\n`;
    // A stream that stays open, as an agent's does.
    const stream = new ReadableStream({
      start: (controller) => controller.enqueue(new TextEncoder().encode(events)),
    });
    return new Response(stream, {headers: {'content-type': 'text/event-stream'}});
  };
  return {fetch, network};
}

describe('<a2ui-agent> when the browser comes back online', () => {
  for (const transport of ['rest', 'sse']) {
    it(`${transport}: retries at once instead of waiting out the backoff`, async () => {
      const {fetch, network} = agentBehindNetwork();
      const agent = await fixture<A2uiAgent>(
        html`<a2ui-agent
          transport=${transport}
          url="http://agent.test"
          .options=${{fetch, ...slow}}
        ></a2ui-agent>`,
      );
      await waitUntil(() => network.requests === 1, 'the first attempt');
      network.online = true;
      window.dispatchEvent(new Event('online'));
      const surface = () => agent.shadowRoot?.querySelector('a2ui-surface');
      await waitUntil(surface, 'the agent’s surface', {timeout: 2000});
      expect(agent.status).to.equal('open');
      agent.remove();
    });
  }
});
