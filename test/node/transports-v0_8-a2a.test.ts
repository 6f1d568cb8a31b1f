// The A2A transport talking to a v0.8 agent through a protocol adapter (here V08Adapter, used
// standalone as the transport's `protocol` and `metadata`): the agent is a small A2A SDK server
// whose card declares only the v0.8 A2UI extension and which answers as the v0.8 extension says
// (one A2UI message per data part typed `application/json+a2ui`).
import assert from 'node:assert/strict';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {AgentCard, Role, TaskState, type Message, type Part, type Task} from '@a2a-js/sdk';
import {
  AgentEvent,
  DefaultRequestHandler,
  defaultServerCallContextBuilder,
  InMemoryTaskStore,
  type AgentExecutor,
  type ExecutionEventBus,
  type RequestContext,
} from '@a2a-js/sdk/server';
import {agentCardHandler, jsonRpcHandler, UserBuilder} from '@a2a-js/sdk/server/express';
import express from 'express';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {
  V08Adapter,
  V08_A2A_EXTENSION_URI,
  V08_STANDARD_CATALOG_IDS,
} from '../../src/adapters/v0_8/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';

const V08_MIME_TYPE = 'application/json+a2ui';

const v08Surface = [
  {beginRendering: {surfaceId: 'booking', root: 'title'}},
  {
    surfaceUpdate: {
      surfaceId: 'booking',
      components: [{id: 'title', component: {Text: {text: {literalString: 'Book a table'}}}}],
    },
  },
];

const v08Part = (message: unknown): Part => ({
  content: {$case: 'data', value: message as never},
  metadata: {mimeType: V08_MIME_TYPE},
  filename: '',
  mediaType: V08_MIME_TYPE,
});

interface Received {
  parts: Part[];
  metadata: unknown;
  requestedExtensions: string[];
}

/** A v0.8 A2A agent: replies to the first turn with a v0.8 surface, records every turn. */
class V08Executor implements AgentExecutor {
  readonly received: Received[] = [];

  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const {taskId, contextId, userMessage} = context;
    this.received.push({
      parts: userMessage.parts,
      metadata: userMessage.metadata,
      requestedExtensions: [...(context.context?.requestedExtensions ?? [])],
    });
    const status = (state: TaskState, message?: Message) => ({
      state,
      message,
      timestamp: new Date().toISOString(),
    });
    const task: Task = context.task ?? {
      id: taskId,
      contextId,
      status: status(TaskState.TASK_STATE_WORKING),
      artifacts: [],
      history: [userMessage],
      metadata: undefined,
    };
    bus.publish(AgentEvent.task(task));
    const reply: Message | undefined =
      this.received.length === 1
        ? {
            messageId: `reply-${this.received.length}`,
            contextId,
            taskId,
            role: Role.ROLE_AGENT,
            parts: v08Surface.map(v08Part),
            metadata: undefined,
            extensions: [V08_A2A_EXTENSION_URI],
            referenceTaskIds: [],
          }
        : undefined;
    bus.publish(
      AgentEvent.statusUpdate({
        taskId,
        contextId,
        status: status(TaskState.TASK_STATE_INPUT_REQUIRED, reply),
        metadata: undefined,
      }),
    );
    bus.finished();
  }

  async cancelTask(_taskId: string, bus: ExecutionEventBus): Promise<void> {
    bus.finished();
  }
}

function v08Card(url: string): AgentCard {
  return AgentCard.fromJSON({
    name: 'v0.8 agent',
    description: 'Answers in A2UI v0.8.',
    version: '1.0.0',
    supportedInterfaces: [{url, protocolBinding: 'JSONRPC', tenant: '', protocolVersion: '1.0'}],
    capabilities: {
      streaming: true,
      pushNotifications: false,
      extensions: [{uri: V08_A2A_EXTENSION_URI, description: 'A2UI v0.8', required: false}],
    },
    defaultInputModes: ['text/plain', V08_MIME_TYPE],
    defaultOutputModes: [V08_MIME_TYPE],
    skills: [{id: 'a2ui', name: 'UI', description: 'Replies with A2UI v0.8.', tags: ['a2ui']}],
  });
}

describe('A2A transport with a v0.8 protocol adapter', () => {
  const executor = new V08Executor();
  const activationHeaders: (string | null)[] = [];
  let server: Server;
  let url = '';
  let transport: A2aTransport;
  let adapter: V08Adapter;
  const reported: string[] = [];

  before(async () => {
    const app = express();
    const handler = new DefaultRequestHandler(
      v08Card('http://placeholder/a2a'),
      new InMemoryTaskStore(),
      executor,
    );
    app.use(
      '/.well-known/agent-card.json',
      agentCardHandler({agentCardProvider: async () => v08Card(`${url}/a2a`)}),
    );
    app.use(
      '/a2a',
      jsonRpcHandler({
        requestHandler: handler,
        userBuilder: UserBuilder.noAuthentication,
        contextBuilder: (options) => {
          const context = defaultServerCallContextBuilder(options);
          if (context.requestedExtensions?.includes(V08_A2A_EXTENSION_URI)) {
            context.addActivatedExtension(V08_A2A_EXTENSION_URI);
          }
          return context;
        },
      }),
    );
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    adapter = new V08Adapter(new MessageProcessor());
    const spy: typeof fetch = async (input, init) => {
      if (init?.method === 'POST') {
        const headers = new Headers(init.headers);
        activationHeaders.push(headers.get('a2a-extensions') ?? headers.get('x-a2a-extensions'));
      }
      return fetch(input, init);
    };
    transport = new A2aTransport({url, fetch: spy, protocol: adapter, metadata: adapter});
    transport.addEventListener('messages', (event) =>
      adapter.processMessages((event as CustomEvent<unknown[]>).detail),
    );
    transport.addEventListener('error', (event) =>
      reported.push(String((event as CustomEvent<Error>).detail.message)),
    );
    await transport.connect();
  });

  after(async () => {
    transport?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('activates the v0.8 extension the agent card declares', () => {
    assert.equal(transport.extensionUri, V08_A2A_EXTENSION_URI);
    assert.deepEqual(activationHeaders, [V08_A2A_EXTENSION_URI]);
    assert.deepEqual(executor.received[0]!.requestedExtensions, [V08_A2A_EXTENSION_URI]);
    assert.deepEqual(reported, []);
  });

  it('sends the v0.8 capabilities with the greeting', () => {
    assert.deepEqual(executor.received[0]!.metadata, {
      a2uiClientCapabilities: {supportedCatalogIds: [...V08_STANDARD_CATALOG_IDS]},
    });
  });

  it("renders the v0.8 messages of the agent's reply through the adapter", () => {
    const surface = adapter.processor.getSurface('booking');
    assert.ok(surface, 'the v0.8 surface exists');
  });

  it('sends a userAction alone in a data part typed application/json+a2ui, without a version', async () => {
    const action = {
      name: 'book',
      surfaceId: 'booking',
      sourceComponentId: 'root',
      timestamp: new Date().toISOString(),
      context: {guest: 'Ada'},
    };
    await transport.send(adapter.toClientMessage({version: 'v0.9', action})!);
    const {parts, metadata, requestedExtensions} = executor.received[1]!;
    assert.equal(parts.length, 1);
    const part = parts[0]!;
    assert.equal(part.content?.$case, 'data');
    assert.deepEqual(part.content?.value, {userAction: {...action, sourceComponentId: 'title'}});
    const mimeType = part.mediaType || (part.metadata as {mimeType?: string} | undefined)?.mimeType;
    assert.equal(mimeType, V08_MIME_TYPE);
    assert.deepEqual(requestedExtensions, [V08_A2A_EXTENSION_URI]);
    assert.deepEqual(metadata, {
      a2uiClientCapabilities: {supportedCatalogIds: [...V08_STANDARD_CATALOG_IDS]},
    });
  });
});
