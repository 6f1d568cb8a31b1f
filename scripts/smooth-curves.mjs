// Lossless curve shortening for the bundle's icons: a cubic curve whose first control point is
// where a smooth curve (S) would put it anyway (the previous curve's last control point mirrored
// through the current point, or the current point after any other segment) is written as S,
// without that point.
import {parsePath} from './svg-path.mjs';

/**
 * Rewrites path data with every such cubic curve (C) as a smooth one (S); every other segment as
 * it was. The input unchanged if it uses exponents or anything the parser does not read.
 * @param {string} data
 * @returns {string} absolute path data (compact it with `compactPath`).
 */
export function smoothCurves(data) {
  if (/[eE]/.test(data)) return data;
  let segments;
  try {
    segments = parsePath(data);
  } catch {
    return data;
  }
  const scale = 10 ** decimals(data);
  // Fixed point (integers), so the mirrored point compares exactly.
  const fixed = (value) => Math.round(value * scale);
  const out = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let control;
  for (let {command, args} of segments) {
    const values = args.map(fixed);
    if (command === 'C') {
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
    if (command === 'Z') {
      x = startX;
      y = startY;
    } else if (command === 'H') x = values[0];
    else if (command === 'V') y = values[0];
    else {
      x = values[values.length - 2];
      y = values[values.length - 1];
    }
    if (command === 'M') {
      startX = x;
      startY = y;
    }
  }
  return out.join('');
}

/** Decimal places of the longest fraction in `data`. */
function decimals(data) {
  let most = 0;
  for (const match of data.matchAll(/\.(\d+)/g)) most = Math.max(most, match[1].length);
  return most;
}
