/** One drawing command of a path, upper case, with absolute coordinates. */
export interface PathSegment {
  command: string;
  args: number[];
}
/** Parses SVG path data into segments of absolute coordinates; throws on malformed data. */
export declare function parsePath(data: string): PathSegment[];
/** The same shape in as few characters as it can (the input itself if nothing is shorter). */
export declare function compactPath(data: string): string;
/** The segments of `data`, or undefined for data with exponents or that does not parse. */
export declare function readSegments(data: string): PathSegment[] | undefined;
/** Decimal places of the longest fraction in `data`. */
export declare function decimals(data: string): number;
/** The current point while walking absolute segments, and where the subpath started. */
export declare class Pen {
  x: number;
  y: number;
  startX: number;
  startY: number;
  /** Moves to the end of one absolute segment. */
  follow(command: string, args: number[]): void;
}
