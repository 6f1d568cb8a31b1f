// A WebSocket agent may send its JSON in binary frames (UTF-8 bytes). A browser hands a binary
// frame over as a Blob unless the socket's binaryType is 'arraybuffer': the connector read
// "[object Blob]" and reported a malformed frame. (Node's `ws` hands over a Buffer, whose
// String() is its text, so the Node tests never saw it.)
import {expect} from '@open-wc/testing';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';

const message = {version: 'v0.9', deleteSurface: {surfaceId: 'café ☕'}};

/**
 * A socket that opens, then receives `frames` the way a browser WebSocket delivers them: text
 * as a string, bytes as a Blob or an ArrayBuffer, as its `binaryType` says.
 */
function socketReceiving(frames: (string | Uint8Array)[]) {
  return class extends EventTarget {
    binaryType: BinaryType = 'blob';
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(_url: string | URL) {
      super();
      setTimeout(() => {
        this.readyState = 1;
        this.onopen?.(new Event('open'));
        for (const frame of frames) {
          const data =
            typeof frame === 'string'
              ? frame
              : this.binaryType === 'arraybuffer'
                ? frame.slice().buffer
                : new Blob([frame.slice()]);
          this.onmessage?.(new MessageEvent('message', {data}));
        }
      });
    }
    send() {}
    close() {
      this.readyState = 3;
    }
  };
}

describe('WebSocket binary frames', () => {
  it('are read as UTF-8 JSON, in order with text frames', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(message));
    const Socket = socketReceiving([bytes, JSON.stringify([message, message]), bytes]);
    const transport = new WebSocketTransport({
      url: 'ws://agent.test',
      WebSocket: Socket as unknown as typeof WebSocket,
    });
    const received: unknown[] = [];
    const errors: Error[] = [];
    transport.addEventListener('messages', (e) =>
      received.push(...(e as CustomEvent<unknown[]>).detail),
    );
    transport.addEventListener('error', (e) => errors.push((e as CustomEvent<Error>).detail));
    await transport.connect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    transport.close();
    expect(errors.map((e) => e.message)).to.deep.equal([]);
    expect(JSON.stringify(received)).to.equal(JSON.stringify([message, message, message, message]));
  });
});
