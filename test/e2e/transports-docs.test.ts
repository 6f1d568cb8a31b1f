import {expect} from '@open-wc/testing';
import {agentCommand, deepText, loadBundle, until, type AgentUrls} from './transports-helpers.js';

/**
 * The ```js snippets of docs/transports.md's "Transport by transport" section, by heading (each
 * marked `<!-- run: snippet-against-demo-agent -->`).
 */
async function docSnippets(): Promise<Map<string, string>> {
  const text = await (await fetch('/docs/transports.md')).text();
  const section = text.slice(text.indexOf('## Transport by transport'));
  const snippets = new Map<string, string>();
  const marked = /### (.+)\n\n<!-- run: snippet-against-demo-agent -->\n\n```js\n([\s\S]*?)```/g;
  for (const match of section.matchAll(marked)) {
    snippets.set(match[1]!.trim(), match[2]!);
  }
  return snippets;
}

/** Turns a snippet into a function body run against the bundle and the test's agent. */
function runnable(snippet: string, base: string): string {
  return (
    snippet
      .replace(/^import \{(.+)\} from '[^']+';$/gm, 'const {$1} = bundle;')
      .replaceAll('http://127.0.0.1:8787', base)
      .replaceAll('ws://127.0.0.1:8787', base.replace(/^http/, 'ws')) + '\nreturn transport;'
  );
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<{close(): void}>;

describe('the snippets of docs/transports.md', () => {
  const name = 'docs';
  let urls: AgentUrls;
  let snippets: Map<string, string>;

  before(async () => {
    await loadBundle();
    urls = await agentCommand<AgentUrls>('start', {name, tickMs: 0});
    snippets = await docSnippets();
  });
  after(() => agentCommand('stop', {name}));

  it('has one snippet per transport', () => {
    expect([...snippets.keys()]).to.deep.equal([
      'SSE + JSON-RPC',
      'WebSocket',
      'REST',
      'A2A',
      'AG-UI',
      'MCP',
    ]);
  });

  for (const heading of ['SSE + JSON-RPC', 'WebSocket', 'REST', 'A2A', 'AG-UI', 'MCP']) {
    it(`runs the ${heading} snippet against the demo agent`, async () => {
      const bundle = await loadBundle();
      const run = new AsyncFunction('bundle', runnable(snippets.get(heading)!, urls.sse));
      const transport = await run(bundle);
      const surfaces = document.querySelectorAll('a2ui-surface');
      expect(surfaces.length, 'the surface the snippet appended').to.equal(1);
      const surface = surfaces[0]!;
      await until(() => deepText(surface).includes('Find a restaurant'), 'the search form');
      transport.close();
      surface.remove();
    });
  }
});
