// The curve shortening the bundle applies to its icons (scripts/smooth-curves.mjs): a cubic curve
// written smooth (S) where its first control point is the one S implies; the same drawing.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import * as mdi from '@mdi/js';
import {smoothCurves} from '../../scripts/smooth-curves.mjs';
import {compactPath, parsePath} from '../../scripts/svg-path.mjs';

const allIcons = Object.entries(mdi as Record<string, unknown>).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string',
);
let smoothedIcons: [name: string, path: string, smoothed: string][] | undefined;
/** Every icon with its curves written smooth, computed once for the tests that read them. */
const smoothed = () =>
  (smoothedIcons ??= allIcons.map(([name, path]) => [name, path, smoothCurves(path)]));

/** The segments with every smooth curve written out as the cubic curve it draws. */
function cubicOnly(data: string): {command: string; args: number[]}[] {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let control: number[] | undefined;
  return parsePath(data).map(({command, args}) => {
    let segment = {command, args};
    if (command === 'S') {
      const first = control ? [2 * x - control[0]!, 2 * y - control[1]!] : [x, y];
      segment = {command: 'C', args: [...first, ...args]};
    }
    control = segment.command === 'C' ? segment.args.slice(2, 4) : undefined;
    if (command === 'Z') [x, y] = [startX, startY];
    else if (command === 'H') x = args[0]!;
    else if (command === 'V') y = args[0]!;
    else [x, y] = [args[args.length - 2]!, args[args.length - 1]!];
    if (command === 'M') [startX, startY] = [x, y];
    return segment;
  });
}

function sameDrawing(a: string, b: string): boolean {
  const one = cubicOnly(a);
  const two = cubicOnly(b);
  return (
    one.length === two.length &&
    one.every(
      ({command, args}, i) =>
        command === two[i]!.command &&
        args.length === two[i]!.args.length &&
        args.every((value, k) => Math.abs(value - two[i]!.args[k]!) < 1e-9),
    )
  );
}

test('every Material Design icon draws the same curves with its curves written smooth', () => {
  const changed = smoothed().filter(([, path, smooth]) => !sameDrawing(path, smooth));
  assert.deepEqual(
    changed.map(([name]) => name),
    [],
  );
});

test('a cubic curve whose first control point mirrors the last one becomes smooth', () => {
  assert.equal(smoothCurves('M0 0C1 0 2 1 2 2C2 3 3 4 4 4'), 'M0 0C1 0 2 1 2 2S3 4 4 4');
});

test('a first curve starting at its own point becomes smooth, another one stays cubic', () => {
  assert.equal(smoothCurves('M1 1C1 1 2 3 4 4L5 5C6 6 7 7 8 8'), 'M1 1S2 3 4 4L5 5C6 6 7 7 8 8');
});

test('smooth curves shorten the compacted icons in total', () => {
  let before = 0;
  let after = 0;
  for (const [, path, smooth] of smoothed()) {
    before += compactPath(path).length;
    after += compactPath(smooth).length;
  }
  assert.ok(after < before, `${after} of ${before} characters`);
});

test('path data it cannot read or exponents are returned unchanged', () => {
  for (const data of ['M1 2 L', 'M1e2 3L4 5', 'X1 2']) assert.equal(smoothCurves(data), data);
});
