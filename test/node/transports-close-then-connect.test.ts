// close() and then connect() at once (an app's "reconnect" button) leaves one connection: the
// loop of the closed connection stops. It went on when connect() came before it noticed the
// close (SSE: its aborted stream, or its backoff wait, ended after connect() had cleared the
// closed flag; WebSocket: its backoff wait), so two streams ran side by side, the older one
// never closed again: it kept the agent's session attached and delivered after close().
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {WebSocket as NodeWebSocket} from 'ws';
import type {AgentSession} from '../../src/server/index.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import type {Transport} from '../../src/transports/types.js';
import {until} from './connectors.js';
import {serve} from './servers.js';

const WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;
// Long enough a wait to see the transport reconnecting.
const fast = {initialDelay: 150, maxDelay: 300};
const created = {version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: 'basic'}};
const later = {version: 'v0.9', deleteSurface: {surfaceId: 'main'}};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function agentCountingStreams() {
  const sessions: AgentSession[] = [];
  const server = await serve({
    onConnect: (session) => {
      sessions.push(session);
      session.send(created);
    },
  });
  const open = {streams: 0};
  const sockets = new Set<{destroy(): void}>();
  server.server.prependListener('request', (req, res) => {
    if (!req.url?.startsWith('/sse')) return;
    open.streams++;
    res.once('close', () => open.streams--);
  });
  server.server.prependListener('upgrade', (_req, socket) => {
    open.streams++;
    sockets.add(socket);
    socket.once('close', () => open.streams--);
  });
  /** Drops every connection from the agent's side (the transport then waits to reconnect). */
  const drop = () => {
    server.server.closeAllConnections();
    for (const socket of sockets) socket.destroy();
  };
  return {server, sessions, open, drop};
}

describe('close() then connect() at once', {timeout: 30_000}, () => {
  for (const [label, create] of [
    ['SSE', (url: string) => new SseTransport({url, ...fast})],
    ['WebSocket', (url: string) => new WebSocketTransport({url: `${url}/ws`, WebSocket, ...fast})],
  ] as const) {
    for (const when of ['open', 'reconnecting'] as const) {
      it(`${label}, while ${when}: one stream, none after the last close()`, async (t) => {
        const {server, sessions, open, drop} = await agentCountingStreams();
        const transport: Transport = create(server.url);
        // However the test ends, the transport stops retrying.
        t.after(() => transport.close());
        const received: unknown[] = [];
        transport.addEventListener('messages', (e) =>
          received.push(...(e as CustomEvent<unknown[]>).detail),
        );
        await transport.connect();
        await until(() => received.length === 1, 'the first message');
        if (when === 'reconnecting') {
          drop();
          await until(() => transport.status === 'reconnecting', 'reconnecting');
        }
        transport.close();
        const reopened = transport.connect();
        await reopened;
        await pause(300);
        assert.equal(open.streams, 1, 'streams open after reconnecting');
        transport.close();
        await pause(200);
        const before = received.length;
        for (const session of sessions) session.send(later);
        await pause(200);
        assert.equal(received.length, before, 'nothing delivered after close()');
        assert.equal(open.streams, 0, 'streams open after close()');
      });
    }
  }
});
