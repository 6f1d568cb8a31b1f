/** Syntax tree of a `formatString` template. Every node knows where it starts and ends. */

/** A quoted string, a number, `true`, `false` or `null`. */
export interface LiteralNode {
  readonly kind: 'literal';
  readonly value: string | number | boolean | null;
  readonly start: number;
  readonly end: number;
}

/** A data-model path: absolute (`/a/b`) or relative to the caller's scope (`a/b`). */
export interface PathNode {
  readonly kind: 'path';
  /** The JSON Pointer exactly as written (escapes `~0` `~1` kept). */
  readonly path: string;
  readonly start: number;
  readonly end: number;
}

/** A call of a catalog function with named arguments. */
export interface CallNode {
  readonly kind: 'call';
  readonly name: string;
  readonly args: readonly {readonly name: string; readonly value: ExpressionNode}[];
  readonly start: number;
  readonly end: number;
}

/** What one `${...}` (or one argument) holds. */
export type ExpressionNode = LiteralNode | PathNode | CallNode;

/** A parsed template: literal text pieces (escapes already applied) and expressions. */
export interface Template {
  /** In source order: literal text, and the expression of each `${...}`. */
  readonly parts: readonly (string | ExpressionNode)[];
}
