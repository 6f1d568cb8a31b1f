// Lossless curve shortening for the bundle's icons: a cubic curve whose first control point is
// where a smooth curve (S) would put it anyway (the previous curve's last control point mirrored
// through the current point, or the current point after any other segment) is written as S,
// without that point.
import {Pen, decimals, readSegments} from './svg-path.mjs';

/**
 * Rewrites path data with every such cubic curve (C) as a smooth one (S); every other segment as
 * it was. The input unchanged if it uses exponents or anything the parser does not read.
 * @param {string} data
 * @returns {string} absolute path data (compact it with `compactPath`).
 */
export function smoothCurves(data) {
  const segments = readSegments(data);
  if (!segments) return data;
  const scale = 10 ** decimals(data);
  // Fixed point (integers), so the mirrored point compares exactly.
  const fixed = (value) => Math.round(value * scale);
  const out = [];
  const pen = new Pen();
  let control;
  for (let {command, args} of segments) {
    const values = args.map(fixed);
    if (command === 'C') {
      const {x, y} = pen;
      const [mirrorX, mirrorY] = control ? [2 * x - control[0], 2 * y - control[1]] : [x, y];
      if (values[0] === mirrorX && values[1] === mirrorY) {
        command = 'S';
        values.splice(0, 2);
      }
    }
    out.push(command + values.map((value) => String(value / scale)).join(' '));
    control =
      command === 'C' || command === 'S'
        ? values.slice(values.length - 4, values.length - 2)
        : null;
    pen.follow(command, values);
  }
  return out.join('');
}
