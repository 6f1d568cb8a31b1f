// An esbuild plugin that minifies the CSS inside Lit `css`…`` tagged templates at bundle time.
// The minified CSS is the same style sheet (esbuild's own CSS minifier); a template it cannot
// minify with certainty (escapes, or an interpolation the minifier would move or drop) is left
// exactly as written. A plain template marked `/* css */` (a string the API hands out) loses only
// the whitespace around its rules and declarations: every value stays as written.
import {transform} from 'esbuild';
import {readFile} from 'node:fs/promises';

const placeholder = (index) => `a2uicsshole${index}x`;

/**
 * Finds each `css` tagged template in TypeScript source.
 * @param {string} source
 * @returns {{start: number, end: number, parts: string[], expressions: string[], plain: boolean}[]}
 *   the offsets of the template's text (between the backticks), its literal parts and `${…}`
 *   expressions, and whether it is a plain template marked `/* css *\/`.
 */
export function findCssTemplates(source) {
  const found = [];
  const tag = /(?<![`\w.$])css`|\/\* css \*\/ ?`/g;
  let match;
  while ((match = tag.exec(source))) {
    const start = match.index + match[0].length;
    const parts = [];
    const expressions = [];
    let text = '';
    let i = start;
    let closed = false;
    while (i < source.length) {
      const char = source[i];
      if (char === '`') {
        closed = true;
        break;
      }
      if (char === '$' && source[i + 1] === '{') {
        const end = expressionEnd(source, i + 2);
        if (end < 0) break;
        parts.push(text);
        expressions.push(source.slice(i + 2, end));
        text = '';
        i = end + 1;
        continue;
      }
      text += char;
      i += 1;
    }
    if (!closed) continue;
    parts.push(text);
    found.push({start, end: i, parts, expressions, plain: match[0].startsWith('/')});
    tag.lastIndex = i + 1;
  }
  return found;
}

/** Index of the `}` closing an interpolation whose body starts at `from`, or -1. */
function expressionEnd(source, from) {
  let depth = 0;
  for (let i = from; i < source.length; i += 1) {
    const char = source[i];
    if (char === '`' || char === '\\') return -1;
    if (char === '{') depth += 1;
    else if (char === '}') {
      if (depth === 0) return i;
      depth -= 1;
    }
  }
  return -1;
}

/**
 * Minifies one template's CSS, keeping its interpolations in place.
 * @param {{parts: string[], expressions: string[]}} template
 * @returns {Promise<string | undefined>} the new template text, or undefined to keep it as is.
 */
export async function minifyCssTemplate({parts, expressions, plain = false}) {
  if (parts.some((part) => part.includes('\\'))) return undefined;
  if (plain) return expressions.length ? undefined : trimWhitespace(parts[0]);
  const css = parts.reduce((all, part, index) => all + placeholder(index - 1) + part);
  let code;
  try {
    ({code} = await transform(css, {
      loader: 'css',
      minify: true,
      charset: 'utf8',
      logLevel: 'silent',
    }));
  } catch {
    return undefined;
  }
  code = tighten(code.trim());
  if (code.includes('`') || code.includes('${') || code.includes('\\')) return undefined;
  const pieces = [];
  let rest = code;
  for (let index = 0; index < expressions.length; index += 1) {
    const hole = placeholder(index);
    const at = rest.indexOf(hole);
    if (at < 0 || rest.indexOf(hole, at + 1) >= 0) return undefined;
    pieces.push(rest.slice(0, at), '${' + expressions[index] + '}');
    rest = rest.slice(at + hole.length);
  }
  if (rest.includes('a2uicsshole')) return undefined;
  return pieces.join('') + rest;
}

/**
 * What esbuild's minifier leaves (in `var()` fallbacks, which it copies as written, and after a
 * custom property's colon) and no browser reads differently: spaces after `(` and `,` and before
 * `)`, spaces before a custom property's value (which the parser drops), and the quotes around an
 * attribute selector's value that is a plain name. Quoted strings are left as written.
 * @param {string} code minified CSS.
 * @returns {string}
 */
export function tighten(code) {
  const pieces = code.split(/("[^"]*"|'[^']*')/);
  return pieces
    .map((piece, index) => {
      if (index % 2 === 0) {
        return piece
          .replace(/([(,])\s+/g, '$1')
          .replace(/\s+\)/g, ')')
          .replace(/([{;]--[\w-]+):\s+/g, '$1:');
      }
      const attributeValue =
        /\[[\w-]+[~|^$*]?=$/.test(pieces[index - 1]) && pieces[index + 1].startsWith(']');
      return attributeValue && /^"[a-zA-Z_][\w-]*"$/.test(piece) ? piece.slice(1, -1) : piece;
    })
    .join('');
}

/**
 * Drops the whitespace around braces, semicolons and after a declaration's colon, nothing else
 * (values keep their own spaces); undefined for CSS with strings or comments.
 * @param {string} css
 * @returns {string | undefined}
 */
export function trimWhitespace(css) {
  if (/["'`$]|\/\*/.test(css)) return undefined;
  return css
    .trim()
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/([{;][\w-]+):\s+/g, '$1:')
    .replace(/;}/g, '}');
}

/**
 * Rewrites every `css` template of a source file with its minified CSS.
 * @param {string} source
 * @returns {Promise<string>}
 */
export async function minifyCssLiterals(source) {
  let output = '';
  let copied = 0;
  for (const template of findCssTemplates(source)) {
    const minified = await minifyCssTemplate(template);
    if (minified === undefined) continue;
    output += source.slice(copied, template.start) + minified;
    copied = template.end;
  }
  return output + source.slice(copied);
}

/**
 * The esbuild plugin: TypeScript files under `filter` that contain a `css` template.
 * @param {{filter?: RegExp}} [options]
 * @returns {import('esbuild').Plugin}
 */
export function minifyCssLiteralsPlugin({filter = /\/(components|src)\/.*\.ts$/} = {}) {
  return {
    name: 'minify-css-literals',
    setup(build) {
      build.onLoad({filter}, async ({path}) => {
        const source = await readFile(path, 'utf8');
        if (!/css`|\/\* css \*\/ ?`/.test(source)) return undefined;
        return {contents: await minifyCssLiterals(source), loader: 'ts'};
      });
    },
  };
}
