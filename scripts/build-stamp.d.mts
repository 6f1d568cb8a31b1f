/** One hash of the files' names and contents, in order (a missing file hashes as missing). */
export declare function hashOf(files: string[]): string;
/** Writes `contents` to `path` whole or not at all. */
export declare function writeAtomically(path: string, contents: string | Uint8Array): void;
/**
 * The result of the last build stamped in `stampFile` when it had the same `key` and the files it
 * read and wrote are unchanged; otherwise runs `build` and stamps what it returns.
 */
export declare function stampedBuild<T>(
  stampFile: string,
  key: string,
  build: () => Promise<{result: T; inputs: string[]; outputs: string[]}>,
): Promise<T>;
