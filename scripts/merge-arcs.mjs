// Lossless arc merging for the bundle's icons: Material Design Icons draw their circles as four
// quarter arcs; two quarter arcs one after the other on the same circle, turning the same way,
// are exactly one half arc, written in half the bytes.
import {Pen, decimals, readSegments} from './svg-path.mjs';

/**
 * Rewrites path data with every pair of consecutive arcs that make one half circle (the same
 * circle, both the small arc, the same sweep, ending opposite where the first starts) as one
 * arc; every other segment as it was. The input unchanged if it uses exponents or anything the
 * parser does not read.
 * @param {string} data
 * @returns {string} absolute path data (compact it with `compactPath`).
 */
export function mergeArcs(data) {
  const segments = readSegments(data);
  if (!segments) return data;
  const scale = 10 ** decimals(data);
  const written = (value) => String(Math.round(value * scale) / scale);
  const out = [];
  const pen = new Pen();
  for (let i = 0; i < segments.length; i += 1) {
    let segment = segments[i];
    if (halfCircle(pen.x, pen.y, segment, segments[i + 1])) {
      const [r, , rotation, , sweep] = segment.args;
      const [, , , , , endX, endY] = segments[i + 1].args;
      segment = {command: 'A', args: [r, r, rotation, 0, sweep, endX, endY]};
      i += 1;
    }
    const {command, args} = segment;
    out.push(command + args.map(written).join(' '));
    pen.follow(command, args);
  }
  return out.join('');
}

/** Whether arc `a` from (x, y) and arc `b` after it are the two halves of one half circle. */
function halfCircle(x, y, a, b) {
  if (a.command !== 'A' || b?.command !== 'A') return false;
  const [r, ry, , large, sweep, midX, midY] = a.args;
  const [r2, ry2, , large2, sweep2, endX, endY] = b.args;
  if (r <= 0 || ry !== r || r2 !== r || ry2 !== r || large || large2 || sweep !== sweep2) {
    return false;
  }
  // The half circle's centre is halfway from its start to its end, a diameter apart; both arcs
  // must turn about it (each small arc's centre lies on the side its sweep says).
  const centreX = (x + endX) / 2;
  const centreY = (y + endY) / 2;
  const near = (u, v) => Math.abs(u - v) < 1e-9 * Math.max(1, r);
  return (
    near(Math.hypot(endX - x, endY - y), 2 * r) &&
    near(Math.hypot(midX - centreX, midY - centreY), r) &&
    turnsAbout(x, y, midX, midY, centreX, centreY, sweep) &&
    turnsAbout(midX, midY, endX, endY, centreX, centreY, sweep)
  );
}

/** Whether the small arc from (x0, y0) to (x1, y1) with this sweep flag turns about (cx, cy). */
function turnsAbout(x0, y0, x1, y1, cx, cy, sweep) {
  // Sweep 1 runs clockwise on screen (y down): the centre lies to the right of the chord.
  const cross = (x1 - x0) * (cy - y0) - (y1 - y0) * (cx - x0);
  return sweep ? cross > 0 : cross < 0;
}
