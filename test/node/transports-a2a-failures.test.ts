// A2aTransport reports a task that failed, was rejected or canceled, or requires authentication,
// as the other connectors report an agent's failure (a `rpc` TransportError: send() rejects, an
// `error` event names it), quoting the agent's status text; the toolkit's A2A endpoint ends a
// turn whose handler failed in such a task, with a text that names the handler and never the
// agent's own error.
import assert from 'node:assert/strict';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, describe, it} from 'node:test';
import {AgentCard, Role, TaskState, type Message, type Part} from '@a2a-js/sdk';
import {
  AgentEvent,
  DefaultRequestHandler,
  InMemoryTaskStore,
  type AgentExecutor,
  type ExecutionEventBus,
  type RequestContext,
} from '@a2a-js/sdk/server';
import {agentCardHandler, jsonRpcHandler, UserBuilder} from '@a2a-js/sdk/server/express';
import express from 'express';
import {
  A2uiAgentHost,
  a2aRoutes,
  type AgentHandlers,
  type AgentHostOptions,
} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {A2UI_EXTENSION_URIS, A2UI_MIME_TYPE} from '../../src/transports/a2ui-parts.js';
import {TransportError} from '../../src/transports/transport-error.js';
import {serve} from './servers.js';

/** Serves `handlers` over A2A. */
async function serveA2a(handlers: AgentHandlers, options: AgentHostOptions = {}) {
  const host = new A2uiAgentHost(handlers, options);
  return serve(host, {routes: a2aRoutes(host)});
}

const action = (name: string) => ({
  version: 'v0.9',
  action: {name, surfaceId: 's', sourceComponentId: 'b', timestamp: '', context: {}},
});

/** A connected A2aTransport and the errors it reported. */
async function connect(url: string) {
  const transport = new A2aTransport({url});
  const reported: TransportError[] = [];
  const received: unknown[] = [];
  transport.addEventListener('error', (e) => reported.push((e as CustomEvent).detail));
  transport.addEventListener('messages', (e) => received.push(...(e as CustomEvent).detail));
  await transport.connect();
  return {transport, reported, received};
}

describe('A2aTransport against the toolkit, when the agent fails', () => {
  it("rejects the action and reports the failed task, naming the handler, not the agent's error", async (t) => {
    t.mock.method(console, 'error', () => undefined);
    const server = await serveA2a({
      onAction(session, action) {
        session.send({version: 'v0.9', deleteSurface: {surfaceId: 'partial'}});
        if (action.name === 'boom') throw new Error('secret database password');
      },
      onHandlerError: () => undefined,
    });
    const {transport, reported, received} = await connect(server.url);
    const failure = await transport.send(action('boom')).then(
      () => assert.fail('send() resolved'),
      (error: unknown) => error,
    );
    assert.ok(failure instanceof TransportError);
    assert.equal(failure.kind, 'rpc');
    assert.equal(failure.message, "The agent's task failed: The agent's onAction failed");
    assert.deepEqual(reported, [failure]);
    assert.equal(transport.taskState, TaskState.TASK_STATE_FAILED);
    // What the agent sent before failing arrived all the same.
    assert.deepEqual(received, [{version: 'v0.9', deleteSurface: {surfaceId: 'partial'}}]);
    transport.close();
  });

  it('goes on with a new task in the same session after a failed one', async (t) => {
    t.mock.method(console, 'error', () => undefined);
    const sessions = new Set<string>();
    const server = await serveA2a({
      onAction(session, action) {
        sessions.add(session.id);
        if (action.name === 'boom') throw new Error('no');
        session.send({version: 'v0.9', deleteSurface: {surfaceId: action.name}});
      },
      onHandlerError: () => undefined,
    });
    const {transport, received} = await connect(server.url);
    const failedTask = transport.taskId;
    await assert.rejects(transport.send(action('boom')), TransportError);
    await transport.send(action('after'));
    assert.deepEqual(received, [{version: 'v0.9', deleteSurface: {surfaceId: 'after'}}]);
    assert.notEqual(transport.taskId, failedTask);
    assert.equal(sessions.size, 1);
    transport.close();
  });

  it('reports a task the agent refused (too many messages waiting) as rejected', async () => {
    const server = await serveA2a({onAction: () => undefined}, {maxWaitingMessages: 0});
    const {transport, reported} = await connect(server.url);
    await assert.rejects(transport.send(action('go')), /The agent's task was rejected: Too many/);
    assert.equal(reported.length, 1);
    transport.close();
  });

  it('fails connect() when the agent failed to open the session (onConnect threw)', async () => {
    const server = await serveA2a({
      onConnect() {
        throw new Error('boom');
      },
      onHandlerError: () => undefined,
    });
    const transport = new A2aTransport({url: server.url});
    await assert.rejects(
      transport.connect(),
      /The agent's task failed: The agent's onConnect failed/,
    );
    assert.equal(transport.status, 'closed');
  });

  it('logs nothing for a failing handler the agent hears of through onHandlerError', async (t) => {
    const logged: unknown[] = [];
    t.mock.method(console, 'error', (...args: unknown[]) => logged.push(args));
    const heard: string[] = [];
    const host = new A2uiAgentHost({
      onAction() {
        throw new Error('boom');
      },
      onHandlerError: (_session, _error, handler) => void heard.push(handler),
    });
    const server = await serve(host, {routes: a2aRoutes(host)});
    const {transport} = await connect(server.url);
    await assert.rejects(transport.send(action('go')), TransportError);
    assert.deepEqual(heard, ['onAction']);
    assert.deepEqual(logged, []);
    transport.close();
  });
});

/** An A2A agent of another make, whose turns end as the test says. */
class ScriptedExecutor implements AgentExecutor {
  constructor(private readonly outcome: (text: string) => {state: TaskState; parts: Part[]}) {}

  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const {taskId, contextId, userMessage} = context;
    const text = userMessage.parts.flatMap((p) =>
      p.content?.$case === 'text' ? [p.content.value] : [],
    );
    const data = userMessage.parts.flatMap((p) =>
      p.content?.$case === 'data' ? [p.content.value] : [],
    );
    const name = (data.flat()[0] as {action?: {name: string}} | undefined)?.action?.name;
    const {state, parts} = this.outcome(name ?? text.join(''));
    const message: Message = {
      messageId: crypto.randomUUID(),
      contextId,
      taskId,
      role: Role.ROLE_AGENT,
      parts,
      metadata: undefined,
      extensions: [],
      referenceTaskIds: [],
    };
    bus.publish(
      AgentEvent.task({
        id: taskId,
        contextId,
        status: {state: TaskState.TASK_STATE_WORKING, message: undefined, timestamp: ''},
        artifacts: [],
        history: [],
        metadata: undefined,
      }),
    );
    bus.publish(
      AgentEvent.statusUpdate({
        taskId,
        contextId,
        status: {state, message, timestamp: new Date().toISOString()},
        metadata: undefined,
      }),
    );
    bus.finished();
  }

  async cancelTask(): Promise<void> {}
}

const textPart = (value: string): Part => ({
  content: {$case: 'text', value},
  metadata: undefined,
  filename: '',
  mediaType: 'text/plain',
});
const a2uiPart = (value: unknown[]): Part => ({
  content: {$case: 'data', value},
  metadata: undefined,
  filename: '',
  mediaType: A2UI_MIME_TYPE,
});

const others: Server[] = [];
after(async () => {
  for (const server of others) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Serves a ScriptedExecutor with the A2A SDK; resolves with its URL. */
async function serveOther(executor: AgentExecutor): Promise<string> {
  let url = '';
  const card = () =>
    AgentCard.fromJSON({
      name: 'Other agent',
      description: 'Not the toolkit',
      version: '1.0.0',
      supportedInterfaces: [
        {url: `${url}/a2a`, protocolBinding: 'JSONRPC', tenant: '', protocolVersion: '1.0'},
      ],
      capabilities: {
        streaming: true,
        extensions: [{uri: A2UI_EXTENSION_URIS[0], description: '', required: false}],
      },
      defaultInputModes: ['text/plain'],
      defaultOutputModes: [A2UI_MIME_TYPE],
      skills: [],
    });
  const app = express();
  const handler = new DefaultRequestHandler(card(), new InMemoryTaskStore(), executor);
  app.use(
    '/.well-known/agent-card.json',
    agentCardHandler({agentCardProvider: async () => card()}),
  );
  app.use(
    '/a2a',
    jsonRpcHandler({requestHandler: handler, userBuilder: UserBuilder.noAuthentication}),
  );
  const server = createServer(app);
  others.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return url;
}

const surface = [{version: 'v0.9', deleteSurface: {surfaceId: 'gone'}}];

describe('A2aTransport against another A2A agent whose task does not go on', () => {
  const outcomes = (name: string) => {
    if (name === 'fail') {
      return {
        state: TaskState.TASK_STATE_FAILED,
        parts: [
          textPart('Payment\u0007 declined\n'),
          textPart('(card expired)'),
          a2uiPart(surface),
        ],
      };
    }
    if (name === 'refuse') return {state: TaskState.TASK_STATE_REJECTED, parts: []};
    if (name === 'stop')
      return {state: TaskState.TASK_STATE_CANCELED, parts: [textPart('Stopped')]};
    if (name === 'pay')
      return {state: TaskState.TASK_STATE_AUTH_REQUIRED, parts: [textPart('Sign in to pay')]};
    return {state: TaskState.TASK_STATE_INPUT_REQUIRED, parts: [textPart('Hi')]};
  };

  it('reports a failed task with the status text, control characters removed, after taking its A2UI', async () => {
    const {transport, reported, received} = await connect(
      await serveOther(new ScriptedExecutor(outcomes)),
    );
    await assert.rejects(transport.send(action('fail')), TransportError);
    assert.equal(reported[0]?.message, "The agent's task failed: Payment declined (card expired)");
    assert.equal(reported[0]?.kind, 'rpc');
    assert.deepEqual(received, surface);
    transport.close();
  });

  it('reports a rejected task with no status text', async () => {
    const {transport, reported} = await connect(await serveOther(new ScriptedExecutor(outcomes)));
    await assert.rejects(transport.send(action('refuse')), TransportError);
    assert.deepEqual(
      reported.map((e) => e.message),
      ["The agent's task was rejected"],
    );
    transport.close();
  });

  it('reports a task the agent canceled', async () => {
    const {transport, reported} = await connect(await serveOther(new ScriptedExecutor(outcomes)));
    await assert.rejects(transport.send(action('stop')), TransportError);
    assert.deepEqual(
      reported.map((e) => e.message),
      ["The agent's task was canceled: Stopped"],
    );
    transport.close();
  });

  it('reports a task that needs authentication, which it keeps for the next turn', async () => {
    const {transport, reported} = await connect(await serveOther(new ScriptedExecutor(outcomes)));
    await assert.rejects(transport.send(action('pay')), TransportError);
    assert.deepEqual(
      reported.map((e) => `${e.kind} ${e.message}`),
      ["rpc The agent's task requires authentication: Sign in to pay"],
    );
    assert.equal(transport.taskState, TaskState.TASK_STATE_AUTH_REQUIRED);
    assert.ok(transport.taskId, 'the interrupted task goes on with the next turn');
    transport.close();
  });

  it('shortens a long status text', async () => {
    const long = () => ({state: TaskState.TASK_STATE_FAILED, parts: [textPart('x'.repeat(5000))]});
    const url = await serveOther(
      new ScriptedExecutor((name) => (name === 'long' ? long() : outcomes(name))),
    );
    const {transport, reported} = await connect(url);
    await assert.rejects(transport.send(action('long')), TransportError);
    assert.ok(reported[0]!.message.length < 400, `${reported[0]!.message.length} characters`);
    transport.close();
  });
});
