// What the agent's handlers get from a renderer, and what `session.send` delivers, the same
// whatever the transport.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {RunningDemoAgent} from '../../demo/agent/main.js';
import {
  A2uiAgentHost,
  a2aRoutes,
  aguiRoute,
  isActionBody,
  mcpRoute,
  parseIncoming,
  type ActionBody,
  type AgentSession,
  type ServerMessage,
} from '../../src/server/index.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import {CONNECTORS, until} from './connectors.js';
import {serve} from './servers.js';

const BASIC = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

describe('what onAction gets', () => {
  it('an action sent without context or timestamp gets an empty context and a timestamp', async () => {
    const actions: ActionBody[] = [];
    const agent = await serve({
      onAction(_session, action) {
        actions.push(action);
        // An agent reads the context as its type promises, without a guard.
        assert.equal(action.context['who'], undefined);
      },
    });
    const response = await fetch(agent.url + '/action', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({
        version: 'v0.9',
        action: {name: 'go', surfaceId: 's', sourceComponentId: 'b'},
      }),
    });
    assert.equal(response.status, 200);
    assert.deepEqual(actions[0]?.context, {});
    assert.ok(!Number.isNaN(Date.parse(actions[0]?.timestamp ?? '')));
  });

  it('an MCP a2ui_action call without context or timestamp is handled the same way', async () => {
    const actions: ActionBody[] = [];
    const host = new A2uiAgentHost({onAction: (_session, action) => void actions.push(action)});
    const agent = await serve(host, {routes: [mcpRoute(host)]});
    const metadata = {clientCapabilities: () => undefined, clientDataModel: () => undefined};
    const transport = new McpTransport({url: agent.url + '/mcp', metadata});
    await transport.connect();
    await transport.callTool('a2ui_action', {name: 'go', surfaceId: 's', sourceComponentId: 'b'});
    transport.close();
    assert.deepEqual(actions[0]?.context, {});
    assert.ok(!Number.isNaN(Date.parse(actions[0]?.timestamp ?? '')));
  });

  it('isActionBody is true only for what an ActionBody promises', () => {
    const action = {
      name: 'go',
      surfaceId: 's',
      sourceComponentId: 'b',
      timestamp: 't',
      context: {},
    };
    assert.equal(isActionBody(action), true);
    assert.equal(isActionBody({...action, context: undefined}), false);
    assert.equal(isActionBody({...action, timestamp: 5}), false);
    const parsed = parseIncoming({action: {...action, context: undefined}})?.message;
    assert.ok(parsed && 'action' in parsed && isActionBody(parsed.action));
  });
});

describe('session.send', () => {
  for (const [name, Transport] of [
    ['sse', SseTransport],
    ['rest', RestTransport],
  ] as const) {
    it(`delivers a message as it was when sent, though the agent changes it afterwards (${name})`, async () => {
      const agent = await serve({
        onConnect(session) {
          session.send({version: 'v0.9', createSurface: {surfaceId: 'm', catalogId: BASIC}});
        },
        onAction(session) {
          const message: ServerMessage = {version: 'v0.9'};
          for (const value of [1, 2, 3]) {
            message['updateDataModel'] = {surfaceId: 'm', path: '/n', value};
            session.send(message);
          }
        },
      });
      const values: unknown[] = [];
      const transport = new Transport({url: agent.url});
      transport.addEventListener('messages', (e) => {
        for (const m of e.detail as {updateDataModel?: {value: unknown}}[]) {
          if (m.updateDataModel) values.push(m.updateDataModel.value);
        }
      });
      await transport.connect();
      const action = {
        name: 'count',
        surfaceId: 'm',
        sourceComponentId: 'b',
        timestamp: 't',
        context: {},
      };
      await transport.send({action});
      await until(() => values.length === 3, 'three updates');
      transport.close();
      assert.deepEqual(values, [1, 2, 3]);
    });

    it(`throws in the agent's handler for a message that is not JSON (${name})`, async () => {
      const failures: unknown[] = [];
      const agent = await serve({
        onAction(session) {
          session.send({version: 'v0.9', updateDataModel: {surfaceId: 'm', path: '/n', value: 1n}});
        },
        onHandlerError: (_session, error) => failures.push(error),
      });
      const transport = new Transport({url: agent.url, maxAttempts: 1});
      transport.addEventListener('error', () => undefined);
      await transport.connect();
      const action = {
        name: 'big',
        surfaceId: 'm',
        sourceComponentId: 'b',
        timestamp: 't',
        context: {},
      };
      // SSE quotes the JSON-RPC error; REST says the status (500).
      await assert.rejects(transport.send({action}), /The agent's onAction failed|answered 500/);
      transport.close();
      assert.match(String(failures[0]), /BigInt/);
    });
  }
});

/** A connector of kind `name` (CONNECTORS), connected to `host` served with every route. */
async function connected(name: string, host: A2uiAgentHost) {
  const routes = [...a2aRoutes(host, {name: 'Closing agent'}), aguiRoute(host), mcpRoute(host)];
  const agent = await serve(host, {routes});
  // The endpoints, where CONNECTORS looks for the demo agent's.
  const urls = {
    sse: agent.url,
    rest: agent.url,
    websocket: agent.url + '/ws',
    a2a: agent.url,
    agui: agent.url + '/agui',
    mcp: agent.url + '/mcp',
  };
  const metadata = {clientCapabilities: () => undefined, clientDataModel: () => undefined};
  const transport = CONNECTORS[name]!({urls} as RunningDemoAgent, {metadata});
  transport.addEventListener('error', () => undefined);
  await transport.connect();
  return transport;
}

/** A v0.9 action message named `name`. */
const actionMessage = (name: string) => ({
  action: {name, surfaceId: 'm', sourceComponentId: 'b', timestamp: 't', context: {}},
});

describe('session.close from a handler', () => {
  for (const name of ['sse', 'websocket', 'rest', 'a2a', 'agui', 'mcp']) {
    it(`ends the session: the client goes on in a new one, and the action that closed it is handled once (${name})`, async () => {
      const handled: string[] = [];
      let connects = 0;
      const host = new A2uiAgentHost({
        onConnect: () => void connects++,
        onAction(session, action) {
          handled.push(action.name);
          if (action.name === 'bye') session.close();
        },
      });
      const transport = await connected(name, host);
      const act = (actionName: string) =>
        Promise.race([
          transport.send(actionMessage(actionName)).catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 1000)),
        ]);
      await act('bye');
      await act('hello');
      await until(() => handled.includes('hello'), 'the next action, in a new session');
      // Long enough for a loop to show: each round (a new session, the action resent) takes ms.
      await new Promise((resolve) => setTimeout(resolve, 300));
      transport.close();
      assert.deepEqual({handled, connects}, {handled: ['bye', 'hello'], connects: 2});
    });
  }
});

describe('session.close from an A2A action', () => {
  it("answers message/send for that action with the agent's reply, then lets its task go", async () => {
    const host = new A2uiAgentHost({
      onAction(session) {
        session.send({version: 'v0.9', updateDataModel: {surfaceId: 'm', path: '/n', value: 1}});
        session.close();
      },
    });
    const routes = a2aRoutes(host, {name: 'Closing agent', protocolVersions: ['0.3']});
    const agent = await serve(host, {routes});
    const rpc = (method: string, params: unknown) =>
      fetch(agent.url + '/a2a', {
        method: 'POST',
        headers: {'content-type': 'application/json', 'a2a-version': '0.3'},
        body: JSON.stringify({jsonrpc: '2.0', id: 1, method, params}),
      }).then(
        (response) =>
          response.json() as Promise<{
            error?: {message: string};
            result?: {id: string; status: {state: string; message?: {parts: {data?: unknown}[]}}};
          }>,
      );
    const parts = [{kind: 'data', data: {version: 'v0.9', ...actionMessage('bye')}}];
    const reply = await rpc('message/send', {
      message: {kind: 'message', messageId: 'm1', role: 'user', parts},
    });
    assert.equal(reply.error, undefined);
    assert.equal(reply.result?.status.state, 'input-required');
    // (A2A 0.3 carries the list of A2UI messages in an object.)
    assert.deepEqual(reply.result.status.message?.parts[0]?.data, {
      value: [{version: 'v0.9', updateDataModel: {surfaceId: 'm', path: '/n', value: 1}}],
    });
    const got = await rpc('tasks/get', {id: reply.result.id});
    assert.match(String(got.error?.message), /not found/i);
  });
});

describe('an action sent while the session it went to closes', () => {
  for (const name of ['sse', 'websocket', 'rest', 'a2a', 'agui', 'mcp']) {
    it(`is handled once, in the next session (${name})`, async () => {
      const sessions: AgentSession[] = [];
      const handled: [string, number][] = [];
      const host = new A2uiAgentHost({
        onConnect: (session) => void sessions.push(session),
        async onAction(session, action) {
          handled.push([action.name, sessions.indexOf(session) + 1]);
          if (action.name !== 'bye') return;
          // Closes once the next action had time to arrive (its turn waits for this one).
          await new Promise((resolve) => setTimeout(resolve, 100));
          session.close();
        },
      });
      const transport = await connected(name, host);
      // Back to back, as a double click sends them.
      const sent = [transport.send(actionMessage('bye')), transport.send(actionMessage('hello'))];
      await until(
        () => handled.some(([actionName]) => actionName === 'hello'),
        'the second action',
      );
      await Promise.all(sent.map((message) => message.catch(() => undefined)));
      transport.close();
      assert.deepEqual(
        {handled, connects: sessions.length},
        {
          handled: [
            ['bye', 1],
            ['hello', 2],
          ],
          connects: 2,
        },
      );
    });
  }
});

describe('a request waiting its turn while the agent closes the session', () => {
  /** A host whose 'bye' action closes its session once the next message waits for its turn. */
  function closingHost() {
    const sessions: AgentSession[] = [];
    const handled: [string, number][] = [];
    let received = 0;
    const host = new A2uiAgentHost({
      onConnect: (session) => void sessions.push(session),
      async onAction(session, action) {
        handled.push([action.name, sessions.indexOf(session) + 1]);
        if (action.name !== 'bye') return;
        const before = received;
        await until(() => received > before, 'the next message');
        session.close();
      },
    });
    const receive = host.receive.bind(host);
    host.receive = (...args) => (received++, receive(...args));
    return {host, sessions, handled};
  }
  const action = (name: string) => ({
    name,
    surfaceId: 'm',
    sourceComponentId: 'b',
    timestamp: 't',
    context: {},
  });

  it('REST answers it 404, as for an unknown session (the client resends it in a new one)', async () => {
    const {host, handled} = closingHost();
    const agent = await serve(host);
    const opened = await fetch(agent.url + '/connect', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: '{}',
    });
    const session = opened.headers.get('x-a2ui-session')!;
    const post = (name: string) =>
      fetch(agent.url + '/action', {
        method: 'POST',
        headers: {'content-type': 'application/json', 'x-a2ui-session': session},
        body: JSON.stringify({version: 'v0.9', action: action(name)}),
      }).then((response) => response.status);
    assert.deepEqual(await Promise.all([post('bye'), post('hello')]), [200, 404]);
    assert.deepEqual(handled, [['bye', 1]]);
  });

  it('SSE + JSON-RPC answers it "Unknown connection"', async () => {
    const {host, handled} = closingHost();
    const agent = await serve(host);
    const transport = new SseTransport({url: agent.url});
    await transport.connect();
    const rpc = (id: number, name: string) =>
      fetch(agent.url + '/rpc', {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({
          jsonrpc: '2.0',
          id,
          method: 'a2ui.action',
          params: {connectionId: transport.connectionId, action: action(name)},
        }),
      }).then((response) => response.json() as Promise<{error?: {code: number}}>);
    const [bye, hello] = await Promise.all([rpc(1, 'bye'), rpc(2, 'hello')]);
    transport.close();
    assert.deepEqual([bye.error, hello.error?.code], [undefined, -32001]);
    assert.deepEqual(handled, [['bye', 1]]);
  });

  it('MCP ends its answer stream unanswered with the session (the client resends it in a new one)', async () => {
    const {host, handled} = closingHost();
    const transport = (await connected('mcp', host)) as McpTransport;
    // Tool calls in parallel, as an MCP client may make them (the connector makes one at a time).
    const bye = transport.client!.callTool({name: 'a2ui_action', arguments: action('bye')});
    await until(() => handled.length === 1, "'bye' in onAction");
    await transport.send(actionMessage('hello'));
    await bye;
    transport.close();
    assert.deepEqual(handled, [
      ['bye', 1],
      ['hello', 2],
    ]);
  });

  it("AG-UI hands it to the thread's next session", async () => {
    const {host, handled} = closingHost();
    const agent = await serve(host, {routes: [aguiRoute(host)]});
    const run = (name: string) =>
      fetch(agent.url + '/agui', {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({
          threadId: 't1',
          forwardedProps: {a2uiAction: {userAction: action(name)}},
        }),
      }).then((response) => response.text());
    const events = await Promise.all([run('bye'), run('hello')]);
    assert.ok(
      events.every((text) => text.includes('RUN_FINISHED')),
      events.join('\n'),
    );
    assert.deepEqual(handled, [
      ['bye', 1],
      ['hello', 2],
    ]);
  });

  it("A2A hands it to the context's next session", async () => {
    const {host, handled} = closingHost();
    const routes = a2aRoutes(host, {name: 'Closing agent', protocolVersions: ['0.3']});
    const agent = await serve(host, {routes});
    const send = (id: number, name: string, contextId?: string) =>
      fetch(agent.url + '/a2a', {
        method: 'POST',
        headers: {'content-type': 'application/json', 'a2a-version': '0.3'},
        body: JSON.stringify({
          jsonrpc: '2.0',
          id,
          method: 'message/send',
          params: {
            message: {
              kind: 'message',
              messageId: `m${id}`,
              role: 'user',
              parts: [{kind: 'data', data: {version: 'v0.9', action: action(name)}}],
              contextId,
            },
          },
        }),
      }).then((r) => r.json() as Promise<{result: {contextId: string; status: {state: string}}}>);
    const first = await send(1, 'open');
    const contextId = first.result.contextId;
    const replies = await Promise.all([send(2, 'bye', contextId), send(3, 'hello', contextId)]);
    assert.equal(replies[1].result.status.state, 'input-required');
    assert.deepEqual(handled, [
      ['open', 1],
      ['bye', 1],
      ['hello', 2],
    ]);
  });
});

describe("a connector's close()", () => {
  for (const name of ['sse', 'websocket', 'rest', 'mcp']) {
    it(`ends the session on the agent at once: onDisconnect runs within 3 s, not the 10-minute expiry (${name})`, async () => {
      const ended: AgentSession[] = [];
      const host = new A2uiAgentHost({onDisconnect: (session) => void ended.push(session)});
      const transport = await connected(name, host);
      const [session] = host.sessions.values();
      transport.close();
      await until(() => ended.length === 1, 'onDisconnect', 3000);
      assert.equal(ended[0], session);
      assert.equal(host.sessions.size, 0);
    });
  }

  /**
   * A `fetch` to the toolkit's agent at `url` as if it served SSE at `/events` and JSON-RPC at
   * `/jsonrpc` only (mounted at other paths by an application, or another server): every other
   * path answers 404. `oldAgent`: it does not know `a2ui.disconnect` either.
   */
  const customPaths =
    (url: string, oldAgent = false): typeof fetch =>
    async (input, init) => {
      const target = new URL(String(input));
      const paths: Record<string, string> = {'/events': '/sse', '/jsonrpc': '/rpc'};
      if (oldAgent) paths['/disconnect'] = '/disconnect';
      const path = paths[target.pathname];
      if (!path) return new Response('Not found', {status: 404});
      if (oldAgent && String(init?.body).includes('"a2ui.disconnect"')) {
        const error = {code: -32601, message: 'Unknown method a2ui.disconnect'};
        return Response.json({jsonrpc: '2.0', id: null, error});
      }
      return fetch(url + path + target.search, init);
    };

  for (const oldAgent of [false, true]) {
    it(`ends an SSE session at once with custom ssePath and rpcPath too${oldAgent ? ', or at <url>/disconnect for an agent without a2ui.disconnect' : ''}`, async () => {
      const ended: AgentSession[] = [];
      const host = new A2uiAgentHost({onDisconnect: (session) => void ended.push(session)});
      const agent = await serve(host);
      const transport = new SseTransport({
        url: 'http://agent.test',
        ssePath: 'events',
        rpcPath: 'jsonrpc',
        fetch: customPaths(agent.url, oldAgent),
      });
      await transport.connect();
      transport.close();
      await until(() => ended.length === 1, 'onDisconnect', 3000);
      assert.equal(host.sessions.size, 0);
    });
  }
});
