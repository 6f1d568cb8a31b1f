// Exactly-once handling of a renderer message across retries: each connector retries a message
// whose reply it lost with the same idempotency key, and the toolkit hands it to the agent once
// (and gives the lost reply again). Also: an MCP answer cut short is noticed at once.
import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import {WebSocket as NodeWebSocket, WebSocketServer} from 'ws';
import {
  V1Adapter,
  basicCatalogV1,
  type ActionResponseDetail,
} from '../../src/adapters/v1_0/index.js';
import {
  A2uiAgentHost,
  AgentSession,
  a2aRoutes,
  aguiRoute,
  mcpRoute,
  type RunningA2uiServer,
} from '../../src/server/index.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import type {Transport} from '../../src/transports/types.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import {until} from './connectors.js';
import {serve as serveHost, startAgent} from './servers.js';

const realFetch = globalThis.fetch;
const fast = {initialDelay: 20, maxDelay: 100};
const CLICK = 'press-once';

const click = () => ({
  action: {
    name: CLICK,
    surfaceId: 'main',
    sourceComponentId: 'button',
    timestamp: new Date().toISOString(),
    context: {},
  },
});

/** An agent that creates a surface, and answers each action with an update counting them. */
function countingAgent() {
  const handled: string[] = [];
  const host = new A2uiAgentHost({
    onConnect: (session) =>
      session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: 'basic'}}),
    onAction: (session, action) => {
      handled.push(action.name);
      session.send({
        version: 'v0.9',
        updateDataModel: {surfaceId: 'main', path: '/handled', value: handled.length},
      });
    },
  });
  return {host, handled};
}

after(() => {
  globalThis.fetch = realFetch;
});

async function serve(host: A2uiAgentHost): Promise<RunningA2uiServer> {
  const routes = [...a2aRoutes(host), aguiRoute(host), mcpRoute(host)];
  return serveHost(host, {routes});
}

/**
 * A fetch that lets the first POST whose body names the action reach the agent, reads the
 * agent's whole reply (so the action was handled), then fails as a dropped connection does.
 */
function losingFirstReply(): {fetch: typeof fetch; lost: () => number} {
  let lost = 0;
  const lossy: typeof fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const response = await realFetch(input, init);
    if (lost > 0 || init?.method !== 'POST' || !body.includes(CLICK)) return response;
    lost++;
    await response.text();
    throw new TypeError('network error: the connection dropped before the reply arrived');
  };
  return {fetch: lossy, lost: () => lost};
}

/** The `/handled` counts among the received messages. */
function counts(messages: unknown[]): number[] {
  return messages.flatMap((m) => {
    const update = (m as {updateDataModel?: {path?: string; value?: number}}).updateDataModel;
    return update?.path === '/handled' ? [update.value!] : [];
  });
}

type Connector = (server: RunningA2uiServer, lossy: typeof fetch) => Transport;

/** The pull connectors: each sends an action as a request whose reply can be lost. */
const PULL: Record<string, {connector: Connector; globalFetch?: boolean}> = {
  rest: {
    connector: (server, lossy) => new RestTransport({url: server.url, fetch: lossy, ...fast}),
  },
  'sse (JSON-RPC POST)': {
    connector: (server, lossy) => new SseTransport({url: server.url, fetch: lossy, ...fast}),
  },
  a2a: {
    connector: (server, lossy) => new A2aTransport({url: server.url, fetch: lossy, ...fast}),
  },
  agui: {
    connector: (server) => new AgUiTransport({url: `${server.url}/agui`, ...fast}),
    globalFetch: true,
  },
  'agui (state)': {
    connector: (server) => new AgUiTransport({url: `${server.url}/agui?mode=state`, ...fast}),
    globalFetch: true,
  },
  mcp: {
    connector: (server) => new McpTransport({url: `${server.url}/mcp`, ...fast}),
    globalFetch: true,
  },
};

describe('a message whose reply was lost', () => {
  for (const [name, {connector, globalFetch}] of Object.entries(PULL)) {
    it(`${name}: is retried, handled once, and its reply arrives once`, async () => {
      const {host, handled} = countingAgent();
      const server = await serve(host);
      const lossy = losingFirstReply();
      if (globalFetch) globalThis.fetch = lossy.fetch;
      const transport = connector(server, lossy.fetch);
      try {
        const messages: unknown[] = [];
        const errors: TransportError[] = [];
        transport.addEventListener('messages', (e) =>
          messages.push(...(e as CustomEvent<unknown[]>).detail),
        );
        transport.addEventListener('error', (e) =>
          errors.push((e as CustomEvent<TransportError>).detail),
        );
        await transport.connect();
        await transport.send(click());
        assert.equal(lossy.lost(), 1, 'the first reply was lost');
        assert.ok(
          errors.some((e) => e.kind === 'network'),
          'the loss was reported',
        );
        await until(() => counts(messages).length > 0, 'the reply');
        await new Promise((resolve) => setTimeout(resolve, 100)); // a second reply would be here
        assert.deepEqual(handled, [CLICK]);
        assert.deepEqual(counts(messages), [1]);
        assert.equal(transport.status, 'open');
      } finally {
        transport.close();
        globalThis.fetch = realFetch;
      }
    });
  }
});

describe('websocket frames lost in a drop', () => {
  /** A WebSocket whose socket drops right after it sends the frame naming the action. */
  function droppingAfterClick(swallow: boolean) {
    let dropped = 0;
    class Dropping extends NodeWebSocket {
      override send(data: unknown, ...rest: unknown[]): void {
        if (dropped === 0 && String(data).includes(CLICK)) {
          dropped++;
          if (!swallow) super.send(data as string, ...(rest as []));
          this.terminate(); // no ack can come back on this socket
          return;
        }
        super.send(data as string, ...(rest as []));
      }
    }
    return {WebSocket: Dropping as unknown as typeof WebSocket, dropped: () => dropped};
  }

  for (const swallow of [false, true]) {
    const what = swallow ? 'a frame lost on the way' : 'a frame that arrived before the drop';
    it(`${what} is sent again after the reconnect and handled once`, async () => {
      const {host, handled} = countingAgent();
      const server = await serve(host);
      const socket = droppingAfterClick(swallow);
      const url = server.url.replace(/^http/, 'ws') + '/ws';
      const transport = new WebSocketTransport({url, WebSocket: socket.WebSocket, ...fast});
      const messages: unknown[] = [];
      transport.addEventListener('messages', (e) =>
        messages.push(...(e as CustomEvent<unknown[]>).detail),
      );
      try {
        await transport.connect();
        await until(() => messages.length > 0, 'the surface');
        await transport.send(click());
        assert.equal(socket.dropped(), 1);
        await until(() => counts(messages).length > 0, 'the reply after the reconnect');
        await new Promise((resolve) => setTimeout(resolve, 100)); // a second handling would be here
        assert.deepEqual(handled, [CLICK]);
        assert.deepEqual(counts(messages), [1]);
      } finally {
        transport.close();
      }
    });
  }
});

describe('websocket to an agent that gives no acknowledgements', () => {
  it('sends no frame twice after a drop (the agent could not tell a resent one)', async () => {
    const server = new WebSocketServer({port: 0, host: '127.0.0.1'});
    await new Promise((resolve) => server.once('listening', resolve));
    const frames: string[] = [];
    const sockets: NodeWebSocket[] = [];
    server.on('connection', (ws) => {
      sockets.push(ws);
      ws.on('message', (data) => frames.push(String(data)));
    });
    const {port} = server.address() as {port: number};
    const transport = new WebSocketTransport({
      url: `ws://127.0.0.1:${port}/ws`,
      WebSocket: NodeWebSocket as unknown as typeof WebSocket,
      ...fast,
    });
    try {
      await transport.connect();
      await transport.send(click());
      await until(() => frames.length === 1, 'the frame');
      sockets[0]!.terminate();
      await until(() => sockets.length === 2, 'the reconnect');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(frames.length, 1);
    } finally {
      transport.close();
      server.close();
    }
  });
});

describe('an A2UI v1.0 action that wants a response, its reply lost', () => {
  it('rest: the agent answers it once and the client reports no integrity error', async () => {
    const agent = await startAgent();
    const processor = new MessageProcessor({catalogs: [basicCatalogV1], locale: 'en-GB'});
    const adapter = new V1Adapter(processor);
    let lost = 0;
    const lossy: typeof fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (lost > 0 || !String(init?.body).includes('suggest_city')) return response;
      lost++;
      await response.text();
      throw new TypeError('network error');
    };
    const transport = new RestTransport({
      url: agent.urls.rest,
      metadata: adapter,
      protocol: adapter,
      fetch: lossy,
      ...fast,
    });
    const answers: ActionResponseDetail[] = [];
    const problems: {code: string}[] = [];
    transport.addEventListener('messages', (e) =>
      adapter.processMessages((e as CustomEvent).detail),
    );
    adapter.addEventListener('actionresponse', (e) => answers.push((e as CustomEvent).detail));
    processor.addEventListener('error', (e) => problems.push((e as CustomEvent).detail));
    try {
      await transport.connect();
      await until(() => processor.getSurface('finder'), 'the finder surface');
      const action = {
        name: 'suggest_city',
        surfaceId: 'finder',
        sourceComponentId: 'suggest',
        timestamp: new Date().toISOString(),
        context: {prefix: 'Par'},
        wantResponse: true,
        responsePath: '/query/suggestions',
      };
      await transport.send(adapter.toClientMessage({version: 'v0.9', action})!);
      await until(() => answers.length > 0, 'the action response');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(lost, 1);
      assert.equal(answers.length, 1);
      assert.deepEqual(problems, []);
      const records = [...agent.host.sessions.values()].map(
        (s) => (s.state.record as {actions: {name: string}[]}).actions,
      );
      assert.deepEqual(
        records.flat().map((a) => a.name),
        ['suggest_city'],
      );
    } finally {
      transport.close();
    }
  });
});

describe('an MCP answer cut short while the session lives', () => {
  it('is noticed within moments and the call retried, handled once', async () => {
    const {host, handled} = countingAgent();
    const server = await serve(host);
    let cut = 0;
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const body = typeof init?.body === 'string' ? init.body : '';
      if (cut > 0 || !body.includes(CLICK)) return response;
      cut++;
      // The answer stream opens, then breaks off before the answer (the agent handled it).
      const text = await response.text();
      assert.match(text, /result/);
      const broken = new ReadableStream<Uint8Array>({
        start: (controller) => controller.error(new TypeError('network error')),
      });
      return new Response(broken, {status: response.status, headers: response.headers});
    };
    const transport = new McpTransport({url: `${server.url}/mcp`, ...fast});
    const messages: unknown[] = [];
    transport.addEventListener('messages', (e) =>
      messages.push(...(e as CustomEvent<unknown[]>).detail),
    );
    try {
      await transport.connect();
      const started = Date.now();
      await transport.send(click());
      const took = Date.now() - started;
      assert.equal(cut, 1);
      assert.ok(took < 3000, `the cut was noticed after ${took} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.deepEqual(handled, [CLICK]);
      assert.deepEqual(counts(messages), [1]);
    } finally {
      transport.close();
      globalThis.fetch = realFetch;
    }
  });

  it('a request with no answer at all is given up after requestTimeout and retried', async () => {
    const {host, handled} = countingAgent();
    const server = await serve(host);
    let held = 0;
    globalThis.fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      if (held > 0 || !body.includes(CLICK)) return realFetch(input, init);
      held++;
      // The request reaches the agent, whose answer never comes: the stream stays silent.
      const response = await realFetch(input, init);
      void response.text();
      const silent = new ReadableStream<Uint8Array>({});
      return new Response(silent, {status: response.status, headers: response.headers});
    };
    const transport = new McpTransport({url: `${server.url}/mcp`, requestTimeout: 300, ...fast});
    const messages: unknown[] = [];
    transport.addEventListener('messages', (e) =>
      messages.push(...(e as CustomEvent<unknown[]>).detail),
    );
    try {
      await transport.connect();
      const started = Date.now();
      await transport.send(click());
      assert.ok(Date.now() - started < 3000);
      assert.equal(held, 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.deepEqual(handled, [CLICK]);
      assert.deepEqual(counts(messages), [1]);
    } finally {
      transport.close();
      globalThis.fetch = realFetch;
    }
  });
});

/** A fetch that fails the first reply to a POST to `path` whose reply holds `text`, once read. */
function losingReplyWith(path: string, text: string): {fetch: typeof fetch; lost: () => number} {
  let lost = 0;
  const lossy: typeof fetch = async (input, init) => {
    const response = await realFetch(input, init);
    if (lost > 0 || init?.method !== 'POST' || !String(input).includes(path)) return response;
    const reply = await response.clone().text();
    if (!reply.includes(text)) return response;
    lost++;
    throw new TypeError('network error: the reply was lost');
  };
  return {fetch: lossy, lost: () => lost};
}

/** The messages of the received ones that say `/pushed`. */
const pushed = (messages: unknown[]) =>
  messages.filter((m) => JSON.stringify(m).includes('"/pushed"'));
const push = (host: A2uiAgentHost) => {
  for (const session of host.sessions.values()) {
    session.send({
      version: 'v0.9',
      updateDataModel: {surfaceId: 'main', path: '/pushed', value: 1},
    });
  }
};

describe('other replies lost on the way', () => {
  it('rest: messages taken by a poll whose reply was lost come with the next poll', async () => {
    const {host} = countingAgent();
    const server = await serve(host);
    const lossy = losingReplyWith('/poll', '/pushed');
    const transport = new RestTransport({url: server.url, fetch: lossy.fetch, pollInterval: 30});
    const messages: unknown[] = [];
    transport.addEventListener('messages', (e) =>
      messages.push(...(e as CustomEvent<unknown[]>).detail),
    );
    transport.addEventListener('error', () => undefined);
    try {
      await transport.connect();
      push(host);
      await until(() => pushed(messages).length > 0, 'the pushed message');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(lossy.lost(), 1);
      assert.equal(pushed(messages).length, 1);
    } finally {
      transport.close();
    }
  });

  it('rest: a connection request whose reply was lost opens one session, its surfaces coming once', async () => {
    const {host} = countingAgent();
    let connects = 0;
    host.handlers.onConnect = (session) => {
      connects++;
      session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: 'basic'}});
    };
    const server = await serve(host);
    const lossy = losingReplyWith('/connect', 'createSurface');
    const transport = new RestTransport({url: server.url, fetch: lossy.fetch, ...fast});
    const messages: unknown[] = [];
    transport.addEventListener('messages', (e) =>
      messages.push(...(e as CustomEvent<unknown[]>).detail),
    );
    transport.addEventListener('error', () => undefined);
    try {
      await transport.connect();
      assert.equal(lossy.lost(), 1);
      assert.equal(messages.filter((m) => 'createSurface' in (m as object)).length, 1);
      assert.equal(connects, 1);
      assert.equal(host.sessions.size, 1);
    } finally {
      transport.close();
    }
  });

  it('sse: a stream opening a session that broke before its connection event gets that session', async () => {
    const {host} = countingAgent();
    let connects = 0;
    host.handlers.onConnect = (session) => {
      connects++;
      session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId: 'basic'}});
    };
    const server = await serve(host);
    let broken = 0;
    const breaking: typeof fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (broken > 0 || !String(input).includes('/sse')) return response;
      broken++;
      // The agent opened the session; the stream breaks before anything of it arrives.
      void response.body!.cancel();
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.error(new TypeError('network error')),
      });
      return new Response(body, {status: response.status, headers: response.headers});
    };
    const transport = new SseTransport({url: server.url, fetch: breaking, ...fast});
    const messages: unknown[] = [];
    transport.addEventListener('messages', (e) =>
      messages.push(...(e as CustomEvent<unknown[]>).detail),
    );
    transport.addEventListener('error', () => undefined);
    try {
      await transport.connect();
      await until(() => messages.length > 0, 'the surface');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(broken, 1);
      assert.equal(messages.filter((m) => 'createSurface' in (m as object)).length, 1);
      assert.equal(connects, 1);
      assert.equal(host.sessions.size, 1);
    } finally {
      transport.close();
    }
  });

  it('agui: the first run of a connection, its events lost, is retried and its surfaces come once', async () => {
    const {host} = countingAgent();
    const server = await serve(host);
    const lossy = losingReplyWith('/agui', 'createSurface');
    globalThis.fetch = lossy.fetch;
    const transport = new AgUiTransport({url: `${server.url}/agui`, ...fast});
    const messages: unknown[] = [];
    transport.addEventListener('messages', (e) =>
      messages.push(...(e as CustomEvent<unknown[]>).detail),
    );
    try {
      await transport.connect();
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(lossy.lost(), 1);
      const created = messages.filter((m) => 'createSurface' in (m as object));
      assert.equal(created.length, 1);
      assert.equal(host.sessions.size, 1);
    } finally {
      transport.close();
      globalThis.fetch = realFetch;
    }
  });

  it('mcp: messages taken by a resource read whose answer was lost are read again', async () => {
    const {host} = countingAgent();
    const server = await serve(host);
    const lossy = losingReplyWith('/mcp', '/pushed');
    globalThis.fetch = lossy.fetch;
    const transport = new McpTransport({url: `${server.url}/mcp`, ...fast});
    const messages: unknown[] = [];
    transport.addEventListener('messages', (e) =>
      messages.push(...(e as CustomEvent<unknown[]>).detail),
    );
    transport.addEventListener('error', () => undefined);
    try {
      await transport.connect();
      push(host);
      await until(() => pushed(messages).length > 0, 'the pushed message');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(lossy.lost(), 1);
      assert.equal(pushed(messages).length, 1);
      assert.equal(transport.status, 'open');
    } finally {
      transport.close();
      globalThis.fetch = realFetch;
    }
  });
});

/**
 * A fetch whose first request naming the action reaches the agent but gets no reply, ever
 * (a stalled connection), until the request's signal aborts it.
 */
function stallingFirstReply(): {fetch: typeof fetch; stalled: () => number} {
  let stalled = 0;
  const stalling: typeof fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    if (stalled > 0 || !body.includes(CLICK)) return realFetch(input, init);
    stalled++;
    void realFetch(input, {...init, signal: null}).then((r) => r.text());
    return new Promise<Response>((_, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason), {once: true});
    });
  };
  return {fetch: stalling, stalled: () => stalled};
}

describe('a request whose reply stalls', () => {
  for (const name of ['rest', 'sse'] as const) {
    it(`${name}: is given up after requestTimeout, retried and handled once`, async () => {
      const {host, handled} = countingAgent();
      const server = await serve(host);
      const stalling = stallingFirstReply();
      const options = {url: server.url, fetch: stalling.fetch, requestTimeout: 300, ...fast};
      const transport = name === 'rest' ? new RestTransport(options) : new SseTransport(options);
      const messages: unknown[] = [];
      transport.addEventListener('messages', (e) =>
        messages.push(...(e as CustomEvent<unknown[]>).detail),
      );
      transport.addEventListener('error', () => undefined);
      try {
        await transport.connect();
        const started = Date.now();
        await transport.send(click());
        assert.ok(Date.now() - started < 3000);
        assert.equal(stalling.stalled(), 1);
        await until(() => counts(messages).length > 0, 'the reply');
        await new Promise((resolve) => setTimeout(resolve, 100));
        assert.deepEqual(handled, [CLICK]);
        assert.deepEqual(counts(messages), [1]);
      } finally {
        transport.close();
      }
    });
  }
});

describe('an SSE stream that goes silent', () => {
  it('is reopened after idleTimeout, and what was sent meanwhile arrives once', async () => {
    const {host} = countingAgent();
    const server = await serve(host);
    let silenced = 0;
    // The first stream delivers its first chunk (the connection event), then nothing, ever: a
    // proxy that dropped the connection without closing it.
    const silencing: typeof fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (silenced > 0 || !String(input).includes('/sse')) return response;
      silenced++;
      const reader = response.body!.getReader();
      let first = true;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!first) return new Promise<void>(() => undefined);
          first = false;
          const {value} = await reader.read();
          controller.enqueue(value!);
        },
      });
      return new Response(body, {status: response.status, headers: response.headers});
    };
    const transport = new SseTransport({
      url: server.url,
      fetch: silencing,
      idleTimeout: 300,
      ...fast,
    });
    const messages: unknown[] = [];
    const errors: TransportError[] = [];
    transport.addEventListener('messages', (e) =>
      messages.push(...(e as CustomEvent<unknown[]>).detail),
    );
    transport.addEventListener('error', (e) =>
      errors.push((e as CustomEvent<TransportError>).detail),
    );
    try {
      await transport.connect();
      await new Promise((resolve) => setTimeout(resolve, 50));
      push(host);
      await until(() => pushed(messages).length > 0, 'the pushed message', 3000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(silenced, 1);
      assert.equal(pushed(messages).length, 1);
      assert.equal(messages.filter((m) => 'createSurface' in (m as object)).length, 1);
      assert.ok(errors.some((e) => e.kind === 'network'));
      assert.equal(transport.status, 'open');
    } finally {
      transport.close();
    }
  });
});

/**
 * A fetch whose first request naming the action gets its stream's first chunk, then nothing more:
 * a connection dropped without being closed (the agent handled the action).
 */
function silencingAfterFirstChunk(): {fetch: typeof fetch; silenced: () => number} {
  let silenced = 0;
  const silencing: typeof fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const body = typeof init?.body === 'string' ? init.body : '';
    if (silenced > 0 || !body.includes(CLICK)) return response;
    silenced++;
    const reader = response.body!.getReader();
    let first = true;
    const stalled = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!first) return new Promise<void>(() => undefined);
        first = false;
        const {value} = await reader.read();
        controller.enqueue(value!);
      },
    });
    return new Response(stalled, {status: response.status, headers: response.headers});
  };
  return {fetch: silencing, silenced: () => silenced};
}

describe('a turn whose stream goes silent', () => {
  const TURNS: Record<string, (server: RunningA2uiServer, silencing: typeof fetch) => Transport> = {
    agui: (server) => new AgUiTransport({url: `${server.url}/agui`, idleTimeout: 300, ...fast}),
    a2a: (server, silencing) =>
      new A2aTransport({url: server.url, fetch: silencing, idleTimeout: 300, ...fast}),
  };
  for (const [name, connector] of Object.entries(TURNS)) {
    it(`${name}: is retried after idleTimeout and handled once, its reply arriving once`, async () => {
      const {host, handled} = countingAgent();
      const server = await serve(host);
      const silencing = silencingAfterFirstChunk();
      globalThis.fetch = silencing.fetch;
      const transport = connector(server, silencing.fetch);
      const messages: unknown[] = [];
      transport.addEventListener('messages', (e) =>
        messages.push(...(e as CustomEvent<unknown[]>).detail),
      );
      transport.addEventListener('error', () => undefined);
      try {
        await transport.connect();
        const started = Date.now();
        await transport.send(click());
        assert.ok(Date.now() - started < 3000);
        assert.equal(silencing.silenced(), 1);
        await new Promise((resolve) => setTimeout(resolve, 100));
        assert.deepEqual(handled, [CLICK]);
        assert.deepEqual(counts(messages), [1]);
      } finally {
        transport.close();
        globalThis.fetch = realFetch;
      }
    });
  }
});

describe('AgentSession.handleOnce', () => {
  it('runs the handler once per key and gives a retry the first outcome', async () => {
    const session = new AgentSession('s', 'rest');
    let runs = 0;
    const handle = async () => ++runs;
    assert.equal(await session.handleOnce('k', handle), 1);
    assert.equal(await session.handleOnce('k', handle), 1);
    assert.equal(await session.handleOnce('other', handle), 2);
    assert.equal(await session.handleOnce(undefined, handle), 3);
  });

  it('makes a retry that comes while the first attempt runs wait for its outcome', async () => {
    const session = new AgentSession('s', 'rest');
    let release!: () => void;
    let runs = 0;
    const first = session.handleOnce('k', async () => {
      runs++;
      await new Promise<void>((resolve) => (release = resolve));
      return 'reply';
    });
    const retry = session.handleOnce('k', async () => `run ${++runs}`);
    release();
    assert.deepEqual(await Promise.all([first, retry]), ['reply', 'reply']);
    assert.equal(runs, 1);
  });

  it('remembers a bounded number of keys, forgetting the oldest', async () => {
    const session = new AgentSession('s', 'rest', 5000, 2);
    for (const key of ['a', 'b', 'c']) await session.handleOnce(key, async () => key);
    assert.equal(session.hasHandled('a'), false);
    assert.equal(session.hasHandled('b'), true);
    assert.equal(session.hasHandled('c'), true);
  });
});
