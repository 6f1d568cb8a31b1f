// docs/core.md lists every code of ErrorCodes in its error codes table, and the renderer's own
// codes are all in ErrorCodes.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {it} from 'node:test';
import {ErrorCodes} from '../../src/core.js';

const doc = readFileSync(new URL('../../docs/core.md', import.meta.url), 'utf8');
const documented = [...doc.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((match) => match[1]);

it('documents every ErrorCodes code in the docs/core.md table, and no other', () => {
  assert.deepEqual(documented.sort(), Object.keys(ErrorCodes).sort());
});

it('has the codes the renderer reports for the component tree', () => {
  assert.equal(ErrorCodes.UNKNOWN_COMPONENT, 'UNKNOWN_COMPONENT');
  assert.equal(ErrorCodes.INVALID_COMPONENT_TREE, 'INVALID_COMPONENT_TREE');
});
