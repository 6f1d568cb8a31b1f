/** One drawing command of a path, upper case, with absolute coordinates. */
export interface PathSegment {
  command: string;
  args: number[];
}
/** Parses SVG path data into segments of absolute coordinates; throws on malformed data. */
export declare function parsePath(data: string): PathSegment[];
/** The same shape in as few characters as it can (the input itself if nothing is shorter). */
export declare function compactPath(data: string): string;
