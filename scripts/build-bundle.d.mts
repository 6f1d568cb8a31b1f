/** Path of the drop-in bundle, relative to the repository root. */
export declare const bundlePath: string;
/** Path of the connectors' drop-in file, relative to the repository root. */
export declare const agentBundlePath: string;
/** Path of the A2UI v0.8 adapter's drop-in file, relative to the repository root. */
export declare const v08BundlePath: string;
/** Path of the A2UI v1.0 adapter's drop-in file, relative to the repository root. */
export declare const v10BundlePath: string;
/** What one built file is. */
export interface BundleInfo {
  file: string;
  bytes: number;
  gzipBytes: number;
  imports: string[];
  exports: string[];
  /** Source files inside the bundle (paths relative to the repository root). */
  inputs: string[];
  /** Minified bytes per package or source folder, largest first. */
  contributors: [string, number][];
}
/**
 * Bundles `src/drop-in.ts` into `dist/a2ui-elements.js`, the connectors into
 * `dist/a2ui-agent.js`, the v0.8 adapter into `dist/a2ui-v0_8.js` and the v1.0 adapter into
 * `dist/a2ui-v1_0.js` (the last three import the first). The last build is reused when it came
 * from the same inputs and tools and its files are unchanged.
 */
export declare function buildBundle(options?: {
  entry?: string;
  outfile?: string;
}): Promise<BundleInfo & {agent: BundleInfo; v08: BundleInfo; v10: BundleInfo}>;
