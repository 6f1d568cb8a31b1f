// A build that is skipped when nothing it is made from changed: a stamp file records the build's
// key (its settings), the content hashes of the files it read and of the files it wrote, and its
// result. Used by the drop-in bundle (scripts/build-bundle.mjs) and the benchmark's bundles.
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';

/**
 * One hash of the files' names and contents, in order (a missing file hashes as missing).
 * @param {string[]} files
 * @returns {string}
 */
export function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    let contents;
    try {
      contents = readFileSync(file);
    } catch {
      contents = '\0missing';
    }
    hash.update(contents);
  }
  return hash.digest('hex');
}

/**
 * Writes `contents` to `path` whole or not at all: builds running side by side never read half
 * a file.
 * @param {string} path
 * @param {string | Uint8Array} contents
 */
export function writeAtomically(path, contents) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/**
 * The result of the last build stamped in `stampFile` when it had the same `key`, the files it
 * read and wrote are as they were then; otherwise runs `build` and stamps what it returns.
 * @template T
 * @param {string} stampFile
 * @param {string} key what else decides the build (settings, tools' hashes)
 * @param {() => Promise<{result: T, inputs: string[], outputs: string[]}>} build the build; it
 *   names the files it read and wrote (absolute paths)
 * @returns {Promise<T>}
 */
export async function stampedBuild(stampFile, key, build) {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    if (
      stamp.key === key &&
      stamp.inputsHash === hashOf(stamp.inputs) &&
      stamp.outputsHash === hashOf(stamp.outputs)
    ) {
      return stamp.result;
    }
  } catch {
    // No stamp yet (or an unreadable one): build.
  }
  const {result, inputs, outputs} = await build();
  const stamp = {
    key,
    inputs,
    inputsHash: hashOf(inputs),
    outputs,
    outputsHash: hashOf(outputs),
    result: result ?? null,
  };
  mkdirSync(dirname(stampFile), {recursive: true});
  writeAtomically(stampFile, JSON.stringify(stamp));
  return result;
}
