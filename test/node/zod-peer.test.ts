// zod is a peer dependency: an app's custom components build their schemas with the app's zod,
// and a second copy of zod nested under a2ui-elements fails strict TypeScript (`_zod.version`
// differs) and can't share schemas. The range is the one the docs give, its floor the oldest
// zod whose zod/mini the package works with (4.5.0: older 4.x fail the node tests; tried by hand
// with each minor in a scratch copy), and the repository builds with one exact zod inside it.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const range: string = pkg.peerDependencies.zod;

test('zod is a required peer dependency, not a dependency', () => {
  assert.equal(pkg.dependencies.zod, undefined);
  assert.match(range, /^\^4\.\d+\.\d+$/);
  assert.equal(pkg.peerDependenciesMeta?.zod?.optional, undefined, 'not optional');
});

test('the repository builds with an exact zod within the peer range', () => {
  const dev: string = pkg.devDependencies.zod;
  assert.match(dev, /^\d+\.\d+\.\d+$/, 'exact');
  const [floor, version] = [range.slice(1), dev].map((v) => v.split('.').map(Number));
  assert.equal(version![0], floor![0]);
  assert.ok(
    version![1]! > floor![1]! || (version![1] === floor![1] && version![2]! >= floor![2]!),
    `${dev} satisfies ${range}`,
  );
});

for (const doc of ['README.md', 'docs/custom-components.md']) {
  test(`${doc} gives the peer range of zod and its lowest version`, () => {
    const text = readFileSync(join(root, doc), 'utf8');
    assert.ok(text.includes(`\`"zod": "${range}"\``), `says "zod": "${range}"`);
    assert.ok(text.includes(`zod@${range}`), `tells how to update: zod@${range}`);
    const stated = [...text.matchAll(/zod 4\.(\d+)/g)].map((match) => `4.${match[1]}`);
    const [major, minor] = range.slice(1).split('.');
    assert.deepEqual([...new Set(stated)], [`${major}.${minor}`], 'the lowest version it names');
  });
}
