/**
 * `npm run bench`: builds the three contestants the same way, serves them on loopback, runs every
 * workload in one headless Chromium with the contestants alternating, prints a table and writes
 * bench/results.json.
 *
 * Options: `--quick` (or env BENCH_QUICK=1) tiny sizes, one repetition; `--out=<file>` where to
 * write the results (default bench/results.json, with the same table as Markdown beside it in
 * bench/results.md); `--only=1,2,...` a subset of the workloads.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import {cpus, loadavg, platform, release, totalmem} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Browser, CDPSession, Page} from 'playwright';
import type {ContestantName} from './page/contestant.js';
import type {Example, Sample} from './page/harness.js';
import {launch} from './lib/browser.js';
import {buildContestant, buildSizeEntry, type BuiltContestant} from './lib/build.js';
import {FULL, QUICK, type BenchConfig} from './lib/config.js';
import {formatMarkdown, formatTable} from './lib/report.js';
import {
  CONTESTANTS,
  makeRow,
  type PerContestant,
  type ResultRow,
  type Results,
} from './lib/results.js';
import {serve} from './lib/server.js';
import {growthExponent, median} from './lib/stats.js';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_DIR = resolve(BENCH_DIR, '..');

const LABELS: Record<ContestantName, string> = {
  ours: 'a2ui-elements (this repository)',
  theirs: '@a2ui/lit 0.11.0 + @a2ui/web_core 0.11.0',
  floor: 'plain DOM calls, no framework, no validation',
};

/** A page per contestant, each with the harness installed as `window.bench`. */
interface Contestant {
  name: ContestantName;
  page: Page;
  cdp: CDPSession;
  url: string;
  /** Replaces a page that stopped answering with a new one. */
  replace(): Promise<void>;
}

/** A sample that takes longer than this is abandoned and its page replaced. */
const SAMPLE_LIMIT_MS = Number(process.env.BENCH_SAMPLE_LIMIT_MS) || 180_000;

class SampleTimeout extends Error {}

function withinLimit<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SampleTimeout(`no answer within ${SAMPLE_LIMIT_MS / 1000} s`)),
      SAMPLE_LIMIT_MS,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

type BenchMethod =
  | 'initialRender'
  | 'streaming'
  | 'prepareListUpdate'
  | 'listUpdate'
  | 'prepareTyping'
  | 'typing'
  | 'setExamples'
  | 'examplesInTurn'
  | 'heapBaseline'
  | 'heapRender'
  | 'heapDelete'
  | 'heapRelease'
  | 'close';

/** Calls `window.bench[method](...args)` in the contestant's page. */
function call<T = Sample>(c: Contestant, method: BenchMethod, ...args: unknown[]): Promise<T> {
  return c.page.evaluate(
    ([m, a]) => {
      const bench = (window as unknown as {bench: Record<string, (...x: unknown[]) => unknown>})
        .bench;
      return bench[m as string]!(...(a as unknown[]));
    },
    [method, args] as const,
  ) as Promise<T>;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .split('\n')[0]!
    .replace(/^page\.evaluate: (Error: )?/, '')
    .slice(0, 200);
}

/** Per-contestant samples of one case plus the first error each contestant hit. */
interface Collected {
  samples: PerContestant<Sample[]>;
  errors: PerContestant<string>;
}

/**
 * A quick run (the smoke test: tiny sizes, timings that mean nothing) reloads the contestants'
 * pages side by side, and only before the first case of a workload: its later cases, a few
 * components more, reuse those pages. A full run loads one page at a time, before every case, so
 * no page loads while another settles and no case inherits what an earlier one left behind.
 */
let quick = false;

/** Loads the contestant's page afresh: nothing an earlier case left behind (leaks included). */
async function reload(c: Contestant): Promise<void> {
  await c.page.goto(c.url);
  await c.page.waitForFunction(() => 'bench' in window, undefined, {timeout: 15_000});
}

/**
 * Runs `warmup + repetitions` rounds; in each round every contestant takes one sample, the
 * order rotating from round to round. A contestant that fails stops taking part in this case, and
 * so does one whose sample satisfies `enough` (a timed-out sample needs no repetition). Pages are
 * reloaded first unless `fresh` is false (a case measuring what a set-up step prepared).
 */
async function collect(
  contestants: Contestant[],
  warmup: number,
  repetitions: number,
  sample: (c: Contestant, round: number) => Promise<Sample>,
  {
    enough = () => false,
    fresh = true,
    priming = 0,
  }: {enough?: (result: Sample) => boolean; fresh?: boolean; priming?: number} = {},
): Promise<Collected> {
  const collected: Collected = {samples: {}, errors: {}};
  if (fresh) {
    const again = (c: Contestant) =>
      reload(c).catch((error: unknown) => (collected.errors[c.name] = errorText(error)));
    if (quick) await Promise.all(contestants.map(again));
    else for (const c of contestants) await again(c);
  }
  for (const c of contestants) {
    for (let done = 0; done < priming && !collected.errors[c.name]; done += 1_000) {
      await withinLimit(call(c, 'initialRender', 1_000)).catch(
        (error: unknown) => (collected.errors[c.name] = errorText(error)),
      );
    }
  }
  const finished = new Set<ContestantName>();
  for (let round = 0; round < warmup + repetitions; round++) {
    const order = contestants.map((_, i) => contestants[(i + round) % contestants.length]!);
    for (const c of order) {
      if (collected.errors[c.name] || finished.has(c.name)) continue;
      try {
        const result = await withinLimit(sample(c, round));
        if (round >= warmup || enough(result)) (collected.samples[c.name] ??= []).push(result);
        if (enough(result)) finished.add(c.name);
      } catch (error) {
        collected.errors[c.name] = errorText(error);
        if (error instanceof SampleTimeout) await c.replace();
        else await call(c, 'close').catch(() => undefined);
      }
    }
  }
  return collected;
}

/** One metric of every sample, per contestant. */
function metric(collected: Collected, key: string): PerContestant<number[]> {
  const out: PerContestant<number[]> = {};
  for (const [name, samples] of Object.entries(collected.samples)) {
    out[name as ContestantName] = samples.map((s) => Number(s[key]));
  }
  return out;
}

function notesOf(collected: Collected, extra: PerContestant<string> = {}): PerContestant<string> {
  const notes: PerContestant<string> = {...extra};
  for (const [name, error] of Object.entries(collected.errors)) {
    notes[name as ContestantName] = `failed: ${error}`;
  }
  for (const [name, samples] of Object.entries(collected.samples)) {
    const refused = median(samples.map((s) => Number(s.refused ?? 0)));
    if (refused > 0) {
      const note = `refused ${refused} message(s)`;
      const key = name as ContestantName;
      notes[key] = notes[key] ? `${notes[key]}; ${note}` : note;
    }
  }
  return notes;
}

const thousands = (n: number): string => n.toLocaleString('en-US');

/** Sets a row's target in words, judged by `met` on its medians (unknown without ours). */
function withTarget(
  row: ResultRow,
  text: string,
  met: (values: PerContestant<number>) => boolean,
): ResultRow {
  row.target = {text, met: row.values.ours === undefined ? undefined : met(row.values)};
  return row;
}

async function bundleRows(
  built: BuiltContestant[],
  withMarkdown: number | undefined,
): Promise<ResultRow[]> {
  const kb = (pick: 'min' | 'gzip'): PerContestant<number[]> => {
    const out: PerContestant<number[]> = {};
    for (const b of built) if (b.size) out[b.name] = [b.size[pick] / 1024];
    return out;
  };
  const rows = [
    makeRow('1. Bundle size', 'minified', 'KB', kb('min')),
    makeRow('1. Bundle size', 'gzip', 'KB', kb('gzip'), {target: 0.5}),
  ];
  if (withMarkdown !== undefined) {
    const gzip = kb('gzip');
    rows.push(
      makeRow('1. Bundle size', 'gzip, lit incl. @a2ui/markdown-it', 'KB', {
        ...gzip,
        theirs: [withMarkdown / 1024],
      }),
    );
  }
  return rows;
}

async function initialRenderRows(
  contestants: Contestant[],
  config: BenchConfig,
): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  const largest = Math.max(...config.initialRender);
  for (const [index, n] of config.initialRender.entries()) {
    const repetitions = n === largest ? config.largeRenderRepetitions : config.repetitions;
    const collected = await collect(
      contestants,
      config.warmup,
      repetitions,
      (c) => call(c, 'initialRender', n),
      {priming: config.primingComponents, fresh: !quick || index === 0},
    );
    const target = n >= 1_000 ? {target: 0.4} : {};
    rows.push(
      makeRow('2. Initial render', `N = ${thousands(n)}`, 'ms', metric(collected, 'ms'), {
        ...target,
        notes: notesOf(collected),
      }),
      makeRow(
        '2. Initial render',
        `N = ${thousands(n)}, style + layout after`,
        'ms',
        metric(collected, 'layoutMs'),
      ),
    );
  }
  return rows;
}

async function streamingRows(contestants: Contestant[], config: BenchConfig): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  const points: PerContestant<Array<{n: number; ms: number}>> = {};
  const middle = config.streaming[Math.floor(config.streaming.length / 2)];
  for (const [index, n] of config.streaming.entries()) {
    // Every case of a full run starts on a freshly loaded page primed by untimed renders, then
    // warm-up rounds at the case's N: without them the first samples of a case ran up to 5× slower
    // than the last. A renderer whose sample takes over 10 s stops after that one sample (kept
    // even in a warm-up round), so the warm-up costs the official renderer nothing.
    const collected = await collect(
      contestants,
      config.warmup,
      config.streamingRepetitions,
      (c) => call(c, 'streaming', n, config.streamingCapMs),
      // One sample is enough once a run is stopped or takes longer than the noise matters.
      {
        enough: (result) => result.timedOut === true || result.ms > 10_000,
        priming: config.primingComponents,
        fresh: !quick || index === 0,
      },
    );
    const extra: PerContestant<string> = {};
    const ms = metric(collected, 'ms');
    for (const [name, samples] of Object.entries(collected.samples)) {
      const key = name as ContestantName;
      const cut = samples.find((s) => s.timedOut === true);
      if (cut) {
        extra[key] =
          `stopped feeding after ${config.streamingCapMs / 1000} s with ${cut.completed} of ${n} components in`;
        delete ms[key];
      } else {
        (points[key] ??= []).push({n, ms: median(ms[key]!)});
      }
    }
    const row = makeRow('3. Streaming', `N = ${thousands(n)}, one message each`, 'ms', ms, {
      ...(n === middle && n >= 400 ? {target: 0.02} : {}),
      notes: notesOf(collected, extra),
    });
    // The official renderer stopped: its time is over the cap, so ours / theirs is below a bound.
    const ours = row.values.ours;
    if (extra.theirs && ours !== undefined) {
      const bound = ours / config.streamingCapMs;
      row.ratios.oursVsTheirsBelow = bound;
      row.notes = {...row.notes, theirs: `${extra.theirs} (so ours/lit < ${bound.toPrecision(2)})`};
    }
    if (row.target) {
      const vsTheirs = row.ratios.oursVsTheirs ?? row.ratios.oursVsTheirsBelow;
      const vsFloor = row.ratios.oursVsFloor;
      row.target = {
        text: 'ours/lit ≤ 0.02, ours/floor ≤ 3',
        met:
          vsTheirs === undefined || vsFloor === undefined
            ? undefined
            : vsTheirs <= 0.02 && vsFloor <= 3,
      };
    }
    rows.push(row);
  }
  const exponents: PerContestant<number[]> = {};
  for (const [name, list] of Object.entries(points)) {
    const k = growthExponent(list);
    if (k !== undefined) exponents[name as ContestantName] = [k];
  }
  rows.push(
    makeRow('3. Streaming', 'growth exponent k (time ∝ N^k)', 'exponent', exponents, {
      compare: false,
    }),
  );
  return rows;
}

async function listUpdateRows(
  contestants: Contestant[],
  config: BenchConfig,
): Promise<ResultRow[]> {
  const rows = config.listRows;
  const ready = await collect(contestants, 0, 1, (c) => call(c, 'prepareListUpdate', rows));
  const ok = contestants.filter((c) => !ready.errors[c.name]);
  const collected = await collect(
    ok,
    config.warmup,
    config.repetitions,
    (c, round) => call(c, 'listUpdate', rows, round),
    {fresh: false},
  );
  for (const [name, error] of Object.entries(ready.errors))
    collected.errors[name as ContestantName] = error;
  await Promise.all(contestants.map((c) => call(c, 'close').catch(() => undefined)));
  const label = `${thousands(rows)} rows, one row's text`;
  return [
    makeRow('4. Data update', label, 'ms', metric(collected, 'ms'), {
      target: 0.15,
      notes: notesOf(collected),
    }),
    withTarget(
      makeRow(
        '4. Data update',
        `${label}: Lit elements updated`,
        'count',
        metric(collected, 'litUpdates'),
        {
          compare: false,
        },
      ),
      'ours = 1, the Text that reads it',
      (values) => values.ours === 1,
    ),
    makeRow(
      '4. Data update',
      `${label}: DOM nodes mutated`,
      'count',
      metric(collected, 'mutatedNodes'),
      {
        compare: false,
      },
    ),
    makeRow('4. Data update', `${label}: first render (set-up)`, 'ms', metric(ready, 'ms')),
  ];
}

async function typingRows(contestants: Contestant[], config: BenchConfig): Promise<ResultRow[]> {
  const ready = await collect(contestants, 0, 1, (c) =>
    call(c, 'prepareTyping', config.typingOthers),
  );
  const ok = contestants.filter((c) => !ready.errors[c.name]);
  const collected = await collect(
    ok,
    Math.min(config.warmup, 1),
    config.repetitions,
    (c) => call(c, 'typing'),
    {fresh: false},
  );
  for (const [name, error] of Object.entries(ready.errors))
    collected.errors[name as ContestantName] = error;
  await Promise.all(contestants.map((c) => call(c, 'close').catch(() => undefined)));
  const label = `50 characters, ${config.typingOthers} other bound Texts`;
  return [
    makeRow('5. Typing', label, 'ms', metric(collected, 'ms'), {notes: notesOf(collected)}),
    makeRow('5. Typing', `${label}: per character`, 'ms', metric(collected, 'perKeyMs')),
    makeRow(
      '5. Typing',
      `${label}: Lit elements updated`,
      'count',
      metric(collected, 'litUpdates'),
      {
        compare: false,
      },
    ),
  ];
}

async function loadExamples(): Promise<Example[] | undefined> {
  const specDir = resolve(REPO_DIR, process.env.A2UI_SPEC_DIR ?? '../shared/a2ui-spec');
  const dir = join(specDir, 'v0_9/catalogs/basic/examples');
  try {
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
    return await Promise.all(
      files.map(async (name) => ({
        name: name.replace(/\.json$/, ''),
        messages: (JSON.parse(await readFile(join(dir, name), 'utf8')) as {messages: unknown[]})
          .messages,
      })),
    );
  } catch {
    return undefined;
  }
}

async function examplesRows(contestants: Contestant[], config: BenchConfig): Promise<ResultRow[]> {
  const examples = await loadExamples();
  if (!examples) {
    return [makeRow('6. Official examples', 'not found (set A2UI_SPEC_DIR)', 'ms', {})];
  }
  const load = async (c: Contestant) => {
    await reload(c);
    await call(c, 'setExamples', examples);
  };
  if (quick) await Promise.all(contestants.map(load));
  else for (const c of contestants) await load(c);
  const collected = await collect(
    contestants,
    Math.min(config.warmup, 1),
    config.examplesRepetitions,
    (c) => call(c, 'examplesInTurn'),
    {fresh: false},
  );
  const extra: PerContestant<string> = {};
  for (const [name, samples] of Object.entries(collected.samples)) {
    const {failed, slowest} = samples[0] ?? {};
    const parts = [`slowest (first sample): ${Array.isArray(slowest) ? slowest.join(', ') : '?'}`];
    if (Array.isArray(failed) && failed.length > 0)
      parts.push(`empty or refused: ${failed.join(', ')}`);
    extra[name as ContestantName] = parts.join('; ');
  }
  const label = `${examples.length} examples in turn`;
  return [
    makeRow('6. Official examples', label, 'ms', metric(collected, 'ms'), {
      notes: notesOf(collected, extra),
    }),
    makeRow(
      '6. Official examples',
      `${label}: rendered without refusal`,
      'count',
      metric(collected, 'rendered'),
      {
        compare: false,
      },
    ),
  ];
}

interface HeapUsage {
  usedSize: number;
  embedderHeapUsedSize?: number;
}

async function heapAfterGc(c: Contestant): Promise<HeapUsage> {
  for (let i = 0; i < 3; i++) await c.cdp.send('HeapProfiler.collectGarbage');
  return (await c.cdp.send('Runtime.getHeapUsage')) as HeapUsage;
}

async function heapRows(contestants: Contestant[], config: BenchConfig): Promise<ResultRow[]> {
  const n = config.heapComponents;
  // Every repetition on a freshly loaded page, warmed by one full render and delete first so
  // one-time allocations (templates, style sheets, compiled code, bounded caches filled by the
  // first big surface) do not count as retained. Each sample reloads its own page, so the case
  // does not reload every page first as well.
  const collected = await collect(
    contestants,
    0,
    config.heapRepetitions,
    async (c) => {
      await reload(c);
      await call(c, 'heapBaseline');
      await call(c, 'heapRender', n);
      await call(c, 'heapDelete');
      await call(c, 'heapRelease');
      await call(c, 'heapBaseline');
      const base = await heapAfterGc(c);
      await call(c, 'heapRender', n);
      const rendered = await heapAfterGc(c);
      await call(c, 'heapDelete');
      const deleted = await heapAfterGc(c);
      await call(c, 'heapRelease');
      const dom = (u: HeapUsage): number => u.embedderHeapUsedSize ?? 0;
      return {
        ms: 0,
        renderedMb: (rendered.usedSize - base.usedSize) / 2 ** 20,
        retainedKb: (deleted.usedSize - base.usedSize) / 1024,
        domRenderedMb: (dom(rendered) - dom(base)) / 2 ** 20,
        domRetainedKb: (dom(deleted) - dom(base)) / 1024,
      };
    },
    {fresh: false},
  );
  const label = `${thousands(n)} Texts`;
  const notes = notesOf(collected);
  return [
    makeRow('7. Heap', `${label}: JS heap rendered`, 'MB', metric(collected, 'renderedMb'), {
      target: 0.7,
      notes,
    }),
    withTarget(
      makeRow(
        '7. Heap',
        `${label}: JS heap retained after deleteSurface`,
        'KB',
        metric(collected, 'retainedKb'),
        {
          compare: false,
        },
      ),
      'ours ≈ 0 (< 1% of the rendered heap)',
      (values) => values.ours! < 0.01 * 1024 * median(metric(collected, 'renderedMb').ours ?? []),
    ),
    makeRow(
      '7. Heap',
      `${label}: DOM (embedder) heap rendered`,
      'MB',
      metric(collected, 'domRenderedMb'),
    ),
    makeRow(
      '7. Heap',
      `${label}: DOM heap retained after deleteSurface`,
      'KB',
      metric(collected, 'domRetainedKb'),
      {
        compare: false,
      },
    ),
  ];
}

async function openPage(browser: Browser, origin: string, url: string): Promise<Page> {
  const page = await browser.newPage();
  // Only the loopback server is reachable: example images and the like fail at once.
  await page.route('**/*', (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort(),
  );
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto(url);
  await page
    .waitForFunction(() => 'bench' in window, undefined, {timeout: 15_000})
    .catch(() => {
      throw new Error(failures[0] ?? 'the harness did not start');
    });
  return page;
}

async function openContestant(
  browser: Browser,
  origin: string,
  name: ContestantName,
): Promise<Contestant> {
  const url = `${origin}/${name}.html`;
  const page = await openPage(browser, origin, url);
  const contestant: Contestant = {
    name,
    page,
    cdp: await page.context().newCDPSession(page),
    url,
    async replace() {
      await contestant.page.close({runBeforeUnload: false}).catch(() => undefined);
      contestant.page = await openPage(browser, origin, url);
      contestant.cdp = await contestant.page.context().newCDPSession(contestant.page);
    },
  };
  return contestant;
}

function parseArgs(argv: string[]): {config: BenchConfig; out: string; only?: Set<number>} {
  const quick = argv.includes('--quick') || process.env.BENCH_QUICK === '1';
  const out = argv.find((a) => a.startsWith('--out='))?.slice(6) ?? join(BENCH_DIR, 'results.json');
  const only = argv.find((a) => a.startsWith('--only='))?.slice(7);
  const base = quick ? QUICK : FULL;
  const cap = Number(process.env.BENCH_STREAMING_CAP_MS);
  return {
    config: cap > 0 ? {...base, streamingCapMs: cap} : base,
    out: resolve(out),
    ...(only ? {only: new Set(only.split(',').map(Number))} : {}),
  };
}

const METHOD = [
  'Each contestant is bundled the same way (esbuild, minified ES module, es2022, every dependency inside) and loaded in its own page of one headless Chromium; the contestants take turns, the order rotating each round, after warm-up rounds; the median of the measured rounds is reported.',
  'All contestants receive the same A2UI v0.9 messages (the official renderer accepts v0.9 as is). A sample is timed from the first message to the DOM complete: the next task after the last message, with no Lit update pending and the expected text present (checks are not timed).',
  'Streaming feeds one message per task. Data update and typing count Lit element updates (a hostUpdate controller on every element) and mutated DOM nodes (MutationObserver, shadow roots included).',
  'Each workload case starts on freshly loaded pages, so what one case leaves behind (leaks included) does not slow the next.',
  'Before the first sample of an initial render or streaming case, each contestant renders 10,000 Texts untimed (ten renders of 1,000), so the JIT compilers have reached the steady state whatever the N of the case (at N = 1,000 two warm-up rounds did not get there).',
  'Heap: Runtime.getHeapUsage after three forced garbage collections; deltas from an empty surface; after deleteSurface the processor stays alive, as in an app.',
  '@a2ui/lit runs without a markdown renderer (its optional peer @a2ui/markdown-it); its size with it is reported separately.',
];

async function main(): Promise<void> {
  const started = Date.now();
  const {config, out, only} = parseArgs(process.argv.slice(2));
  quick = config.mode === 'quick';
  // A quick run (the smoke test) never rebuilds the files a full run is serving.
  const buildDir = join(BENCH_DIR, '.build', config.mode);
  const wanted = (n: number): boolean => !only || only.has(n);

  const built = await Promise.all(
    CONTESTANTS.map((name) => buildContestant(name, BENCH_DIR, buildDir)),
  );
  const withMarkdown = await buildSizeEntry('theirs-markdown', BENCH_DIR, buildDir);
  const server = await serve(buildDir);
  const browser = await launch();
  const results: Results = {
    date: new Date().toISOString(),
    mode: config.mode,
    machine: {
      cpu: cpus()[0]?.model.trim() ?? 'unknown',
      cores: cpus().length,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      os: `${platform()} ${release()}`,
      loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
    },
    browser: `Chromium ${browser.version()}`,
    node: process.version,
    contestants: {} as Results['contestants'],
    method: METHOD,
    rows: [],
    durationSeconds: 0,
  };
  const contestants: Contestant[] = [];
  try {
    // The pages load side by side (nothing is measured yet); the contestants keep their order.
    const opened = await Promise.all(
      built.map(async (b) => {
        results.contestants[b.name] = {label: LABELS[b.name], available: false};
        if (!b.page.ok) {
          results.contestants[b.name].error = `build failed: ${b.page.error}`;
          return undefined;
        }
        try {
          const contestant = await openContestant(browser, server.origin, b.name);
          results.contestants[b.name].available = true;
          return contestant;
        } catch (error) {
          results.contestants[b.name].error = errorText(error);
          return undefined;
        }
      }),
    );
    for (const c of opened) if (c) contestants.push(c);
    const steps: Array<[number, string, () => Promise<ResultRow[]>]> = [
      [1, 'bundle size', () => bundleRows(built, withMarkdown?.gzip)],
      [2, 'initial render', () => initialRenderRows(contestants, config)],
      [3, 'streaming', () => streamingRows(contestants, config)],
      [4, 'data update', () => listUpdateRows(contestants, config)],
      [5, 'typing', () => typingRows(contestants, config)],
      [6, 'official examples', () => examplesRows(contestants, config)],
      [7, 'heap', () => heapRows(contestants, config)],
    ];
    for (const [n, name, step] of steps) {
      if (!wanted(n)) continue;
      const t = Date.now();
      results.rows.push(...(await step()));
      console.error(`bench: ${n}. ${name} done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  results.durationSeconds = Math.round((Date.now() - started) / 1000);
  results.machine.loadAverageAfter = loadavg().map((l) => Math.round(l * 10) / 10);
  await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(out.replace(/\.json$/, '') + '.md', formatMarkdown(results));
  process.stdout.write(formatTable(results));
  console.error(`bench: wrote ${out} in ${results.durationSeconds} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
