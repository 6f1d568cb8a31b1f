// WebSocketTransport where there is no global WebSocket (Node before 22): connect() fails at
// once saying what to pass, instead of "Socket is not a constructor".
import assert from 'node:assert/strict';
import {it} from 'node:test';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';

it('rejects connect() as unsupported, naming the WebSocket option, without a global WebSocket', async (t) => {
  const global = globalThis as {WebSocket?: unknown};
  const saved = global.WebSocket;
  delete global.WebSocket;
  t.after(() => {
    if (saved !== undefined) global.WebSocket = saved;
  });
  const transport = new WebSocketTransport({url: 'ws://127.0.0.1:1/ws'});
  await assert.rejects(transport.connect(), (error: {kind?: string; message: string}) => {
    assert.equal(error.kind, 'unsupported');
    assert.match(error.message, /WebSocket option/);
    return true;
  });
  assert.equal(transport.status, 'closed');
});
