// A dev-server plugin for the browser tests: each test file is served as one esbuild bundle of
// everything it imports (src, components, lit, zod, @open-wc/testing, chai, …), so a page makes a
// few requests instead of some 230. One esbuild context builds the bundles in turn: a rebuild
// parses only the files it has not seen, and rereads those changed on disk. Its reporter learns
// the files of the run, so the next few are bundled while earlier ones run.
// Errors still point at the sources: the bundle links a source map, built when the runner asks.
// With --watch or --manual, modules are served one by one as before (the file watcher sees them).
import {build, context as esbuildContext} from 'esbuild';
import {existsSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';

/** Files bundled ahead of the pages that run them. */
const AHEAD = 6;
/** Bundles kept in memory (the runner reads a bundle again to place an error). */
const KEPT = 16;
const ENTRY = 'a2ui-test-entry';

/**
 * @param {{tsconfig: string, conditions: string[]}} options esbuild's tsconfig and export
 *   conditions (those the dev server resolves packages with)
 */
export function bundledTestsPlugin({tsconfig, conditions}) {
  let rootDir = process.cwd();
  let enabled = false;
  let logger;
  /** @type {Promise<import('esbuild').BuildContext> | undefined} */
  let context;
  /** The test file the next rebuild bundles. */
  let entry = '';
  let queue = Promise.resolve();
  /** @type {Map<string, Promise<string>>} */
  const bundles = new Map();
  const served = new WeakSet();
  /** The test files of the run, in the order they run. */
  let planned = [];
  const warned = new Set();

  /** esbuild's options for the bundle of the test file `entry` holds. */
  const options = () => ({
    absWorkingDir: rootDir,
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'esnext',
    conditions,
    tsconfig: resolve(rootDir, tsconfig),
    // The runner's own module (@web/test-runner-commands imports it), and axe-core, which
    // chai-a11y-axe imports only once a test checks accessibility (900 KB a page otherwise).
    external: ['/__web-dev-server__web-socket.js', 'axe-core/axe.min.js'],
    // Every module imported runs, as in the browser (package.json's sideEffects leaves test/ out),
    // and functions and classes keep their names.
    ignoreAnnotations: true,
    keepNames: true,
    outdir: rootDir,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'test-entry',
        setup(pluginBuild) {
          pluginBuild.onResolve({filter: new RegExp(`^${ENTRY}$`)}, () => ({
            path: ENTRY,
            namespace: ENTRY,
          }));
          pluginBuild.onLoad({filter: /.*/, namespace: ENTRY}, () => ({
            contents: `import ${JSON.stringify(entry)};`,
            resolveDir: rootDir,
            loader: 'js',
          }));
        },
      },
    ],
  });

  /** Runs `task` once the builds before it are done: `entry` is the one file being built. */
  const inTurn = (task) => {
    const done = queue.then(task);
    queue = done.then(
      () => undefined,
      () => undefined,
    );
    return done;
  };

  /** The bundle of `file`; a build error becomes a module that throws it, where it is. */
  const bundle = (file) =>
    inTurn(async () => {
      entry = file;
      context ??= esbuildContext(options());
      try {
        const result = await (await context).rebuild();
        for (const warning of result.warnings) {
          const text = describe(warning);
          if (!warned.has(text)) logger?.warn(`[bundled-tests] ${text}`);
          warned.add(text);
        }
        const name = file.split(sep).pop();
        return `${result.outputFiles[0].text}\n//# sourceMappingURL=${name}.map\n`;
      } catch (error) {
        const text = (error.errors ?? [error]).map(describe).join('\n');
        return `throw new Error(${JSON.stringify(text)});\n`;
      }
    });

  /**
   * The source map of `file`'s bundle, built when the runner asks for it (to place an error): the
   * same build with a map (esbuild writes the same code), its sources relative to the test file.
   */
  const sourceMap = (file) =>
    inTurn(async () => {
      entry = file;
      const result = await build({...options(), sourcemap: 'external', sourcesContent: false});
      const map = JSON.parse(
        result.outputFiles.find((output) => output.path.endsWith('.map')).text,
      );
      map.sources = map.sources.map((source) =>
        relative(dirname(file), resolve(rootDir, source)).split(sep).join('/'),
      );
      return JSON.stringify(map);
    }).catch(() => '');

  const cached = (file) => {
    let result = bundles.get(file);
    bundles.delete(file);
    result ??= bundle(file);
    bundles.set(file, result);
    if (bundles.size > KEPT) bundles.delete(bundles.keys().next().value);
    return result;
  };

  /** Starts bundling the files planned after `index` that are not bundled yet. */
  const bundleAhead = (index) => {
    for (const file of planned.slice(index + 1, index + 1 + AHEAD)) {
      if (!bundles.has(file)) cached(file);
    }
  };

  return {
    name: 'bundled-tests',
    serverStart(args) {
      rootDir = args.config.rootDir;
      enabled = args.config.disableFileWatcher === true;
      logger = args.logger;
    },
    async serverStop() {
      await (await context)?.dispose();
    },
    async serve(context) {
      if (!enabled) return undefined;
      const isMap = context.path.endsWith('.test.ts.map');
      const path = isMap ? context.path.slice(0, -'.map'.length) : context.path;
      if (!path.endsWith('.test.ts')) return undefined;
      const file = join(rootDir, decodeURIComponent(path));
      if (!file.startsWith(rootDir + sep) || !existsSync(file)) return undefined;
      const result = isMap ? sourceMap(file) : cached(file);
      const index = isMap ? -1 : planned.indexOf(file);
      if (index >= 0) bundleAhead(index);
      const body = await result;
      served.add(context);
      return {body, type: isMap ? 'json' : 'js'};
    },
    /** A test reporter that tells the plugin the files of the run. */
    reporter: {
      start({testFiles}) {
        planned = enabled ? testFiles.map((file) => resolve(file)) : [];
        bundleAhead(-1);
      },
    },
    /** `plugin`, which leaves the bundles this plugin served untransformed. */
    skipBundles(plugin) {
      const transform = plugin.transform.bind(plugin);
      plugin.transform = (context) => (served.has(context) ? undefined : transform(context));
      return plugin;
    },
  };
}

/** An esbuild message as `file:line:column: text`. */
function describe(message) {
  const at = message.location;
  return at
    ? `${at.file}:${at.line}:${at.column + 1}: ${message.text}`
    : String(message.text ?? message);
}
