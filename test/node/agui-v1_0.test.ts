// The AG-UI endpoint in A2UI v1.0 sessions: the messages that belong to no surface
// (actionResponse, callFunction) still reach a client that missed an earlier reply.
import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import {A2uiAgentHost, aguiRoute, serveA2ui} from '../../src/server/index.js';
import {A2uiActivityReader} from '../../src/transports/agui-activity.js';

const capabilities = {
  'v0.10': {
    supportedCatalogIds: ['https://a2ui.org/specification/v0_10/catalogs/basic/catalog.json'],
  },
};
const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

const host = new A2uiAgentHost({
  onConnect(session) {
    session.send({version: 'v0.9', createSurface: {surfaceId: 'fruit', catalogId}});
  },
  onAction(session, action) {
    if (action.actionId) session.respondToAction(action.actionId, `answer to ${action.actionId}`);
  },
});
const running = await serveA2ui(host, {routes: [aguiRoute(host)]});
after(async () => {
  await running.kill();
  host.closeAll();
});

type Event = Record<string, unknown> & {type: string};

/** One AG-UI run: POSTs the RunAgentInput, returns the events of its SSE reply. */
async function run(threadId: string, forwardedProps: object): Promise<Event[]> {
  const response = await fetch(`${running.url}/agui`, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'text/event-stream'},
    body: JSON.stringify({threadId, runId: crypto.randomUUID(), forwardedProps}),
  });
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: '))
    .map((frame) => JSON.parse(frame.slice('data: '.length)) as Event);
}

/** The A2UI messages a client reading these events gets, as the AG-UI connector reads them. */
function read(reader: A2uiActivityReader, events: Event[]): Record<string, unknown>[] {
  return events.flatMap((event) => {
    if (event.type === 'ACTIVITY_SNAPSHOT') return reader.snapshot(event as never);
    if (event.type === 'ACTIVITY_DELTA') return reader.delta(event as never);
    return [];
  }) as Record<string, unknown>[];
}

const ask = (actionId: string) => ({
  a2uiClientCapabilities: capabilities,
  a2uiAction: {
    userAction: {
      name: 'suggest',
      surfaceId: 'fruit',
      sourceComponentId: 'ask',
      timestamp: new Date().toISOString(),
      context: {},
      wantResponse: true,
      actionId,
    },
  },
});

describe('AG-UI in an A2UI v1.0 session', () => {
  it('delivers an actionResponse after a reply the client never got held an earlier one', async () => {
    const reader = new A2uiActivityReader();
    const threadId = crypto.randomUUID();
    const opened = read(reader, await run(threadId, {a2uiClientCapabilities: capabilities}));
    assert.deepEqual(
      opened.map((m) => Object.keys(m).sort()),
      [['createSurface', 'version']],
    );
    await run(threadId, ask('1')); // this reply is lost on the way (a dropped connection)
    const answered = read(reader, await run(threadId, ask('2')));
    assert.deepEqual(answered, [
      {version: 'v0.10', actionId: '2', actionResponse: {value: 'answer to 2'}},
    ]);
  });
});
