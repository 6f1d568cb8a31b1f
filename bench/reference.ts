/**
 * `npm run bench:reference`: how much of the distance to the floor is the web-component model
 * itself. Runs initial render and streaming (the same harness and messages as `npm run bench`)
 * for the floor, a bare-Lit reference (one `LitElement` with a shadow root and this project's
 * styles per component, nothing else: `contestants/bare-lit.ts`) and this project, taking turns,
 * and writes the medians and ratios to bench/reference.md.
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
const WARMUP = 2;
const ROUNDS = 9;

interface Case {
  label: string;
  method: 'initialRender' | 'streaming';
  args: number[];
}

const CASES: Case[] = [
  {label: 'Initial render, N = 1,000', method: 'initialRender', args: [1_000]},
  {label: 'Initial render, N = 10,000', method: 'initialRender', args: [10_000]},
  {label: 'Streaming, N = 100', method: 'streaming', args: [100, 60_000]},
  {label: 'Streaming, N = 400', method: 'streaming', args: [400, 60_000]},
  {label: 'Streaming, N = 1,000', method: 'streaming', args: [1_000, 60_000]},
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
  const buildDir = join(BENCH_DIR, '.build', 'reference');
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
  await writeFile(join(BENCH_DIR, 'reference.md'), table);
  process.stdout.write(table);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
