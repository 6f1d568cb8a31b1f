// Near-lossless rounding of SVG path data for the bundle's icons: each coordinate moves to the
// nearest tenth unless that would move a point of the shape by `tolerance` or more. Every point a
// segment is drawn from (its start, end and control points, reflected ones included) stays within
// `tolerance` of where it was, so every point of the outline does too: a Bézier curve is a
// weighted mean of its points, the weights never negative and summing to 1. Arcs are kept
// exactly, with the points they start from (their centre moves far more than their ends).
import {decimals, readSegments} from './svg-path.mjs';

/** Coordinate slots of each command's arguments: 'x', 'y' or null (radius, angle, flag). */
const SLOTS = {
  M: ['x', 'y'],
  L: ['x', 'y'],
  H: ['x'],
  V: ['y'],
  C: ['x', 'y', 'x', 'y', 'x', 'y'],
  S: ['x', 'y', 'x', 'y'],
  Q: ['x', 'y', 'x', 'y'],
  T: ['x', 'y'],
  A: [null, null, null, null, null, 'x', 'y'],
  Z: [],
};

/**
 * Rounds path data to tenths where each point of the shape stays within `tolerance` units; the
 * input unchanged if it uses exponents or anything the parser does not read.
 * @param {string} data
 * @param {number} [tolerance] the largest distance (exclusive) a point of the shape may move.
 * @returns {string} absolute path data (compact it with `compactPath`).
 */
export function roundPath(data, tolerance = 0.05) {
  const segments = readSegments(data);
  if (!segments) return data;
  const scale = 10 ** Math.max(1, decimals(data));
  // Every value in fixed point (integers), so rounding and comparing are exact.
  const exact = segments.map(({args}) => args.map((value) => Math.round(value * scale)));
  const step = scale / 10;
  const kept = new Set();
  const change = (slot) => {
    const [i, j] = slot.split(':').map(Number);
    return Math.abs(exact[i][j] - Math.round(exact[i][j] / step) * step);
  };
  for (;;) {
    const rounded = exact.map((args, i) =>
      args.map((value, j) =>
        SLOTS[segments[i].command][j] === null || kept.has(`${i}:${j}`)
          ? value
          : Math.round(value / step) * step,
      ),
    );
    const original = controlPoints(segments, exact);
    const moved = controlPoints(segments, rounded);
    // Keeps one coordinate more per point too far (the one rounding moved most), until none is.
    const more = original.flatMap((a, p) => {
      const b = moved[p];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (distance === 0 || (!a.keep && distance < tolerance * scale)) return [];
      const free = a.slots.filter((slot) => !kept.has(slot) && change(slot) > 0);
      return free.length ? [free.reduce((m, slot) => (change(slot) > change(m) ? slot : m))] : [];
    });
    if (more.length === 0) return write(segments, rounded, scale);
    for (const slot of more) kept.add(slot);
  }
}

/**
 * The points each segment is drawn from, in order, each with the argument slots (`"i:j"`) whose
 * values place it; `keep` marks the points that must not move at all (arcs and their starts).
 * @param {{command: string}[]} segments
 * @param {number[][]} values each segment's arguments.
 * @returns {{x: number, y: number, slots: string[], keep?: boolean}[]}
 */
function controlPoints(segments, values) {
  const points = [];
  const point = (x, y, xSlot, ySlot) => ({x, y, xSlot, ySlot, slots: [xSlot, ySlot]});
  let current = point(0, 0, '', '');
  let start = current;
  let previous = {};
  segments.forEach(({command}, i) => {
    const args = values[i];
    const at = (j) => point(args[j], args[j + 1], `${i}:${j}`, `${i}:${j + 1}`);
    // S and T reflect the previous segment's last control point about the current point.
    const reflect = (control) =>
      control
        ? {
            x: 2 * current.x - control.x,
            y: 2 * current.y - control.y,
            slots: [...current.slots, ...control.slots],
          }
        : current;
    const next = {};
    let end;
    if (command === 'M') {
      end = start = at(0);
      points.push(end);
    } else if (command === 'L') {
      end = at(0);
      points.push(end);
    } else if (command === 'H') {
      end = point(args[0], current.y, `${i}:0`, current.ySlot);
      points.push(end);
    } else if (command === 'V') {
      end = point(current.x, args[0], current.xSlot, `${i}:0`);
      points.push(end);
    } else if (command === 'C' || command === 'S') {
      const first = command === 'C' ? at(0) : reflect(previous.cubic);
      const offset = command === 'C' ? 2 : 0;
      next.cubic = at(offset);
      end = at(offset + 2);
      points.push(first, next.cubic, end);
    } else if (command === 'Q' || command === 'T') {
      next.quadratic = command === 'Q' ? at(0) : reflect(previous.quadratic);
      end = at(command === 'Q' ? 2 : 0);
      points.push(next.quadratic, end);
    } else if (command === 'A') {
      end = at(5);
      points.push({...current, keep: true}, {...end, keep: true});
    } else {
      end = start;
    }
    previous = next;
    current = end;
  });
  return points;
}

/** Absolute path data of the segments with their fixed-point values. */
function write(segments, values, scale) {
  return segments
    .map(({command, args}, i) =>
      command === 'Z'
        ? 'Z'
        : command +
          values[i]
            .map((value, j) =>
              SLOTS[command][j] === null ? String(args[j]) : String(value / scale),
            )
            .join(' '),
    )
    .join('');
}
