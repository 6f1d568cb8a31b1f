import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {A2uiMessageSchema} from '@a2ui/web_core/v0_8';
import fc from 'fast-check';
import {
  translateBoundValue,
  translateContents,
  V08Adapter,
  type BoundType,
  type V08Issue,
} from '../../src/adapters/v0_8/index.js';
import {loadOfficialValidators} from './helpers/official-validator.js';
import {readSpecJson} from './helpers/spec-dir.js';
import {loadV08Validators, RecordingProcessor} from './v0_8-validators.js';

// Property-based checks of the v0.8 adapter. Fixed seed: a failure is reproducible and shrunk.
const SEED = Number(process.env.A2UI_V08_SEED ?? 20261130);
const RUNS = Number(process.env.A2UI_V08_RUNS ?? 300);
const params = {seed: SEED, numRuns: RUNS};

const v08 = loadV08Validators();
const v09 = loadOfficialValidators('v0_9');

type Json = Record<string, unknown>;
interface Schema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}

const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];
const safeKey = fc.string({maxLength: 6}).filter((key) => !FORBIDDEN.includes(key));
const finite = fc.double({noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6});
const dataPath = fc.constantFrom('/a', '/a/b', '/items/0', 'a', 'b/c', '/', '');
const componentId = fc.constantFrom('root', 'a', 'b', 'label');
const BOUND_KEYS = new Set([
  'path',
  'literalString',
  'literalNumber',
  'literalBoolean',
  'literalArray',
]);
const ID_KEYS = new Set(['child', 'componentId', 'entryPointChild', 'contentChild']);

function run(messages: unknown[]) {
  const processor = new RecordingProcessor();
  new V08Adapter(processor).processMessages(messages);
  return processor;
}

/** Values the schema accepts, with ids and paths drawn from small sets so they meet. */
function fromSchema(schema: Schema, key = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (key === 'path' || key === 'dataBinding') return dataPath;
  if (ID_KEYS.has(key) || key === 'explicitList[]') return componentId;
  switch (schema.type) {
    case 'string':
      return fc.oneof(fc.constantFrom('Hello', '', '#00BFFF', '^[0-9]+$'), fc.string());
    case 'number':
      return finite;
    case 'integer':
      return fc.integer({min: 0, max: 5});
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}, key + '[]'), {maxLength: 3});
    case 'object': {
      const properties = schema.properties ?? {};
      // The document requires exactly one of explicitList / template (the JSON allows both).
      if (key === 'children') {
        return fc.oneof(
          fc.record({explicitList: fromSchema(properties['explicitList']!, 'explicitList')}),
          fc.record({template: fromSchema(properties['template']!, 'template')}),
        );
      }
      const names = Object.keys(properties);
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, sub]) => [name, fromSchema(sub, name)]),
      );
      const record = fc.record(model, {requiredKeys: schema.required ?? []});
      // The document's BoundValue schema has minProperties 1 (the catalog JSON omits it).
      const bound = names.length > 0 && names.every((name) => BOUND_KEYS.has(name));
      return bound ? record.filter((value) => Object.keys(value).length > 0) : record;
    }
    default:
      return fc.constant({});
  }
}

const catalog = readSpecJson('v0_8', 'json', 'standard_catalog_definition.json') as {
  components: Record<string, Schema>;
};
const standardComponent = fc.oneof(
  ...Object.entries(catalog.components).map(([type, schema]) =>
    fromSchema(schema).map((props) => ({[type]: props})),
  ),
);
const componentEntry = fc.record(
  {id: componentId, weight: fc.integer({min: 1, max: 3}), component: standardComponent},
  {requiredKeys: ['id', 'component']},
);
// Ids unique within the message, as the schema's description of `id` asks (the processor refuses
// a repeated one).
const surfaceUpdate = fc
  .uniqueArray(componentEntry, {minLength: 1, maxLength: 3, selector: (entry) => entry.id})
  .map((components) => ({surfaceUpdate: {surfaceId: 's', components}}));

describe('v0.8 messages built from the standard catalog schema', () => {
  it('validate against the v0.8 schema and translate to valid v0.9', () => {
    fc.assert(
      fc.property(surfaceUpdate, (message) => {
        assert.equal(v08.catalogServer(message), true, JSON.stringify(v08.catalogServer.errors));
        const processor = run([message, {beginRendering: {surfaceId: 's', root: 'root'}}]);
        const invalid = processor.errors.filter((e) => e.code === 'VALIDATION_FAILED');
        assert.deepEqual(invalid, []);
        const notV09 = processor.forwarded.filter((m) => !v09.server(m));
        assert.deepEqual(notV09, [], JSON.stringify(v09.server.errors));
      }),
      params,
    );
  });

  it('are refused with a pointer to the unknown property a mutant adds', () => {
    fc.assert(
      fc.property(surfaceUpdate, safeKey, (message, extra) => {
        const entry = message.surfaceUpdate.components[0]!;
        const [type, props] = Object.entries(entry.component)[0]!;
        if (extra in (props as Json)) return;
        (props as Json)[extra] = 1;
        assert.equal(v08.catalogServer(message), false);
        const processor = run([message, {beginRendering: {surfaceId: 's', root: 'root'}}]);
        const paths = processor.errors.map((e) => e.path);
        const escaped = extra.replace(/~/g, '~0').replace(/\//g, '~1');
        assert.ok(paths.includes(`/components/0/component/${type}/${escaped}`));
        assert.ok(!processor.forwarded.some((m) => 'updateComponents' in (m as Json)));
      }),
      params,
    );
  });
});

const LITERAL_KEY: Record<BoundType, string> = {
  string: 'literalString',
  number: 'literalNumber',
  boolean: 'literalBoolean',
  array: 'literalArray',
};
const literalOf: Record<BoundType, fc.Arbitrary<unknown>> = {
  string: fc.string(),
  number: finite,
  boolean: fc.boolean(),
  array: fc.array(fc.string(), {maxLength: 3}),
};
const boundCase = fc.constantFrom<BoundType>('string', 'number', 'boolean', 'array').chain((type) =>
  fc.record({
    type: fc.constant(type),
    literal: fc.option(literalOf[type], {nil: undefined}),
    path: fc.option(dataPath, {nil: undefined}),
  }),
);

describe('v0.8 bound values', () => {
  it('become the literal, the binding or the binding and its data write; {} is refused', () => {
    fc.assert(
      fc.property(boundCase, ({type, literal, path}) => {
        const raw: Json = {};
        if (literal !== undefined) raw[LITERAL_KEY[type]] = literal;
        if (path !== undefined) raw['path'] = path;
        const issues: V08Issue[] = [];
        const result = translateBoundValue(raw, [type], '/v', issues);
        if (path === undefined && literal === undefined) {
          assert.equal(result, undefined);
          assert.deepEqual(issues, [
            {path: '/v', message: 'A bound value needs a literal or a path.'},
          ]);
          return;
        }
        assert.deepEqual(issues, []);
        // The binding drops a leading `/`: a template item reads `/a` in the item, as v0.8 does.
        const binding = {path: path?.replace(/^\//, '')};
        if (path === undefined) {
          assert.deepEqual(result, {value: literal});
        } else if (literal !== undefined && path.startsWith('/') && path !== '/') {
          assert.deepEqual(result, {value: binding, init: {path, value: literal}});
        } else {
          assert.deepEqual(result, {value: binding});
        }
      }),
      params,
    );
  });

  it('with a literal of the wrong type are reported at that literal', () => {
    fc.assert(
      fc.property(boundCase, fc.constantFrom(null, {}, 'x', 1, true), ({type}, wrong) => {
        const okForType = {
          string: typeof wrong === 'string',
          number: typeof wrong === 'number',
          boolean: typeof wrong === 'boolean',
          array: false,
        }[type];
        if (okForType) return;
        const issues: V08Issue[] = [];
        const result = translateBoundValue({[LITERAL_KEY[type]]: wrong}, [type], '/v', issues);
        assert.equal(result, undefined);
        assert.deepEqual(
          issues.map((issue) => issue.path),
          [`/v/${LITERAL_KEY[type]}`],
        );
      }),
      params,
    );
  });
});

// A data object v0.8 can express: scalars, and one level of maps of scalars.
const scalar = fc.oneof(fc.string(), finite, fc.boolean());
const dictionary = <T>(value: fc.Arbitrary<T>) =>
  fc.dictionary(safeKey, value, {maxKeys: 5, noNullPrototype: true});
const dataObject = dictionary(fc.oneof(scalar, dictionary(scalar)));

function encode(data: Json): Json[] {
  return Object.entries(data).map(([key, value]) => {
    if (typeof value === 'string') return {key, valueString: value};
    if (typeof value === 'number') return {key, valueNumber: value};
    if (typeof value === 'boolean') return {key, valueBoolean: value};
    return {key, valueMap: encode(value as Json)};
  });
}

describe('v0.8 data contents', () => {
  it('validate against the v0.8 schema and translate back to the same JSON object', () => {
    fc.assert(
      fc.property(dataObject, (data) => {
        const contents = encode(data);
        assert.equal(v08.server({dataModelUpdate: {surfaceId: 's', contents}}), true);
        const issues: V08Issue[] = [];
        assert.deepEqual(translateContents(contents, '/c', issues), data);
        assert.deepEqual(issues, []);
      }),
      params,
    );
  });

  it('reach the v0.9 data model through the adapter at the given path', () => {
    fc.assert(
      fc.property(dataObject, fc.constantFrom('/', 'user', '/user/profile'), (data, path) => {
        const processor = run([
          {beginRendering: {surfaceId: 's', root: 'root'}},
          {dataModelUpdate: {surfaceId: 's', path, contents: encode(data)}},
        ]);
        assert.deepEqual(processor.errors, []);
        const pointer = path.startsWith('/') ? path : '/' + path;
        assert.deepEqual(processor.getSurface('s')!.dataModel.peek(pointer), data);
      }),
      params,
    );
  });

  it('nested up to 5 levels deep translate back to the same object, deeper are refused, as the reference renderer does', () => {
    // The schema allows scalars only in a valueMap; the reference (@a2ui/web_core) takes 5 levels.
    const level = (levels: number): fc.Arbitrary<Json> =>
      fc.dictionary(safeKey, levels === 1 ? scalar : fc.oneof(scalar, level(levels - 1)), {
        maxKeys: 3,
        noNullPrototype: true,
      });
    fc.assert(
      fc.property(level(7), (data) => {
        const message = {dataModelUpdate: {surfaceId: 's', contents: encode(data)}};
        const reference = A2uiMessageSchema.safeParse(message).success;
        assert.equal(v08.nestedDataServer(message), reference);
        const issues: V08Issue[] = [];
        const translated = translateContents(message.dataModelUpdate.contents, '/c', issues);
        assert.deepEqual(translated, reference ? data : undefined);
        assert.equal(issues.length === 0, reference);
      }),
      params,
    );
  });

  it('with a forbidden key anywhere are refused without touching any prototype', () => {
    fc.assert(
      fc.property(dataObject, fc.constantFrom(...FORBIDDEN), fc.boolean(), (data, key, nested) => {
        const poison = {key, valueMap: [{key: 'polluted', valueBoolean: true}]};
        const contents = nested
          ? [...encode(data), {key: 'm', valueMap: [{key, valueString: 'x'}]}]
          : [poison, ...encode(data)];
        const issues: V08Issue[] = [];
        assert.equal(translateContents(contents, '/c', issues), undefined);
        assert.ok(issues.some((issue) => issue.message.includes(key)));
        assert.equal(({} as Json)['polluted'], undefined);
      }),
      params,
    );
  });
});

describe('v0.8 adapter input of any shape', () => {
  it('never throws, and reports every message the v0.8 schema refuses (but nested data)', () => {
    const anyMessage = fc.oneof(
      fc.anything(),
      fc.json(),
      surfaceUpdate.map((m) => ({...m, extra: 1})),
      fc.record({
        dataModelUpdate: fc.record({surfaceId: fc.constant('s'), contents: fc.anything()}),
      }),
      fc.record({beginRendering: fc.record({surfaceId: fc.constant('s'), root: fc.anything()})}),
    );
    fc.assert(
      fc.property(anyMessage, (message) => {
        const processor = run([message, {beginRendering: {surfaceId: 's', root: 'root'}}]);
        const parsed = typeof message === 'string' ? safeParse(message) : message;
        // A JSON string holding an array is a batch of messages, not one message.
        const batch = typeof message === 'string' && Array.isArray(parsed);
        if (parsed !== undefined && !batch && !v08.nestedDataServer(parsed)) {
          assert.ok(
            processor.errors.some((e) => e.code === 'VALIDATION_FAILED'),
            JSON.stringify(message),
          );
        }
      }),
      params,
    );
  });

  it('refuses forbidden segments in every path and key it is given', () => {
    const begin = {beginRendering: {surfaceId: 's', root: 'root'}};
    const text = (bound: Json) => ({
      surfaceUpdate: {surfaceId: 's', components: [{id: 'root', component: {Text: {text: bound}}}]},
    });
    const cases: unknown[] = [
      {dataModelUpdate: {surfaceId: 's', path: '/__proto__/x', contents: []}},
      {dataModelUpdate: {surfaceId: 's', path: 'constructor', contents: []}},
      text({path: '/a/prototype', literalString: 'x'}),
      {
        surfaceUpdate: {
          surfaceId: 's',
          components: [{id: 'root', component: {Custom: JSON.parse('{"__proto__": {"x": 1}}')}}],
        },
      },
      {
        surfaceUpdate: {
          surfaceId: 's',
          components: [
            {
              id: 'root',
              component: {
                Button: {
                  child: 'a',
                  action: {name: 'go', context: [{key: '__proto__', value: {literalString: 'x'}}]},
                },
              },
            },
          ],
        },
      },
      {
        surfaceUpdate: {
          surfaceId: 's',
          components: [
            {
              id: 'root',
              component: {
                List: {children: {template: {componentId: 'a', dataBinding: '/__proto__'}}},
              },
            },
          ],
        },
      },
    ];
    for (const type of FORBIDDEN) {
      const wrapper = JSON.parse(`{"${type}": {}}`) as Json;
      cases.push({surfaceUpdate: {surfaceId: 's', components: [{id: 'root', component: wrapper}]}});
    }
    for (const message of cases) {
      const processor = run([begin, message]);
      assert.equal(processor.errors.length > 0, true, JSON.stringify(message));
      assert.ok(processor.errors.every((e) => e.code === 'VALIDATION_FAILED'));
      assert.equal(processor.forwarded.length, 1, 'only createSurface went through');
    }
    assert.equal(({} as Json)['x'], undefined);
  });
});

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
