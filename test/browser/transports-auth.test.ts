import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import '../../src/index.js';
import '../../src/transports/a2ui-agent.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import type {TransportError} from '../../src/transports/transport-error.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const created = {version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: CATALOG}};
const fast = {initialDelay: 5, maxDelay: 10};

/**
 * A `fetch` for an SSE agent that serves a stream (the connection event and one message, then
 * the stream ends) to a request `accepts`, and answers any other with `status`.
 */
function sseAgent(status: number, accepts: (headers: Headers, n: number) => boolean) {
  const seen = {streams: 0};
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // POST /rpc (the renderer reports a surface created again on each resume): accepted.
    if (!String(input).includes('/sse')) return Response.json({jsonrpc: '2.0', result: {}});
    if (!accepts(new Headers(init?.headers), ++seen.streams)) return new Response('', {status});
    const events = `event: connection\ndata: {"connectionId":"c1"}\n\nid: ${seen.streams}\ndata: ${JSON.stringify(created)}\n\n`;
    return new Response(events, {headers: {'content-type': 'text/event-stream'}});
  };
  return {fetch, seen};
}

async function mountAgent(transport: string, options: object) {
  const errors: TransportError[] = [];
  const agent = await fixture<A2uiAgent>(
    html`<a2ui-agent
      transport=${transport}
      url="http://agent.test"
      .options=${options}
      @a2uiconnectionerror=${(e: CustomEvent<TransportError>) => errors.push(e.detail)}
    ></a2ui-agent>`,
  );
  return {agent, errors};
}

describe('<a2ui-agent> when the agent refuses the credentials of an open stream', () => {
  for (const status of [401, 403]) {
    it(`SSE: shows closed and reports the ${status} once`, async () => {
      const {fetch, seen} = sseAgent(status, (_headers, n) => n === 1);
      const {agent, errors} = await mountAgent('sse', {fetch, ...fast});
      await waitUntil(() => seen.streams >= 2 && agent.status === 'closed', 'closed', {
        timeout: 3000,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(agent.getAttribute('status')).to.equal('closed');
      expect(errors.map((e) => [e.kind, e.code])).to.deep.equal([['http', status]]);
      expect(seen.streams).to.equal(2);
    });
  }

  it('SSE: asks the headers function of its options again, and stays connected', async () => {
    const {fetch, seen} = sseAgent(401, (headers, n) =>
      n === 1 ? headers.get('authorization') === 'old' : headers.get('authorization') === 'new',
    );
    let asked = 0;
    const headers = () => ({authorization: ++asked >= 3 ? 'new' : 'old'});
    const {agent, errors} = await mountAgent('sse', {fetch, headers, ...fast});
    await waitUntil(() => seen.streams >= 4, 'resumed', {timeout: 3000});
    expect(agent.status).not.to.equal('closed');
    expect(errors.filter((e) => e.kind === 'http')).to.deep.equal([]);
    agent.remove();
  });

  it('WebSocket: shows closed and reports a 4401 close as 401, once', async () => {
    let sockets = 0;
    /** A WebSocket whose agent accepts it, then closes it with 4401. */
    class RefusingSocket extends EventTarget {
      readyState = 0;
      onopen: (() => void) | null = null;
      onclose: ((event: {code: number}) => void) | null = null;
      onmessage = null;
      onerror = null;
      constructor() {
        super();
        sockets++;
        setTimeout(() => {
          this.readyState = 1;
          this.onopen?.();
          setTimeout(() => {
            this.readyState = 3;
            this.onclose?.({code: 4401});
          }, 5);
        }, 5);
      }
      send() {}
      close() {}
    }
    const {agent, errors} = await mountAgent('websocket', {WebSocket: RefusingSocket, ...fast});
    await waitUntil(() => agent.status === 'closed' && errors.length > 0, 'closed', {
      timeout: 3000,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(agent.getAttribute('status')).to.equal('closed');
    expect(errors.map((e) => [e.kind, e.code])).to.deep.equal([['http', 401]]);
    expect(sockets).to.equal(1);
  });
});
