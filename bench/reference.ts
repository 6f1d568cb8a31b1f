/**
 * `npm run bench:reference`: how much of the distance to the floor is the web-component model
 * itself. Runs initial render and streaming (the same harness and messages as `npm run bench`)
 * for the floor, a bare-Lit reference (one `LitElement` with a shadow root and this project's
 * styles per component, nothing else: `contestants/bare-lit.ts`) and this project, taking turns,
 * and writes the medians and ratios to bench/reference.md.
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
const NAMES: Array<ContestantName | ReferenceName> = ['floor', 'bare-lit', 'ours'];
const QUICK = process.argv.includes('--quick');
const WARMUP = QUICK ? 0 : 2;
const ROUNDS = QUICK ? 1 : 9;
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

async function sample(page: Page, {method, args}: Case): Promise<number> {
  return page.evaluate(
    ([m, a]) =>
      (window as unknown as {bench: Record<string, (...x: number[]) => Promise<{ms: number}>>})
        .bench[m]!(...a).then((s) => s.ms),
    [method, args] as const,
  );
}

async function main(): Promise<void> {
  const buildDir = join(BENCH_DIR, '.build', QUICK ? 'reference-quick' : 'reference');
  for (const name of NAMES) {
    const built = await buildContestant(name, BENCH_DIR, buildDir);
    if (!built.page.ok) throw new Error(`${name}: ${built.page.error}`);
  }
  const server = await serve(buildDir);
  const browser = await launch();
  const rows: string[] = [];
  try {
    const pages: Page[] = [];
    for (const name of NAMES) {
      const page = await browser.newPage();
      await page.goto(`${server.origin}/${name}.html`);
      await page.waitForFunction(() => 'bench' in window);
      pages.push(page);
    }
    for (const c of CASES) {
      const samples: number[][] = NAMES.map(() => []);
      for (let round = 0; round < WARMUP + ROUNDS; round++) {
        for (let i = 0; i < NAMES.length; i++) {
          const k = (i + round) % NAMES.length;
          const ms = await sample(pages[k]!, c);
          if (round >= WARMUP) samples[k]!.push(ms);
        }
      }
      const [floor, bare, ours] = samples.map((s) => median(s));
      rows.push(
        `| ${c.label} | ${floor!.toFixed(1)} | ${bare!.toFixed(1)} | ${ours!.toFixed(1)} | ` +
          `${(bare! / floor!).toFixed(2)} | ${(ours! / floor!).toFixed(2)} | ${(ours! / bare!).toFixed(2)} |`,
      );
      console.error(`bench:reference: ${c.label} done`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus()[0]?.model.trim()}, ${cpus().length} cores, Chromium ${browser.version()}; medians of ${ROUNDS} rounds (ms).`,
    '',
    '| Case | floor | bare Lit | ours | bare Lit / floor | ours / floor | ours / bare Lit |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
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
