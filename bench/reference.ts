/**
 * `npm run bench:reference`: how much of the distance to the floor is the web-component model
 * itself. Runs initial render and streaming (the same harness and messages as `npm run bench`)
 * for the floor, a bare-Lit reference (one `LitElement` with a shadow root and this project's
 * styles per component, nothing else: `contestants/bare-lit.ts`), this project and (initial
 * render only) `@a2ui/lit`, taking turns, and writes the medians and ratios to
 * bench/reference.md.
 *
 * Options: `--quick` tiny sizes and one round (what the smoke test runs); `--out=<file>`.
 */
import {writeFile} from 'node:fs/promises';
import {cpus} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Page} from 'playwright';
import type {ContestantName, ReferenceName} from './page/contestant.js';
import {launch} from './lib/browser.js';
import {buildContestant} from './lib/build.js';
import {serve} from './lib/server.js';
import {median} from './lib/stats.js';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const NAMES: Array<ContestantName | ReferenceName> = ['floor', 'bare-lit', 'ours', 'theirs'];
const QUICK = process.argv.includes('--quick');
const WARMUP = QUICK ? 0 : 2;
const ROUNDS = QUICK ? 1 : 9;
/** Texts each page renders untimed before the first case (as `primingComponents` in the run). */
const PRIMING = QUICK ? 0 : 10_000;
const OUT =
  process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? join(BENCH_DIR, 'reference.md');

interface Case {
  label: string;
  method: 'initialRender' | 'streaming';
  args: number[];
}

const SIZES = QUICK
  ? {render: [10, 20], streaming: [5, 10]}
  : {render: [1_000, 10_000], streaming: [100, 400, 1_000]};

const CASES: Case[] = [
  ...SIZES.render.map((n): Case => ({
    label: `Initial render, N = ${n.toLocaleString('en')}`,
    method: 'initialRender',
    args: [n],
  })),
  ...SIZES.streaming.map((n): Case => ({
    label: `Streaming, N = ${n.toLocaleString('en')}`,
    method: 'streaming',
    args: [n, 60_000],
  })),
];

async function sample(page: Page, method: Case['method'], args: number[]): Promise<number> {
  return page.evaluate(
    ([m, a]) =>
      (window as unknown as {bench: Record<string, (...x: number[]) => Promise<{ms: number}>>})
        .bench[m]!(...a).then((s) => s.ms),
    [method, args] as const,
  );
}

const cell = (value: number | undefined, digits = 1): string =>
  value === undefined ? '—' : value.toFixed(digits);
const ratio = (a: number | undefined, b: number | undefined): string =>
  a === undefined || b === undefined ? '—' : (a / b).toFixed(2);

async function main(): Promise<void> {
  const buildDir = join(BENCH_DIR, '.build', QUICK ? 'reference-quick' : 'reference');
  const built = await Promise.all(NAMES.map((name) => buildContestant(name, BENCH_DIR, buildDir)));
  for (const {name, page} of built) if (!page.ok) throw new Error(`${name}: ${page.error}`);
  const server = await serve(buildDir);
  const browser = await launch();
  const rows: string[] = [];
  try {
    // The pages load side by side (nothing is measured yet), then each is primed in turn.
    const pages: Page[] = await Promise.all(
      NAMES.map(async (name) => {
        const page = await browser.newPage();
        await page.goto(`${server.origin}/${name}.html`);
        await page.waitForFunction(() => 'bench' in window);
        return page;
      }),
    );
    for (const page of pages) {
      for (let done = 0; done < PRIMING; done += 1_000) {
        await sample(page, 'initialRender', [1_000]);
      }
    }
    for (const c of CASES) {
      // The official renderer streams in quadratic time (minutes at these sizes): it takes part
      // in initial render only.
      const taking = NAMES.map((name) => c.method === 'initialRender' || name !== 'theirs');
      const samples: number[][] = NAMES.map(() => []);
      for (let round = 0; round < WARMUP + ROUNDS; round++) {
        for (let i = 0; i < NAMES.length; i++) {
          const k = (i + round) % NAMES.length;
          if (!taking[k]) continue;
          const ms = await sample(pages[k]!, c.method, c.args);
          if (round >= WARMUP) samples[k]!.push(ms);
        }
      }
      const [floor, bare, ours, theirs] = samples.map((s) => (s.length ? median(s) : undefined));
      rows.push(
        `| ${c.label} | ${cell(floor)} | ${cell(bare)} | ${cell(ours)} | ${cell(theirs)} | ` +
          `${ratio(bare, floor)} | ${ratio(ours, floor)} | ${ratio(ours, bare)} | ` +
          `${ratio(bare, theirs)} | ${ratio(ours, theirs)} |`,
      );
      console.error(`bench:reference: ${c.label} done`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus()[0]?.model.trim()}, ${cpus().length} cores, Chromium ${browser.version()}; medians of ${ROUNDS} rounds (ms), each page primed with ${PRIMING.toLocaleString('en')} Texts.`,
    '',
    '| Case | floor | bare Lit | ours | @a2ui/lit | bare Lit / floor | ours / floor | ours / bare Lit | bare Lit / lit | ours / lit |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
  await writeFile(OUT, table);
  process.stdout.write(table);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
