// The `@example`s in the JSDoc of `a2ui-elements/core` say what a call returns
// (`coerce('42', 'number'); // → 42`): an editor shows them, so each such claim is run here.
// A call is a line of code followed, on its line or the next comment lines, by `// → <value>`
// (a JavaScript expression; `throws <ErrorName>` for a call that throws). Examples without `→`
// illustrate usage and are not run.
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';
import {sourceProgram} from './source-program.js';
import * as core from '../../src/core.js';

const root = join(import.meta.dirname, '..', '..');
const entry = join(root, 'src/core.ts');
const {program, checker} = sourceProgram([entry]);
const exported = checker.getExportsOfModule(
  checker.getSymbolAtLocation(program.getSourceFile(entry)!)!,
);

interface Claim {
  readonly code: string;
  readonly expected: string;
}

/**
 * The `code // → expected` pairs of one example. An expected value may go on over comment lines
 * indented past `//` (`//     {path: ...}]}`); other comment lines are prose.
 */
function claimsOf(example: string): Claim[] {
  const claims: {code: string; expected: string}[] = [];
  let code: string | undefined;
  let open = false; // the previous line stated (or continued) a result
  for (const line of example.split('\n').map((text) => text.trim())) {
    const arrow = /^(.*?)\s*\/\/ → (.*)$/.exec(line);
    if (arrow) {
      code = arrow[1] || code;
      assert.ok(code, `a '// →' follows a call in: ${example}`);
      claims.push({code: code.replace(/;$/, ''), expected: arrow[2]!});
      open = true;
    } else if (open && /^\/\/\s{2,}/.test(line)) {
      claims.at(-1)!.expected += ' ' + line.slice(2).trim();
    } else {
      if (line && !line.startsWith('//')) code = line;
      open = false;
    }
  }
  return claims;
}

const run = (code: string): unknown =>
  new Function(...Object.keys(core), `return (${code});`)(...Object.values(core));

/** As JSON would carry it, so an absent property and one set to `undefined` compare equal. */
const plain = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

const examples = exported.flatMap((symbol) => {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return target
    .getJsDocTags(checker)
    .filter(({name}) => name === 'example')
    .map((tag) => ({name: symbol.name, example: ts.displayPartsToString(tag.text)}));
});

test('core has @examples that state results', () => {
  assert.ok(examples.flatMap(({example}) => claimsOf(example)).length >= 15);
});

for (const {name, example} of examples) {
  const claims = claimsOf(example);
  if (!claims.length) continue;
  test(`the @example of ${name} returns what it says`, async () => {
    for (const {code, expected} of claims) {
      const thrown = /^throws (\w+)$/.exec(expected);
      if (thrown) {
        assert.throws(() => run(code), {name: thrown[1]}, code);
        continue;
      }
      assert.deepEqual(plain(await run(code)), plain(run(expected)), code);
    }
  });
}
