import {IncomingMessage, ServerResponse} from 'node:http';
import {Duplex} from 'node:stream';

/** A node:http request listener, as `createA2uiHandler(...).request` is. */
export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Bytes a streamed response may hold unread by its reader before writes wait ('drain'). */
const RESPONSE_HIGH_WATER_MARK = 64 * 1024;

/** Response headers that belong to the HTTP/1.1 connection, not to a fetch Response. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/** Statuses whose Response has no body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * Serves a fetch `Request` with a node:http listener: the listener gets Node's own
 * `IncomingMessage` and `ServerResponse` (so express and the SDKs' Node transports work on them),
 * on an in-memory socket whose writes become the streamed body of the `Response` resolved once
 * the head is written. Writes wait ('drain') while the Response's reader is behind; the request
 * body is pushed as the listener reads it. The client going away (`request.signal`, or the
 * reader cancelling the body) closes the socket: `req` and `res` emit 'close', as on a dropped
 * connection.
 */
export function serveFetch(request: Request, listener: NodeListener): Promise<Response> {
  const url = new URL(request.url);
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  /** The write waiting for the reader (its callback), if any. */
  let waiting: (() => void) | undefined;
  let head: Buffer | undefined = Buffer.alloc(0);
  let resolve!: (response: Response) => void;
  const answered = new Promise<Response>((r) => (resolve = r));
  /** The client went away. */
  const abort = () => void socket.destroy();

  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      pull: () => release(),
      cancel: () => void socket.destroy(),
    },
    new ByteLengthQueuingStrategy({highWaterMark: RESPONSE_HIGH_WATER_MARK}),
  );
  const release = () => {
    const done = waiting;
    waiting = undefined;
    done?.();
  };
  const enqueue = (bytes: Buffer) => {
    if (bytes.length === 0) return;
    try {
      controller.enqueue(new Uint8Array(bytes));
    } catch {
      // The reader cancelled: the socket is closing.
    }
  };
  /** The status line and headers, then the body as it comes. */
  const received = (bytes: Buffer) => {
    if (head === undefined) return enqueue(bytes);
    head = Buffer.concat([head, bytes]);
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) return;
    const [statusLine = '', ...lines] = head.subarray(0, end).toString('latin1').split('\r\n');
    const rest = head.subarray(end + 4);
    head = undefined;
    const status = Number(statusLine.split(' ')[1]);
    const headers = new Headers();
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!HOP_BY_HOP.has(name)) headers.append(name, line.slice(colon + 1).trim());
    }
    const hasBody = !NULL_BODY.has(status) && request.method !== 'HEAD';
    resolve(new Response(hasBody ? body : null, {status, headers}));
    enqueue(rest);
  };

  const socket = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, callback) {
      received(chunk);
      if ((controller.desiredSize ?? 1) > 0) callback();
      else waiting = callback; // backpressure: Node buffers, res.write() returns false
    },
    final(callback) {
      callback();
    },
    destroy(error, callback) {
      request.signal.removeEventListener('abort', abort);
      release();
      try {
        controller.close();
      } catch {
        // Closed or cancelled already.
      }
      // Gone before the head: nobody reads this.
      resolve(new Response(null, {status: 503}));
      callback(error);
    },
  });
  // What node:http code may call on a TCP socket.
  Object.assign(socket, {
    encrypted: url.protocol === 'https:',
    setTimeout: () => socket,
    setNoDelay: () => socket,
    setKeepAlive: () => socket,
    ref: () => socket,
    unref: () => socket,
  });

  const req = new IncomingMessage(socket as never);
  req.method = request.method;
  req.url = url.pathname + url.search;
  req.httpVersion = '1.1';
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  const rawHeaders: string[] = [];
  request.headers.forEach((value, name) => rawHeaders.push(name, value));
  if (!request.headers.has('host')) rawHeaders.push('host', url.host);
  req.rawHeaders = rawHeaders;
  req.headers = {};
  for (let i = 0; i < rawHeaders.length; i += 2) req.headers[rawHeaders[i]!] = rawHeaders[i + 1];
  const pump = pumpBody(request, req);
  // Read on demand (an own property: express swaps the prototype, not this).
  req._read = () => pump.resume();

  const res = new ServerResponse(req);
  // The body is the Response's stream: no HTTP/1.1 framing in it, even if a handler sets
  // `transfer-encoding: chunked` (that header is dropped above, with the other hop-by-hop ones).
  res.useChunkedEncodingByDefault = false;
  Object.defineProperty(res, 'chunkedEncoding', {get: () => false, set() {}});
  try {
    res.assignSocket(socket as never);
  } catch (cause) {
    socket.destroy();
    // Cloudflare Workers: its node:http bridges to fetch by itself (`httpServerHandler`).
    throw new Error(
      'createA2uiFetchHandler needs the ServerResponse of node:http, which this runtime does ' +
        'not provide in full: on Cloudflare Workers, serve createA2uiHandler(host).request ' +
        "with httpServerHandler from 'cloudflare:node' (docs/transports.md)",
      {cause},
    );
  }
  // node:http's server tells a response whose writes waited that it may write again.
  socket.on('drain', () => {
    if (!res.writableEnded) res.emit('drain');
  });
  res.once('finish', () => {
    socket.destroy(); // the exchange is over: 'close' on req and res, as node:http emits them
  });
  socket.once('close', () => {
    pump.stop();
    req.destroy();
  });
  if (request.signal.aborted) abort();
  else request.signal.addEventListener('abort', abort, {once: true});
  if (!socket.destroyed) listener(req, res);
  return answered;
}

/** Pushes the request's body into `req` as it is read, until it ends or `stop()`. */
function pumpBody(request: Request, req: IncomingMessage): {resume(): void; stop(): void} {
  const reader = request.body?.getReader();
  if (!reader) {
    req.push(null);
    req.complete = true;
    return {resume() {}, stop() {}};
  }
  let reading = false;
  let stopped = false;
  const resume = () => {
    if (reading || stopped) return;
    reading = true;
    reader.read().then(
      ({done, value}) => {
        reading = false;
        if (stopped) return;
        if (done) {
          req.complete = true;
          req.push(null);
        } else if (req.push(Buffer.from(value))) resume();
      },
      (error: unknown) => {
        reading = false;
        if (!stopped) req.destroy(error as Error);
      },
    );
  };
  return {
    resume,
    stop() {
      if (stopped) return;
      stopped = true;
      // A body left unread (refused: 413, or not needed) is not read on.
      reader.cancel().catch(() => undefined);
    },
  };
}
