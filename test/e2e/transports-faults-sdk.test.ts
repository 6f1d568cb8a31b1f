// Faults of the connectors built on SDKs (MCP, AG-UI): the demo agent stops and restarts.
import {expect} from '@open-wc/testing';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import {
  agentCommand,
  click,
  deepQueryAll,
  fill,
  loadBundle,
  mountAgent,
  until,
  untilText,
  type AgentUrls,
  type SessionInfo,
} from './transports-helpers.js';

/** Records the agent element's status changes and reported problems. */
function watch(agent: A2uiAgent): {statuses: string[]; errors: TransportError[]} {
  const statuses: string[] = [];
  const errors: TransportError[] = [];
  agent.addEventListener('a2uistatus', (e) => statuses.push((e as CustomEvent<string>).detail));
  agent.addEventListener('a2uiconnectionerror', (e) =>
    errors.push((e as CustomEvent<TransportError>).detail),
  );
  return {statuses, errors};
}

/** Records what the page would see as uncaught (unhandled rejections and error events). */
function watchUncaught(): {uncaught: unknown[]; stop(): void} {
  const uncaught: unknown[] = [];
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  return {
    uncaught,
    stop() {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    },
  };
}

/** The surface ids the agent element renders, in order. */
function renderedSurfaces(agent: A2uiAgent): string[] {
  return deepQueryAll(agent.shadowRoot!, 'a2ui-surface').map((s) => s.getAttribute('surface-id')!);
}

/** The dashboard tick shown by the agent element's processor (undefined before the first). */
function dashboardTick(agent: A2uiAgent): number | undefined {
  const model = agent.processor.getSurface('dashboard')?.dataModel.peek('/stats/tick');
  return typeof model === 'number' ? model : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mcp transport after an agent restart', () => {
  let urls: AgentUrls;
  const name = 'faults-sdk-mcp';

  before(async () => {
    await loadBundle();
    urls = await agentCommand<AgentUrls>('start', {name, tickMs: 40});
  });
  after(() => agentCommand('stop', {name}));

  it('starts a new MCP session, renders its surfaces once and keeps working', async () => {
    const agent = mountAgent('mcp', urls.mcp);
    const {statuses, errors} = watch(agent);
    await untilText(agent, 'Find a restaurant');
    await until(() => (dashboardTick(agent) ?? 0) >= 2, 'dashboard updates');

    await agentCommand('kill', {name});
    await until(() => agent.status === 'reconnecting', 'the reconnecting status');
    await agentCommand('restart', {name});
    await until(() => agent.status === 'open', 'the open status again');

    // The new session's surfaces replace the old ones (no duplicate surface).
    await untilText(agent, 'Find a restaurant');
    expect(renderedSurfaces(agent)).to.have.members(['finder', 'dashboard']);
    expect(errors.map((e) => e.kind)).to.include('session-lost');
    expect(statuses.slice(-2)).to.deep.equal(['reconnecting', 'open']);
    // Notifications flow again: the new session's dashboard counts up from its own start.
    await until(() => (dashboardTick(agent) ?? 0) >= 3, 'dashboard updates of the new session');

    // Actions reach the new session.
    await fill(agent, 'cuisine', 'Japanese', 'finder');
    await click(agent, 'search', 'finder');
    await untilText(agent, '2 results for Japanese');
    const sessions = await agentCommand<SessionInfo[]>('sessions', {name});
    const searched = sessions.filter((s) => s.record?.actions.some((a) => a.name === 'search'));
    expect(searched).to.have.length(1);
    expect(agent.status).to.equal('open');
    agent.remove();
  });

  it('delivers an action sent while the agent is down to the new session once it is back', async () => {
    const agent = mountAgent('mcp', urls.mcp);
    await untilText(agent, 'Find a restaurant');
    await until(() => agent.status === 'open', 'the open status');
    await fill(agent, 'cuisine', 'Mexican', 'finder');
    await agentCommand('kill', {name});
    await click(agent, 'search', 'finder');
    await until(() => agent.status === 'reconnecting', 'the reconnecting status');
    await sleep(100);
    await agentCommand('restart', {name});
    await untilText(agent, '1 results for Mexican');
    expect(agent.status).to.equal('open');
    agent.remove();
  });
});

/** The dashboard tick numbers among the recorded messages, in arrival order. */
function ticks(messages: unknown[]): number[] {
  return messages.flatMap((message) => {
    const update = (
      message as {updateDataModel?: {surfaceId: string; path: string; value: {tick: number}}}
    ).updateDataModel;
    return update?.surfaceId === 'dashboard' && update.path === '/stats' ? [update.value.tick] : [];
  });
}

describe('mcp transport when its notification stream drops', () => {
  let urls: AgentUrls;
  const name = 'faults-sdk-mcp-resume';
  const realFetch = window.fetch;
  /** Breaks the notification stream off on the client's side, as a proxy dropping it would. */
  let cut: (() => void) | undefined;

  before(async () => {
    await loadBundle();
    urls = await agentCommand<AgentUrls>('start', {name, tickMs: 40});
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const stream = init?.method === 'GET' && String(input) === urls.mcp && response.ok;
      const reader = stream ? response.body?.getReader() : undefined;
      if (!reader) return response;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          cut = () => {
            void reader.cancel().catch(() => undefined);
            controller.error(new TypeError('network error'));
          };
        },
        async pull(controller) {
          try {
            const {done, value} = await reader.read();
            if (done) controller.close();
            else controller.enqueue(value);
          } catch {
            // cut: the stream is errored already
          }
        },
      });
      return new Response(body, {status: response.status, headers: response.headers});
    };
  });
  after(async () => {
    window.fetch = realFetch;
    await agentCommand('stop', {name});
  });

  it('resumes the same session: its surfaces stay, no update is lost or repeated', async () => {
    const agent = mountAgent('mcp', urls.mcp);
    const {statuses, errors} = watch(agent);
    await agent.updateComplete;
    const messages: unknown[] = [];
    agent.activeTransport!.addEventListener('messages', (event) =>
      messages.push(...(event as CustomEvent<unknown[]>).detail),
    );
    await untilText(agent, 'Find a restaurant');
    await until(() => ticks(messages).length >= 3, 'dashboard updates');

    cut!();
    await until(() => agent.status === 'reconnecting', 'the reconnecting status');
    await until(() => agent.status === 'open', 'the open status again');
    const seen = ticks(messages).length;
    await until(() => ticks(messages).length >= seen + 5, 'more dashboard updates');

    const received = ticks(messages);
    // The initial dashboard state is tick 0, then every update counts up by one.
    expect(received).to.deep.equal(received.map((_, index) => index));
    expect(errors.map((e) => e.kind)).not.to.include('session-lost');
    expect(statuses.slice(-2)).to.deep.equal(['reconnecting', 'open']);
    expect(renderedSurfaces(agent)).to.have.members(['finder', 'dashboard']);
    const sessions = await agentCommand<SessionInfo[]>('sessions', {name});
    expect(sessions).to.have.length(1);
    agent.remove();
  });
});

describe('mcp transport speaking A2UI v1.0 after an agent restart', () => {
  let urls: AgentUrls;
  const name = 'faults-sdk-mcp-v1_0';
  const V1_CATALOG = 'https://a2ui.org/specification/v0_10/catalogs/basic/catalog.json';

  before(async () => {
    await loadBundle();
    urls = await agentCommand<AgentUrls>('start', {name, tickMs: 0});
  });
  after(() => agentCommand('stop', {name}));

  it('initializes the new session with the v1.0 capabilities, so it speaks v1.0 too', async () => {
    const {McpTransport} = await loadBundle();
    const transport = new McpTransport({
      url: urls.mcp,
      protocol: {protocolVersion: 'v0.10', a2aExtensionUri: ''},
      metadata: {
        clientCapabilities: () => ({'v0.10': {supportedCatalogIds: [V1_CATALOG]}}),
        clientDataModel: () => undefined,
      },
      initialDelay: 50,
    });
    const batches: unknown[][] = [];
    const errors: TransportError[] = [];
    transport.addEventListener('messages', (e) => batches.push((e as CustomEvent).detail));
    transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
    const created = () =>
      batches.flat().filter((m) => (m as {createSurface?: unknown}).createSurface !== undefined);
    await transport.connect();
    await until(() => created().length === 2, 'the first session’s two surfaces');

    await agentCommand('kill', {name});
    await until(() => transport.status === 'reconnecting', 'the reconnecting status');
    await agentCommand('restart', {name});
    await until(() => created().length === 4, 'the new session’s two surfaces');
    expect(errors.map((e) => e.kind)).to.include('session-lost');
    const versions = created().map((m) => (m as {version?: string}).version);
    expect(versions).to.deep.equal(['v0.10', 'v0.10', 'v0.10', 'v0.10']);
    await until(() => transport.status === 'open', 'the open status again');
    transport.close();
  });
});

describe('agui transport when the agent stops', () => {
  let urls: AgentUrls;
  const name = 'faults-sdk-agui';

  before(async () => {
    await loadBundle();
    urls = await agentCommand<AgentUrls>('start', {name, tickMs: 0});
  });
  after(() => agentCommand('stop', {name}));

  it('reports the drop only through its own events and delivers the action once the agent is back', async () => {
    const page = watchUncaught();
    try {
      const agent = mountAgent('agui', urls.agui);
      const {statuses, errors} = watch(agent);
      await untilText(agent, 'Find a restaurant');
      await fill(agent, 'cuisine', 'Mexican', 'finder');
      await agentCommand('kill', {name});
      await click(agent, 'search', 'finder');
      await until(() => agent.status === 'reconnecting', 'the reconnecting status');
      await until(() => errors.length > 0, 'the reported error');
      await sleep(300);
      await agentCommand('restart', {name});
      await untilText(agent, '1 results for Mexican');
      expect(agent.status).to.equal('open');
      expect(statuses).to.include.members(['reconnecting', 'open']);
      expect(errors.map((e) => e.kind)).to.include('network');
      expect(page.uncaught).to.deep.equal([]);
      agent.remove();
    } finally {
      page.stop();
    }
  });
});

/** An AG-UI run's SSE response: these events, then the end of the stream or `drop`. */
function runResponse(events: object[], drop?: Error): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) {
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
      }
      if (drop) setTimeout(() => controller.error(drop), 20);
      else controller.close();
    },
  });
  return new Response(body, {headers: {'content-type': 'text/event-stream'}});
}

describe('agui transport when the connection drops mid-run', () => {
  const url = 'http://127.0.0.1:9/agui-mid-run';
  const realFetch = window.fetch;
  let dropping = false;
  const runs: {forwardedProps?: Record<string, unknown>}[] = [];

  before(async () => {
    await loadBundle();
    window.fetch = async (input, init) => {
      if (String(input) !== url) return realFetch(input, init);
      const run = JSON.parse(String(init?.body)) as {
        threadId: string;
        runId: string;
        forwardedProps?: Record<string, unknown>;
      };
      runs.push(run);
      const started = {type: 'RUN_STARTED', threadId: run.threadId, runId: run.runId};
      // The agent went away after it started the run: Chromium's body read fails like this.
      if (dropping) return runResponse([started], new TypeError('network error'));
      return runResponse([
        started,
        {type: 'RUN_FINISHED', threadId: run.threadId, runId: run.runId},
      ]);
    };
  });
  after(() => {
    window.fetch = realFetch;
  });

  it('leaves no uncaught error in the page and delivers the action once the agent answers again', async () => {
    const {AgUiTransport} = await loadBundle();
    const page = watchUncaught();
    try {
      const transport = new AgUiTransport({url, initialDelay: 50, maxDelay: 100});
      const statuses: string[] = [];
      const errors: TransportError[] = [];
      transport.addEventListener('status', (e) => statuses.push((e as CustomEvent).detail));
      transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
      await transport.connect();
      dropping = true;
      const action = {
        name: 'search',
        surfaceId: 'finder',
        sourceComponentId: 'search',
        timestamp: new Date().toISOString(),
        context: {},
      };
      const sent = transport.send({action});
      await until(() => transport.status === 'reconnecting', 'the reconnecting status');
      await sleep(200); // retried while the agent is still away
      dropping = false;
      await sent;
      expect(transport.status).to.equal('open');
      expect(errors.map((e) => e.kind)).to.include('network');
      expect(statuses).to.include.members(['reconnecting', 'open']);
      const last = runs.at(-1)!.forwardedProps as {a2uiAction?: {userAction?: {name?: string}}};
      expect(last.a2uiAction?.userAction?.name).to.equal('search');
      await sleep(100); // an unhandled rejection is reported after the microtasks run
      expect(page.uncaught.map(String)).to.deep.equal([]);
      transport.close();
    } finally {
      page.stop();
    }
  });
});
