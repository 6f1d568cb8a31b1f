// The imports (none has side effects) are in the order whose drop-in bundle gzips best.
import {toDisplayString} from '../coerce.js';
import {reportProblem} from '../report-problem.js';
import {FormatStringError} from './errors.js';
import {MAX_DEPTH} from './parser.js';
import {parseFormatStringCached} from './cache.js';
import type {FunctionContext} from '../types.js';
import type {ExpressionNode, Template} from './ast.js';

// Templates can reach themselves through data (`/t` = '${formatString(value: ${/t})}'), so
// evaluation counts its own nesting; it is synchronous, so a module counter is exact.
let activeTemplates = 0;

/**
 * The value of one expression: literals as written, paths through `context.read`, calls
 * through `context.call` with their arguments evaluated first (not stringified). A read or
 * call that throws yields undefined and is reported. Reactive when run inside a computed signal.
 */
export function evaluateExpression(node: ExpressionNode, context: FunctionContext): unknown {
  if (node.kind === 'literal') return node.value;
  const args: Record<string, unknown> = {};
  if (node.kind === 'call') {
    for (const arg of node.args) args[arg.name] = evaluateExpression(arg.value, context);
  }
  try {
    return node.kind === 'path' ? context.read(node.path) : context.call(node.name, args);
  } catch (error) {
    const what = node.kind === 'path' ? `cannot read '${node.path}'` : `${node.name}() failed`;
    const message = error instanceof Error ? error.message : String(error);
    reportProblem(context, 'formatString', `${what}: ${message}`);
    return undefined;
  }
}

/** A parsed template rendered to text, each expression coerced with the display rules
 * (null/undefined → '', objects → JSON). */
export function renderTemplate(template: Template, context: FunctionContext): string {
  let out = '';
  for (const part of template.parts) {
    out += typeof part === 'string' ? part : toDisplayString(evaluateExpression(part, context));
  }
  return out;
}

/**
 * Interpolates a `formatString` template. A malformed template, or templates nesting through
 * calls deeper than {@link MAX_DEPTH}, yield '' and the error (with position) goes to
 * `context.reportError`; this function never throws.
 */
export function formatTemplate(source: string, context: FunctionContext): string {
  const parsed = parseFormatStringCached(source);
  const problem =
    parsed instanceof FormatStringError
      ? `${parsed.message} in ${JSON.stringify(source.length > 80 ? source.slice(0, 77) + '...' : source)}`
      : activeTemplates >= MAX_DEPTH && `templates nest deeper than ${MAX_DEPTH} levels`;
  if (problem) return reportProblem(context, 'formatString', problem);
  activeTemplates++;
  try {
    return renderTemplate(parsed as Template, context);
  } finally {
    activeTemplates--;
  }
}
