/** Path of the drop-in bundle, relative to the repository root. */
export declare const bundlePath: string;
/** Bundles `src/index.ts` into `dist/a2ui-elements.js`. */
export declare function buildBundle(options?: {entry?: string; outfile?: string}): Promise<{
  file: string;
  bytes: number;
  gzipBytes: number;
  imports: string[];
  exports: string[];
  /** Minified bytes per package or source folder, largest first. */
  contributors: [string, number][];
}>;
