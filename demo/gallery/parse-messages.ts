import {
  findNodeAtLocation,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';

/** A problem in the editor text, located at a line (1-based) for display beside it. */
export interface SourceProblem {
  line: number;
  column: number;
  /** JSON Pointer inside the message (validation) or '' (syntax). */
  path: string;
  message: string;
  /** Index of the message the problem belongs to, -1 for syntax errors outside one. */
  messageIndex: number;
  kind: 'syntax' | 'validation';
}

/** The messages of an editor text and everything wrong with them. */
export interface ParsedMessages {
  format: 'json' | 'jsonl';
  messages: unknown[];
  problems: SourceProblem[];
  /** The lines (1-based) each message spans in the text, for the editor to point at one. */
  spans: LineSpan[];
}

/** Lines `first` to `last` (1-based, both included) of the editor text. */
export interface LineSpan {
  first: number;
  last: number;
}

/** jsonc-parser's error codes, as a person would say them (others: their words, split). */
const syntaxWords: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  PropertyNameExpected: 'property name in double quotes expected',
  ColonExpected: '":" expected',
  CloseBraceExpected: '"}" expected',
  CloseBracketExpected: '"]" expected',
  EndOfFileExpected: 'text after the end of the JSON',
  UnexpectedEndOfString: 'string not closed',
  InvalidCommentToken: 'comments are not allowed in JSON',
};

/** "JSON syntax: comma expected" rather than jsonc-parser's "CommaExpected". */
function syntaxMessage(error: ParseError | undefined): string {
  if (!error) return 'JSON syntax: empty';
  const code = printParseErrorCode(error.error);
  const words = syntaxWords[code] ?? code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `JSON syntax: ${words}`;
}

/** Validates one message; same shape as `validateMessage`'s result. */
export type MessageValidator = (
  message: unknown,
  index: number,
) => {ok: true} | {ok: false; errors: readonly ValidationProblem[]};

/** One problem a validator found; `messageIndex` places it in an earlier message than its own. */
export interface ValidationProblem {
  path: string;
  message: string;
  messageIndex?: number;
}

interface Located {
  value: unknown;
  node: Node | undefined;
  /** Offset of the text the node offsets are relative to. */
  base: number;
}

/**
 * Reads messages from a gallery editor: a JSON array of messages, a `{messages: [...]}` document,
 * a single message, or JSON Lines (one message per line). Each message is validated and every
 * problem is mapped to the line of the offending value.
 */
export function parseMessages(text: string, validate?: MessageValidator): ParsedMessages {
  const lines = lineStarts(text);
  const problems: SourceProblem[] = [];
  const format = looksLikeJsonl(text) ? 'jsonl' : 'json';
  const located =
    format === 'jsonl' ? parseLines(text, problems, lines) : parseDocument(text, problems, lines);
  const messages = located.map((entry) => entry.value);
  const spans = located.map(({node, base}) => {
    const start = base + (node?.offset ?? 0);
    const end = start + Math.max(0, (node?.length ?? 0) - 1);
    return {first: position(lines, start).line, last: position(lines, end).line};
  });
  if (validate) {
    located.forEach((entry, index) => {
      const result = validate(entry.value, index);
      if (result.ok) return;
      for (const error of result.errors) {
        const at = located[error.messageIndex ?? index] ?? entry;
        const offset = at.base + offsetOf(at.node, error.path);
        const {line, column} = position(lines, offset);
        problems.push({
          line,
          column,
          path: error.path,
          message: error.message,
          messageIndex: error.messageIndex ?? index,
          kind: 'validation',
        });
      }
    });
  }
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return {format, messages, problems, spans};
}

/** Formats messages back into editor text in the given format. */
export function formatMessages(messages: readonly unknown[], format: 'json' | 'jsonl'): string {
  if (format === 'jsonl') return messages.map((m) => JSON.stringify(m)).join('\n') + '\n';
  return JSON.stringify(messages, null, 2) + '\n';
}

function isObjectLine(line: string): boolean {
  const errors: ParseError[] = [];
  const tree = parseTree(line, errors, {allowTrailingComma: false});
  return errors.length === 0 && tree?.type === 'object';
}

/**
 * JSON Lines: two or more lines, each a whole object. A text that is no JSON document but
 * starts with a whole-object line is JSON Lines with broken lines, so each broken line is
 * reported where it is (not as "end of file expected" after the first line).
 */
function looksLikeJsonl(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length < 2) return false;
  if (lines.every(isObjectLine)) return true;
  if (!isObjectLine(lines[0]!)) return false;
  const errors: ParseError[] = [];
  parseTree(text, errors, {allowTrailingComma: false, disallowComments: true});
  return errors.length > 0;
}

/**
 * Offset of the comma right before the `]` or `}` the error is at (spaces and line breaks
 * between), or -1: a trailing comma, which jsonc-parser reports as "value expected" at the
 * bracket, maybe lines below the comma.
 */
function trailingCommaAt(text: string, error: ParseError): number {
  if (text[error.offset] !== ']' && text[error.offset] !== '}') return -1;
  let at = error.offset - 1;
  while (at >= 0 && /\s/.test(text[at]!)) at--;
  return text[at] === ',' ? at : -1;
}

/** Where a syntax error is, and its words. */
function syntaxProblem(text: string, error: ParseError): {offset: number; message: string} {
  const comma = trailingCommaAt(text, error);
  return comma >= 0
    ? {offset: comma, message: 'JSON syntax: trailing comma'}
    : {offset: error.offset, message: syntaxMessage(error)};
}

function parseDocument(text: string, problems: SourceProblem[], lines: number[]): Located[] {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, {allowTrailingComma: false, disallowComments: true});
  let lastLine = 0;
  for (const error of errors) {
    const {offset, message} = syntaxProblem(text, error);
    const {line, column} = position(lines, offset);
    // The parser's next errors on the same line follow from the first: one per line is enough.
    if (line === lastLine) continue;
    lastLine = line;
    problems.push({line, column, path: '', message, messageIndex: -1, kind: 'syntax'});
  }
  if (errors.length || !tree) return [];
  let list: Node | undefined = tree;
  if (tree.type === 'object') {
    const wrapped = findNodeAtLocation(tree, ['messages']);
    if (wrapped?.type === 'array') list = wrapped;
    else return [{value: nodeValue(tree), node: tree, base: 0}];
  }
  if (list.type !== 'array') {
    problems.push({
      line: 1,
      column: 1,
      path: '',
      message: 'Expected a message, an array of messages or JSON Lines',
      messageIndex: -1,
      kind: 'syntax',
    });
    return [];
  }
  return (list.children ?? []).map((node) => ({value: nodeValue(node), node, base: 0}));
}

function parseLines(text: string, problems: SourceProblem[], lines: number[]): Located[] {
  const located: Located[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const errors: ParseError[] = [];
    const node = parseTree(line, errors);
    if (errors.length || !node) {
      const {offset, message} = errors[0]
        ? syntaxProblem(line, errors[0])
        : {offset: 0, message: syntaxMessage(undefined)};
      const column = offset + 1;
      problems.push({line: index + 1, column, path: '', message, messageIndex: -1, kind: 'syntax'});
      return;
    }
    located.push({value: nodeValue(node), node, base: lines[index] ?? 0});
  });
  return located;
}

/** The plain JSON value of a parse-tree node (keeps `__proto__` keys as data, never as setters). */
function nodeValue(node: Node): unknown {
  switch (node.type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (!key || !value) continue;
        Object.defineProperty(object, String(key.value), {
          value: nodeValue(value),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return object;
    }
    case 'array':
      return (node.children ?? []).map(nodeValue);
    default:
      return node.value;
  }
}

/** Offset of the deepest node on `pointer` that exists (the message itself at worst). */
function offsetOf(node: Node | undefined, pointer: string): number {
  if (!node) return 0;
  const segments = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  for (let length = segments.length; length >= 0; length--) {
    const found = findNodeAtLocation(node, segments.slice(0, length));
    if (found) {
      // Point at the property name when there is one, so the line shows "key": value.
      const property = found.parent?.type === 'property' ? found.parent : found;
      return property.offset;
    }
  }
  return node.offset;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

function position(starts: number[], offset: number): {line: number; column: number} {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return {line: low + 1, column: offset - starts[low]! + 1};
}
