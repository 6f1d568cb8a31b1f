/** TypeScript 7's compiler (the `typescript7` alias of this repository's devDependencies). */
export declare const tsc7: string;
/** Emits `dist/src`, `dist/components` (JavaScript, declarations, source maps). */
export declare function buildTypes(): void;
/** Writes `custom-elements.json` from the JSDoc of the elements, then the editors' data from it. */
export declare function buildManifest(): void;
/** The editors' data files, relative to the repository root (published, see `files`). */
export declare const editorDataPaths: {
  readonly vsCodeHtml: string;
  readonly vsCodeCss: string;
  readonly webTypes: string;
};
