// An esbuild plugin for the bundle: the Material Design Icons it imports, with their path data
// rounded to tenths where no point of the shape moves by 0.05 of the 24-unit grid or more (see
// round-path.mjs), quarter arcs merged into half arcs (merge-arcs.mjs), curves written smooth
// where they are (smooth-curves.mjs), then compacted (svg-path.mjs).
import {readFile} from 'node:fs/promises';
import {relative} from 'node:path';
import {mergeArcs} from './merge-arcs.mjs';
import {roundPath} from './round-path.mjs';
import {smoothCurves} from './smooth-curves.mjs';
import {compactPath} from './svg-path.mjs';

/**
 * An esbuild plugin that replaces `import {mdiX, …} from '@mdi/js'` with the same icons' path
 * data as `bundledIconPath` writes it. Any other form of import is left to the package itself.
 * @returns {import('esbuild').Plugin}
 */
export function compactMdiPlugin() {
  return {
    name: 'compact-mdi',
    setup(build) {
      build.onResolve({filter: /^@mdi\/js$/}, async ({importer}) => {
        const source = await readFile(importer, 'utf8');
        const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mdi\/js'/g)];
        if (imports.length === 0 || /import\s*\*\s*as\s+\w+\s+from\s*'@mdi\/js'/.test(source)) {
          return undefined;
        }
        const names = imports.flatMap((m) => m[1].split(',').map((name) => name.trim()));
        if (!names.every((name) => /^mdi\w+$/.test(name) || name === '')) return undefined;
        // Named like the package (one module per importer) so size reports group it with @mdi/js.
        const from = relative(build.initialOptions.absWorkingDir ?? process.cwd(), importer);
        return {
          path: `node_modules/@mdi/js/mdi.js?from=${from}`,
          namespace: 'compact-mdi',
          pluginData: names.filter(Boolean),
        };
      });
      build.onLoad({filter: /.*/, namespace: 'compact-mdi'}, async ({pluginData}) => {
        const icons = await import('@mdi/js');
        const missing = pluginData.filter((name) => typeof icons[name] !== 'string');
        if (missing.length > 0) {
          return {errors: missing.map((name) => ({text: `"@mdi/js" has no export ${name}`}))};
        }
        const lines = pluginData.map(
          (name) => `export const ${name} = ${JSON.stringify(bundledIconPath(icons[name]))};`,
        );
        return {contents: lines.join('\n'), loader: 'js'};
      });
      // After the literal minifiers, which leave a file without templates to the next plugin.
      build.onLoad({filter: /\.ts$/}, async ({path}) => {
        const source = await readFile(path, 'utf8');
        if (!/from\s*'@mdi\/js'/.test(source)) return undefined;
        const contents = joinIconLists(source, await import('@mdi/js'));
        return contents === source ? undefined : {contents, loader: 'ts'};
      });
    },
  };
}

/** An array literal of icon names only (`[mdiA, mdiB, …]`), comments allowed. */
const iconList = /\[((?:\s|\/\/[^\n]*\n|mdi\w+\s*,?)+)\]/g;

/**
 * Writes each array literal of `@mdi/js` icons in `source` as one string split at commas: the
 * same strings in the same order (the paths `bundledIconPath` writes), without a pair of quotes
 * and a comma each, and without a name per icon. Path data holds no comma.
 * @param {string} source TypeScript source importing the icons from `@mdi/js`.
 * @param {Record<string, unknown>} icons the `@mdi/js` module.
 * @returns {string}
 */
export function joinIconLists(source, icons) {
  return source.replace(iconList, (list, body) => {
    const names = body.replace(/\/\/[^\n]*\n/g, '').match(/mdi\w+/g) ?? [];
    const paths = names.map((name) => icons[name]);
    if (!paths.length || !paths.every((path) => typeof path === 'string')) return list;
    const joined = paths.map(bundledIconPath);
    if (joined.some((path) => path.includes(','))) return list;
    return `${JSON.stringify(joined.join(','))}.split(',')`;
  });
}

/**
 * An icon's path data as the bundle holds it: rounded by `roundPath` (every point within 0.05
 * units, invisible at any size the catalog draws icons), then the same shape in fewer bytes
 * (`mergeArcs`, `smoothCurves`, `compactPath`).
 * @param {string} data
 * @returns {string}
 */
export function bundledIconPath(data) {
  return compactPath(smoothCurves(mergeArcs(roundPath(data))));
}
