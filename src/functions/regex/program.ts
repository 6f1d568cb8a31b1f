import type {CharTest} from './regex-syntax.js';

/** Opcode: consume one code unit accepted by `test`, go to `next`. */
export const CHAR = 0;
/** Opcode: continue at both `next` and `alt`. */
export const SPLIT = 1;
/** Opcode: continue at `next`. */
export const JUMP = 2;
/** Opcode: continue at `next` only where assertion `kind` holds. */
export const ASSERT = 3;
/** Opcode: continue at `next` only where `program` matches (or not, if `negate`). */
export const LOOK = 4;
/** Opcode: the pattern matched. */
export const MATCH = 5;

/** One NFA instruction. A single shape for every opcode keeps the VM loop monomorphic. */
export interface Instruction {
  op: number;
  next: number;
  /** SPLIT: the second branch. */
  alt: number;
  /** CHAR: the code units it accepts. */
  test: CharTest | undefined;
  /** ASSERT: which assertion. */
  kind: '^' | '$' | 'b' | 'B' | undefined;
  /** LOOK: the lookahead's own program and whether it is negative. */
  program: Program | undefined;
  negate: boolean;
}

/** A compiled pattern: instruction 0 is the entry point. */
export interface Program {
  readonly instructions: Instruction[];
}

/** Creates an instruction; unset fields take neutral values. */
export function instruction(
  op: number,
  next: number,
  fields: Partial<Instruction> = {},
): Instruction {
  return {
    op,
    next,
    alt: -1,
    test: undefined,
    kind: undefined,
    program: undefined,
    negate: false,
    ...fields,
  };
}
