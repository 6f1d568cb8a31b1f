import {parseRegex, Unsupported, wordChar, type CharTest, type RegexNode} from './regex-syntax.js';

/** Most instructions a compiled pattern may have (counted repeats are expanded). */
export const MAX_PROGRAM_SIZE = 4000;

/** Transitions the DFA cache keeps per pattern; past this it still runs, without caching more. */
const MAX_TRANSITIONS = 10_000;

// Opcodes.
const CHAR = 0; // consume one code unit accepted by `test`, go to `next`
const SPLIT = 1; // continue at both `next` and `alt`
const JUMP = 2; // continue at `next`
const ASSERT = 3; // continue at `next` only where assertion `kind` holds
const LOOK = 4; // continue at `next` only where `program` matches (or not, if `negate`)
const MATCH = 5; // the pattern matched

/** One NFA instruction. */
interface Instruction {
  op: number;
  next: number;
  /** SPLIT: the second branch. */
  alt: number;
  /** CHAR: the code units it accepts. */
  test?: CharTest;
  /** ASSERT: which assertion. */
  kind?: '^' | '$' | 'b' | 'B';
  /** LOOK: the lookahead's own program (instruction 0 is its entry) and whether it is negative. */
  program?: Instruction[];
  negate?: boolean;
}

/** A set of NFA threads standing before a character: the CHAR instructions it holds, whether
 * it reached MATCH, and (when cached as a DFA state) where each character leads. */
interface Threads {
  readonly pcs: number[];
  readonly match: boolean;
  readonly next?: Map<number, Threads>;
}

/** The thread sets discovered so far for one pattern (kept across calls), by their pcs. */
export interface LazyDfa {
  readonly states: Map<string, Threads>;
  transitions: number;
}

/** A pattern compiled for {@link runLinear}. */
export interface LinearRegex {
  readonly program: Instruction[];
  /** Whether the pattern has lookaheads (each costs a sub-run per position). */
  readonly hasLookahead: boolean;
  /** Cached DFA states, for patterns without lookaheads or word boundaries. */
  readonly dfa: LazyDfa | undefined;
}

/**
 * Compiles a pattern to a Thompson NFA program, or returns undefined when it uses syntax the
 * linear matcher lacks (back-references, lookbehind) or expands past {@link MAX_PROGRAM_SIZE}.
 */
export function compileLinear(pattern: string): LinearRegex | undefined {
  let size = 0;
  let lookaheads = 0;
  let wordBoundaries = 0;
  /** Appends `node`'s code; every instruction's `next` points just past it when it ends. */
  const emit = (node: RegexNode, code: Instruction[]): void => {
    if (++size > MAX_PROGRAM_SIZE) throw new Unsupported('pattern too large');
    const push = (op: number, fields?: Partial<Instruction>) => {
      const added: Instruction = {op, next: code.length + 1, alt: -1, ...fields};
      code.push(added);
      return added;
    };
    switch (node.type) {
      case 'char':
        push(CHAR, {test: node.test});
        return;
      case 'assert':
        if (node.kind === 'b' || node.kind === 'B') wordBoundaries++;
        push(ASSERT, {kind: node.kind});
        return;
      case 'look':
        lookaheads++;
        push(LOOK, {negate: node.negate, program: program(node.node)});
        return;
      case 'seq':
        for (const item of node.items) emit(item, code);
        return;
      case 'alt': {
        const jumps: Instruction[] = [];
        node.options.forEach((option, i) => {
          const split = i < node.options.length - 1 ? push(SPLIT) : undefined;
          emit(option, code);
          if (split) {
            jumps.push(push(JUMP));
            split.alt = code.length;
          }
        });
        for (const jump of jumps) jump.next = code.length;
        return;
      }
      case 'repeat': {
        for (let i = 0; i < node.min; i++) emit(node.node, code);
        if (node.max === Infinity) {
          const at = code.length;
          const split = push(SPLIT);
          emit(node.node, code);
          push(JUMP, {next: at});
          split.alt = code.length;
        } else {
          const splits: Instruction[] = [];
          for (let i = node.min; i < node.max; i++) {
            splits.push(push(SPLIT));
            emit(node.node, code);
          }
          for (const split of splits) split.alt = code.length;
        }
      }
    }
  };
  const program = (node: RegexNode): Instruction[] => {
    const code: Instruction[] = [];
    emit(node, code);
    code.push({op: MATCH, next: -1, alt: -1});
    return code;
  };
  try {
    const compiled = program(parseRegex(pattern));
    return {
      program: compiled,
      hasLookahead: lookaheads > 0,
      dfa: lookaheads + wordBoundaries ? undefined : {states: new Map(), transitions: 0},
    };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/**
 * Whether the compiled pattern matches anywhere in `input` (like `RegExp.prototype.test`),
 * simulating all NFA threads in lock-step (Pike VM): O(input × program) time whatever the
 * pattern, so no input can trigger catastrophic backtracking. Each lookahead is a sub-run,
 * memoised per position. Patterns without lookaheads or `\b` keep the thread sets they met as
 * states of a lazily built DFA, so a transition met before costs one map lookup.
 */
export function runLinear(regex: LinearRegex, input: string): boolean {
  return run(regex.program, input, 0, false, new Map(), regex.dfa);
}

function run(
  code: Instruction[],
  input: string,
  from: number,
  anchored: boolean,
  memo: Map<Instruction[], Map<number, boolean>>,
  dfa?: LazyDfa,
): boolean {
  const length = input.length;
  // A pattern that starts with `^` can only begin at 0: no new attempt at later positions.
  const once = anchored || code[0]!.kind === '^';
  const marks = new Uint32Array(code.length);
  let generation = 0;

  /** The threads `seeds` reach at `pos` through jumps, splits and assertions. */
  const closure = (seeds: number[], pos: number): Threads => {
    generation++;
    const pcs: number[] = [];
    let match = false;
    while (seeds.length > 0) {
      const pc = seeds.pop()!;
      if (marks[pc] === generation) continue;
      marks[pc] = generation;
      const {op, next, alt, kind, program, negate} = code[pc]!;
      if (op === CHAR) pcs.push(pc);
      else if (op === MATCH) match = true;
      else if (op === SPLIT) seeds.push(alt, next);
      else if (
        op === JUMP ||
        (op === ASSERT ? holds(kind!, input, pos) : lookahead(program!, pos) !== negate)
      ) {
        seeds.push(next);
      }
    }
    return {pcs, match};
  };

  const lookahead = (sub: Instruction[], pos: number): boolean => {
    let results = memo.get(sub);
    if (!results) memo.set(sub, (results = new Map()));
    let result = results.get(pos);
    if (result === undefined) results.set(pos, (result = run(sub, input, pos, true, memo)));
    return result;
  };

  /** The DFA state standing for `threads`, while the cache has room. */
  const intern = (threads: Threads): Threads => {
    if (!dfa || dfa.transitions >= MAX_TRANSITIONS) return threads;
    const key = threads.pcs.join() + (threads.match ? '!' : '');
    let state = dfa.states.get(key);
    if (!state) dfa.states.set(key, (state = {...threads, next: new Map()}));
    return state;
  };

  let threads = intern(closure([0], from));
  for (let pos = from; !threads.match; pos++) {
    if (pos >= length || (once && threads.pcs.length === 0)) return false;
    const unit = input.charCodeAt(pos);
    // Away from both ends a step depends on the thread set alone, so the DFA may cache it.
    const cache = pos + 1 < length ? threads.next : undefined;
    let next = cache?.get(unit);
    if (!next) {
      const seeds = once ? [] : [0];
      for (const pc of threads.pcs) if (code[pc]!.test!(unit)) seeds.push(code[pc]!.next);
      next = closure(seeds, pos + 1);
      if (cache && dfa!.transitions < MAX_TRANSITIONS) {
        cache.set(unit, (next = intern(next)));
        dfa!.transitions++;
      }
    }
    threads = next;
  }
  return true;
}

function holds(kind: '^' | '$' | 'b' | 'B', input: string, pos: number): boolean {
  if (kind === '^') return pos === 0;
  if (kind === '$') return pos === input.length;
  // Outside the input charCodeAt gives NaN, which is no word character.
  const before = wordChar(input.charCodeAt(pos - 1));
  return (before !== wordChar(input.charCodeAt(pos))) === (kind === 'b');
}
