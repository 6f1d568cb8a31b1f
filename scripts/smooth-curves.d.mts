/**
 * Rewrites path data with every cubic curve whose first control point a smooth curve would put
 * there anyway as a smooth curve (S); returns absolute path data, or the input if unreadable.
 */
export declare function smoothCurves(data: string): string;
