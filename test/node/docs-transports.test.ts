// docs/transports.md: every code block says how it is run, each way names a test that runs it,
// the Transport declarations shown are those of the source, and the demo agent command starts the
// demo agent (run here, on a free port).
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {docBlocks, unmirroredLines} from './docs-blocks.js';

const root = join(import.meta.dirname, '..', '..');
const blocks = docBlocks(join(root, 'docs/transports.md'));

/** Each `run:` way of the page, and the test file that runs the blocks marked with it. */
const runners: Record<string, string> = {
  'page-of-agent': 'test/e2e/gallery-drop-in.test.ts',
  'node-agent': 'test/e2e/gallery-drop-in.test.ts',
  'snippet-against-demo-agent': 'test/e2e/transports-docs.test.ts',
  'demo-agent-command': 'test/node/docs-transports.test.ts',
};

test('every code block of the page says how it is run', () => {
  assert.equal(blocks.length, 13);
  for (const block of blocks) assert.ok(block.kind, `line ${block.line}: no marker above it`);
});

test('every way of running a block names a test that runs it', () => {
  for (const block of blocks.filter((b) => b.kind === 'run')) {
    const runner = runners[block.target!];
    assert.ok(runner, `line ${block.line}: unknown way "${block.target}"`);
    assert.ok(readFileSync(join(root, runner), 'utf8').includes(block.target!), runner);
  }
});

test('the Transport declarations shown are those of src/transports/types.ts', () => {
  const mirrors = blocks.filter((block) => block.kind === 'mirror');
  assert.deepEqual(
    mirrors.map((block) => block.target),
    [
      'src/transports/types.ts',
      'test/node/fixtures/port-transport.ts',
      'test/node/fixtures/next-agent-route.ts',
      'test/node/fixtures/worker-agent.ts',
    ],
  );
  assert.deepEqual(unmirroredLines(root, mirrors[0]!, new Map()), []);
});

test('"Your own transport" is the fixture type-checked, and it delivers and sends messages', async () => {
  const target = 'test/node/fixtures/port-transport.ts';
  const transports = new Map([['src/transports/index.js', 'a2ui-elements/transports']]);
  assert.deepEqual(
    unmirroredLines(
      root,
      blocks.find((block) => block.target === target)!,
      transports,
    ),
    [],
  );
  const {PortTransport} = await import('./fixtures/port-transport.js');
  const {transportNames} = await import('../../src/transports/index.js');
  const {MessageProcessor} = await import('../../src/core.js');
  assert.ok(transportNames().includes('worker'));
  const {port1, port2} = new MessageChannel();
  try {
    const transport = new PortTransport(port1, {url: '', metadata: new MessageProcessor()});
    const received = new Promise<unknown[]>((resolve) =>
      transport.addEventListener('messages', (event) => resolve(event.detail), {once: true}),
    );
    const posted = new Promise<Record<string, unknown>>((resolve) => {
      port2.onmessage = (event) => resolve(event.data as Record<string, unknown>);
    });
    // Sent before connecting: queued, then sent once open.
    const sent = transport.send({error: {code: 'X', surfaceId: 's', message: 'm'}});
    await transport.connect();
    assert.equal(transport.status, 'open');
    port2.postMessage([{version: 'v0.9', deleteSurface: {surfaceId: 'a'}}, {x: 1}]);
    assert.deepEqual(await received, [{version: 'v0.9', deleteSurface: {surfaceId: 'a'}}, {x: 1}]);
    await sent;
    const {message, metadata, key} = await posted;
    assert.deepEqual(message, {version: 'v0.9', error: {code: 'X', surfaceId: 's', message: 'm'}});
    assert.ok((metadata as {a2uiClientCapabilities?: object}).a2uiClientCapabilities);
    assert.equal(typeof key, 'string');
    transport.close();
    assert.equal(transport.status, 'closed');
  } finally {
    port1.close();
    port2.close();
  }
});

test('the snippets of "Transport by transport" are the fixtures type-checked as strict TypeScript', () => {
  const entryPoints = new Map([
    ['src/index.js', 'a2ui-elements'],
    ['src/transports/index.js', 'a2ui-elements/transports'],
  ]);
  const snippets = blocks.filter((block) => block.target === 'snippet-against-demo-agent');
  const fixtures = ['sse', 'websocket', 'rest', 'a2a', 'agui', 'mcp'].map(
    (name) => `test/node/fixtures/transport-snippets/${name}.ts`,
  );
  assert.equal(snippets.length, fixtures.length);
  snippets.forEach((snippet, i) => {
    const target = fixtures[i]!;
    assert.deepEqual(unmirroredLines(root, {...snippet, target}, entryPoints), [], target);
    // And nothing more: no line that the snippet lacks (a cast, a declaration) makes it compile.
    const code = readFileSync(join(root, target), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('// ') && !line.startsWith('import '));
    const shown = new Set(snippet.code.split('\n'));
    assert.deepEqual(
      code.filter((line) => !shown.has(line)),
      [],
      target,
    );
  });
});

test('the Next.js route and the Worker shown are the fixtures type-checked (and the route run)', () => {
  const server = new Map([['src/server/index.js', 'a2ui-elements/server']]);
  for (const target of [
    'test/node/fixtures/next-agent-route.ts',
    'test/node/fixtures/worker-agent.ts',
  ]) {
    const mirror = blocks.find((block) => block.target === target)!;
    assert.deepEqual(unmirroredLines(root, mirror, server), [], target);
  }
});

test('the demo agent command starts the demo agent on the port it is given', async () => {
  const block = blocks.find((b) => b.target === 'demo-agent-command')!;
  const command = /^PORT=8787 node (.+?)\s+#/m.exec(block.code);
  assert.ok(command, block.code);
  const args = command[1]!.split(/\s+/);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {...process.env, PORT: '0', TICK_MS: '0'},
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 30_000);
      child.stdout.on('data', () => {
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    const card = await fetch(`${url}/.well-known/agent-card.json`);
    assert.equal(card.status, 200);
    assert.equal(((await card.json()) as {name: string}).name, 'Restaurant finder');
    // The URL it prints for each transport is the one the page's table gives.
    await new Promise<void>((resolve) => {
      if (/ mcp: \S+\n/.test(output)) resolve();
      else child.stdout.on('data', () => / mcp: \S+\n/.test(output) && resolve());
    });
    const printed = [...output.matchAll(/^ {2}(\w+): (\S+)$/gm)].map(([, name, at]) => [
      name,
      at!.replace(/\/\/127\.0\.0\.1:\d+/, '//127.0.0.1:8787'),
    ]);
    const page = readFileSync(join(root, 'docs/transports.md'), 'utf8');
    const start = page.indexOf('| Transport | `url` for `<a2ui-agent>`');
    const table = page.slice(start, page.indexOf('\n\n', start));
    const documented = [...table.matchAll(/^\| `(\w+)` +\| `([^`]+)`/gm)].map(([, name, at]) => [
      name,
      at,
    ]);
    assert.deepEqual(printed, documented);
  } finally {
    child.kill();
  }
});

test('the limits table names options the toolkit has, with the defaults it uses', async () => {
  const page = readFileSync(join(root, 'docs/transports.md'), 'utf8');
  const start = page.indexOf('### Limits, and handlers that fail');
  const table = page.slice(start, page.indexOf('\n#', start + 1));
  const options = [...table.matchAll(/`(\w+)` \(([^)]+)\) \|/g)].map((m) => [m[1]!, m[2]!]);
  assert.deepEqual(
    options.map(([name]) => name),
    [
      'handlerTimeoutMs',
      'maxWaitingMessages',
      'maxSessions',
      'maxConnections',
      'maxBufferedBytes',
      'requestTimeoutMs',
      'maxTasksPerSession',
      'finishedTaskTtlMs',
      'idleTimeoutMs',
      'maxUnconfirmedSessions',
    ],
  );
  const source = [
    'src/server/agent-host.ts',
    'src/server/a2ui-server.ts',
    'src/server/a2a-endpoint.ts',
    'src/server/mcp-endpoint.ts',
  ]
    .map((file) => readFileSync(join(root, file), 'utf8'))
    .join('\n');
  for (const [name, fallback] of options) {
    assert.match(source, new RegExp(`\\b${name}\\?:`), name);
    assert.ok(source.includes(`(default ${fallback})`), `${name} default ${fallback}`);
  }
  const {MAX_BODY_BYTES, MAX_BUFFERED_BYTES} = await import('../../src/server/http-utils.js');
  assert.equal(MAX_BUFFERED_BYTES, 8 * 1024 * 1024);
  assert.ok(table.includes(`| ${MAX_BODY_BYTES.toLocaleString('en-US')} bytes |`));
});

test('the server guide names what an agent reads and calls on a session', () => {
  const page = readFileSync(join(root, 'docs/transports.md'), 'utf8');
  const members = [
    ...['send', 'state', 'onClose', 'clientCapabilities', 'clientDataModel', 'id', 'transport'],
    ...['close', 'protocolVersion', 'isV1', 'handleOnce', 'hasHandled'],
  ];
  const missing = members.filter((name) => !new RegExp(`\`session\\.${name}\\b`).test(page));
  assert.deepEqual(missing, []);
});
