// REST with `connect: false` and `pollInterval`: once an action opened the session, the
// client polls for what the agent pushes, as docs/transports.md says `pollInterval` does. The
// poller was only started by `POST /connect`, so with `connect: false` it never polled.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {AgentSession, AgentHandlers} from '../../src/server/index.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {until} from './connectors.js';
import {serve} from './servers.js';

const pushed = {version: 'v0.9', deleteSurface: {surfaceId: 'pushed'}};

describe('REST with connect: false', () => {
  it('polls for pushed messages once an action opened the session', async () => {
    let session: AgentSession | undefined;
    const handlers: AgentHandlers = {onAction: (s) => void (session = s)};
    const server = await serve(handlers);
    const transport = new RestTransport({url: server.url, connect: false, pollInterval: 20});
    const received: unknown[] = [];
    transport.addEventListener('messages', (e) =>
      received.push(...(e as CustomEvent<unknown[]>).detail),
    );
    await transport.connect();
    await transport.send({
      action: {
        name: 'go',
        surfaceId: 'main',
        sourceComponentId: 'b',
        timestamp: 'now',
        context: {},
      },
    });
    session!.send(pushed);
    try {
      await until(() => received.length > 0, 'the pushed message', 2000);
      assert.deepEqual(received, [pushed]);
    } finally {
      transport.close();
    }
  });
});
