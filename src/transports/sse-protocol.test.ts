import {expect} from '@open-wc/testing';
import {SseTransport} from './sse-transport.js';
import {MessageProcessor} from '../state/message-processor.js';
import {V08Adapter} from '../adapters/v0_8/adapter.js';

interface RpcBody {
  method: string;
  params: Record<string, unknown>;
}

/**
 * An SSE + JSON-RPC agent as a `fetch`: the stream opens with the connection event and stays
 * open; every `POST /rpc` body is recorded.
 */
function sseAgent() {
  const streams: URL[] = [];
  const calls: RpcBody[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/rpc')) {
      const body = JSON.parse(String(init!.body)) as RpcBody & {id: string};
      calls.push(body);
      return Response.json({jsonrpc: '2.0', id: body.id, result: null});
    }
    streams.push(url);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const open = 'event: connection\ndata: {"connectionId":"c1"}\n\n';
        controller.enqueue(new TextEncoder().encode(open));
        init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
      },
    });
    return new Response(stream, {headers: {'content-type': 'text/event-stream'}});
  };
  return {fetch, streams, calls};
}

async function connectV08() {
  const agent = sseAgent();
  const adapter = new V08Adapter(new MessageProcessor());
  const transport = new SseTransport({
    url: 'http://agent.test',
    fetch: agent.fetch,
    protocol: adapter,
    metadata: adapter,
  });
  await transport.connect();
  return {...agent, adapter, transport};
}

const userAction = {
  name: 'book',
  surfaceId: 'booking',
  sourceComponentId: 'book',
  timestamp: '2026-11-30T12:00:00Z',
  context: {guest: 'Ada'},
};

describe('SseTransport with a v0.8 protocol', () => {
  it('sends a v0.8 userAction as the a2ui.userAction method with its body', async () => {
    const {transport, calls, adapter} = await connectV08();
    await transport.send({userAction});
    expect(calls).to.have.length(1);
    expect(calls[0]!.method).to.equal('a2ui.userAction');
    expect(calls[0]!.params).to.deep.equal({
      connectionId: 'c1',
      userAction,
      metadata: {a2uiClientCapabilities: adapter.clientCapabilities()},
    });
    transport.close();
  });

  it('opens the stream with the v0.8 capabilities', async () => {
    const {transport, streams, adapter} = await connectV08();
    const param = streams[0]!.searchParams.get('a2uiClientCapabilities');
    expect(JSON.parse(param!)).to.deep.equal(adapter.clientCapabilities());
    transport.close();
  });
});
