// The gallery's own examples cover the whole basic catalog: every component, every property value
// that changes the look, every icon, every function; and they are valid messages.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import * as z from 'zod/mini';
import {
  basicCatalog,
  basicComponentSchemas,
  basicIconNames,
  MessageProcessor,
  validateMessage,
} from '../../src/core.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {V1Adapter, basicCatalogV1} from '../../src/adapters/v1_0/index.js';

const dir = join(import.meta.dirname, '..', '..', 'demo', 'examples');

interface StoredExample {
  file: string;
  group: string;
  messages: unknown[];
  expectErrors: boolean;
}

const examples: StoredExample[] = readdirSync(dir, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.jsonl?$/.test(file) && !file.endsWith('.meta.json'))
  .map((file) => {
    // Media named root-relative, as the gallery resolves them against its own URL (examples.ts).
    const text = readFileSync(join(dir, file), 'utf8').replaceAll(
      '"/media/',
      '"http://localhost:8080/media/',
    );
    const group = file.split(/[\\/]/)[0]!;
    if (file.endsWith('.jsonl')) {
      const messages = text
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l));
      return {file, group, messages, expectErrors: false};
    }
    const doc = JSON.parse(text) as {messages: unknown[]; expectErrors?: boolean};
    return {file, group, messages: doc.messages, expectErrors: doc.expectErrors === true};
  });

/** The component definitions of an example. */
const componentsOf = (e: StoredExample) =>
  e.messages.flatMap(
    (m) =>
      (m as {updateComponents?: {components?: Record<string, unknown>[]}}).updateComponents
        ?.components ?? [],
  );
/** Every component definition of every example. */
const components = examples.flatMap(componentsOf);
const allText = examples.map((e) => JSON.stringify(e.messages)).join('\n');

test('there are at least 40 examples in at least 8 groups', () => {
  assert.ok(examples.length >= 40, `${examples.length} examples`);
  assert.ok(new Set(examples.map((e) => e.group)).size >= 8);
});

test('every basic component appears in an example', () => {
  const used = new Set(components.map((c) => c['component']));
  const missing = Object.keys(basicCatalog.components).filter((name) => !used.has(name));
  assert.deepEqual(missing, []);
});

test('every enumerated property value of every basic component appears in an example', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const [name, schema] of Object.entries(basicComponentSchemas)) {
    const json = z.toJSONSchema(schema as z.ZodMiniType, {unrepresentable: 'any'}) as {
      properties?: Record<string, {enum?: unknown[]}>;
    };
    for (const [prop, definition] of Object.entries(json.properties ?? {})) {
      for (const value of definition.enum ?? []) {
        checked++;
        const found = components.some((c) => c['component'] === name && c[prop] === value);
        if (!found) missing.push(`${name}.${prop}=${String(value)}`);
      }
    }
  }
  assert.ok(checked >= 50, `${checked} values checked`);
  assert.deepEqual(missing, []);
});

test('every boolean switch that changes the look is turned on somewhere', () => {
  for (const [name, prop] of [
    ['ChoicePicker', 'filterable'],
    ['DateTimeInput', 'enableDate'],
    ['DateTimeInput', 'enableTime'],
  ] as const) {
    assert.ok(
      components.some((c) => c['component'] === name && c[prop] === true),
      `${name}.${prop}`,
    );
  }
});

test('every icon name and a custom svgPath icon appear', () => {
  const names = new Set(components.filter((c) => c['component'] === 'Icon').map((c) => c['name']));
  assert.ok([...basicIconNames].length >= 59);
  const missing = [...basicIconNames].filter((name) => !names.has(name));
  assert.deepEqual(missing, []);
  assert.ok(components.some((c) => c['component'] === 'Icon' && typeof c['name'] === 'object'));
});

test('every basic function is called by an example', () => {
  assert.equal(Object.keys(basicCatalog.functions).length, 14);
  const missing = Object.keys(basicCatalog.functions).filter(
    (name) => !allText.includes(`"call":"${name}"`) && !allText.includes(`${name}(`),
  );
  assert.deepEqual(missing, []);
});

test('templates, checks, modal, tabs and incremental updates are all shown', () => {
  assert.ok(
    components.some((c) => typeof c['children'] === 'object' && !Array.isArray(c['children'])),
    'template',
  );
  assert.ok(
    components.some((c) => Array.isArray(c['checks'])),
    'checks',
  );
  assert.ok(
    components.some((c) => c['component'] === 'Modal'),
    'modal',
  );
  assert.ok(
    components.some((c) => c['component'] === 'Tabs'),
    'tabs',
  );
  assert.ok(
    examples.some((e) => e.messages.filter((m) => 'updateComponents' in (m as object)).length > 2),
    'components arriving over several messages',
  );
  assert.ok(
    examples.some((e) => e.messages.filter((m) => 'updateDataModel' in (m as object)).length > 2),
    'data model updates over several messages',
  );
});

test('every basic-catalog example is made of valid messages, except those showing errors', () => {
  const basic = examples.filter((e) => !['custom', 'legacy', 'v1_0'].includes(e.group));
  for (const example of basic) {
    const problems = example.messages.flatMap((message, index) => {
      const result = validateMessage(message, {direction: 'agentToRenderer'});
      return result.ok ? [] : result.errors.map((e) => `${index}${e.path}: ${e.message}`);
    });
    if (example.expectErrors) assert.ok(problems.length > 0, `${example.file} shows errors`);
    else assert.deepEqual(problems, [], example.file);
  }
});

test('every v0.8 example renders through the adapter with no error and creates its surface', () => {
  const legacy = examples.filter((e) => e.group === 'legacy');
  assert.ok(legacy.length > 0);
  for (const example of legacy) {
    const processor = new MessageProcessor();
    const errors: unknown[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    new V08Adapter(processor).processMessages(example.messages);
    assert.deepEqual(errors, [], example.file);
    assert.ok(processor.surfaces.length > 0, `${example.file} creates a surface`);
  }
});

test('every v1.0 example renders through V1Adapter with no error and creates its surface', () => {
  const v1 = examples.filter((e) => e.group === 'v1_0');
  assert.ok(v1.length > 0);
  for (const example of v1) {
    assert.ok(
      example.messages.every((m) => (m as {version?: unknown}).version === 'v0.10'),
      `${example.file} says "version": "v0.10" in every message`,
    );
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const errors: unknown[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    new V1Adapter(processor).processMessages(example.messages);
    assert.deepEqual(errors, [], example.file);
    assert.ok(processor.surfaces.length > 0, `${example.file} creates a surface`);
  }
});

test('the v1.0 examples show what the v1.0 basic catalog adds', () => {
  const v1 = examples.filter((e) => e.group === 'v1_0').flatMap(componentsOf);
  const has = (name: string, test: (c: Record<string, unknown>) => boolean) =>
    v1.some((c) => c['component'] === name && test(c));
  assert.ok(
    has('TextField', (c) => typeof c['placeholder'] === 'string'),
    'TextField placeholder',
  );
  assert.ok(
    has('Slider', (c) => Number.isInteger(c['steps'])),
    'Slider steps',
  );
  assert.ok(
    has('Video', (c) => 'posterUrl' in c),
    'Video posterUrl',
  );
  assert.ok(
    has('Icon', (c) => typeof (c['name'] as {path?: unknown})?.path === 'string'),
    'Icon',
  );
  const wantsResponse = (c: Record<string, unknown>) =>
    (c['action'] as {event?: {wantResponse?: unknown}})?.event?.wantResponse === true;
  assert.ok(has('Button', wantsResponse), 'a Button action with wantResponse');
});
