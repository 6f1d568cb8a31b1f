/** Small statistics for benchmark samples. */

/** The median of `values` (NaN when empty). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The exponent k of the best fit `time ≈ c · n^k` (least squares on log–log), or undefined with
 * fewer than two usable points. k ≈ 1 is linear growth, k ≈ 2 quadratic.
 */
export function growthExponent(points: ReadonlyArray<{n: number; ms: number}>): number | undefined {
  const usable = points.filter((p) => p.n > 0 && p.ms > 0 && Number.isFinite(p.ms));
  if (usable.length < 2) return undefined;
  const xs = usable.map((p) => Math.log(p.n));
  const ys = usable.map((p) => Math.log(p.ms));
  const meanX = xs.reduce((a, b) => a + b, 0) / xs.length;
  const meanY = ys.reduce((a, b) => a + b, 0) / ys.length;
  let covariance = 0;
  let variance = 0;
  xs.forEach((x, i) => {
    covariance += (x - meanX) * (ys[i]! - meanY);
    variance += (x - meanX) ** 2;
  });
  return variance === 0 ? undefined : covariance / variance;
}

/** `a / b` when both are finite and b is not zero, else undefined. */
export function ratio(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) {
    return undefined;
  }
  return a / b;
}
