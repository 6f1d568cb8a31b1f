// The bundle's icon lists (scripts/compact-mdi.mjs): one string split at commas, same paths.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import * as icons from '@mdi/js';
import {bundledIconPath, joinIconLists} from '../../scripts/compact-mdi.mjs';

const evaluate = (expression: string): unknown => new Function(`return ${expression}`)();

test('an array of icons becomes a split string holding their bundled paths in order', () => {
  const source = `import {mdiPlus, mdiClose} from '@mdi/js';\nconst paths = [\n  mdiPlus, // add\n  mdiClose, // close\n];\n`;
  const rewritten = joinIconLists(source, icons);
  const expression = /const paths = (.*);/.exec(rewritten)![1]!;
  assert.match(expression, /^".*"\.split\(','\)$/);
  assert.deepEqual(evaluate(expression), [
    bundledIconPath(icons.mdiPlus),
    bundledIconPath(icons.mdiClose),
  ]);
});

test('a list naming something that is not an icon is left as written', () => {
  const source = `const paths = [mdiPlus, mdiNoSuchIcon];\nconst other = [a, b];\n`;
  assert.equal(joinIconLists(source, icons), source);
});
