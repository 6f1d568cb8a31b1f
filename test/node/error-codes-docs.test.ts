// docs/core.md lists every code of ErrorCodes in its error codes table, and the renderer's own
// codes are all in ErrorCodes; the codes the elements and the server report besides are in its
// second table.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {it} from 'node:test';
import {ErrorCodes} from '../../src/core.js';

const root = new URL('../../', import.meta.url);
const doc = readFileSync(new URL('docs/core.md', root), 'utf8');
const elementsTable = doc.indexOf('| Code the elements report');
const codesIn = (text: string) =>
  [...text.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((match) => match[1]);
const documented = codesIn(doc.slice(0, elementsTable));
const documentedForElements = codesIn(doc.slice(elementsTable));

/** The literal `code: 'X'` the sources of src/ and components/ report (tests left out). */
function reportedCodes(): Set<string> {
  const codes = new Set<string>();
  for (const dir of ['src', 'components']) {
    for (const file of readdirSync(new URL(dir, root), {recursive: true}) as string[]) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(new URL(`${dir}/${file}`, root), 'utf8');
      for (const match of text.matchAll(/code: '([A-Z_]+)'/g)) codes.add(match[1]!);
    }
  }
  return codes;
}

it('documents every ErrorCodes code in the docs/core.md table, and no other', () => {
  assert.deepEqual(documented.sort(), Object.keys(ErrorCodes).sort());
});

it('documents every other code the elements and the server report in the second table', () => {
  assert.ok(elementsTable > 0, 'docs/core.md has the "Code the elements report" table');
  const others = [...reportedCodes()].filter((code) => !(code in ErrorCodes));
  assert.deepEqual(documentedForElements.sort(), others.sort());
});

it('has the codes the renderer reports for the component tree', () => {
  assert.equal(ErrorCodes.UNKNOWN_COMPONENT, 'UNKNOWN_COMPONENT');
  assert.equal(ErrorCodes.INVALID_COMPONENT_TREE, 'INVALID_COMPONENT_TREE');
});
