// The A2A endpoint takes requests as large as the other endpoints do, answers what it refuses
// quietly, without a stack trace in the agent's log per request, and keeps its tasks bounded.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  A2uiAgentHost,
  a2aRoutes,
  type A2aRouteOptions,
  type RunningA2uiServer,
} from '../../src/server/index.js';
import {MAX_BODY_BYTES} from '../../src/server/http-utils.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {TaskState} from '@a2a-js/sdk';
import {ClientFactory} from '@a2a-js/sdk/client';
import {TaskNotFoundError} from '@a2a-js/sdk/errors';
import {serve} from './servers.js';

async function serveA2a(options: A2aRouteOptions = {}) {
  const received: number[] = [];
  const host = new A2uiAgentHost({
    onAction(_session, _action, metadata) {
      received.push(JSON.stringify(metadata.a2uiClientDataModel ?? {}).length);
    },
  });
  const server = await serve(host, {routes: a2aRoutes(host, options)});
  return {server, received};
}

const action = {name: 'save', surfaceId: 's', sourceComponentId: 'b', timestamp: '', context: {}};

describe('A2A request size', () => {
  it('hands over an action whose synced data model is 300 KB, as the other endpoints do', async () => {
    const {server, received} = await serveA2a();
    const notes = 'n'.repeat(300_000);
    const transport = new A2aTransport({
      url: server.url,
      metadata: {
        clientCapabilities: () => undefined,
        clientDataModel: () => ({version: 'v0.9', surfaces: {s: {notes}}}),
      },
    });
    await transport.connect();
    await transport.send({version: 'v0.9', action});
    assert.equal(received.length, 1);
    assert.ok(received[0]! > 300_000);
    transport.close();
  });

  it('answers a body over the limit 413 with a JSON-RPC error, logging nothing', async (t) => {
    const {server} = await serveA2a();
    const logged: unknown[] = [];
    t.mock.method(console, 'error', (...args: unknown[]) => logged.push(args));
    const response = await fetch(`${server.url}/a2a`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({text: 'x'.repeat(MAX_BODY_BYTES)}),
    });
    assert.equal(response.status, 413);
    const body = (await response.json()) as {error: {message: string}};
    assert.equal(body.error.message, 'Request body too large');
    assert.deepEqual(logged, []);
  });
});

describe('A2A malformed requests', () => {
  it('answers a body that is not JSON with a JSON-RPC parse error, as the A2A SDK does', async () => {
    const {server} = await serveA2a();
    const response = await fetch(`${server.url}/a2a`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: '{not json',
    });
    const body = (await response.json()) as {error: {code: number}};
    assert.equal(body.error.code, -32700);
  });
});

describe('A2A task store', () => {
  it('keeps a long conversation bounded: the task history holds the latest messages only', async () => {
    const {server, received} = await serveA2a();
    const notes = 'n'.repeat(10_000);
    const transport = new A2aTransport({
      url: server.url,
      metadata: {
        clientCapabilities: () => undefined,
        clientDataModel: () => ({version: 'v0.9', surfaces: {s: {notes}}}),
      },
    });
    await transport.connect();
    for (let i = 0; i < 12; i++) await transport.send({version: 'v0.9', action});
    assert.equal(received.length, 12);
    const task = await (await tasksClient(server)).getTask({tenant: '', id: transport.taskId!});
    assert.ok(task.history.length <= 4, `history length ${task.history.length}`);
    transport.close();
  });

  it('answers tasks/get for the current task of a session', async () => {
    const {server} = await serveA2a();
    const transport = await connected(server);
    const task = await (await tasksClient(server)).getTask({tenant: '', id: transport.taskId!});
    assert.equal(task.contextId, transport.contextId);
    assert.equal(task.status?.state, TaskState.TASK_STATE_INPUT_REQUIRED);
    transport.close();
  });

  it('forgets every task of a session once the session ends', async () => {
    const {server} = await serveA2a();
    const transport = await connected(server);
    const taskId = transport.taskId!;
    server.host.get(transport.contextId)!.close(); // as the expiry sweep or maxSessions would
    const client = await tasksClient(server);
    await assert.rejects(client.getTask({tenant: '', id: taskId}), TaskNotFoundError);
    transport.close();
  });

  it('keeps the latest maxTasksPerSession tasks of a client that starts a task per message', async () => {
    const {server} = await serveA2a({maxTasksPerSession: 3});
    const transport = await connected(server);
    const taskIds = [transport.taskId!];
    for (let i = 0; i < 4; i++) {
      transport.taskId = undefined; // a new task in the same context
      await transport.send({version: 'v0.9', action});
      taskIds.push(transport.taskId!);
    }
    assert.equal(new Set(taskIds).size, 5);
    const client = await tasksClient(server);
    for (const id of taskIds.slice(0, 2)) {
      await assert.rejects(client.getTask({tenant: '', id}), TaskNotFoundError);
    }
    for (const id of taskIds.slice(2))
      assert.equal((await client.getTask({tenant: '', id})).id, id);
    transport.close();
  });

  it('forgets a finished task after finishedTaskTtlMs, keeping it until then', async () => {
    const {server} = await serveA2a({finishedTaskTtlMs: 300});
    const transport = await connected(server);
    const taskId = transport.taskId!;
    await transport.cancel();
    assert.equal(transport.taskState, TaskState.TASK_STATE_CANCELED);
    const client = await tasksClient(server);
    const canceled = await client.getTask({tenant: '', id: taskId});
    assert.equal(canceled.status?.state, TaskState.TASK_STATE_CANCELED);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await assert.rejects(client.getTask({tenant: '', id: taskId}), TaskNotFoundError);
    transport.close();
  });
});

describe('A2A tasks/list', () => {
  it("lists a context's tasks, as the A2A SDK's own store does", async () => {
    const {server} = await serveA2a();
    const transport = await connected(server);
    const first = transport.taskId!;
    transport.taskId = undefined; // a second task in the same context
    await transport.send({version: 'v0.9', action});
    const listed = await (
      await tasksClient(server)
    ).listTasks({
      tenant: '',
      contextId: transport.contextId!,
      status: TaskState.TASK_STATE_UNSPECIFIED,
      pageSize: 10,
      pageToken: '',
      statusTimestampAfter: undefined,
    });
    assert.deepEqual(
      new Set(listed.tasks.map((task) => task.id)),
      new Set([first, transport.taskId]),
    );
    transport.close();
  });
});

/** A connector that sent its first message (its task is open). */
async function connected(server: RunningA2uiServer): Promise<A2aTransport> {
  const transport = new A2aTransport({url: server.url});
  await transport.connect();
  assert.ok(transport.taskId);
  return transport;
}

/** An A2A SDK client of the server, for `tasks/get`. */
function tasksClient(server: RunningA2uiServer) {
  return new ClientFactory().createFromUrl(server.url);
}
