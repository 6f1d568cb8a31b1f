/** The functions layer: registry, basic-catalog functions, formatString expression language. */
export {basicFunctions} from './basic-functions.js';
export {browserOpenUrl} from './browser-open-url.js';
export {toBoolean, toDisplayString, toNumber} from './coerce.js';
export {defineFunction} from './define-function.js';
export {formatDate} from './date/format-date.js';
export {formatDatePattern} from './date/format-date-pattern.js';
export type {
  CallNode,
  ExpressionNode,
  LiteralNode,
  PathNode,
  Template,
} from './format-string/ast.js';
export {FormatStringError} from './format-string/errors.js';
export {evaluateExpression, formatTemplate, renderTemplate} from './format-string/evaluate.js';
export {MAX_DEPTH, parseFormatString} from './format-string/parser.js';
export {parseFormatStringCached} from './format-string/cache.js';
export {FunctionRegistry} from './registry.js';
export {safeRegexTest} from './regex/safe-regex.js';
export {safeHttpUrl} from './safe-url.js';
export type {FunctionContext, FunctionDefinition, ReturnType} from './types.js';
