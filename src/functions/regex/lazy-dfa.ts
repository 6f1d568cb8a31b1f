import {ASSERT, CHAR, JUMP, LOOK, MATCH, SPLIT, type Program} from './program.js';

/** A set of NFA threads standing before a character, and where each character leads. */
interface DfaState {
  /** The CHAR instructions of the set. */
  readonly pcs: readonly number[];
  /** Whether the set's closure reached MATCH. */
  readonly match: boolean;
  readonly next: Map<number, DfaState>;
}

/** The DFA states discovered so far for one pattern (kept across calls). */
export interface LazyDfa {
  readonly states: Map<string, DfaState>;
  transitions: number;
}

/** Transitions cached per pattern; past this the DFA still runs, without caching more. */
const MAX_TRANSITIONS = 10_000;

/**
 * Whether thread sets of `program` are independent of the position they are met at, except
 * for `^` at the start and `$` at the end: true without lookaheads and word boundaries.
 */
export function supportsLazyDfa(program: Program): boolean {
  return program.instructions.every(
    (i) => i.op !== LOOK && !(i.op === ASSERT && (i.kind === 'b' || i.kind === 'B')),
  );
}

/**
 * Runs the NFA as a lazily built DFA: each distinct thread set becomes a state whose
 * transition per character is computed once (an NFA step plus closure) and cached. Same
 * answers as the lock-step simulation, still O(input × program) in the worst case.
 */
export function runLazyDfa(program: Program, dfa: LazyDfa, input: string): boolean {
  const code = program.instructions;
  const startsAnchored = code[0]!.op === ASSERT && code[0]!.kind === '^';
  const marks = new Uint8Array(code.length);
  const length = input.length;

  const closure = (seeds: number[], atStart: boolean, atEnd: boolean) => {
    marks.fill(0);
    const pcs: number[] = [];
    let match = false;
    const stack = seeds.slice().reverse();
    while (stack.length > 0) {
      const pc = stack.pop()!;
      if (marks[pc]) continue;
      marks[pc] = 1;
      const instruction = code[pc]!;
      switch (instruction.op) {
        case CHAR:
          pcs.push(pc);
          break;
        case MATCH:
          match = true;
          break;
        case JUMP:
          stack.push(instruction.next);
          break;
        case SPLIT:
          stack.push(instruction.alt, instruction.next);
          break;
        case ASSERT:
          if (instruction.kind === '^' ? atStart : atEnd) stack.push(instruction.next);
          break;
      }
    }
    return {pcs, match};
  };

  const intern = (found: {pcs: number[]; match: boolean}): DfaState => {
    const key = found.pcs.join(',') + (found.match ? '!' : '');
    let state = dfa.states.get(key);
    if (!state) {
      state = {pcs: found.pcs, match: found.match, next: new Map()};
      dfa.states.set(key, state);
    }
    return state;
  };

  /** Threads after reading `unit`, plus a fresh attempt unless the pattern starts with `^`. */
  const seedsAfter = (state: DfaState, unit: number): number[] => {
    const seeds: number[] = [];
    for (const pc of state.pcs) {
      const instruction = code[pc]!;
      if (instruction.test!(unit)) seeds.push(instruction.next);
    }
    if (!startsAnchored) seeds.push(0);
    return seeds;
  };

  const start = closure([0], true, length === 0);
  if (start.match) return true;
  if (length === 0) return false;
  let state = intern(start);
  for (let pos = 0; pos < length; pos++) {
    const unit = input.charCodeAt(pos);
    if (pos + 1 === length) return closure(seedsAfter(state, unit), false, true).match;
    let next = state.next.get(unit);
    if (!next) {
      const found = closure(seedsAfter(state, unit), false, false);
      if (dfa.transitions < MAX_TRANSITIONS) {
        next = intern(found);
        state.next.set(unit, next);
        dfa.transitions++;
      } else {
        next = {...found, next: new Map()}; // Full: keep running, stop remembering.
      }
    }
    if (next.match) return true;
    if (startsAnchored && next.pcs.length === 0) return false;
    state = next;
  }
  return false;
}
