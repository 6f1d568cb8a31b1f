// Agent data is untrusted: no string becomes markup or code. The renderer and the gallery use
// none of the DOM's HTML or script sinks, so no agent string can reach one (the strict-CSP
// end-to-end test checks the same at run time, for what the gallery examples exercise).
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

const root = join(import.meta.dirname, '..', '..');
const SINKS =
  /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|createContextualFragment|document\.write|new DOMParser|\bsrcdoc\b|\bunsafe(HTML|SVG|Static)\b|\beval\(|\bnew Function\(|setTimeout\(\s*['"`]/;

/** The source files under `dir`, tests left out. */
const sources = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((path) => /\.(ts|js|mjs)$/.test(path) && !/\.test(\.helper)?\.ts$/.test(path))
    .filter((path) => !path.split(/[\\/]/).includes('node_modules'))
    .map((path) => join(dir, path));

test('no HTML or script sink in the renderer, its components or the gallery', () => {
  const files = ['src', 'components', 'demo/gallery', 'demo/agent'].flatMap((dir) =>
    sources(join(root, dir)),
  );
  assert.ok(files.length > 150, `${files.length} files read`);
  const found = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({line, at: `${relative(root, file)}:${index + 1}`}))
      .filter(({line}) => SINKS.test(line) && !/^\s*(\/\/|\*)/.test(line))
      .map(({at, line}) => `${at}: ${line.trim()}`),
  );
  assert.deepEqual(found, []);
});
