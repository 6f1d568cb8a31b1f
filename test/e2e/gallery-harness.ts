// Shared by the gallery end-to-end tests: the real `npm start` server and one Chromium.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {extname, join} from 'node:path';
import {after, before} from 'node:test';
import {chromium, type Browser, type Page} from 'playwright-core';
import {chromiumPath} from '../../scripts/chromium-path.mjs';

/** Repository root. */
export const root = join(import.meta.dirname, '..', '..');

/** A running `npm start`. */
export interface RunningGallery {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Runs `npm start` exactly as a user does (PORT=0: a free port), and resolves with the URL it
 * prints once the gallery is served. Each run builds the gallery into a folder of its own
 * (`A2UI_GALLERY_DIR`): test files run at once, and a build empties its folder first.
 */
export function startGallery(timeoutMs = 240_000): Promise<RunningGallery> {
  const galleryDir = mkdtempSync(join(tmpdir(), 'a2ui-gallery-'));
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    env: {...process.env, PORT: '0', AGENT_PORT: '0', A2UI_GALLERY_DIR: galleryDir},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    await end();
    rmSync(galleryDir, {recursive: true, force: true});
  };
  const end = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`npm start printed no URL in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Gallery:\s+(http:\/\/localhost:\d+\/)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({url: match[1]!, output: () => output, stop});
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
}

/** The Chromium of scripts/chromium-path.mjs (CHROME_PATH, Playwright's own, the system's). */
export function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({
    ...(executablePath ? {executablePath} : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** The gallery and the browser of one test file, set by the time its tests run. */
export interface GalleryUnderTest {
  /** Where `npm start` serves the gallery. */
  url: string;
  browser: Browser;
  /** The uncaught errors of every page `openPage` opened. */
  pageErrors: string[];
  /** A new page at `hash` of the gallery, once the app has rendered its first page. */
  openPage: (hash: string, width?: number, height?: number) => Promise<Page>;
}

/**
 * Starts `npm start` and a Chromium before the calling test file's tests, and stops them after
 * (node:test `before`/`after`): each file has a server of its own, as test files run at once.
 */
export function useGallery(): GalleryUnderTest {
  let running: RunningGallery | undefined;
  const under: GalleryUnderTest = {
    url: '',
    browser: undefined as unknown as Browser,
    pageErrors: [],
    openPage: async (hash, width = 1280, height = 800) => {
      const page = await under.browser.newPage({viewport: {width, height}});
      page.on('pageerror', (error) => under.pageErrors.push(String(error)));
      await page.goto(`${under.url}${hash}`);
      await page.waitForSelector('gallery-app main > *');
      return page;
    },
  };
  before(async () => {
    running = await startGallery();
    under.url = running.url;
    under.browser = await launchBrowser();
  });
  after(async () => {
    await under.browser?.close();
    await running?.stop();
  });
  return under;
}

/** One gallery example as stored on disk. */
export interface StoredExample {
  id: string;
  expectErrors: boolean;
  surfaces: number;
}

/** The examples under demo/examples, read straight from the files (not from the page). */
export function storedExamples(): StoredExample[] {
  const dir = join(root, 'demo', 'examples');
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.jsonl?$/.test(file) && !file.endsWith('.meta.json'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const id = file
        .replace(/\.jsonl?$/, '')
        .split('\\')
        .join('/');
      let messages: unknown[];
      let expectErrors = false;
      if (file.endsWith('.jsonl')) {
        messages = text
          .split('\n')
          .filter((line) => line.trim())
          .map((line) => JSON.parse(line));
      } else {
        const doc = JSON.parse(text) as {messages: unknown[]; expectErrors?: boolean};
        messages = doc.messages;
        expectErrors = doc.expectErrors === true;
      }
      const ids = new Set(
        messages
          .map((m) => {
            const {createSurface, beginRendering} = m as Record<string, {surfaceId?: string}>;
            return (createSurface ?? beginRendering)?.surfaceId; // beginRendering: A2UI v0.8
          })
          .filter(Boolean),
      );
      return {id, expectErrors, surfaces: ids.size};
    });
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.map': 'application/json',
};

/** A plain static file server over `files` (name → contents), nothing else. */
export async function serveFiles(
  files: Record<string, string | Buffer>,
): Promise<{url: string; server: Server}> {
  const server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.slice(1));
    const body = files[name];
    if (name === 'favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {'content-type': types[extname(name)] ?? 'application/octet-stream'});
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${port}/`, server};
}
