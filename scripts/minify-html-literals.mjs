// An esbuild plugin that collapses the indentation inside Lit `html`…`` templates at bundle time.
// A run of whitespace that holds a line break becomes one space, in text and between attributes,
// none is left before the `>` that closes a tag, and a static attribute value that is a plain
// name loses its quotes: the page renders the same (HTML collapses such runs anyway, and reads
// `part=field` as `part="field"`), while other quoted values, comments and templates with <pre>,
// <textarea>, <style> or <script> are left as written.
import {readFile} from 'node:fs/promises';
import ts from 'typescript';

/**
 * The static parts of every `html` tagged template in TypeScript source.
 * @param {string} source
 * @param {string} [fileName]
 * @returns {{start: number, end: number}[][]} per template, the offsets of its literal parts.
 */
export function findHtmlTemplates(source, fileName = 'file.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const templates = [];
  const visit = (node) => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      node.tag.text === 'html'
    ) {
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) {
        templates.push([{start: template.getStart(file) + 1, end: template.end - 1}]);
      } else {
        const parts = [{start: template.head.getStart(file) + 1, end: template.head.end - 2}];
        for (const span of template.templateSpans) {
          const literal = span.literal;
          const tail = ts.isTemplateTail(literal);
          parts.push({start: literal.getStart(file) + 1, end: literal.end - (tail ? 1 : 2)});
        }
        templates.push(parts);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return templates;
}

/**
 * Collapses whitespace runs with a line break in the text and tag parts of one template, and
 * unquotes static attribute values that are plain names.
 * @param {string[]} parts the template's static parts (raw source text).
 * @returns {string[] | undefined} the new parts, or undefined to keep the template as written.
 */
export function collapseTemplate(parts) {
  const all = parts.join('');
  if (all.includes('\\') || /<(pre|textarea|style|script)\b/i.test(all)) return undefined;
  let state = 'text';
  let quote = '';
  return parts.map((part) => {
    let out = '';
    let i = 0;
    while (i < part.length) {
      const char = part[i];
      if (state === 'comment') {
        if (part.startsWith('-->', i)) {
          out += '-->';
          i += 3;
          state = 'text';
        } else {
          out += char;
          i += 1;
        }
        continue;
      }
      if (state === 'quoted') {
        out += char;
        i += 1;
        if (char === quote) state = 'tag';
        continue;
      }
      if (/\s/.test(char)) {
        let j = i;
        while (j < part.length && /\s/.test(part[j])) j += 1;
        const run = part.slice(i, j);
        // Inside a tag, space before its `>` means nothing (`/>` keeps it: an unquoted value
        // would take the slash).
        if (state !== 'tag' || part[j] !== '>') out += /[\n\r]/.test(run) ? ' ' : run;
        i = j;
        continue;
      }
      if (state === 'text') {
        if (part.startsWith('<!--', i)) {
          out += '<!--';
          i += 4;
          state = 'comment';
          continue;
        }
        if (char === '<') state = 'tag';
      } else if (char === '"' || char === "'") {
        const plain = plainAttributeValue(part, i);
        if (plain !== undefined && out.endsWith('=')) {
          out += plain;
          i += plain.length + 2;
          continue;
        }
        state = 'quoted';
        quote = char;
      } else if (char === '>') {
        state = 'text';
      }
      out += char;
      i += 1;
    }
    return out;
  });
}

/**
 * The value of the quoted attribute value starting at `part[at]` when it needs no quotes: a
 * plain name (letters, digits, `_`, `-`) followed by a space or the tag's `>`, so that unquoted
 * it still ends where it did (HTML reads `part=field` as `part="field"`).
 * @param {string} part
 * @param {number} at index of the opening quote.
 * @returns {string | undefined}
 */
function plainAttributeValue(part, at) {
  const close = part.indexOf(part[at], at + 1);
  if (close < 0) return undefined;
  const value = part.slice(at + 1, close);
  return /^[\w-]+$/.test(value) && /^[\s>]/.test(part.slice(close + 1)) ? value : undefined;
}

/**
 * Rewrites every `html` template of a source file with collapsed indentation.
 * @param {string} source
 * @param {string} [fileName]
 * @returns {string}
 */
export function minifyHtmlLiterals(source, fileName) {
  const edits = [];
  for (const template of findHtmlTemplates(source, fileName)) {
    const collapsed = collapseTemplate(template.map(({start, end}) => source.slice(start, end)));
    if (!collapsed) continue;
    template.forEach((range, index) => edits.push({...range, text: collapsed[index]}));
  }
  edits.sort((a, b) => b.start - a.start);
  let output = source;
  for (const {start, end, text} of edits) {
    output = output.slice(0, start) + text + output.slice(end);
  }
  return output;
}

/**
 * The esbuild plugin: TypeScript files under `filter` that contain an `html` template. Composes
 * with the CSS one: it hands its output on by returning contents only for files it changes.
 * @param {{filter?: RegExp, then?: (source: string) => Promise<string>}} [options] `then`
 *   transforms the result further (the CSS template minifier).
 * @returns {import('esbuild').Plugin}
 */
export function minifyHtmlLiteralsPlugin({filter = /\/(components|src)\/.*\.ts$/, then} = {}) {
  return {
    name: 'minify-html-literals',
    setup(build) {
      build.onLoad({filter}, async ({path}) => {
        const source = await readFile(path, 'utf8');
        const hasHtml = source.includes('html`');
        if (!hasHtml && !(then && /css`|\/\* css \*\/ ?`/.test(source))) return undefined;
        const html = hasHtml ? minifyHtmlLiterals(source, path) : source;
        return {contents: then ? await then(html) : html, loader: 'ts'};
      });
    },
  };
}
