// custom-elements.json against the code it documents: each element's entry has the prose of its
// class JSDoc as its description (what VS Code, JetBrains and Storybook show), and lists every
// part its templates render, every slot, every `--a2ui-*` property its styles read and every
// event it dispatches, and nothing the code no longer has.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {before, test} from 'node:test';
import {buildManifest, editorDataPaths} from '../../scripts/build-package.mjs';

const root = join(import.meta.dirname, '..', '..');

interface Named {
  name: string;
  description?: string;
}
interface Element {
  tagName: string;
  description?: string;
  events?: Named[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
let elements: {element: Element; source: string}[] = [];
let surface: Element;

before(() => {
  buildManifest();
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as {
    modules: {path: string; declarations?: Element[]}[];
  };
  elements = manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.tagName)
      .map((element) => ({
        element,
        source: join(root, module.path.replace(/^dist\//, '').replace(/\.js$/, '.ts')),
      })),
  );
  surface = elements.find(({element}) => element.tagName === 'a2ui-surface')!.element;
});

const read = (file: string) => readFileSync(file, 'utf8');
const names = (entries: Named[] | undefined) => new Set((entries ?? []).map((e) => e.name));
const missing = (used: Iterable<string>, documented: Set<string>) =>
  [...used].filter((name) => !documented.has(name)).sort();

/** The relative modules a source imports, with the names it imports from each. */
function imports(file: string): {file: string; names: string[]}[] {
  return [...read(file).matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)].map(
    ([, list, spec]) => ({
      file: resolve(dirname(file), spec!.replace(/\.js$/, '.ts')),
      names: list!.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
    }),
  );
}

/** Part names a template literal renders (`part="a b"`, `part=${x ? 'a' : 'b'}`, a default). */
function partsIn(text: string): string[] {
  const found = [
    ...text.matchAll(/(?<!\[)\bpart=(?:"([^"$]*)"|'([^'$]*)'|\$\{([^}]*)\})/g),
  ].flatMap(([, double, single, expression]) =>
    expression === undefined
      ? [double ?? single!]
      : [...expression.matchAll(/'([^']*)'/g)].map((m) => m[1]!),
  );
  for (const m of text.matchAll(/setAttribute\('part', '([^']*)'\)|\bpart = '([^']*)'/g)) {
    found.push(m[1] ?? m[2]!);
  }
  return found.flatMap((value) => value.split(/\s+/)).filter(Boolean);
}

/** Each `export` of a module and its text (up to the next one). */
function exportsOf(file: string): Map<string, string> {
  const chunks = read(file).split(/^(?=export )/m);
  return new Map(
    chunks.flatMap((chunk) => {
      const name = /^export (?:const|function|class|abstract class) (\w+)/.exec(chunk)?.[1];
      return name ? [[name, chunk]] : [];
    }),
  );
}

/** Parts rendered by the element's source and by the shared templates it calls. */
function renderedParts(source: string): Set<string> {
  const parts = new Set(partsIn(read(source)));
  for (const {file, names} of imports(source)) {
    if (!file.includes('/components/shared/') || !existsSync(file)) continue;
    const chunks = exportsOf(file);
    for (const name of names) for (const part of partsIn(chunks.get(name) ?? '')) parts.add(part);
  }
  return parts;
}

/** `--a2ui-*` properties read by the element's styles: its own, those beside it, shared ones. */
function readProperties(source: string): Set<string> {
  const styles = [source, ...imports(source).map((i) => i.file)].filter(
    (file) => file === source || (file.endsWith('.styles.ts') && existsSync(file)),
  );
  return new Set(
    styles.flatMap((file) =>
      [...read(file).matchAll(/var\(\s*(--a2ui-[\w-]+)/g)].map((m) => m[1]!),
    ),
  );
}

const slotsIn = (source: string) =>
  new Set([...read(source).matchAll(/<slot(?:\s+name="([\w-]+)")?/g)].map((m) => m[1] ?? ''));

/** Events the element dispatches itself: by name, or `a2uiaction` through `act()`. */
function dispatched(source: string): Set<string> {
  const text = read(source);
  const events = [...text.matchAll(/(?:new CustomEvent|\bemit)\(\s*'([\w-]+)'/g)].map((m) => m[1]!);
  if (/\bthis\.act\b/.test(text)) events.push('a2uiaction');
  return new Set(events);
}

/** Events documented on an element that another element inside it dispatches: they bubble
 * (composed) to it, and it is where an app listens. */
const bubblingTo: Record<string, string[]> = {
  'a2ui-surface': ['a2uiaction'],
  'a2ui-agent': ['a2uiaction', 'a2uierror'],
};

/** `a2ui-button` documents `--a2ui-button-*`; `a2ui-surface`, `--a2ui-surface-*`. */
const ownPrefix = (tag: string) => `--${tag}-`;

test('the manifest covers at least the surface, the agent and the basic components', () => {
  assert.ok(elements.length >= 20, `${elements.length} elements`);
});

test('every element has its class JSDoc as its description, in the manifest and the editors', () => {
  const vsCode = JSON.parse(read(join(root, editorDataPaths.vsCodeHtml))) as {tags: Named[]};
  const undescribed = elements
    .filter(({element}) => (element.description ?? '').trim().length < 40)
    .map(({element}) => element.tagName);
  assert.deepEqual(undescribed, []);
  for (const {element} of elements) {
    const firstLine = element.description!.trim().split('\n')[0]!;
    const hover = vsCode.tags.find((tag) => tag.name === element.tagName)?.description ?? '';
    assert.ok(hover.startsWith(firstLine), `${element.tagName}: ${JSON.stringify(hover)}`);
    // A blank line before the rule: right under a paragraph, `---` makes it a heading.
    assert.match(hover, /\S\n\n---\n/, element.tagName);
    assert.doesNotMatch(hover, /\*\*Methods:\*\*\n \n/, `${element.tagName}: no method to list`);
  }
});

test("every part an element's templates render is in its manifest entry, and no other", () => {
  const wrong = elements.flatMap(({element, source}) => {
    const rendered = renderedParts(source);
    const documented = names(element.cssParts);
    return [
      ...missing(rendered, documented).map((part) => `${element.tagName}: undocumented ${part}`),
      ...missing(documented, rendered).map((part) => `${element.tagName}: stale ${part}`),
    ];
  });
  assert.deepEqual(wrong, []);
});

test('every slot an element renders is in its manifest entry, and no other', () => {
  const wrong = elements.flatMap(({element, source}) => {
    const rendered = slotsIn(source);
    const documented = names(element.slots);
    return [
      ...missing(rendered, documented).map((slot) => `${element.tagName}: undocumented '${slot}'`),
      ...missing(documented, rendered).map((slot) => `${element.tagName}: stale '${slot}'`),
    ];
  });
  assert.deepEqual(wrong, []);
});

test("every --a2ui-* property an element's styles read is documented on it or on <a2ui-surface>", () => {
  const tokens = names(surface.cssProperties);
  const wrong = elements.flatMap(({element, source}) => {
    const read = readProperties(source);
    const own = names(element.cssProperties);
    const prefix = ownPrefix(element.tagName);
    return [
      ...missing(read, new Set([...own, ...tokens])).map(
        (p) => `${element.tagName}: undocumented ${p}`,
      ),
      // Its own properties (not the global tokens <a2ui-surface> lists) are ones it reads.
      ...missing(
        [...own].filter((p) => p.startsWith(prefix)),
        read,
      ).map((p) => `${element.tagName}: stale ${p}`),
    ];
  });
  assert.deepEqual(wrong, []);
});

test('every event an element dispatches is in its manifest entry, with its detail type, and no other', () => {
  const wrong = elements.flatMap(({element, source}) => {
    const fired = dispatched(source);
    const documented = names(element.events);
    const allowed = new Set([...fired, ...(bubblingTo[element.tagName] ?? [])]);
    const untyped = (element.events ?? [])
      .filter(
        (event) => !/^CustomEvent<\w+>$/.test((event as {type?: {text?: string}}).type?.text ?? ''),
      )
      .map((event) => `${element.tagName}: ${event.name} has no detail type`);
    return [
      ...missing(allowed, documented).map((e) => `${element.tagName}: undocumented ${e}`),
      ...missing(documented, allowed).map((e) => `${element.tagName}: not dispatched ${e}`),
      ...untyped,
    ];
  });
  assert.deepEqual(wrong, []);
});
