import {TaskState, type Task} from '@a2a-js/sdk';
import {InMemoryTaskStore, resolveUserScope, type TaskStore} from '@a2a-js/sdk/server';

type Context = Parameters<TaskStore['save']>[1];

/** Options of {@link BoundedTaskStore}. */
export interface BoundedTaskStoreOptions {
  /** Most tasks kept per A2A context: saving one more forgets the context's least recent one. */
  maxTasksPerContext: number;
  /** How long a finished task (completed, failed, canceled, rejected) stays readable. */
  finishedTaskTtlMs: number;
  /** How many messages of a task's history are kept (the A2UI conversation needs none). */
  historyKept: number;
  /** False for a context whose session has ended: its tasks are not kept any more. */
  isLive?: (contextId: string) => boolean;
}

interface Entry {
  task: Task;
  scope: string;
  contextId: string;
}

const FINISHED = new Set([
  TaskState.TASK_STATE_COMPLETED,
  TaskState.TASK_STATE_FAILED,
  TaskState.TASK_STATE_CANCELED,
  TaskState.TASK_STATE_REJECTED,
]);

/** The states of a task whose final status is yet to come. */
const RUNNING = new Set([TaskState.TASK_STATE_SUBMITTED, TaskState.TASK_STATE_WORKING]);

const isRunning = (task: Task) =>
  RUNNING.has(task.status?.state ?? TaskState.TASK_STATE_UNSPECIFIED);

/**
 * The A2A endpoint's task store, bounded: the SDK's in-memory store keeps every task for good
 * (and every message of its history, each with the data model the client synced), so a
 * long-lived agent grew by a task per conversation, or per turn for a client that starts a task
 * per message. This one keeps the latest messages of each task's history, the latest
 * `maxTasksPerContext` tasks of each context, a finished task for `finishedTaskTtlMs`, and
 * forgets a context's tasks when its session ends ({@link forgetContext}), a running one (the turn
 * that closed the session) once its final status is saved: the SDK reads the turn's reply from
 * the store, and saves that status even for a client that went. Tasks are scoped by tenant and
 * owner as the SDK's store scopes them; listing answers as the SDK's store does.
 */
export class BoundedTaskStore implements TaskStore {
  readonly #entries = new Map<string, Entry>();
  /** Each context's task keys, least recently saved first. */
  readonly #byContext = new Map<string, Set<string>>();
  /** Finished tasks' keys → when they expire, oldest first (the TTL is the same for all). */
  readonly #finished = new Map<string, number>();

  constructor(private readonly options: BoundedTaskStoreOptions) {}

  /** How many tasks the store holds. */
  get size(): number {
    return this.#entries.size;
  }

  async load(taskId: string, context: Context): Promise<Task | undefined> {
    this.#expire();
    const entry = this.#entries.get(keyOf(context, taskId));
    return entry ? structuredClone(entry.task) : undefined;
  }

  async save(task: Task, context: Context): Promise<void> {
    this.#expire();
    const key = keyOf(context, task.id);
    const {contextId} = task;
    // A save racing the end of the task's session would bring its tasks back for good.
    const ended = this.options.isLive && !this.options.isLive(contextId);
    if (ended && !isRunning(task)) return this.#forget(key);
    const history = task.history.slice(-this.options.historyKept);
    const kept = structuredClone(
      history.length === task.history.length ? task : {...task, history},
    );
    this.#forget(key);
    this.#entries.set(key, {task: kept, scope: scopeOf(context), contextId});
    const keys = this.#byContext.get(contextId) ?? new Set<string>();
    this.#byContext.set(contextId, keys.add(key));
    if (FINISHED.has(task.status?.state ?? TaskState.TASK_STATE_UNSPECIFIED)) {
      this.#finished.set(key, Date.now() + this.options.finishedTaskTtlMs);
    }
    if (keys.size > this.options.maxTasksPerContext) this.#forget(keys.values().next().value!);
  }

  async list(...[params, context]: Parameters<TaskStore['list']>): ReturnType<TaskStore['list']> {
    this.#expire();
    // Listing is rare: the caller's tasks go through the SDK's store for its filters and paging.
    const view = new InMemoryTaskStore();
    const scope = scopeOf(context);
    for (const entry of this.#entries.values()) {
      if (entry.scope === scope) await view.save(entry.task, context);
    }
    return view.list(params, context);
  }

  /** Forgets every task of a context (its session ended) but a running one. */
  forgetContext(contextId: string): void {
    for (const key of this.#byContext.get(contextId) ?? []) {
      if (!isRunning(this.#entries.get(key)!.task)) this.#forget(key);
    }
  }

  #forget(key: string): void {
    const entry = this.#entries.get(key);
    this.#finished.delete(key);
    if (!entry) return;
    this.#entries.delete(key);
    const keys = this.#byContext.get(entry.contextId);
    keys?.delete(key);
    if (keys?.size === 0) this.#byContext.delete(entry.contextId);
  }

  #expire(): void {
    const now = Date.now();
    for (const [key, expiry] of this.#finished) {
      if (expiry > now) return;
      this.#forget(key);
    }
  }
}

const scopeOf = (context: Context) => `${context.tenant ?? ''}\n${resolveUserScope(context)}`;

const keyOf = (context: Context, taskId: string) => `${scopeOf(context)}\n${taskId}`;
