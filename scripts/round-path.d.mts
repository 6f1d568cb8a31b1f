/**
 * Rounds path data to tenths where every point of the shape stays within `tolerance` units
 * (default 0.05); arcs stay exact. Returns absolute path data, or the input if unreadable.
 */
export declare function roundPath(data: string, tolerance?: number): string;
