// The icon path compaction the bundle applies (scripts/svg-path.mjs): same shapes, fewer bytes.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import * as mdi from '@mdi/js';
import {compactPath, parsePath, type PathSegment} from '../../scripts/svg-path.mjs';

const allIcons = Object.entries(mdi as Record<string, unknown>).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string',
);
let compactedIcons: [name: string, path: string, compacted: string][] | undefined;
/** Every icon with its compacted path, computed once for the tests that read them. */
const compacted = () =>
  (compactedIcons ??= allIcons.map(([name, path]) => [name, path, compactPath(path)]));

function sameShape(a: PathSegment[], b: PathSegment[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (segment, i) =>
        segment.command === b[i]!.command &&
        segment.args.length === b[i]!.args.length &&
        segment.args.every((value, k) => Math.abs(value - b[i]!.args[k]!) < 1e-9),
    )
  );
}

test('every Material Design icon keeps exactly its segments and coordinates when compacted', () => {
  const changed = compacted().filter(
    ([, path, compact]) => !sameShape(parsePath(path), parsePath(compact)),
  );
  assert.deepEqual(
    changed.map(([name]) => name),
    [],
  );
});

test('compacted icons are shorter in total by more than a tenth', () => {
  let before = 0;
  let after = 0;
  for (const [, path, compact] of compacted()) {
    before += path.length;
    after += compact.length;
  }
  assert.ok(after < before * 0.9, `${after} of ${before} characters`);
});

test('relative commands, implicit repeats and arcs read as the browser reads them', () => {
  assert.deepEqual(parsePath('m1 2 3 4h5v-6a1 1 0 011 1z'), [
    {command: 'M', args: [1, 2]},
    {command: 'L', args: [4, 6]},
    {command: 'H', args: [9]},
    {command: 'V', args: [0]},
    {command: 'A', args: [1, 1, 0, 0, 1, 10, 1]},
    {command: 'Z', args: []},
  ]);
});

test('path data it cannot read or exponents are returned unchanged', () => {
  for (const data of ['M1 2 L', 'M1e2 3L4 5', 'X1 2', '1 2']) {
    assert.equal(compactPath(data), data);
  }
});
