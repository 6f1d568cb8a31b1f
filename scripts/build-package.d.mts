/** Emits `dist/src`, `dist/components` (JavaScript, declarations, source maps). */
export declare function buildTypes(): void;
/** Writes `custom-elements.json` from the JSDoc of the elements. */
export declare function buildManifest(): void;
