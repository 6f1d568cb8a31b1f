// The icon rounding the bundle applies (scripts/round-path.mjs): every point of each shape stays
// within 0.05 of the 24-unit grid, in fewer bytes.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import * as mdi from '@mdi/js';
import {roundPath} from '../../scripts/round-path.mjs';
import {compactPath, parsePath} from '../../scripts/svg-path.mjs';

const allIcons = Object.entries(mdi as Record<string, unknown>).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string',
);
let roundedIcons: [name: string, path: string, rounded: string][] | undefined;
/** Every icon rounded and compacted, computed once for the tests that read them. */
const rounded = () =>
  (roundedIcons ??= allIcons.map(([name, path]) => [name, path, compactPath(roundPath(path))]));

type Point = [number, number];

/**
 * Each segment as the points it is drawn from (start, control points, end), smooth curves with
 * their reflected control point written out; arcs with their radii, rotation and flags.
 */
function drawnFrom(data: string): {kind: string; points: Point[]; arc?: number[]}[] {
  const drawn: {kind: string; points: Point[]; arc?: number[]}[] = [];
  let current: Point = [0, 0];
  let start: Point = [0, 0];
  let cubic: Point | undefined;
  let quadratic: Point | undefined;
  const reflect = (control: Point | undefined): Point =>
    control ? [2 * current[0] - control[0], 2 * current[1] - control[1]] : current;
  for (const {command, args: a} of parsePath(data)) {
    const pairs: Point[] = [];
    for (let k = 0; k + 1 < a.length; k += 2) pairs.push([a[k]!, a[k + 1]!]);
    let points: Point[];
    let kind = command;
    let nextCubic: Point | undefined;
    let nextQuadratic: Point | undefined;
    if (command === 'M') {
      points = [pairs[0]!];
      start = pairs[0]!;
    } else if (command === 'H' || command === 'V' || command === 'L') {
      kind = 'L';
      const end: Point =
        command === 'H' ? [a[0]!, current[1]] : command === 'V' ? [current[0], a[0]!] : pairs[0]!;
      points = [current, end];
    } else if (command === 'C' || command === 'S') {
      kind = 'C';
      const rest = command === 'C' ? pairs : [reflect(cubic), ...pairs];
      points = [current, ...rest];
      nextCubic = rest[1];
    } else if (command === 'Q' || command === 'T') {
      kind = 'Q';
      const rest = command === 'Q' ? pairs : [reflect(quadratic), ...pairs];
      points = [current, ...rest];
      nextQuadratic = rest[0];
    } else if (command === 'A') {
      points = [current, [a[5]!, a[6]!]];
      drawn.push({kind, points, arc: a.slice(0, 5)});
      current = points[1]!;
      cubic = quadratic = undefined;
      continue;
    } else {
      points = [current, start];
    }
    drawn.push({kind, points});
    current = points[points.length - 1]!;
    cubic = nextCubic;
    quadratic = nextQuadratic;
  }
  return drawn;
}

/** The farthest any point a segment is drawn from moved, or Infinity if the segments differ. */
function farthestMove(original: string, rounded: string): number {
  const a = drawnFrom(original);
  const b = drawnFrom(rounded);
  if (a.length !== b.length) return Infinity;
  let farthest = 0;
  a.forEach((segment, i) => {
    const other = b[i]!;
    if (segment.kind !== other.kind || segment.points.length !== other.points.length) {
      farthest = Infinity;
      return;
    }
    segment.points.forEach(([x, y], k) => {
      const [u, v] = other.points[k]!;
      const distance = Math.hypot(x - u, y - v);
      // An arc's centre moves far more than its ends: arcs (and where they start) stay exact.
      farthest = Math.max(farthest, segment.arc && distance > 1e-9 ? Infinity : distance);
    });
    if (segment.arc && segment.arc.join() !== other.arc!.join()) farthest = Infinity;
  });
  return farthest;
}

test('every Material Design icon moves no point it is drawn from by 0.05 or more', () => {
  const moved = rounded().filter(([, path, round]) => !(farthestMove(path, round) < 0.05 - 1e-9));
  assert.deepEqual(
    moved.map(([name]) => name),
    [],
  );
});

test('rounded and compacted icons are shorter in total than compacted ones by a twentieth', () => {
  let compacted = 0;
  let total = 0;
  for (const [, path, round] of rounded()) {
    compacted += compactPath(path).length;
    total += round.length;
  }
  assert.ok(total < compacted * 0.95, `${total} of ${compacted} characters`);
});

test('coordinates move to the nearest tenth, by less than the tolerance in distance', () => {
  assert.equal(roundPath('M1.23 4.56L7.04 8.01L2.34 2.34'), 'M1.2 4.56L7 8L2.34 2.3');
});

test('arcs and the points they start from stay exact', () => {
  assert.equal(
    roundPath('M1.21 2.01A3.33 3.33 0 0 1 4.71 5.01'),
    'M1.21 2.01A3.33 3.33 0 0 1 4.71 5.01',
  );
});

test('the reflected control point of a smooth curve stays within the tolerance', () => {
  const path = 'M0 0C1.04 1.04 2.04 2.04 3.04 3.04S5.04 5.04 6.04 6.04';
  assert.ok(farthestMove(path, roundPath(path)) < 0.05);
  assert.notEqual(roundPath(path), path);
});

test('path data it cannot read or exponents are returned unchanged', () => {
  for (const data of ['M1 2 L', 'M1e2 3L4 5', 'X1 2']) assert.equal(roundPath(data), data);
});
