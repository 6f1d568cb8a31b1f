// Lossless SVG path data compaction for the bundle's icons: the same shape (every coordinate
// exact, in decimal fixed point), written with the shorter of absolute / relative coordinates,
// no redundant separators and no repeated command letters.

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const SEPARATORS = /[\s,]*/y;
const ARITY = {M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0};

/**
 * Parses path data into segments of absolute coordinates.
 * @param {string} data
 * @returns {{command: string, args: number[]}[]} one segment per drawing command, upper case,
 *   `args` absolute (arc radii, rotation and flags as written).
 */
export function parsePath(data) {
  const segments = [];
  let i = 0;
  let command = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const skip = () => {
    SEPARATORS.lastIndex = i;
    SEPARATORS.exec(data);
    i = SEPARATORS.lastIndex;
  };
  const number = (flag) => {
    skip();
    if (flag && (data[i] === '0' || data[i] === '1')) return Number(data[i++]);
    NUMBER.lastIndex = i;
    const match = NUMBER.exec(data);
    if (!match) throw new Error(`bad path data at ${i}: ${data.slice(i, i + 10)}`);
    i = NUMBER.lastIndex;
    return Number(match[0]);
  };
  skip();
  while (i < data.length) {
    if (/[a-zA-Z]/.test(data[i])) {
      command = data[i++];
    } else if (!command || /[zZ]/.test(command)) {
      throw new Error(`bad path data at ${i}`);
    }
    const upper = command.toUpperCase();
    if (!(upper in ARITY)) throw new Error(`unknown path command ${command}`);
    const relative = command !== upper;
    if (upper === 'Z') {
      segments.push({command: 'Z', args: []});
      x = startX;
      y = startY;
      skip();
      continue;
    }
    const raw = [];
    for (let k = 0; k < ARITY[upper]; k += 1)
      raw.push(number(upper === 'A' && (k === 3 || k === 4)));
    const args = raw.map((value, k) => {
      if (!relative) return value;
      if (upper === 'H') return value + x;
      if (upper === 'V') return value + y;
      if (upper === 'A') return k === 5 ? value + x : k === 6 ? value + y : value;
      return value + (k % 2 === 0 ? x : y);
    });
    segments.push({command: upper, args});
    if (upper === 'H') x = args[0];
    else if (upper === 'V') y = args[0];
    else {
      x = args[args.length - 2];
      y = args[args.length - 1];
    }
    if (upper === 'M') {
      startX = x;
      startY = y;
      command = relative ? 'l' : 'L';
    }
    skip();
  }
  return segments;
}

/**
 * The absolute segments of `data`, or undefined for data the path tools leave as it is: with
 * exponents, or anything `parsePath` does not read.
 * @param {string} data
 * @returns {{command: string, args: number[]}[] | undefined}
 */
export function readSegments(data) {
  if (/[eE]/.test(data)) return undefined;
  try {
    return parsePath(data);
  } catch {
    return undefined;
  }
}

/** The current point while walking absolute segments, and where the subpath started. */
export class Pen {
  x = 0;
  y = 0;
  startX = 0;
  startY = 0;

  /**
   * Moves to the end of one absolute segment.
   * @param {string} command
   * @param {number[]} args its arguments (in any one unit, as long as it is always the same).
   */
  follow(command, args) {
    if (command === 'Z') {
      this.x = this.startX;
      this.y = this.startY;
      return;
    }
    if (command === 'H') this.x = args[0];
    else if (command === 'V') this.y = args[0];
    else {
      this.x = args[args.length - 2];
      this.y = args[args.length - 1];
    }
    if (command === 'M') {
      this.startX = this.x;
      this.startY = this.y;
    }
  }
}

/** Decimal places of the longest fraction in `data` (exactness of the fixed point). */
export function decimals(data) {
  let most = 0;
  for (const match of data.matchAll(/\.(\d+)/g)) most = Math.max(most, match[1].length);
  return most;
}

/**
 * Rewrites path data as compactly as it can while drawing exactly the same shape; returns the
 * input unchanged if it uses exponents or anything it does not understand.
 * @param {string} data
 * @returns {string}
 */
export function compactPath(data) {
  const segments = readSegments(data);
  if (!segments) return data;
  const scale = 10 ** decimals(data);
  const fixed = (value) => Math.round(value * scale);
  const text = (scaled) => {
    const value = scaled / scale;
    const written = String(value);
    if (/e/.test(written)) return null;
    return written.replace(/^(-?)0\./, '$1.');
  };
  let out = '';
  let last = '';
  let lastNumber = '';
  const pen = new Pen();
  for (const {command, args} of segments) {
    if (command === 'Z') {
      out += 'z';
      last = 'z';
      lastNumber = '';
      pen.follow(command, args);
      continue;
    }
    const {x, y} = pen;
    const absolute = args.map(fixed);
    const relative = absolute.map((value, k) => {
      if (command === 'H') return value - x;
      if (command === 'V') return value - y;
      if (command === 'A') return k === 5 ? value - x : k === 6 ? value - y : value;
      return value - (k % 2 === 0 ? x : y);
    });
    const options = [
      [command, absolute],
      [command.toLowerCase(), relative],
    ].map(([letter, values]) => {
      const numbers = values.map(text);
      if (numbers.includes(null)) return null;
      // A repeated command needs no letter, except M (whose repeats mean L).
      const implicit = letter === last;
      const body = implicit ? joinNumbers(lastNumber, numbers) : letter + joinNumbers('', numbers);
      return {letter, numbers, body};
    });
    const usable = options.filter(Boolean);
    if (usable.length === 0) return data;
    // On a tie the relative form: icons repeat the same relative moves (the arcs of a circle, the
    // steps of a grid), which the bundle's gzip compresses better than absolute positions.
    const best = usable.reduce((a, b) => (b.body.length <= a.body.length ? b : a));
    out += best.body;
    last = best.letter;
    lastNumber = best.numbers[best.numbers.length - 1];
    pen.follow(command, absolute);
    // After M, further pairs are lines: a following L/l may not omit its letter as "M".
    if (command === 'M') last = '';
  }
  return out.length < data.length ? out : data;
}

/** Numbers written one after another, a space only where the next would merge with the last. */
function joinNumbers(previous, numbers) {
  let written = '';
  for (const number of numbers) {
    const merges =
      previous !== '' &&
      !number.startsWith('-') &&
      !(number.startsWith('.') && previous.includes('.'));
    written += (merges ? ' ' : '') + number;
    previous = number;
  }
  return written;
}
