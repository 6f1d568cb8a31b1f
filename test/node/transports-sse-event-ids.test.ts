// SSE event ids are strings (the SSE spec echoes the last one as is in Last-Event-ID): the
// connector keeps any id an agent writes, sends it back unchanged when the stream reopens, and
// drops replayed events only for the sequence numbers the toolkit writes.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {SseTransport} from '../../src/transports/sse-transport.js';

const message = (n: number) => ({
  version: 'v0.9',
  updateDataModel: {surfaceId: 's', path: '/n', value: n},
});
const event = (id: string, n: number) => `id: ${id}\ndata: ${JSON.stringify(message(n))}\n\n`;

/**
 * An SSE agent as a `fetch`: each `GET /sse` answers the next of `streams` (the events after the
 * connection event), then ends; the Last-Event-ID of every request is recorded.
 */
function agent(streams: string[][]) {
  const lastEventIds: (string | null)[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    if (init?.method === 'POST') return new Response(null, {status: 204}); // close()'s disconnect
    lastEventIds.push(new Headers(init?.headers).get('last-event-id'));
    const events = streams[lastEventIds.length - 1];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const text = 'event: connection\ndata: {"connectionId":"c1"}\n\n' + (events ?? []).join('');
        controller.enqueue(new TextEncoder().encode(text));
        if (events) controller.close(); // past the last stream: stays open
        init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
      },
    });
    return new Response(stream, {headers: {'content-type': 'text/event-stream'}});
  };
  return {fetch, lastEventIds};
}

async function run(streams: string[][]) {
  const {fetch, lastEventIds} = agent(streams);
  const transport = new SseTransport({url: 'http://agent.test', fetch, initialDelay: 1});
  const delivered: number[] = [];
  transport.addEventListener('messages', (e) => {
    for (const m of (e as CustomEvent<ReturnType<typeof message>[]>).detail) {
      delivered.push(m.updateDataModel.value);
    }
  });
  await transport.connect();
  for (let i = 0; i < 100 && lastEventIds.length <= streams.length; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  transport.close();
  return {delivered, lastEventIds, lastEventId: transport.lastEventId};
}

describe('SSE event ids', () => {
  it('sends a string id back as it came, and delivers every event', async () => {
    const {delivered, lastEventIds, lastEventId} = await run([
      [event('evt-a1', 1), event('evt-a2', 2)],
      [event('evt-b1', 3)],
    ]);
    assert.deepEqual(lastEventIds, [null, 'evt-a2', 'evt-b1']);
    assert.deepEqual(delivered, [1, 2, 3]);
    assert.equal(lastEventId, 'evt-b1');
  });

  it('does not rewrite a numeric-looking id (007 stays 007)', async () => {
    const {lastEventIds} = await run([[event('007', 1)]]);
    assert.deepEqual(lastEventIds, [null, '007']);
  });

  it('still drops the events a sequence-numbered agent replays after a reconnect', async () => {
    const {delivered, lastEventIds} = await run([
      [event('1', 1), event('2', 2)],
      [event('2', 2), event('3', 3)],
    ]);
    assert.deepEqual(lastEventIds, [null, '2', '3']);
    assert.deepEqual(delivered, [1, 2, 3]);
  });
});
