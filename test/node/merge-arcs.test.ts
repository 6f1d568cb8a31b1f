// The arc merging the bundle applies to its icons (scripts/merge-arcs.mjs): two quarter arcs of
// one circle become one half arc, every other segment stays as it was.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import * as mdi from '@mdi/js';
import {mergeArcs} from '../../scripts/merge-arcs.mjs';
import {compactPath, parsePath, type PathSegment} from '../../scripts/svg-path.mjs';

const allIcons = Object.entries(mdi as Record<string, unknown>).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string',
);
let mergedIcons: [name: string, path: string, merged: string][] | undefined;
/** Every icon with its arcs merged, computed once for the tests that read them. */
const merged = () =>
  (mergedIcons ??= allIcons.map(([name, path]) => [name, path, mergeArcs(path)]));

interface Arc {
  cx: number;
  cy: number;
  r: number;
  from: number;
  turn: number;
}

/** An arc's centre, radius, start angle and signed turn, by the SVG spec's conversion (B.2.4). */
function arcOf(x1: number, y1: number, args: number[]): Arc {
  const [rx0, ry0, rotation, large, sweep, x2, y2] = args as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const phi = (rotation * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  let rx = Math.abs(rx0);
  let ry = Math.abs(ry0);
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const denominator = rx * rx * yp * yp + ry * ry * xp * xp;
  const factor = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cxp = (factor * rx * yp) / ry;
  const cyp = (-factor * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) =>
    Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const from = angle(1, 0, (xp - cxp) / rx, (yp - cyp) / ry);
  let turn = angle((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry);
  if (!sweep && turn > 0) turn -= 2 * Math.PI;
  if (sweep && turn < 0) turn += 2 * Math.PI;
  return {cx, cy, r: rx, from, turn};
}

/** Each segment with the point it starts from. */
function withStarts(segments: PathSegment[]): {segment: PathSegment; x: number; y: number}[] {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  return segments.map((segment) => {
    const at = {segment, x, y};
    const {command, args} = segment;
    if (command === 'Z') [x, y] = [startX, startY];
    else if (command === 'H') x = args[0]!;
    else if (command === 'V') y = args[0]!;
    else [x, y] = [args[args.length - 2]!, args[args.length - 1]!];
    if (command === 'M') [startX, startY] = [x, y];
    return at;
  });
}

const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** Whether `merged` draws what `original` draws: the same segments, or one arc for two. */
function sameDrawing(original: string, merged: string): boolean {
  const a = withStarts(parsePath(original));
  const b = withStarts(parsePath(merged));
  let i = 0;
  for (const {segment, x, y} of b) {
    const one = a[i];
    if (!one) return false;
    const same =
      one.segment.command === segment.command &&
      one.segment.args.every((value, k) => close(value, segment.args[k]!));
    if (same) {
      i += 1;
      continue;
    }
    const two = a[i + 1];
    if (segment.command !== 'A' || one.segment.command !== 'A' || two?.segment.command !== 'A') {
      return false;
    }
    const first = arcOf(one.x, one.y, one.segment.args);
    const second = arcOf(two.x, two.y, two.segment.args);
    const whole = arcOf(x, y, segment.args);
    const sameCircle = (p: Arc, q: Arc) =>
      close(p.cx, q.cx) && close(p.cy, q.cy) && close(p.r, q.r);
    if (
      !sameCircle(first, whole) ||
      !sameCircle(second, whole) ||
      !close(first.from, whole.from) ||
      !close(first.turn + second.turn, whole.turn)
    ) {
      return false;
    }
    i += 2;
  }
  return i === a.length;
}

test('every Material Design icon draws the same circles and segments with its arcs merged', () => {
  const changed = merged().filter(([, path, arcs]) => !sameDrawing(path, arcs));
  assert.deepEqual(
    changed.map(([name]) => name),
    [],
  );
});

test('a circle of four quarter arcs becomes two half arcs', () => {
  assert.equal(
    mergeArcs('M12 4A4 4 0 0 1 16 8A4 4 0 0 1 12 12A4 4 0 0 1 8 8A4 4 0 0 1 12 4Z'),
    'M12 4A4 4 0 0 1 12 12A4 4 0 0 1 12 4Z',
  );
});

test('arcs turning opposite ways, of other circles or large keep their own segments', () => {
  for (const path of [
    'M12 4A4 4 0 0 1 16 8A4 4 0 0 0 12 12',
    'M12 4A4 4 0 0 1 16 8A5 5 0 0 1 12 12',
    'M12 4A4 4 0 1 1 16 8A4 4 0 0 1 12 12',
  ]) {
    assert.equal(mergeArcs(path), path);
  }
});

test('merging shortens the compacted icons by more than a fiftieth in total', () => {
  let before = 0;
  let after = 0;
  for (const [, path, arcs] of merged()) {
    before += compactPath(path).length;
    after += compactPath(arcs).length;
  }
  assert.ok(after < before * 0.98, `${after} of ${before} characters`);
});

test('path data it cannot read or exponents are returned unchanged', () => {
  for (const data of ['M1 2 L', 'M1e2 3L4 5', 'X1 2']) assert.equal(mergeArcs(data), data);
});
