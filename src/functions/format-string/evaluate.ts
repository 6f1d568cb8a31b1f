import {toDisplayString} from '../coerce.js';
import type {FunctionContext} from '../types.js';
import type {ExpressionNode, Template} from './ast.js';
import {parseFormatStringCached} from './cache.js';
import {FormatStringError} from './errors.js';
import {MAX_DEPTH} from './parser.js';

// Templates can reach themselves through data (`/t` = '${formatString(value: ${/t})}'), so
// evaluation counts its own nesting; it is synchronous, so a module counter is exact.
let activeTemplates = 0;

/**
 * The value of one expression: literals as written, paths through `context.read`, calls
 * through `context.call` with their arguments evaluated first (not stringified). A read or
 * call that throws yields undefined and is reported. Reactive when run inside a computed signal.
 */
export function evaluateExpression(node: ExpressionNode, context: FunctionContext): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'path':
      try {
        return context.read(node.path);
      } catch (error) {
        context.reportError?.(`formatString: cannot read '${node.path}': ${messageOf(error)}`);
        return undefined;
      }
    case 'call': {
      const args: Record<string, unknown> = {};
      for (const arg of node.args) args[arg.name] = evaluateExpression(arg.value, context);
      try {
        return context.call(node.name, args);
      } catch (error) {
        context.reportError?.(`formatString: ${node.name}() failed: ${messageOf(error)}`);
        return undefined;
      }
    }
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
  if (parsed instanceof FormatStringError) {
    context.reportError?.(`formatString: ${parsed.message} in ${excerpt(source)}`);
    return '';
  }
  if (activeTemplates >= MAX_DEPTH) {
    context.reportError?.(`formatString: templates nest deeper than ${MAX_DEPTH} levels`);
    return '';
  }
  activeTemplates++;
  try {
    return renderTemplate(parsed, context);
  } finally {
    activeTemplates--;
  }
}

/** The template quoted for an error report, cut to a readable length. */
function excerpt(source: string): string {
  return JSON.stringify(source.length > 80 ? source.slice(0, 77) + '...' : source);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
