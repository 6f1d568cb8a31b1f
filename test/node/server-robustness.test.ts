// The agent toolkit against a buggy agent and a hostile or buggy client: failing handlers are
// reported and never end the process, sessions and unread streams stay bounded.
import assert from 'node:assert/strict';
import {request as httpRequest} from 'node:http';
import {connect} from 'node:net';
import {afterEach, describe, it} from 'node:test';
import {WebSocket} from 'ws';
import {
  A2uiAgentHost,
  serveA2ui,
  type AgentHandlerName,
  type AgentHandlers,
  type AgentSession,
  type RunningA2uiServer,
} from '../../src/server/index.js';

let agent: RunningA2uiServer | undefined;

afterEach(async () => {
  agent?.host.closeAll();
  await agent?.close();
  agent = undefined;
});

interface Failure {
  session: AgentSession;
  error: unknown;
  handler: AgentHandlerName;
}

/** Serves `handlers`, recording what `onHandlerError` hears. */
async function serveRecording(handlers: AgentHandlers, options = {}) {
  const failures: Failure[] = [];
  agent = await serveA2ui(
    {
      ...handlers,
      onHandlerError: (session, error, handler) => failures.push({session, error, handler}),
    },
    options,
  );
  return {agent, failures};
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const action = {name: 'go', surfaceId: 's', sourceComponentId: 'b', timestamp: '', context: {}};

describe('agent handlers that fail', () => {
  it('reports an onConnect that throws on an SSE connection, and the agent keeps serving', async () => {
    const {agent, failures} = await serveRecording({
      onConnect() {
        throw new Error('boom');
      },
    });
    const response = await fetch(agent.url + '/sse');
    await until(() => failures.length === 1);
    assert.equal(failures[0]!.handler, 'onConnect');
    assert.equal((failures[0]!.error as Error).message, 'boom');
    await response.body!.cancel();
    const again = await fetch(agent.url + '/connect', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: '{}',
    });
    assert.equal(again.status, 500);
    assert.deepEqual(await again.json(), {error: "The agent's onConnect failed"});
  });

  it('logs a failing onConnect with console.error when the agent has no onHandlerError', async (t) => {
    const logged: unknown[][] = [];
    t.mock.method(console, 'error', (...args: unknown[]) => logged.push(args));
    agent = await serveA2ui({
      onConnect: () => Promise.reject(new Error('no database')),
    });
    const socket = new WebSocket(agent.url.replace('http', 'ws') + '/ws');
    await new Promise((resolve) => socket.once('open', resolve));
    await until(() => logged.length === 1);
    assert.match(String(logged[0]![0]), /onConnect failed/);
    assert.equal((logged[0]![1] as Error).message, 'no database');
    socket.close();
  });

  it('reports an onAction that throws on a WebSocket, where no reply carries the error', async () => {
    const {agent, failures} = await serveRecording({
      onAction() {
        throw new Error('bad action');
      },
    });
    const socket = new WebSocket(agent.url.replace('http', 'ws') + '/ws');
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({message: {version: 'v0.9', action}}));
    await until(() => failures.length === 1);
    assert.equal(failures[0]!.handler, 'onAction');
    socket.close();
  });

  it('reports an onAction that throws on SSE and answers the JSON-RPC call with an error', async () => {
    const {agent, failures} = await serveRecording({
      onAction: async () => {
        throw new Error('bad action');
      },
    });
    const stream = await fetch(agent.url + '/sse');
    const connectionId = [...agent.host.sessions.keys()][0]!;
    const reply = await fetch(agent.url + '/rpc', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'a2ui.action',
        params: {connectionId, action},
      }),
    });
    const body = (await reply.json()) as {error?: {code: number; message: string}};
    assert.equal(body.error?.code, -32603);
    // The agent's own message may hold internals: the client is told which handler failed.
    assert.equal(body.error?.message, "The agent's onAction failed");
    assert.deepEqual(
      failures.map((failure) => failure.handler),
      ['onAction'],
    );
    await stream.body!.cancel();
  });

  it('reports an onDisconnect that throws, and closing every session still completes', async () => {
    const host = new A2uiAgentHost({
      onDisconnect() {
        throw new Error('cleanup failed');
      },
      onHandlerError: (session, error, handler) => failures.push({session, error, handler}),
    });
    const failures: Failure[] = [];
    host.open('rest');
    host.open('rest');
    host.closeAll();
    assert.equal(host.sessions.size, 0);
    assert.deepEqual(
      failures.map((failure) => failure.handler),
      ['onDisconnect', 'onDisconnect'],
    );
  });
});

describe('sessions a client opens in a loop', () => {
  it('closes the session heard from least recently once maxSessions are open', async () => {
    const closed: string[] = [];
    const host = new A2uiAgentHost(
      {onDisconnect: (session) => closed.push(session.id)},
      {
        maxSessions: 3,
      },
    );
    const first = host.open('rest', 'a');
    host.open('rest', 'b').lastSeen = first.lastSeen - 10;
    host.open('rest', 'c');
    host.open('rest', 'd');
    assert.deepEqual(closed, ['b']);
    assert.deepEqual([...host.sessions.keys()], ['a', 'c', 'd']);
    host.closeAll();
  });

  it('keeps sessions with an attached stream when it makes room', async () => {
    const host = new A2uiAgentHost({}, {maxSessions: 2});
    const streaming = host.open('sse', 'streaming');
    streaming.attach(() => undefined);
    streaming.lastSeen = 0;
    host.open('rest', 'idle');
    host.open('rest', 'new');
    assert.deepEqual([...host.sessions.keys()], ['streaming', 'new']);
    host.closeAll();
  });

  it('holds at most maxSessions sessions after a thousand REST connection requests', async () => {
    agent = await serveA2ui({}, {maxSessions: 100});
    // A new connection for each request: a kept-alive one that the server closed, idle, while
    // a loaded machine ran the batch, would be reset when reused.
    const connectOnce = () =>
      new Promise<void>((resolve, reject) => {
        const request = httpRequest(`${agent!.url}/connect`, {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          agent: false,
        });
        request.on('response', (response) => response.resume().on('end', resolve));
        request.on('error', reject);
        request.end('{}');
      });
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(Array.from({length: 100}, connectOnce));
    }
    assert.equal(agent.host.sessions.size, 100);
  });
});

describe('a client that never reads its stream', () => {
  const chunk = 'x'.repeat(64 * 1024);
  const flood = (session: AgentSession) => {
    for (let i = 0; i < 200; i++) {
      session.send({version: 'v0.9', deleteSurface: {surfaceId: chunk}});
    }
  };

  it('is disconnected from SSE once maxBufferedBytes are unread, and may resume', async () => {
    agent = await serveA2ui({}, {maxBufferedBytes: 1024 * 1024});
    const {port} = agent;
    const socket = connect(port, '127.0.0.1');
    socket.pause(); // never reads
    socket.write('GET /sse HTTP/1.1\r\nhost: localhost\r\n\r\n');
    await until(() => agent!.host.sessions.size === 1);
    const session = [...agent.host.sessions.values()][0]!;
    await until(() => session.attached);
    flood(session);
    await until(() => !session.attached);
    assert.equal(session.closed, false);
    assert.equal(session.lastSeq, 200);
    socket.destroy();
  });

  it('is dropped from a WebSocket once maxBufferedBytes are unread, and may resume', async () => {
    agent = await serveA2ui({}, {maxBufferedBytes: 1024 * 1024});
    const socket = new WebSocket(agent.url.replace('http', 'ws') + '/ws?session=slow');
    await new Promise((resolve) => socket.once('open', resolve));
    socket.pause(); // never reads
    const session = agent.host.get('slow')!;
    flood(session);
    await until(() => !session.attached);
    assert.equal(session.closed, false);
    socket.terminate();
  });
});

describe('actions of one session', () => {
  const named = (name: string) => ({...action, name});

  it('reach onAction one after the other, in the order a WebSocket delivered them', async () => {
    const seen: string[] = [];
    agent = await serveA2ui({
      async onAction(_session, {name}) {
        seen.push(`start ${name}`);
        if (name === 'first') await new Promise((resolve) => setTimeout(resolve, 50));
        seen.push(`end ${name}`);
      },
    });
    const socket = new WebSocket(agent.url.replace('http', 'ws') + '/ws');
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({message: {version: 'v0.9', action: named('first')}}));
    socket.send(JSON.stringify({message: {version: 'v0.9', action: named('second')}}));
    await until(() => seen.length === 4);
    assert.deepEqual(seen, ['start first', 'end first', 'start second', 'end second']);
    socket.close();
  });

  it('of different sessions still run side by side', async () => {
    const seen: string[] = [];
    const host = new A2uiAgentHost({
      async onAction(session) {
        seen.push(`start ${session.id}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(`end ${session.id}`);
      },
    });
    await Promise.all([
      host.receive(host.open('rest', 'a'), {action}),
      host.receive(host.open('rest', 'b'), {action}),
    ]);
    assert.deepEqual(seen, ['start a', 'start b', 'end a', 'end b']);
    host.closeAll();
  });

  it('an onAction that never settles is reported after handlerTimeoutMs, its request answered, and the next action runs', async () => {
    const {agent, failures} = await serveRecording(
      {
        onAction(session, {name}) {
          if (name === 'stuck') return new Promise<void>(() => undefined);
          session.send({version: 'v0.9', deleteSurface: {surfaceId: name}});
        },
      },
      {handlerTimeoutMs: 100},
    );
    const post = (name: string, session?: string) =>
      fetch(agent.url + '/action', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(session ? {'x-a2ui-session': session} : {}),
        },
        body: JSON.stringify({version: 'v0.9', action: named(name)}),
      });
    const stuck = await post('stuck');
    assert.equal(stuck.status, 500);
    assert.match(((await stuck.json()) as {error: string}).error, /did not settle within 100 ms/);
    assert.equal(failures[0]!.handler, 'onAction');
    assert.equal((failures[0]!.error as Error).name, 'HandlerTimeoutError');
    const next = await post('next', stuck.headers.get('x-a2ui-session')!);
    assert.deepEqual(await next.json(), [{deleteSurface: {surfaceId: 'next'}, version: 'v0.9'}]);
  });
});

describe('a client that sends its request slowly', () => {
  it(
    'is answered 408 and disconnected once requestTimeoutMs passed without the whole body',
    {timeout: 10_000},
    async () => {
      agent = await serveA2ui({}, {requestTimeoutMs: 300});
      const socket = connect(agent.port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.write(
        'POST /action HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n' +
          'content-length: 100\r\n\r\n{',
      );
      const trickle = setInterval(() => socket.write(' '), 50);
      const started = Date.now();
      await closed;
      clearInterval(trickle);
      assert.match(answer, /^HTTP\/1\.1 408/);
      assert.ok(Date.now() - started < 3000, `closed after ${Date.now() - started} ms`);
    },
  );

  it('keeps an SSE stream open well past requestTimeoutMs', async () => {
    agent = await serveA2ui({}, {requestTimeoutMs: 200});
    const response = await fetch(agent.url + '/sse');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal([...agent.host.sessions.values()][0]!.attached, true);
    await response.body!.cancel();
  });
});

describe('a client flooding a slow agent', () => {
  it('gets 429 for messages past maxWaitingMessages, which never reach onAction', async () => {
    let handled = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    agent = await serveA2ui(
      {
        async onAction() {
          handled++;
          await gate;
        },
      },
      {maxWaitingMessages: 3},
    );
    const connected = await fetch(agent.url + '/connect', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: '{}',
    });
    const headers = {
      'content-type': 'application/json',
      'x-a2ui-session': connected.headers.get('x-a2ui-session')!,
    };
    const body = JSON.stringify({version: 'v0.9', action});
    const replies = Array.from({length: 5}, () =>
      fetch(agent!.url + '/action', {method: 'POST', headers, body}),
    );
    await until(() => handled === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const statuses = (await Promise.all(replies)).map((reply) => reply.status).sort();
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    assert.equal(handled, 3);
  });
});

describe('a message refused as one too many', () => {
  it('is handled when the client retries it with the same key once the agent caught up', async () => {
    const handled: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const host = new A2uiAgentHost(
      {
        async onAction(_session, {name}) {
          handled.push(name);
          if (name === 'slow') await gate;
        },
      },
      {maxWaitingMessages: 1},
    );
    const session = host.open('rest');
    const slow = session.handleOnce('slow-1', () =>
      host.receive(session, {action: {...action, name: 'slow'}}),
    );
    const send = () =>
      session.handleOnce('key-1', () => host.receive(session, {action: {...action, name: 'next'}}));
    await assert.rejects(send(), {name: 'TooManyMessagesError'});
    release();
    await slow;
    await send();
    assert.deepEqual(handled, ['slow', 'next']);
    host.closeAll();
  });
});

describe('a client that reconnects again and again', () => {
  /** Counts the session's close callbacks still registered, by wrapping `onClose`. */
  function countingCloseCallbacks(session: AgentSession) {
    let live = 0;
    const original = session.onClose.bind(session);
    session.onClose = (callback) => {
      live++;
      const forget = original(callback);
      let forgotten = false;
      return () => {
        if (!forgotten) live--;
        forgotten = true;
        forget();
      };
    };
    return () => live;
  }

  it('leaves nothing behind on its session per SSE connection that ended', async () => {
    agent = await serveA2ui({});
    const first = await fetch(agent.url + '/sse');
    const session = [...agent.host.sessions.values()][0]!;
    const live = countingCloseCallbacks(session);
    await first.body!.cancel();
    for (let i = 0; i < 20; i++) {
      const again = await fetch(`${agent.url}/sse?connectionId=${session.id}`);
      await until(() => session.attached);
      await again.body!.cancel();
      await until(() => !session.attached);
    }
    await until(() => live() === 0);
  });

  it('leaves nothing behind on its session per WebSocket that closed', async () => {
    agent = await serveA2ui({});
    const session = agent.host.open('websocket', 'again');
    const live = countingCloseCallbacks(session);
    for (let i = 0; i < 20; i++) {
      const socket = new WebSocket(`${agent.url.replace('http', 'ws')}/ws?session=again`);
      await new Promise((resolve) => socket.once('open', resolve));
      socket.terminate(); // a drop, not a close: the session stays
      await until(() => !session.attached);
    }
    await until(() => live() === 0);
    assert.equal(session.closed, false);
  });

  it('an onClose callback removed with the function it returned does not run', () => {
    const host = new A2uiAgentHost({});
    const session = host.open('rest');
    let ran = 0;
    const forget = session.onClose(() => ran++);
    session.onClose(() => ran++);
    forget();
    session.close();
    assert.equal(ran, 1);
  });
});

describe('bodies over the size limit', () => {
  it('are answered 413 every time, the connection they came on not reused', async () => {
    agent = await serveA2ui({});
    const statuses: (number | string)[] = [];
    for (const path of ['/rpc', '/action', '/connect', '/connect']) {
      try {
        const response: Response = await fetch(agent.url + path, {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: 'x'.repeat(3e6),
        });
        statuses.push(response.status);
        assert.equal(response.headers.get('connection'), 'close');
      } catch (error) {
        statuses.push(String((error as {cause?: {code?: string}}).cause?.code ?? error));
      }
    }
    assert.deepEqual(statuses, [413, 413, 413, 413]);
  });

  it('closes a WebSocket whose frame is over the limit (1009), the agent serving on', async () => {
    const sessions: string[] = [];
    agent = await serveA2ui({onConnect: (session) => void sessions.push(session.id)});
    const wsUrl = `${agent.url.replace('http', 'ws')}/ws`;
    const ws = new WebSocket(`${wsUrl}?session=big`);
    ws.on('error', () => undefined);
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send('x'.repeat(2_000_000));
    const code = await new Promise((resolve) => ws.once('close', resolve));
    assert.equal(code, 1009);
    const next = new WebSocket(`${wsUrl}?session=next`);
    await new Promise((resolve) => next.once('open', resolve));
    await until(() => sessions.includes('next'));
    next.close(1000);
  });
});

describe('the message log of a session', () => {
  const tick = (value: number) => ({
    version: 'v0.9' as const,
    updateDataModel: {surfaceId: 's', path: '/tick', value},
  });

  it('keeps nothing a pull-based client took, when no stream ever attached', () => {
    const host = new A2uiAgentHost({});
    const session = host.open('rest');
    for (let i = 0; i < 10; i++) session.send(tick(i));
    assert.equal(session.pull().length, 10);
    session.send(tick(10));
    assert.deepEqual(
      session.entriesAfter(0).map((entry) => entry.seq),
      [11],
    );
    host.closeAll();
  });

  it('keeps what a stream may replay after a drop', () => {
    const host = new A2uiAgentHost({});
    const session = host.open('sse');
    const detach = session.attach(() => undefined);
    for (let i = 0; i < 3; i++) session.send(tick(i));
    detach();
    session.pull();
    assert.equal(session.entriesAfter(0).length, 3);
    host.closeAll();
  });
});

describe('a client opening streams in a loop', () => {
  it('gets no more than maxConnections open at once', async () => {
    agent = await serveA2ui({}, {maxConnections: 2});
    const streams = [await fetch(agent.url + '/sse'), await fetch(agent.url + '/sse')];
    await assert.rejects(fetch(agent.url + '/sse'));
    assert.equal(agent.host.sessions.size, 2);
    for (const stream of streams) await stream.body!.cancel();
  });
});
