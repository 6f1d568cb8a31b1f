import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The official A2UI spec checkout: env `A2UI_SPEC_DIR`, else `<repo>/../shared/a2ui-spec`. */
export const specDir = resolve(process.env.A2UI_SPEC_DIR ?? join(repoRoot, '../shared/a2ui-spec'));

/** Spec versions whose basic-catalog examples and schemas are tested. */
export const specVersions = ['v0_9', 'v0_9_1'].filter((version) =>
  existsSync(join(specDir, version, 'json')),
);

/** Reads a JSON file of the spec checkout. */
export function readSpecJson(...segments: string[]): unknown {
  return JSON.parse(readFileSync(join(specDir, ...segments), 'utf8'));
}

/** One official example: its file, name and the messages it sends (agent → renderer). */
export interface SpecExample {
  readonly file: string;
  readonly name: string;
  readonly messages: readonly unknown[];
}

/** The basic-catalog examples of one spec version. */
export function basicExamples(version: string): SpecExample[] {
  const dir = join(specDir, version, 'catalogs/basic/examples');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const example = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
        name?: string;
        messages?: unknown[];
      };
      return {file, name: example.name ?? file, messages: example.messages ?? []};
    });
}
