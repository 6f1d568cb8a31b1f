// `npm start`: installs what is missing, builds the bundle and the gallery, then serves the
// gallery on http://localhost:8080 (env PORT; 0 picks a free port) and starts the demo agent
// (env AGENT_PORT, default PORT + 1), both on 127.0.0.1 (env HOST), not reachable from the LAN.
// Works on a fresh clone with nothing but Node and npm.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A package of package-lock.json is missing from node_modules or has another version (fresh
 * clone, or someone added a package). Optional packages (other platforms' binaries) are skipped.
 */
function installIsStale() {
  let lock;
  try {
    lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  } catch {
    return !existsSync(join(root, 'node_modules'));
  }
  return Object.entries(lock.packages ?? {}).some(([path, entry]) => {
    if (!path || entry.optional || entry.link || entry.extraneous) return false;
    try {
      const installed = JSON.parse(readFileSync(join(root, path, 'package.json'), 'utf8'));
      return entry.version !== undefined && installed.version !== entry.version;
    } catch {
      return true;
    }
  });
}

if (installIsStale()) {
  console.log('Installing dependencies (npm install)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Imported only now: these modules need node_modules.
const {buildBundle} = await import('./build-bundle.mjs');
const {buildGallery, galleryDir} = await import('./build-gallery.mjs');
const {serveStatic} = await import('./start-server.mjs');

console.log('Building the bundle and the gallery…');
const bundle = await buildBundle();
console.log(`dist/a2ui-elements.js: ${(bundle.gzipBytes / 1024).toFixed(1)} KB gzip`);
await buildGallery();

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const agentPort =
  process.env.AGENT_PORT !== undefined ? Number(process.env.AGENT_PORT) : port && port + 1;
const agent = await startAgent(agentPort).catch((error) =>
  exitBusy(error, 'AGENT_PORT', agentPort),
);
const server = await serveStatic(galleryDir, port, {agent: agent?.info ?? null}, host).catch(
  (error) => exitBusy(error, 'PORT', port),
);
const address = server.address();
console.log(`\nGallery:    http://localhost:${address.port}/`);
if (agent) console.log(`Demo agent: ${agent.info.url}`);
else console.log('Demo agent: not available (demo/agent has no startDemoAgent yet)');
console.log('Press Ctrl+C to stop.');

function stop() {
  server.close();
  server.closeAllConnections?.();
  Promise.resolve(agent?.close?.()).finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** Explains a port already in use (the usual reason a second `npm start` fails), then exits. */
function exitBusy(error, variable, value) {
  if (error?.code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${value} is in use. Stop what uses it, or run e.g. ${variable}=9090 npm start`,
  );
  process.exit(1);
}

/**
 * Starts the scripted demo agent (demo/agent, TypeScript run through tsx) when it exists.
 * @returns {Promise<{info: {url: string}, close?: () => unknown} | undefined>}
 */
async function startAgent(agentPort) {
  const entry = ['index.ts', 'main.ts', 'index.mjs', 'index.js']
    .map((name) => join(root, 'demo', 'agent', name))
    .find(existsSync);
  if (!entry) return undefined;
  const {tsImport} = await import('tsx/esm/api');
  const module = await tsImport(pathToFileURL(entry).href, import.meta.url);
  if (typeof module.startDemoAgent !== 'function') return undefined;
  const started = await module.startDemoAgent({port: agentPort, hostname: host});
  return {info: describeAgent(started, agentPort), close: () => started?.close?.()};
}

/** Normalises whatever startDemoAgent returns into `{url, ...}` for the gallery's config. */
function describeAgent(started, agentPort) {
  const listening = started?.server?.address?.() ?? started?.address?.();
  const actualPort = started?.port ?? listening?.port ?? agentPort;
  const url = started?.url ?? `http://localhost:${actualPort}`;
  const info = {url: String(url).replace(/\/?$/, '/')};
  if (started?.urls && typeof started.urls === 'object') info.urls = started.urls;
  return info;
}
