/** Workload sizes and repetition counts: the full run and the quick (smoke) run. */

/** Sizes and repetitions for one run. */
export interface BenchConfig {
  readonly mode: 'full' | 'quick';
  /** Samples discarded before measuring, per workload case and contestant. */
  readonly warmup: number;
  /** Measured samples per workload case and contestant (the median is reported). */
  readonly repetitions: number;
  readonly initialRender: readonly number[];
  /** Fewer repetitions for the biggest initial render. */
  readonly largeRenderRepetitions: number;
  readonly streaming: readonly number[];
  readonly streamingRepetitions: number;
  /** A streaming sample stops feeding after this long (the result is then marked timed out). */
  readonly streamingCapMs: number;
  readonly listRows: number;
  readonly typingOthers: number;
  readonly examplesRepetitions: number;
  readonly heapComponents: number;
  readonly heapRepetitions: number;
  /**
   * Texts each contestant renders, untimed, on its freshly loaded page before every initial
   * render and streaming case (in renders of 1,000): the JIT compilers then reach the code's
   * steady state before the first timed sample, whatever N the case is.
   */
  readonly primingComponents: number;
}

/** The documented run: `npm run bench`. */
export const FULL: BenchConfig = {
  mode: 'full',
  warmup: 2,
  repetitions: 9,
  initialRender: [100, 1_000, 10_000],
  largeRenderRepetitions: 5,
  streaming: [100, 400, 1_000],
  streamingRepetitions: 9,
  streamingCapMs: 60_000,
  listRows: 1_000,
  typingOthers: 200,
  examplesRepetitions: 5,
  heapComponents: 10_000,
  heapRepetitions: 3,
  primingComponents: 10_000,
};

/** Tiny sizes, one repetition: proves the harness works, measures nothing worth reading. */
export const QUICK: BenchConfig = {
  mode: 'quick',
  warmup: 0,
  repetitions: 1,
  initialRender: [10, 20],
  largeRenderRepetitions: 1,
  streaming: [5, 10],
  streamingRepetitions: 1,
  streamingCapMs: 5_000,
  listRows: 10,
  typingOthers: 5,
  examplesRepetitions: 1,
  heapComponents: 20,
  heapRepetitions: 1,
  primingComponents: 0,
};
