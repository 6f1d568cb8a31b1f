// A transport's events are typed, as the processor's are: a listener of `messages`, `status` or
// `error` reads `event.detail` without a cast, on the Transport interface and on each connector
// class (this file fails `tsc` otherwise).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  A2aTransport,
  AgUiTransport,
  BaseTransport,
  McpTransport,
  RestTransport,
  SseTransport,
  TransportError,
  WebSocketTransport,
  type Transport,
  type TransportStatus,
} from '../../src/transports/index.js';

/** Opens at once, delivers one batch and reports one problem. */
class ScriptedTransport extends BaseTransport {
  override async connect(): Promise<void> {
    this.setStatus('open');
    this.deliver([{version: 'v0.9', deleteSurface: {surfaceId: 's'}}]);
    this.report(new TransportError('malformed-frame', 'Skipped a frame', {frame: '{'}));
  }

  protected override async transmit(): Promise<void> {}
}

describe('transport events', () => {
  it('give listeners on a Transport the batch, the status and the TransportError', async () => {
    const transport: Transport = new ScriptedTransport();
    const batches: unknown[][] = [];
    const statuses: TransportStatus[] = [];
    const errors: TransportError[] = [];
    transport.addEventListener('messages', (event) => batches.push(event.detail));
    transport.addEventListener('status', (event) => statuses.push(event.detail));
    transport.addEventListener('error', (event) => errors.push(event.detail));
    await transport.connect();
    assert.deepEqual(batches, [[{version: 'v0.9', deleteSurface: {surfaceId: 's'}}]]);
    assert.deepEqual(statuses, ['open']);
    assert.deepEqual(
      errors.map((error) => [error.kind, error.frame]),
      [['malformed-frame', '{']],
    );
  });

  it('type the detail on every connector class, and refuse a listener of another event', () => {
    const url = 'http://127.0.0.1:1';
    for (const transport of [
      new SseTransport({url}),
      new WebSocketTransport({url}),
      new RestTransport({url}),
      new A2aTransport({url}),
      new AgUiTransport({url}),
      new McpTransport({url}),
    ]) {
      transport.addEventListener('messages', (event) => event.detail.length);
      transport.addEventListener('status', (event) => event.detail satisfies TransportStatus);
      transport.addEventListener('error', (event) => event.detail.kind);
      // @ts-expect-error a batch of messages is not a string
      transport.addEventListener('messages', (event) => event.detail satisfies string);
      const onError = (event: CustomEvent<TransportError>) => event.detail.kind;
      // @ts-expect-error a `status` detail is no TransportError
      transport.addEventListener('status', onError);
      transport.removeEventListener('error', onError);
    }
  });

  it('still take an EventTarget of your own as a Transport', async () => {
    class OwnTransport extends EventTarget implements Transport {
      status: TransportStatus = 'closed';
      metadata = undefined;
      async connect(): Promise<void> {
        this.status = 'open';
        this.dispatchEvent(new CustomEvent('status', {detail: this.status}));
      }
      async send(): Promise<void> {}
      close(): void {}
      async *[Symbol.asyncIterator](): AsyncIterator<unknown> {}
    }
    const transport: Transport = new OwnTransport();
    const statuses: TransportStatus[] = [];
    transport.addEventListener('status', (event) => statuses.push(event.detail));
    await transport.connect();
    assert.deepEqual(statuses, ['open']);
  });
});
