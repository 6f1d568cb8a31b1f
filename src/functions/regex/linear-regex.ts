import {runLazyDfa, supportsLazyDfa, type LazyDfa} from './lazy-dfa.js';
import {
  ASSERT,
  CHAR,
  instruction,
  JUMP,
  LOOK,
  MATCH,
  SPLIT,
  type Instruction,
  type Program,
} from './program.js';
import {parseRegex, Unsupported, wordChar, type RegexNode} from './regex-syntax.js';

/** Most instructions a compiled pattern may have (counted repeats are expanded). */
export const MAX_PROGRAM_SIZE = 4000;

/** A pattern compiled for {@link runLinear}. */
export interface LinearRegex {
  readonly program: Program;
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
  try {
    const compiler = new Compiler();
    const program = compiler.program(parseRegex(pattern));
    return {
      program,
      hasLookahead: compiler.lookaheads > 0,
      dfa: supportsLazyDfa(program) ? {states: new Map(), transitions: 0} : undefined,
    };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

class Compiler {
  lookaheads = 0;
  size = 0;

  program(node: RegexNode): Program {
    const instructions: Instruction[] = [];
    this.emit(node, instructions);
    instructions.push(instruction(MATCH, -1));
    return {instructions};
  }

  /** Appends `node`'s code; every instruction's `next` points just past it when it ends. */
  emit(node: RegexNode, code: Instruction[]): void {
    if (++this.size > MAX_PROGRAM_SIZE) throw new Unsupported('pattern too large');
    switch (node.type) {
      case 'char':
        code.push(instruction(CHAR, code.length + 1, {test: node.test}));
        return;
      case 'assert':
        code.push(instruction(ASSERT, code.length + 1, {kind: node.kind}));
        return;
      case 'look':
        this.lookaheads++;
        code.push(
          instruction(LOOK, code.length + 1, {
            negate: node.negate,
            program: this.program(node.node),
          }),
        );
        return;
      case 'seq':
        for (const item of node.items) this.emit(item, code);
        return;
      case 'alt': {
        const jumps: Instruction[] = [];
        node.options.forEach((option, index) => {
          const last = index === node.options.length - 1;
          const split = last ? undefined : instruction(SPLIT, code.length + 1);
          if (split) code.push(split);
          this.emit(option, code);
          if (split) {
            const jump = instruction(JUMP, -1);
            code.push(jump);
            jumps.push(jump);
            split.alt = code.length;
          }
        });
        for (const jump of jumps) jump.next = code.length;
        return;
      }
      case 'repeat': {
        for (let i = 0; i < node.min; i++) this.emit(node.node, code);
        if (node.max === Infinity) {
          const at = code.length;
          const split = instruction(SPLIT, at + 1);
          code.push(split);
          this.emit(node.node, code);
          code.push(instruction(JUMP, at));
          split.alt = code.length;
        } else {
          const splits: Instruction[] = [];
          for (let i = node.min; i < node.max; i++) {
            const split = instruction(SPLIT, code.length + 1);
            code.push(split);
            splits.push(split);
            this.emit(node.node, code);
          }
          for (const split of splits) split.alt = code.length;
        }
        return;
      }
    }
  }
}

/** A set of instruction indexes with O(1) insert, membership and clear. */
class ThreadList {
  readonly dense: Int32Array;
  readonly marks: Uint32Array;
  size = 0;
  generation = 1;
  constructor(capacity: number) {
    this.dense = new Int32Array(capacity);
    this.marks = new Uint32Array(capacity);
  }
  clear(): void {
    this.size = 0;
    this.generation++;
  }
}

/**
 * Whether the compiled pattern matches anywhere in `input` (like `RegExp.prototype.test`),
 * simulating all NFA threads in lock-step (Pike VM): O(input × program) time whatever the
 * pattern, so no input can trigger catastrophic backtracking. Each lookahead is a sub-run,
 * memoised per position. Patterns without lookaheads or `\b` reuse the thread sets they met
 * before as DFA states ({@link runLazyDfa}), so repeated work costs a map lookup per char.
 */
export function runLinear(regex: LinearRegex, input: string): boolean {
  if (regex.dfa) return runLazyDfa(regex.program, regex.dfa, input);
  return run(regex.program, input, 0, false, new Map());
}

function run(
  program: Program,
  input: string,
  from: number,
  anchored: boolean,
  memo: Map<Program, Map<number, boolean>>,
): boolean {
  const code = program.instructions;
  let current = new ThreadList(code.length);
  let next = new ThreadList(code.length);
  // Each instruction is pushed at most twice per closure, so this never overflows.
  const stack = new Int32Array(code.length * 2 + 2);

  /** Follows jumps, splits and assertions from `pc` at `pos`; true once MATCH is reached. */
  const addThread = (list: ThreadList, pc: number, pos: number): boolean => {
    let top = 0;
    stack[top++] = pc;
    while (top > 0) {
      const at = stack[--top]!;
      if (list.marks[at] === list.generation) continue;
      list.marks[at] = list.generation;
      list.dense[list.size++] = at;
      const instruction = code[at]!;
      switch (instruction.op) {
        case MATCH:
          return true;
        case JUMP:
          stack[top++] = instruction.next;
          break;
        case SPLIT:
          stack[top++] = instruction.alt;
          stack[top++] = instruction.next;
          break;
        case ASSERT:
          if (holds(instruction.kind!, input, pos)) stack[top++] = instruction.next;
          break;
        case LOOK:
          if (lookahead(instruction.program!, pos) !== instruction.negate) {
            stack[top++] = instruction.next;
          }
          break;
      }
    }
    return false;
  };

  const lookahead = (sub: Program, pos: number): boolean => {
    let results = memo.get(sub);
    if (!results) memo.set(sub, (results = new Map()));
    let result = results.get(pos);
    if (result === undefined) {
      result = run(sub, input, pos, true, memo);
      results.set(pos, result);
    }
    return result;
  };

  // A pattern that starts with `^` can only begin at 0: no new attempt at later positions.
  const first = code[0]!;
  const once = anchored || (first.op === ASSERT && first.kind === '^');
  for (let pos = from; ; pos++) {
    if ((!once || pos === from) && addThread(current, 0, pos)) return true;
    if (pos >= input.length || (once && current.size === 0)) return false;
    const unit = input.charCodeAt(pos);
    next.clear();
    for (let i = 0; i < current.size; i++) {
      const instruction = code[current.dense[i]!]!;
      if (instruction.op === CHAR && instruction.test!(unit)) {
        if (addThread(next, instruction.next, pos + 1)) return true;
      }
    }
    [current, next] = [next, current];
    if (once && current.size === 0) return false;
  }
}

function holds(kind: '^' | '$' | 'b' | 'B', input: string, pos: number): boolean {
  if (kind === '^') return pos === 0;
  if (kind === '$') return pos === input.length;
  const before = pos > 0 && wordChar(input.charCodeAt(pos - 1));
  const after = pos < input.length && wordChar(input.charCodeAt(pos));
  return (before !== after) === (kind === 'b');
}
