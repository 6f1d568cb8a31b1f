/**
 * Rewrites path data with every pair of consecutive arcs that make one half circle as one arc;
 * returns absolute path data, or the input if unreadable.
 */
export declare function mergeArcs(data: string): string;
