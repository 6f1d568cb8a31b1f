/**
 * A small Markdown subset for Text, parsed into a tree (never HTML): paragraphs, headings
 * (`#`…`######`), bullet and numbered lists (nested by indenting), block quotes (`>`), fenced
 * code, and inline emphasis, strong, code and links. Raw HTML stays literal text, and an image
 * its alt text. Built small on purpose: a full Markdown library would cost more than the whole
 * bundle budget.
 *
 * Plain labels keep their characters: a one-line text is never a list or a quote
 * (`"* tax included"`, `"- 5 €"`, `"> 100 km"`), and a lone `-` or `+` is just that character.
 */

import {safeHttpUrl} from '../../src/functions/safe-url.js';

/** Inline content. */
export type MdInline =
  | {type: 'text'; text: string}
  | {type: 'code'; text: string}
  | {type: 'em' | 'strong'; children: MdInline[]}
  | {type: 'link'; href: string; children: MdInline[]}
  | {type: 'break'};

/** Block content. */
export type MdBlock =
  | {type: 'paragraph'; children: MdInline[]}
  | {type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: MdInline[]}
  | {type: 'list'; ordered: boolean; start: number; items: MdListItem[]}
  | {type: 'quote'; children: MdBlock[]}
  | {type: 'codeBlock'; text: string};

/** A list item: its text, and what is indented under it (a nested list, more paragraphs). */
export interface MdListItem {
  children: MdInline[];
  blocks: MdBlock[];
}

const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const BULLET = /^[ \t]{0,3}[-*+][ \t]+(\S.*)$/;
const ORDERED = /^[ \t]{0,3}(\d{1,9})[.)][ \t]+(\S.*)$/;
const FENCE = /^[ \t]{0,3}(```|~~~)/;
const QUOTE = /^[ \t]{0,3}>[ \t]?/;
/** Quotes and lists nested deeper than this are text: each level parses its lines once more. */
const MAX_DEPTH = 5;

/** `line` with its tabs as four spaces each. */
function untab(line: string): string {
  return line.replace(/\t/g, '    ');
}

/** How many columns `line` is indented. */
function indentOf(line: string): number {
  const indent = /^[ \t]*/.exec(line)![0];
  return untab(indent).length;
}

/** Characters that can begin Markdown syntax: a text with none of them is one plain paragraph. */
const SYNTAX = /[\n\r#*_`[\\~]/;

/**
 * The text of `source` when it is one plain paragraph (no character that could begin Markdown
 * syntax), trimmed; undefined otherwise (and for blank text). The usual label or sentence thus
 * skips the parser and its garbage.
 */
export function plainParagraph(source: string): string | undefined {
  if (SYNTAX.test(source)) return undefined;
  return source.trim() || undefined;
}

/**
 * Parses `source` into blocks. Never throws; anything unrecognised is text. (Text takes the
 * usual plain label through `plainParagraph` first, without calling this.)
 */
export function parseMarkdown(source: string): MdBlock[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').split('\n'), 0);
}

/** The blocks of `lines`, which sit `depth` levels deep in quotes and list items. */
function parseBlocks(lines: string[], depth: number): MdBlock[] {
  // Lists and quotes need more than one line (or to be inside one already): see the top.
  const multiline = depth > 0 || lines.filter((line) => line.trim() !== '').length > 1;
  const blocks: MdBlock[] = [];
  let paragraph: string[] = [];
  const flush = (): void => {
    // One parse for the paragraph: emphasis and links may go on across its line breaks.
    if (paragraph.length)
      blocks.push({type: 'paragraph', children: parseInline(paragraph.join('\n'))});
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      flush();
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!); i++) {
        body.push(lines[i]!);
      }
      blocks.push({type: 'codeBlock', text: body.join('\n')});
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({type: 'heading', level, children: parseInline(heading[2]!)});
      continue;
    }
    if (multiline && depth < MAX_DEPTH && QUOTE.test(line)) {
      flush();
      const [quoted, end] = linesWhile(lines, i, (next) => QUOTE.test(next));
      i = end - 1;
      const inner = quoted.map((next) => next.replace(QUOTE, ''));
      blocks.push({type: 'quote', children: parseBlocks(inner, depth + 1)});
      continue;
    }
    const listMatch = multiline ? (BULLET.exec(line) ?? ORDERED.exec(line)) : null;
    if (listMatch) {
      flush();
      const ordered = listMatch.length === 3;
      const [list, end] = parseList(lines, i, ordered ? ORDERED : BULLET, depth);
      i = end - 1;
      blocks.push({type: 'list', ordered, start: ordered ? Number(listMatch[1]) : 1, items: list});
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** The lines from `from` on while `test` holds, and the index of the first that fails it. */
function linesWhile(
  lines: string[],
  from: number,
  test: (line: string) => boolean,
): [string[], number] {
  let end = from;
  while (end < lines.length && test(lines[end]!)) end++;
  return [lines.slice(from, end), end];
}

/**
 * The items of the list whose first line is `lines[from]`, and the index after the list. Lines
 * indented two or more columns past the list's marker belong to the item above them: its text
 * goes on (a line break), or a nested list or quote begins.
 */
function parseList(
  lines: string[],
  from: number,
  pattern: RegExp,
  depth: number,
): [MdListItem[], number] {
  const base = indentOf(lines[from]!);
  const items: MdListItem[] = [];
  let i = from;
  while (i < lines.length) {
    const item = indentOf(lines[i]!) <= base + 1 ? pattern.exec(lines[i]!) : null;
    if (!item) break;
    const children = parseInline(item[item.length - 1]!);
    const [under, end] = linesWhile(
      lines,
      i + 1,
      (line) => depth < MAX_DEPTH && line.trim() !== '' && indentOf(line) >= base + 2,
    );
    i = end;
    const blocks = under.length
      ? parseBlocks(
          under.map((line) => untab(line).slice(base + 2)),
          depth + 1,
        )
      : [];
    // Text under the item's own line goes on with it, after a line break.
    const first = blocks[0];
    if (first?.type === 'paragraph') {
      blocks.shift();
      children.push({type: 'break'});
      for (const node of first.children) children.push(node);
    }
    items.push({children, blocks});
  }
  return [items, i];
}

const PUNCTUATION = /[!-/:-@[-`{-~]/;

// Characters the current parse may still read looking for closers (nested content is read once
// more per level). Text spends a small multiple of its length; crafted text (thousands of
// unclosed `*a` or `[`, links nested 10,000 deep) would spend its length squared, or overflow
// the stack, so once the budget is spent the rest is text.
let budget = 0;

/**
 * Parses inline Markdown: `code`, **strong**, *em*, [text](http(s) url), backslash escapes, and
 * a line break for each newline. An image, `![alt](url)`, becomes its alt text.
 */
export function parseInline(text: string): MdInline[] {
  budget = 16 * text.length + 5e4;
  return inline(text);
}

function inline(text: string): MdInline[] {
  const out: MdInline[] = [];
  let plain = '';
  const flushText = (): void => {
    if (plain) out.push({type: 'text', text: plain});
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\n') {
      flushText();
      out.push({type: 'break'});
      i++;
      continue;
    }
    if (char === '\\' && i + 1 < text.length && PUNCTUATION.test(text[i + 1]!)) {
      plain += text[i + 1]!;
      i += 2;
      continue;
    }
    if (char === '`') {
      const run = /^`+/.exec(text.slice(i))![0];
      // Longer runs never close: indexOf reads the text once per backtick of the run.
      const end = budget > 0 && run.length < 33 ? text.indexOf(run, i + run.length) : -1;
      budget -= ((end < 0 ? text.length : end) - i) * run.length;
      if (end > i) {
        flushText();
        out.push({type: 'code', text: text.slice(i + run.length, end).trim() || ' '});
        i = end + run.length;
        continue;
      }
      plain += run;
      i += run.length;
      continue;
    }
    if ((char === '*' || char === '_') && budget > 0) {
      const emphasis = matchEmphasis(text, i);
      if (emphasis) {
        flushText();
        out.push(emphasis[0]);
        i = emphasis[1];
        continue;
      }
    }
    // An image (`![alt](url)`) is its alt text, plain: Text shows no images and loads nothing.
    const image = char === '!' && text[i + 1] === '[';
    if ((char === '[' || image) && budget > 0) {
      const link = matchLink(text, i + +image);
      if (link) {
        const [label, url, end] = link;
        i = end;
        if (image) {
          plain += plainText(label);
          continue;
        }
        flushText();
        // Not an http(s) link (the only links agent text may make): the label alone. One without
        // text shows its URL, as an autolink does, rather than a nameless link.
        if (safeHttpUrl(url)) {
          const text = plainText(label).trim() ? label : [{type: 'text' as const, text: url}];
          out.push({type: 'link', href: url, children: text});
        } else for (const node of label) out.push(node);
        continue;
      }
    }
    plain += char;
    i++;
  }
  flushText();
  return out;
}

function isSpace(char: string | undefined): boolean {
  return char === undefined || /\s/.test(char);
}

/** The emphasis starting at `start` and the index after it, if it is one. */
function matchEmphasis(text: string, start: number): [MdInline, number] | undefined {
  const marker = text[start]!;
  const double = text[start + 1] === marker;
  const width = double ? 2 : 1;
  const delimiter = marker.repeat(width);
  const afterOpen = text[start + width];
  // An opener must touch its content; `_` inside a word (snake_case) is not emphasis. Of a run of
  // three (`***a***`), the strong opens here and the emphasis inside it.
  const third = double && afterOpen === marker ? text[start + 3] : afterOpen;
  if (isSpace(afterOpen) || third === marker || isSpace(third)) return undefined;
  if (marker === '_' && start > 0 && /\w/.test(text[start - 1]!)) return undefined;
  let search = start + width;
  while (search < text.length) {
    let close = text.indexOf(delimiter, search);
    budget -= (close < 0 ? text.length : close) - search;
    if (close < 0) return undefined;
    // In a longer run of markers (`***`) the outer delimiter closes last: `**a *b***`.
    let run = close;
    while (text[run] === marker) run++;
    if (run - close > width && double) close = run - width;
    const beforeClose = text[close - 1];
    const afterClose = text[close + width];
    const validClose =
      !isSpace(beforeClose) &&
      (double || text[close + 1] !== marker) &&
      !(marker === '_' && afterClose !== undefined && /\w/.test(afterClose));
    if (validClose && close > start + width) {
      const inner = text.slice(start + width, close);
      return [{type: double ? 'strong' : 'em', children: inline(inner)}, close + width];
    }
    search = close + (double ? 2 : 1);
    if (!double && text[close + 1] === marker) search++;
  }
  return undefined;
}

/** The words of `nodes`, without their marks. */
function plainText(nodes: MdInline[]): string {
  return nodes
    .map((node) =>
      'text' in node ? node.text : 'children' in node ? plainText(node.children) : ' ',
    )
    .join('');
}

/** The `[label](url)` starting at `start`: its label, its URL and the index after it, if any. */
function matchLink(
  text: string,
  start: number,
): [label: MdInline[], url: string, end: number] | undefined {
  let depth = 0;
  let close = -1;
  for (let i = start; i < text.length; i++, budget--) {
    if (text[i] === '\\') i++;
    else if (text[i] === '[') depth++;
    else if (text[i] === ']' && --depth === 0) {
      close = i;
      break;
    }
  }
  if (close < 0 || text[close + 1] !== '(') return undefined;
  let urlEnd = -1;
  for (let i = close + 2, parens = 0; i < text.length; i++, budget--) {
    if (text[i] === '(') parens++;
    else if (text[i] === ')' && parens-- === 0) {
      urlEnd = i;
      break;
    }
  }
  if (urlEnd < 0) return undefined;
  const url = text
    .slice(close + 2, urlEnd)
    .trim()
    // A title after the destination (`"…"`, `'…'` or `(…)`) is not part of it.
    .replace(/^(<[^>]*>|\S+)\s+["'(].*$/s, '$1')
    .replace(/^<(.*)>$/, '$1');
  return [inline(text.slice(start + 1, close)), url, urlEnd + 1];
}
