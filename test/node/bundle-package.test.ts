// The npm package as published: built like `npm pack` builds it (prepack), packed, inspected,
// then installed into a fresh project the way a user installs it.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Browser} from 'playwright-core';
import webpack from 'webpack';
import {buildBundle} from '../../scripts/build-bundle.mjs';
import {buildManifest, buildTypes, editorDataPaths, tsc7} from '../../scripts/build-package.mjs';
import {
  A2uiAgentHost,
  a2aRoutes,
  serveA2ui,
  type ExtraRoute,
  type RunningA2uiServer,
} from '../../src/server/index.js';
import {launchBrowser} from '../e2e/gallery-harness.js';
import {basicElementTags} from '../element-tags.js';

const root = join(import.meta.dirname, '..', '..');
const basicTags = basicElementTags;

/**
 * Script lines (the host, serveA2ui, aguiRoute and connect of node:net in scope): an agent on the
 * AG-UI route prints the status of a REST `/connect`, then the status line a WebSocket upgrade
 * gets (501 without ws; the agent's log, which says to install it, is silenced).
 */
const SERVE_REST_AND_UPGRADE = `
const agent = await serveA2ui(host, {routes: [aguiRoute(host)]});
const connected = await fetch(agent.url + '/connect', {method: 'POST', headers: {'content-type': 'application/json'}, body: '{}'});
console.log('REST', connected.status);
console.error = () => undefined;
const socket = connect(agent.port, '127.0.0.1');
socket.write('GET /ws HTTP/1.1\\r\\nHost: x\\r\\nUpgrade: websocket\\r\\nConnection: Upgrade\\r\\n' +
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\\r\\nSec-WebSocket-Version: 13\\r\\n\\r\\n');
const answer = await new Promise((resolve) => socket.once('data', resolve));
console.log(String(answer).split('\\r\\n')[0]);
socket.destroy();
await agent.close();
`;

let packed: string[];
/** A scratch folder holding the tarball and the project it is installed into. */
const scratch = mkdtempSync(join(tmpdir(), 'a2ui-package-'));
let tarball: string;

before(async () => {
  await buildBundle();
  buildTypes();
  buildManifest();
  const output = execFileSync(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch],
    {cwd: root, encoding: 'utf8'},
  );
  const [pack] = JSON.parse(output) as [{filename: string; files: {path: string}[]}];
  packed = pack.files.map((f) => f.path);
  tarball = join(scratch, pack.filename);
});

after(() => rmSync(scratch, {recursive: true, force: true}));

test('npm pack contains no test files and no source maps of tests', () => {
  const tests = packed.filter((path) => /(\.test\.|(^|\/)test\/|\/tests?\/|\.spec\.)/.test(path));
  assert.deepEqual(tests, []);
});

test("npm pack contains no test helpers (the components' testing module included)", () => {
  const helpers = packed.filter((path) => /(^|\/)testing\.|\.test\.helper\./.test(path));
  assert.deepEqual(helpers, []);
});

test("npm pack contains the bundle, the typed entry points, the manifest and the editors' data", () => {
  for (const path of [
    ...Object.values(editorDataPaths),
    'dist/a2ui-elements.js',
    'dist/a2ui-agent.js',
    'dist/src/index.js',
    'dist/src/index.d.ts',
    'dist/src/core.js',
    'dist/src/core.d.ts',
    'dist/src/server/index.js',
    'dist/src/server/index.d.ts',
    'custom-elements.json',
    'README.md',
    'package.json',
  ]) {
    assert.ok(packed.includes(path), `${path} is packed`);
  }
});

test('the guides the README links to are packed, so an installed package can open them', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const guides = [...readme.matchAll(/\]\((docs\/[^)#]+\.md)/g)].map((match) => match[1]!);
  assert.ok(guides.length > 0);
  for (const guide of guides) assert.ok(packed.includes(guide), `${guide} is packed`);
});

test('every exports target of package.json is a packed file', () => {
  const {exports} = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const targets = Object.values(exports).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target as Record<string, string>),
  );
  for (const target of targets) {
    assert.ok(packed.includes(target.replace(/^\.\//, '')), `${target} is packed`);
  }
});

test('a2ui-elements/core runs in plain Node, without a DOM or TypeScript', () => {
  const script = `
    import {MessageProcessor} from 'a2ui-elements/core';
    const processor = new MessageProcessor();
    const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId}},
      {version: 'v0.9', updateDataModel: {surfaceId: 's', value: {greeting: 'hi'}}},
    ]);
    console.log(JSON.stringify(processor.getSurface('s').dataModel.snapshot()));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(output.trim(), '{"greeting":"hi"}');
});

test('the manifest documents every basic element with its CSS custom properties or parts', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as {
    modules: {
      declarations?: {tagName?: string; cssProperties?: unknown[]; cssParts?: unknown[]}[];
    }[];
  };
  const elements = new Map(
    manifest.modules.flatMap((m) => m.declarations ?? []).map((d) => [d.tagName, d]),
  );
  for (const tag of ['a2ui-surface', ...basicTags]) {
    const element = elements.get(tag);
    assert.ok(element, `${tag} is in custom-elements.json`);
    const styling = (element.cssProperties?.length ?? 0) + (element.cssParts?.length ?? 0);
    assert.ok(styling > 0, `${tag} documents its CSS custom properties or parts`);
  }
});

/** The agent SDKs and server libraries: optional peer dependencies, installed by who needs them. */
const optionalPeers = [
  '@a2a-js/sdk',
  '@ag-ui/client',
  '@modelcontextprotocol/sdk',
  'express',
  'ws',
];

describe('installed from npm without the optional peer dependencies', () => {
  const project = join(scratch, 'app');
  const bin = (name: string) => join(root, 'node_modules', '.bin', name);
  const run = (script: string) =>
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: project,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  let installed: string[];

  before(() => {
    mkdirSync(project);
    writeFileSync(
      join(project, 'package.json'),
      '{"name": "app", "private": true, "type": "module"}',
    );
    // As a user installs it (npm leaves optional peer dependencies out).
    execFileSync('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: project,
      encoding: 'utf8',
    });
    const modules = join(project, 'node_modules');
    installed = readdirSync(modules).flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(modules, name)).map((n) => `${name}/${n}`) : [name],
    );
  });

  test('npm install a2ui-elements brings only what the renderer needs, no agent SDK', () => {
    for (const peer of optionalPeers) assert.ok(!installed.includes(peer), `${peer} not installed`);
    for (const dependency of ['lit', 'zod', '@preact/signals-core']) {
      assert.ok(installed.includes(dependency), `${dependency} installed`);
    }
    // 12 today (lit's own packages included); the SDKs and express brought about 110 more.
    assert.ok(installed.length <= 16, `${installed.length} packages: ${installed.join(', ')}`);
  });

  test('the renderer, the core and the light connectors run without the SDKs', () => {
    const output = run(`
      import {MessageProcessor} from 'a2ui-elements';
      import {validateMessage} from 'a2ui-elements/core';
      import {SseTransport, WebSocketTransport, RestTransport, transportNames} from 'a2ui-elements/transports';
      console.log(typeof MessageProcessor, typeof validateMessage, typeof SseTransport,
        typeof WebSocketTransport, typeof RestTransport, transportNames().join());
    `);
    assert.equal(
      output.trim(),
      'function function function function function sse,websocket,ws,rest,a2a,agui,mcp',
    );
  });

  test('an A2A, AG-UI or MCP connector without its SDK fails to connect, naming the package', () => {
    const output = run(`
      import {A2aTransport, AgUiTransport, McpTransport, createTransport} from 'a2ui-elements/transports';
      const url = 'http://127.0.0.1:9/agent';
      const connectors = [
        new A2aTransport({url}), new AgUiTransport({url}), new McpTransport({url}),
        createTransport('a2a', {url}), createTransport('agui', {url}), createTransport('mcp', {url}),
      ];
      for (const transport of connectors) {
        await transport.connect().then(
          () => console.log('connected'),
          (error) => console.log(error.name, error.kind, transport.status, error.message),
        );
      }
    `);
    const expected = [
      ['A2aTransport', '@a2a-js/sdk'],
      ['AgUiTransport', '@ag-ui/client'],
      ['McpTransport', '@modelcontextprotocol/sdk'],
    ].map(
      ([connector, pkg]) =>
        `TransportError unsupported closed ${connector} needs ${pkg}, which could not be loaded: npm i ${pkg}`,
    );
    assert.deepEqual(output.trim().split('\n'), [...expected, ...expected]);
  });

  test('the server serves SSE, REST and AG-UI without them; A2A and MCP say what to install', () => {
    const output = run(`
      import {connect} from 'node:net';
      import {A2uiAgentHost, serveA2ui, a2aRoutes, aguiRoute, mcpRoute} from 'a2ui-elements/server';
      const host = new A2uiAgentHost({onConnect() {}});
      for (const routes of [[...a2aRoutes(host)], [mcpRoute(host)]]) {
        await serveA2ui(host, {routes}).then(() => console.log('served'), (e) => console.log(e.message));
      }
      ${SERVE_REST_AND_UPGRADE}
    `);
    assert.deepEqual(output.trim().split('\n'), [
      'a2aRoutes needs @a2a-js/sdk and express, which could not be loaded: npm i @a2a-js/sdk express',
      'mcpRoute needs @modelcontextprotocol/sdk, which could not be loaded: npm i @modelcontextprotocol/sdk',
      'REST 200',
      'HTTP/1.1 501 Not Implemented',
    ]);
  });

  test('a TypeScript app type-checks against it without the SDKs and without skipLibCheck', () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: [],
        },
        files: ['app.ts'],
      }),
    );
    writeFileSync(
      join(project, 'app.ts'),
      `import {MessageProcessor} from 'a2ui-elements';
import {A2aTransport, AgUiTransport, McpTransport, SseTransport} from 'a2ui-elements/transports';
const processor = new MessageProcessor();
const a2a = new A2aTransport({url: 'https://agent.example', metadata: processor});
export const card: string | undefined = a2a.agentCard?.name;
export const state: number | undefined = a2a.taskState;
new AgUiTransport({url: 'https://agent.example/agui'}).agent?.messages.length;
void new McpTransport({url: 'https://agent.example/mcp'}).client?.listTools();
const sse = new SseTransport({url: 'https://agent.example'});
sse.addEventListener('messages', (event) => processor.processMessages(event.detail));
void sse.connect();
`,
    );
    // With TypeScript 5.9 and 7, as applications have either.
    for (const tsc of [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), tsc7]) {
      execFileSync(process.execPath, [tsc, '-p', project], {cwd: project, encoding: 'utf8'});
    }
  });

  test('a Vite or esbuild app of the light connectors builds without the SDKs', () => {
    writeFileSync(join(project, 'index.html'), '<script type="module" src="./main.js"></script>');
    writeFileSync(
      join(project, 'main.js'),
      `import {MessageProcessor} from 'a2ui-elements';
import {SseTransport} from 'a2ui-elements/transports';
new SseTransport({url: '/agent', metadata: new MessageProcessor()}).connect();
`,
    );
    execFileSync(bin('vite'), ['build', '--logLevel', 'error'], {cwd: project, encoding: 'utf8'});
    assert.ok(readdirSync(join(project, 'dist', 'assets')).some((name) => name.endsWith('.js')));
    // esbuild leaves the SDKs' dynamic imports (in a try) to run time, where they fail.
    execFileSync(
      bin('esbuild'),
      ['main.js', '--bundle', '--format=esm', '--outfile=esbuild/main.js', '--log-level=error'],
      {cwd: project, encoding: 'utf8'},
    );
    const bundle = readFileSync(join(project, 'esbuild', 'main.js'), 'utf8');
    assert.match(bundle, /import\("@a2a-js\/sdk"\)/);
  });

  /**
   * Builds `code` with webpack into `<name>/`. webpack resolves every `import()` as it builds: one
   * of a missing package fails the build, unless the `import()` is in a `try`, as the
   * connectors' are (a warning then). Returns the warnings, shortened.
   */
  async function webpackBuild(
    name: string,
    code: string,
    options: webpack.Configuration = {},
  ): Promise<string[]> {
    writeFileSync(join(project, `${name}.js`), code);
    const compiler = webpack({
      mode: 'production',
      context: project,
      entry: `./${name}.js`,
      ...options,
      output: {path: join(project, name), clean: true, ...options.output},
      // Minifying takes 7 of its 10 s and changes nothing of what this checks.
      optimization: {minimize: false},
      performance: {hints: false},
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    const {errors = [], warnings = []} = stats.toJson({all: false, errors: true, warnings: true});
    assert.deepEqual(
      errors.map((e) => e.message),
      [],
    );
    // What webpack says of each missing module (its message goes on).
    const notFound = /^Module not found: Error: Can't resolve '[^']+'/;
    return warnings.map((w) => notFound.exec(w.message)?.[0] ?? w.message).sort();
  }

  /** An app of `<a2ui-agent transport="a2a">`, an AG-UI and an MCP connector. */
  const webpackApp = () =>
    webpackBuild(
      'webpack',
      `import 'a2ui-elements';
import {AgUiTransport, McpTransport} from 'a2ui-elements/transports';
const problems = (window.problems = []);
const agent = document.querySelector('a2ui-agent');
agent.addEventListener('a2uiconnectionerror', (event) => problems.push(event.detail.message));
agent.url = new URL('/a2a', location.href).href;
for (const transport of [new AgUiTransport({url: '/agui'}), new McpTransport({url: '/mcp'})]) {
  transport.connect().catch((error) => problems.push(error.message));
}
`,
    );

  /** An A2A agent that shows one text, serving the webpack app under /app too. */
  let agent: RunningA2uiServer | undefined;
  let browser: Browser | undefined;
  after(async () => {
    await browser?.close();
    await agent?.close();
  });

  /** Opens the webpack app, its `<a2ui-agent>` on the A2A agent, in Chromium. */
  async function openWebpackApp() {
    if (!agent) {
      const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
      const host = new A2uiAgentHost({
        onConnect(session) {
          session.send([
            {version: 'v0.9', createSurface: {surfaceId: 'main', catalogId}},
            {
              version: 'v0.9',
              updateComponents: {
                surfaceId: 'main',
                components: [{id: 'root', component: 'Text', text: 'Bundled by webpack'}],
              },
            },
          ]);
        },
      });
      const app: ExtraRoute = {
        path: '/app',
        handle(_req, res, url) {
          const name = basename(url.pathname);
          const file = join(project, 'webpack', name);
          if (name === 'app') {
            res.setHeader('content-type', 'text/html');
            res.end(
              '<a2ui-agent transport="a2a"></a2ui-agent><script src="/app/main.js"></script>',
            );
          } else if (existsSync(file)) {
            res.setHeader('content-type', 'text/javascript');
            res.end(readFileSync(file));
          } else {
            res.statusCode = 404;
            res.end();
          }
        },
      };
      agent = await serveA2ui(host, {routes: [...a2aRoutes(host), app]});
    }
    browser ??= await launchBrowser();
    const page = await browser.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${agent.url}/app/`);
    return {page, failures};
  }

  const needs = (connector: string, pkg: string) =>
    `${connector} needs ${pkg}, which could not be loaded: npm i ${pkg}`;

  test('a webpack app builds without the SDKs, warning of each; its connectors say what they need', async () => {
    const warnings = await webpackApp();
    assert.deepEqual(
      warnings,
      [
        '@a2a-js/sdk',
        '@a2a-js/sdk/client',
        '@a2a-js/sdk/errors',
        '@ag-ui/client',
        '@modelcontextprotocol/sdk/client/index.js',
        '@modelcontextprotocol/sdk/client/streamableHttp.js',
        '@modelcontextprotocol/sdk/types.js',
      ].map((pkg) => `Module not found: Error: Can't resolve '${pkg}'`),
    );
    // Its only other files are the empty chunks of the zod entry points the connectors name for
    // esbuild; had webpack counted that as using all of zod, they would hold 590 KB of it (and
    // main.js, minified, 98 KB more).
    const files = readdirSync(join(project, 'webpack')).filter((name) => name !== 'main.js');
    const sizes = files.map((name) => statSync(join(project, 'webpack', name)).size);
    assert.ok(
      sizes.every((size) => size < 1000),
      `${files.join()}: ${sizes.join()} bytes`,
    );
    const {page, failures} = await openWebpackApp();
    await page.waitForFunction(() => (window as {problems?: string[]}).problems?.length === 3);
    const problems = await page.evaluate(() => (window as {problems?: string[]}).problems);
    assert.deepEqual(problems?.sort(), [
      needs('A2aTransport', '@a2a-js/sdk'),
      needs('AgUiTransport', '@ag-ui/client'),
      needs('McpTransport', '@modelcontextprotocol/sdk'),
    ]);
    assert.deepEqual(failures, []);
  });

  test('a server built by webpack for Node without ws serves REST; a WebSocket upgrade gets 501', async () => {
    const warnings = await webpackBuild(
      'webpack-server',
      `import {connect} from 'node:net';
import {A2uiAgentHost, serveA2ui, aguiRoute} from 'a2ui-elements/server';
const host = new A2uiAgentHost({onConnect() {}});
${SERVE_REST_AND_UPGRADE}
`,
      {target: 'node', output: {module: true}, experiments: {outputModule: true}},
    );
    assert.deepEqual(warnings, ["Module not found: Error: Can't resolve 'ws'"]);
    const server = join(project, 'webpack-server', 'main.mjs');
    const output = execFileSync(process.execPath, [server], {encoding: 'utf8'});
    assert.deepEqual(output.trim().split('\n'), ['REST 200', 'HTTP/1.1 501 Not Implemented']);
  });

  // Last: it installs an SDK into the project.
  test('installing one SDK makes its connector work, the others still say what they need', () => {
    execFileSync('npm', ['install', '@a2a-js/sdk', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: project,
      encoding: 'utf8',
    });
    const output = run(`
      import {A2aTransport, McpTransport} from 'a2ui-elements/transports';
      // Nothing listens there: with its SDK, the A2A connector gets as far as the network.
      const url = 'http://127.0.0.1:9/agent';
      for (const transport of [new A2aTransport({url, maxAttempts: 1}), new McpTransport({url})]) {
        await transport.connect().catch((error) => console.log(error.kind));
      }
    `);
    assert.deepEqual(output.trim().split('\n'), ['network', 'unsupported']);
  });

  test('with @a2a-js/sdk installed, a webpack app bundles it: its <a2ui-agent> renders the agent', async () => {
    const warnings = await webpackApp();
    assert.equal(warnings.length, 4);
    assert.ok(
      warnings.every((warning) => !warning.includes('@a2a-js/sdk')),
      warnings.join(),
    );
    const {page, failures} = await openWebpackApp();
    await page.getByText('Bundled by webpack').waitFor();
    await page.waitForFunction(() => (window as {problems?: string[]}).problems?.length === 2);
    const problems = await page.evaluate(() => (window as {problems?: string[]}).problems);
    assert.deepEqual(problems?.sort(), [
      needs('AgUiTransport', '@ag-ui/client'),
      needs('McpTransport', '@modelcontextprotocol/sdk'),
    ]);
    assert.deepEqual(failures, []);
  });
});
