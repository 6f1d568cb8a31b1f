// Builds the npm package: TypeScript emit (ES modules + .d.ts) into dist/, the Custom Elements
// Manifest (custom-elements.json) generated from the elements' JSDoc, and from the manifest the
// editors' data: VS Code's HTML and CSS custom data and JetBrains' web-types.
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {getWebTypesData} from 'custom-element-jet-brains-integration';
import {getVsCodeCssCustomData, getVsCodeHtmlCustomData} from 'custom-element-vs-code-integration';
import {writeAtomically} from './build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(command, args) {
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * TypeScript 7's compiler (the `typescript7` alias), several times faster than 5.9's; `typescript`
 * stays 5.9 for typescript-eslint, which does not support 7 yet.
 */
export const tsc7 = join(root, 'node_modules', 'typescript7', 'bin', 'tsc');

/** Emits `dist/src`, `dist/components` (JavaScript, declarations, source maps). */
export function buildTypes() {
  run(process.execPath, [tsc7, '-p', 'tsconfig.build.json']);
}

/** The editors' data files, relative to the repository root (published, see `files`). */
export const editorDataPaths = {
  vsCodeHtml: 'dist/vscode.html-custom-data.json',
  vsCodeCss: 'dist/vscode.css-custom-data.json',
  webTypes: 'dist/web-types.json',
};

/**
 * Writes `custom-elements.json` from the JSDoc of the elements, then the editors' data from it
 * (see {@link editorDataPaths}): tag, attribute, event, slot, `::part()` and `--a2ui-*`
 * completions with their descriptions, in VS Code and JetBrains IDEs.
 */
export function buildManifest() {
  // Analysed aside and written whole: tests build the manifest in parallel and read it. (The
  // analyzer takes its outdir relative to the working directory.)
  mkdirSync(join(root, 'node_modules', '.cache'), {recursive: true});
  const outdir = relative(root, mkdtempSync(join(root, 'node_modules', '.cache', 'manifest-')));
  let analysed;
  try {
    const config = 'custom-elements-manifest.config.mjs';
    run(bin('cem'), ['analyze', '--config', config, '--outdir', outdir, '--quiet']);
    analysed = JSON.parse(readFileSync(join(root, outdir, 'custom-elements.json'), 'utf8'));
  } finally {
    rmSync(join(root, outdir), {recursive: true, force: true});
  }
  const manifest = withTokenDefaults(publishedManifest(analysed));
  // Unindented: about half the size, and its readers are tools.
  writeAtomically(join(root, 'custom-elements.json'), JSON.stringify(manifest) + '\n');
  writeEditorData(manifest);
}

/**
 * The manifest with the default value of every global design token (the `@cssprop` lines on
 * `<a2ui-surface>`), read from `components/shared/tokens.ts`, the one place it is written.
 */
function withTokenDefaults(manifest) {
  const tokens = readFileSync(join(root, 'components/shared/tokens.ts'), 'utf8');
  const defaults = new Map(
    [...tokens.matchAll(/^\s*(--a2ui-[\w-]+):\s*([^;]+);/gm)].map(([, name, value]) => [
      name,
      value.trim(),
    ]),
  );
  for (const property of cssProperties(manifest)) {
    if (property.default === undefined && defaults.has(property.name)) {
      property.default = defaults.get(property.name);
    }
  }
  return manifest;
}

function cssProperties(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).flatMap((declaration) => declaration.cssProperties ?? []),
  );
}

function writeEditorData(published) {
  const manifest = forEditors(published);
  const options = {hideLogs: true, descriptionSrc: 'description'};
  mkdirSync(join(root, 'dist'), {recursive: true});
  const html = JSON.parse(getVsCodeHtmlCustomData(manifest, options));
  const css = JSON.parse(getVsCodeCssCustomData(manifest, options));
  // VS Code's CSS data has no field for a default value: the description says it.
  const defaults = new Map(cssProperties(manifest).map((p) => [p.name, p.default]));
  css.properties = uniqueByName(css.properties).map((property) => {
    const value = defaults.get(property.name);
    return value === undefined
      ? property
      : {...property, description: `${property.description} Default: \`${value}\`.`};
  });
  css.pseudoElements = uniqueByName(css.pseudoElements);
  const webTypes = JSON.parse(getWebTypesData(manifest, {...options, packageJson: true}));
  const write = (path, data) =>
    writeAtomically(join(root, path), JSON.stringify(withoutUnknownDefaults(data), null, 2) + '\n');
  write(editorDataPaths.vsCodeHtml, html);
  write(editorDataPaths.vsCodeCss, css);
  write(editorDataPaths.webTypes, webTypes);
}

/**
 * The manifest as the editors' generators need it. VS Code's writes `---` on the line after an
 * element's description, which Markdown reads as the underline of a heading: the description's
 * last paragraph showed as a title. Both list protected methods as blank lines under an empty
 * "Methods" heading.
 */
function forEditors(manifest) {
  const declaration = (d) => ({
    ...d,
    ...(d.description && {description: `${d.description}\n`}),
    ...(d.members && {members: d.members.filter((member) => member.privacy !== 'protected')}),
  });
  return {
    ...manifest,
    modules: manifest.modules.map((m) => ({...m, declarations: m.declarations?.map(declaration)})),
  };
}

function uniqueByName(entries = []) {
  return [...new Map(entries.map((entry) => [entry.name, entry])).values()];
}

/** The generators print `_(default: undefined)_` after a property without a default value. */
function withoutUnknownDefaults(data) {
  return JSON.parse(JSON.stringify(data).replaceAll(' _(default: undefined)_', ''));
}

/** Test helpers are sources the analyzer sees but no user imports. */
const testHelper = /\.test\.helper\.ts$|(^|\/)testing\.ts$/;

/**
 * The manifest as the package ships it: the analyzer names the sources (`src/x.ts`, or
 * `src/x.js` / `/src/x.js` in re-exports and superclasses), which are not published; a module
 * is `dist/src/x.js` there. It keeps the modules that define elements and those their classes
 * are built from (superclasses, mixins): what tools read a manifest for. The other modules
 * (functions, transports, the core) more than doubled its size for no reader.
 */
function publishedManifest(manifest) {
  const shipped = (value) => {
    if (Array.isArray(value)) return value.map(shipped);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        (key === 'path' || key === 'module') &&
        typeof inner === 'string' &&
        /^\/?(src|components)\/.+\.[jt]s$/.test(inner)
          ? `dist/${inner.replace(/^\//, '').replace(/\.ts$/, '.js')}`
          : shipped(inner),
      ]),
    );
  };
  const modules = manifest.modules.filter((module) => !testHelper.test(module.path));
  const published = shipped({...manifest, modules});
  return {...published, modules: elementModules(published.modules)};
}

function elementModules(modules) {
  const declarations = (module) => module.declarations ?? [];
  const kept = new Set(
    modules.filter((m) => declarations(m).some((d) => d.customElement)).map((m) => m.path),
  );
  for (let size = 0; size !== kept.size;) {
    size = kept.size;
    for (const module of modules.filter((m) => kept.has(m.path))) {
      for (const declaration of declarations(module)) {
        for (const base of [declaration.superclass, ...(declaration.mixins ?? [])]) {
          if (base?.module) kept.add(base.module);
        }
      }
    }
  }
  return modules.filter((module) => kept.has(module.path));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildTypes();
  buildManifest();
}
