// The bundle-time minifiers of Lit templates (scripts/minify-css-literals.mjs and
// scripts/minify-html-literals.mjs): smaller source, the same styles and DOM.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {minifyCssLiterals} from '../../scripts/minify-css-literals.mjs';
import {minifyHtmlLiterals} from '../../scripts/minify-html-literals.mjs';

test('css templates are minified with their interpolations kept in place', async () => {
  const source = 'const s = css`\n  :host {\n    display: block;\n    color: ${c};\n  }\n`;';
  assert.equal(await minifyCssLiterals(source), 'const s = css`:host{display:block;color:${c}}`;');
});

test('css templates lose the spaces esbuild leaves inside var() and around plain attribute values', async () => {
  const source =
    'const s = css`\n  :host([data-axis="vertical"]) {\n    border: var(\n      --a-border,\n      var(--b, 1px) solid\n    );\n  }\n`;';
  assert.equal(
    await minifyCssLiterals(source),
    'const s = css`:host([data-axis=vertical]){border:var(--a-border,var(--b,1px) solid)}`;',
  );
});

test('css templates lose the space esbuild leaves after a custom property name', async () => {
  const source = 'const s = css`:host {\n  --_a: var(--b, red);\n  --_c:  1px;\n}`;';
  assert.equal(
    await minifyCssLiterals(source),
    'const s = css`:host{--_a:var(--b,red);--_c:1px}`;',
  );
});

test('quoted strings, and attribute values that are no plain name, keep their spaces and quotes', async () => {
  const source = 'const s = css`[a="1b"] p::before { content: "var( --a, b )" / ""; }`;';
  assert.equal(
    await minifyCssLiterals(source),
    'const s = css`[a="1b"] p:before{content:"var( --a, b )" / ""}`;',
  );
});

test('plain templates marked /* css */ lose the whitespace around rules only, values as written', async () => {
  const source =
    'const t = /* css */ `\n:where(:root) {\n  --a: light-dark(#ffffff, #000);\n  --b: 0.5rem;\n}\n`;';
  assert.equal(
    await minifyCssLiterals(source),
    'const t = /* css */ `:where(:root){--a:light-dark(#ffffff, #000);--b:0.5rem}`;',
  );
});

test('plain templates with strings, comments or interpolations are left as written', async () => {
  for (const source of [
    'const t = /* css */ `\np::before { content: "a"; }\n`;',
    'const t = /* css */ `\np { /* x */ color: red; }\n`;',
    'const t = /* css */ `\np { color: ${c}; }\n`;',
  ]) {
    assert.equal(await minifyCssLiterals(source), source);
  }
});

test('css templates with escapes, and `css` in comments, are left as written', async () => {
  const source = [
    "const a = css`.q::before { content: '\\201C'; }`;",
    '// the `css` tag, see `lit`',
    'const b = 1;',
  ].join('\n');
  assert.equal(await minifyCssLiterals(source), source);
});

test('html indentation becomes one space in text and between attributes', () => {
  const source = 'html`<div\n    part="a"\n    id=${x}\n  >\n    ${y}\n  </div>`';
  assert.equal(minifyHtmlLiterals(source), 'html`<div part=a id=${x}> ${y} </div>`');
});

test('html tags lose the space before their closing >, but not before />', () => {
  const source = 'html`<p hidden >a</p\n><slot name="x" ></slot ><input value=${v} />`';
  assert.equal(
    minifyHtmlLiterals(source),
    'html`<p hidden>a</p><slot name=x></slot><input value=${v} />`',
  );
});

test('html attribute values that are plain names lose their quotes, other values keep them', () => {
  const source =
    'html`<a part="link" rel="noopener noreferrer" title=\'x\' data-a="b"/><i aria-label="${l}" class="c-${k}" placeholder="Filter…" lang="">a="b"</i>`';
  assert.equal(
    minifyHtmlLiterals(source),
    'html`<a part=link rel="noopener noreferrer" title=x data-a="b"/><i aria-label="${l}" class="c-${k}" placeholder="Filter…" lang="">a="b"</i>`',
  );
});

test('html whitespace on one line, quoted values and comments stay as written', () => {
  const source = 'html`<p title="a\n   b">x  y<!-- c\n   d --></p>`';
  assert.equal(minifyHtmlLiterals(source), source);
});

test('html templates nested in expressions are collapsed too', () => {
  const source = 'html`<ul>\n  ${items.map((i) => html`<li>\n    ${i}\n  </li>`)}\n</ul>`';
  assert.equal(
    minifyHtmlLiterals(source),
    'html`<ul> ${items.map((i) => html`<li> ${i} </li>`)} </ul>`',
  );
});

test('html templates with <pre> or <textarea> are left as written', () => {
  for (const source of ['html`<pre>\n  a\n</pre>`', 'html`<textarea>\n  ${v}\n</textarea>`']) {
    assert.equal(minifyHtmlLiterals(source), source);
  }
});
