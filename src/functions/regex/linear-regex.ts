import {
  ASSERT,
  CHAR,
  compileRegex,
  JUMP,
  LOOK,
  MATCH,
  SPLIT,
  Unsupported,
  type AssertionKind,
  type Instruction,
} from './regex-syntax.js';

export {MAX_PROGRAM_SIZE} from './regex-syntax.js';

/** Transitions the DFA cache keeps per pattern; past this it still runs, without caching more. */
const MAX_TRANSITIONS = 10_000;

/** The transitions of a lazily built DFA, kept across calls: the set of threads (the CHAR and
 * MATCH instructions they stand on) a set of threads goes to on a code unit, by `pcs unit`. */
export type LazyDfa = Map<string, number[]>;

/** A pattern compiled for {@link runLinear}. */
export interface LinearRegex {
  readonly program: Instruction[];
  /** Whether the pattern has lookarounds (each costs one more pass, and no DFA is cached). */
  readonly hasLookaround: boolean;
  /** Cached DFA states, for patterns without lookarounds or word boundaries. */
  readonly dfa: LazyDfa | undefined;
  /** '' or 'u' (the input is read by code points rather than code units). */
  readonly flags: string;
}

/**
 * Compiles a pattern read with `flags` ('' or 'u') to a Thompson NFA program, or returns
 * undefined when it uses syntax the linear matcher lacks (back-references, modifiers) or expands
 * past {@link MAX_PROGRAM_SIZE}.
 */
export function compileLinear(pattern: string, flags = ''): LinearRegex | undefined {
  try {
    const program = compileRegex(pattern, flags);
    const hasLookaround = program.some((i) => i[0] === LOOK);
    // Only ASSERT instructions have a string operand.
    const wordBoundary = program.some((i) => i[1] === 'b' || i[1] === 'B');
    return {
      program,
      hasLookaround,
      dfa: hasLookaround || wordBoundary ? undefined : new Map(),
      flags,
    };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/**
 * Whether the compiled pattern matches anywhere in `input` (like `RegExp.prototype.test`),
 * simulating all NFA threads in lock-step (Pike VM): O(input × program) time whatever the
 * pattern, so no input can trigger catastrophic backtracking. Each lookaround costs one more
 * such pass over the whole input, which finds at once every position where it holds.
 * Patterns without lookarounds or `\b` remember the steps they took between thread sets (a
 * lazily built DFA), so a step met before costs a map lookup.
 */
export function runLinear(regex: LinearRegex, input: string): boolean {
  // With the `u` flag the matcher steps through code points: an emoji is one character.
  return run(regex.program, regex.flags ? [...input] : input, 1, new Map(), regex.dfa);
}

/**
 * Runs `code` over `input` from one end, forwards (`step` 1) or backwards (-1), starting anew at
 * each position (forwards, unless it begins with `^`). Without `ends`, whether it matches
 * anywhere. With `ends` (for a lookaround), it reads the whole input and sets `ends[pos]` where
 * a match ends: a lookbehind's code, read forwards, holds where a match ends; a lookahead's
 * code is compiled reversed and read backwards, so it holds where a match of the lookahead
 * would start.
 */
function run(
  code: Instruction[],
  input: string | readonly string[],
  step: 1 | -1,
  memo: Map<Instruction[], boolean[]>,
  dfa?: LazyDfa,
  ends?: boolean[],
): boolean {
  const length = input.length;
  // A pattern that starts with `^` can only begin at 0: no new attempt at later positions.
  const once = step > 0 && code[0]![1] === '^';

  /** The CHAR and MATCH instructions `seeds` reach at `pos` through jumps, splits,
   * assertions and lookarounds. */
  const closure = (seeds: number[], pos: number): number[] => {
    const pcs: number[] = [];
    const seen = new Set<number>();
    while (seeds.length > 0) {
      const pc = seeds.pop()!;
      if (seen.has(pc)) continue;
      seen.add(pc);
      // The operands, read as the opcode says.
      const [op, operand, negate, behind] = code[pc] as readonly [
        number,
        unknown,
        boolean?,
        boolean?,
      ];
      if (op === CHAR || op === MATCH) pcs.push(pc);
      else if (op === SPLIT || op === JUMP) seeds.push(pc + (operand as number));
      if (
        op === SPLIT ||
        (op === ASSERT && holds(operand as AssertionKind, input, pos)) ||
        (op === LOOK && lookaround(operand as Instruction[], pos, behind!) !== negate)
      ) {
        seeds.push(pc + 1);
      }
    }
    return pcs;
  };

  const lookaround = (sub: Instruction[], pos: number, behind: boolean): boolean => {
    let subEnds = memo.get(sub);
    if (!subEnds) {
      memo.set(sub, (subEnds = []));
      run(sub, input, behind ? 1 : -1, memo, undefined, subEnds);
    }
    return subEnds[pos] === true;
  };

  const end = step > 0 ? length : 0;
  let pos = length - end; // the other end
  let threads = closure([0], pos);
  for (; ; pos += step) {
    const matched = threads.some((pc) => code[pc]![0] === MATCH);
    if (ends) ends[pos] = matched;
    else if (matched) return true;
    if (pos === end || (once && threads.length === 0)) return false;
    const unit = input[step > 0 ? pos : pos - 1]!;
    // Away from both ends a step depends on the thread set alone, so the DFA may cache it.
    const key = dfa && pos + 1 < length && `${threads} ${unit}`;
    let next = key && dfa.get(key);
    if (!next) {
      const seeds = once ? [] : [0];
      // Threads stand on CHAR instructions (which test) and MATCH ones (which do not).
      for (const pc of threads) {
        if ((code[pc]![1] as ((unit: string) => boolean) | undefined)?.(unit)) seeds.push(pc + 1);
      }
      next = closure(seeds, pos + step);
      if (key && dfa.size < MAX_TRANSITIONS) dfa.set(key, next);
    }
    threads = next;
  }
}

const word = /\w/;

function holds(kind: AssertionKind, input: string | readonly string[], pos: number): boolean {
  if (kind === '^') return pos === 0;
  if (kind === '$') return pos === input.length;
  // Outside the input there is no word character.
  const wordAt = (at: number) => word.test(input[at] ?? '');
  return (wordAt(pos - 1) !== wordAt(pos)) === (kind === 'b');
}
