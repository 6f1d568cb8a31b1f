/** The shape of bench/results.json, and how rows are made from samples. */
import type {ContestantName} from '../page/contestant.js';
import {median, ratio} from './stats.js';

/** The contestants, in table order. */
export const CONTESTANTS: readonly ContestantName[] = ['ours', 'theirs', 'floor'];

/** Per-contestant values. */
export type PerContestant<T> = Partial<Record<ContestantName, T>>;

/** One line of the results table. */
export interface ResultRow {
  /** Workload number and name, e.g. `2. Initial render`. */
  workload: string;
  /** The case within it, e.g. `N = 1,000`. */
  case: string;
  unit: 'ms' | 'KB' | 'MB' | 'count' | 'exponent';
  /** The median per contestant (absent where the contestant could not run it). */
  values: PerContestant<number>;
  /**
   * ours / theirs and ours / floor, where both values exist and the row compares;
   * `oursVsTheirsBelow` is an upper bound when theirs was stopped before finishing.
   */
  ratios: {oursVsTheirs?: number; oursVsFloor?: number; oursVsTheirsBelow?: number};
  /**
   * The target for this row, in words, and whether the medians meet it (undefined when
   * a value is missing); `oursVsTheirsAtMost` when the target is a plain ours / theirs ratio.
   */
  target?: {text: string; met?: boolean; oursVsTheirsAtMost?: number};
  /** Why a value is missing or qualified (timed out, refused messages, errors). */
  notes?: PerContestant<string>;
  /** Every measured sample, for anyone who wants more than the median. */
  samples?: PerContestant<number[]>;
}

/** bench/results.json. */
export interface Results {
  date: string;
  mode: 'full' | 'quick';
  machine: {
    cpu: string;
    cores: number;
    memoryGb: number;
    os: string;
    /** 1, 5 and 15 minute load averages when the run started and ended (other work skews). */
    loadAverage: number[];
    loadAverageAfter?: number[];
  };
  browser: string;
  node: string;
  contestants: Record<ContestantName, {label: string; available: boolean; error?: string}>;
  /** How the numbers were taken, in a few sentences. */
  method: string[];
  rows: ResultRow[];
  /** Total wall time of the run, seconds. */
  durationSeconds: number;
}

/** A row from per-contestant samples: medians, ratios, target check. */
export function makeRow(
  workload: string,
  caseName: string,
  unit: ResultRow['unit'],
  samples: PerContestant<number[]>,
  options: {compare?: boolean; target?: number; notes?: PerContestant<string>} = {},
): ResultRow {
  const values: PerContestant<number> = {};
  for (const name of CONTESTANTS) {
    const list = samples[name];
    if (list && list.length > 0) values[name] = median(list);
  }
  const row: ResultRow = {workload, case: caseName, unit, values, ratios: {}, samples};
  if (options.compare !== false) {
    row.ratios = {
      oursVsTheirs: ratio(values.ours, values.theirs),
      oursVsFloor: ratio(values.ours, values.floor),
    };
  }
  if (options.target !== undefined) {
    const r = row.ratios.oursVsTheirs;
    row.target = {
      text: `ours/lit ≤ ${options.target}`,
      oursVsTheirsAtMost: options.target,
      met: r === undefined ? undefined : r <= options.target,
    };
  }
  if (options.notes && Object.keys(options.notes).length > 0) row.notes = options.notes;
  return row;
}
