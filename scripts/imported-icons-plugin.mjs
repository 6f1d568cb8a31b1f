// A dev-server plugin for the browser tests: `@mdi/js` (7,000 icons, 6.8 MB) is served as just
// the icons the code imports. Every test page loaded the whole file otherwise, about 2 s a page.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** The names of `import {mdiA, mdiB} from '@mdi/js'` in every .ts file under `dirs`. */
function importedIconNames(dirs) {
  const names = new Set();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(path);
      } else if (entry.name.endsWith('.ts')) {
        const source = readFileSync(path, 'utf8');
        for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mdi\/js'/g)) {
          for (const name of list.split(',')) if (name.trim()) names.add(name.trim());
        }
      }
    }
  };
  dirs.forEach(visit);
  return names;
}

/**
 * Serves `node_modules/@mdi/js/mdi.js` with only the icons imported by .ts files under `dirs`
 * (a name left out fails loudly: the importing module does not link).
 * @param {string[]} dirs
 */
export function importedIconsPlugin(dirs) {
  let names;
  return {
    name: 'imported-icons',
    transform(context) {
      if (!context.path.endsWith('/@mdi/js/mdi.js')) return undefined;
      names ??= importedIconNames(dirs);
      const lines = String(context.body)
        .split('\n')
        .filter((line) => !/^export var /.test(line) || names.has(line.split(' ')[2]));
      return {body: lines.join('\n')};
    },
  };
}
