// A web-test-runner plugin that runs demo agents (demo/agent) on loopback for the end-to-end
// transport tests, and lets a test kill, restart and inspect them through server commands.
import {pathToFileURL} from 'node:url';
import {join} from 'node:path';

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function demoAgentPlugin(root) {
  /** @type {Map<string, {running: any, host: any}>} */
  const agents = new Map();
  // One shared promise: concurrent first commands must not load two copies of the modules
  // (a host made by one copy is not an A2uiAgentHost of the other).
  let modules;
  const load = () =>
    (modules ??= import('tsx/esm/api').then(async ({tsImport}) => {
      const url = pathToFileURL(join(root, 'demo/agent/main.ts')).href;
      const main = await tsImport(url, import.meta.url);
      return {main, ui: main};
    }));
  const agent = (name) => {
    const found = agents.get(name);
    if (!found) throw new Error(`No demo agent named ${name}`);
    return found;
  };

  return {
    name: 'a2ui-demo-agent',
    async executeCommand({command, payload}) {
      if (!command.startsWith('demo-agent-')) return undefined;
      const {main, ui} = await load();
      const {name} = payload ?? {};
      switch (command) {
        case 'demo-agent-start': {
          const existing = agents.get(name);
          if (existing) return existing.running.urls;
          const running = await main.startDemoAgent({tickMs: payload.tickMs ?? 1000});
          agents.set(name, {running, host: running.host});
          return running.urls;
        }
        case 'demo-agent-kill':
          await agent(name).running.kill();
          return true;
        case 'demo-agent-restart': {
          const entry = agent(name);
          entry.running = await main.startDemoAgent({host: entry.host, port: entry.running.port});
          return true;
        }
        case 'demo-agent-sessions':
          return [...agent(name).host.sessions.values()].map((session) => ({
            id: session.id,
            transport: session.transport,
            attached: session.attached,
            lastSeq: session.lastSeq,
            clientCapabilities: session.clientCapabilities ?? null,
            clientDataModel: session.clientDataModel ?? null,
            record: session.state.record ?? null,
          }));
        case 'demo-agent-inject-malformed': {
          let count = 0;
          for (const session of agent(name).host.sessions.values()) {
            session.sendRawFrame('{"version": "v0.9", "updateDataModel": oops');
            session.send(ui.updateDataModel('dashboard', '/stats/orders', 999));
            count++;
          }
          return count;
        }
        case 'demo-agent-stop': {
          const entry = agents.get(name);
          if (!entry) return true;
          agents.delete(name);
          await entry.running.kill();
          entry.host.closeAll();
          return true;
        }
      }
      return undefined;
    },
    async serverStop() {
      for (const {running, host} of agents.values()) {
        await running.kill();
        host.closeAll();
      }
      agents.clear();
    },
  };
}
