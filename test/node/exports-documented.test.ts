// What a user of the package reads about an export is its JSDoc: the .d.ts, an editor's tooltip.
// So every export of every entry point in package.json, and every public member of the classes
// and interfaces they export, has a JSDoc comment; every exported value is also named in docs/ or
// the README (or marked `@internal`, with why it is exported); and what the drop-in bundle
// exports only for its sibling bundles is marked `@internal`. A new export or member without them
// fails here. Checked on the sources with the TypeScript compiler.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';
import {sourceProgram} from './source-program.js';

const root = join(import.meta.dirname, '..', '..');
const {exports} = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | {types?: string}>;
};
/** Entry point (`a2ui-elements/core`) → the source file its types are built from. */
const entries = new Map<string, string>();
for (const [entry, target] of Object.entries(exports)) {
  if (typeof target === 'string' || !target.types) continue;
  const source = target.types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '.ts');
  entries.set(`a2ui-elements${entry.slice(1)}`, join(root, source));
}

const {program, checker} = sourceProgram([...new Set(entries.values())]);

function exportsOf(file: string): ts.Symbol[] {
  const source = program.getSourceFile(file);
  assert.ok(source, `${file} is part of the program`);
  return checker.getExportsOfModule(checker.getSymbolAtLocation(source)!);
}

function declared(symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The comment of an export: its declaration's JSDoc text, or a tag that says something. */
function jsDocOf(symbol: ts.Symbol): string {
  const target = declared(symbol);
  const text = ts.displayPartsToString(target.getDocumentationComment(checker)).trim();
  const tags = target.getJsDocTags(checker).map((tag) => ts.displayPartsToString(tag.text).trim());
  return [text, ...tags].filter(Boolean).join(' ');
}

/**
 * The text of its `@internal` mark (on its declaration, or on the `export {...}` that exports
 * it): why it is exported. Undefined when it has none.
 */
function internalMark(symbol: ts.Symbol): string | undefined {
  const onDeclaration = declared(symbol)
    .getJsDocTags(checker)
    .filter(({name}) => name === 'internal')
    .map(({text}) => ts.displayPartsToString(text));
  const exportDeclaration = symbol.declarations?.find(ts.isExportSpecifier)?.parent.parent;
  const onExport = (exportDeclaration ? ts.getJSDocTags(exportDeclaration) : [])
    .filter((tag) => tag.tagName.text === 'internal')
    .map((tag) => ts.getTextOfJSDocComment(tag.comment) ?? '');
  return [...onDeclaration, ...onExport][0]?.trim();
}

const isInternal = (symbol: ts.Symbol) => internalMark(symbol) !== undefined;

const docs = [
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name)),
  join(root, 'README.md'),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
/** What docs/ and the README write as code: code blocks and `code spans`. */
const docsCode = [
  ...docs.matchAll(/^```[\s\S]*?^```/gm),
  ...docs.replace(/^```[\s\S]*?^```/gm, '').matchAll(/(`+)(?!`)([\s\S]+?)(?<!`)\1(?!`)/g),
]
  .map(([code]) => code)
  .join('\n');

/** Named in docs/ or the README as code; an element's class also by its tag (`a2ui-text-field`). */
function inDocs(name: string): boolean {
  const tag = /^A2ui[A-Z]/.test(name) && name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return [name, tag].some((word) => word && new RegExp(`\\b${word}\\b`).test(docsCode));
}

/** The public members of an exported class or interface (not `private`, `protected`, `#` or `_`). */
function publicMembers(symbol: ts.Symbol): ts.Symbol[] {
  const target = declared(symbol);
  if (!(target.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) return [];
  return [...(target.members?.values() ?? [])].filter((member) => {
    const declaration = member.declarations?.[0];
    if (!declaration || member.flags & ts.SymbolFlags.TypeParameter) return false;
    if (declaration.getSourceFile().fileName.includes('node_modules')) return false;
    const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;
    return !(ts.getCombinedModifierFlags(declaration) & hidden) && !/^[#_]/.test(member.name);
  });
}

for (const [entry, file] of entries) {
  test(`every export of ${entry} has a JSDoc comment`, () => {
    const bare = exportsOf(file)
      .filter((symbol) => !jsDocOf(symbol))
      .map(({name}) => name);
    assert.deepEqual(bare, [], `exports of ${entry} without JSDoc`);
  });

  test(`every value exported by ${entry} is named (as code) in docs/ or marked @internal`, () => {
    const missing = exportsOf(file)
      .filter((symbol) => declared(symbol).flags & ts.SymbolFlags.Value)
      .filter((symbol) => !isInternal(symbol) && !inDocs(symbol.name))
      .map(({name}) => name);
    assert.deepEqual(missing, [], 'list them in the docs page of their entry, or mark them');
  });

  test(`every public member of the classes and interfaces ${entry} exports has JSDoc`, () => {
    const bare = exportsOf(file).flatMap((symbol) =>
      publicMembers(symbol)
        .filter(
          (member) => !ts.displayPartsToString(member.getDocumentationComment(checker)).trim(),
        )
        .map((member) => `${symbol.name}.${member.name}`),
    );
    assert.deepEqual(bare, []);
  });
}

test('every @internal mark says why the name is exported', () => {
  const unexplained = [...entries.values()]
    .flatMap(exportsOf)
    .filter((symbol) => internalMark(symbol) === '')
    .map(({name}) => name);
  assert.deepEqual([...new Set(unexplained)], []);
});

test("the drop-in bundle's exports beyond the package's (but Lit's) are marked @internal", () => {
  const packageNames = new Set(exportsOf(join(root, 'src/index.ts')).map(({name}) => name));
  const forPages = new Set(['css', 'html', 'LitElement', 'nothing', 'repeat']);
  const unmarked = exportsOf(join(root, 'src/drop-in.ts'))
    .filter(({name}) => !packageNames.has(name) && !forPages.has(name))
    .filter((symbol) => !isInternal(symbol))
    .map(({name}) => name);
  assert.deepEqual(unmarked, []);
});
