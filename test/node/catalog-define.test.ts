import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import {
  ComponentContext,
  MessageProcessor,
  basicCatalog,
  defineCatalog,
  defineComponent,
  validateMessage,
  type ErrorBody,
  type FunctionDefinition,
} from '../../src/core.js';

const shout: FunctionDefinition = {
  name: 'shout',
  returnType: 'string',
  args: z.object({text: z.unknown()}),
  impl: ({text}) => String(text ?? '').toUpperCase() + '!',
};

const isEven: FunctionDefinition = {
  name: 'isEven',
  returnType: 'boolean',
  args: z.object({value: z.unknown()}),
  impl: ({value}) => Number(value) % 2 === 0,
};

const Badge = defineComponent({
  name: 'Badge',
  props: (t) => ({label: t.dynamicString, count: z.optional(t.dynamicNumber)}),
});

const catalog = defineCatalog({
  id: 'https://example.com/catalogs/test.json',
  extends: basicCatalog,
  components: [Badge],
  functions: [shout, isEven],
});

function surfaceMessages(surfaceId: string, catalogId: string, components: unknown[]) {
  return [
    {version: 'v0.9', createSurface: {surfaceId, catalogId}},
    {version: 'v0.9', updateDataModel: {surfaceId, value: {name: 'ada', n: 4}}},
    {version: 'v0.9', updateComponents: {surfaceId, components}},
  ];
}

function processorWith(...catalogs: Parameters<typeof defineCatalog>[0][]) {
  const processor = new MessageProcessor({
    catalogs: [basicCatalog, ...catalogs.map(defineCatalog)],
  });
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  return {processor, errors};
}

describe('defineComponent', () => {
  it('closes the schema and adds id, component, accessibility and weight', () => {
    const ok = Badge.schema.safeParse({
      id: 'b',
      component: 'Badge',
      label: 'x',
      weight: 1,
      accessibility: {label: 'Badge'},
    });
    assert.equal(ok.success, true);
    assert.equal(
      Badge.schema.safeParse({id: 'b', component: 'Badge', label: 'x', y: 1}).success,
      false,
    );
  });

  it('derives the coercion of each dynamic property from the common type it uses', () => {
    assert.equal(Badge.bindings?.['label'], 'string');
    assert.equal(Badge.bindings?.['count'], 'number');
  });
});

describe('defineCatalog', () => {
  it('extends a catalog with components and functions', () => {
    assert.ok(catalog.components['Text']);
    assert.ok(catalog.components['Badge']);
    assert.ok(catalog.functions['formatString']);
    assert.ok(catalog.functions['shout']);
    assert.equal(catalog.theme, basicCatalog.theme);
  });

  it('replaces an inherited component of the same name', () => {
    const Text = defineComponent({name: 'Text', props: {text: z.string()}, tag: 'my-text'});
    const replaced = defineCatalog({id: 'x:replaced', extends: basicCatalog, components: [Text]});
    assert.equal(replaced.components['Text']!.tag, 'my-text');
    assert.equal(Object.keys(replaced.components).length, 18);
  });

  it('omits inherited components by name', () => {
    const smaller = defineCatalog({id: 'x:small', extends: basicCatalog, omit: ['Video']});
    assert.equal(smaller.components['Video'], undefined);
    assert.ok(smaller.components['Text']);
  });

  it('stands alone without extends', () => {
    const alone = defineCatalog({id: 'x:alone', components: [Badge], functions: [shout]});
    assert.deepEqual(Object.keys(alone.components), ['Badge']);
    assert.deepEqual(Object.keys(alone.functions), ['shout']);
  });

  it('takes the api of an element class', () => {
    class FakeElement {
      static api = Badge;
    }
    const fromClass = defineCatalog({
      id: 'x:class',
      components: [
        FakeElement as unknown as Parameters<typeof defineCatalog>[0]['components'] & never,
      ],
    });
    assert.equal(fromClass.components['Badge']!.element, FakeElement);
  });

  it('lets agents call its custom functions inside a custom component property', () => {
    const message = {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [
          {
            id: 'b',
            component: 'Badge',
            label: {call: 'shout', args: {text: 'hi'}, returnType: 'string'},
          },
        ],
      },
    };
    assert.equal(validateMessage(message, {direction: 'agentToRenderer', catalog}).ok, true);
    const basicOnly = defineCatalog({
      id: 'x:basic-fns',
      extends: basicCatalog,
      components: [Badge],
    });
    assert.equal(
      validateMessage(message, {direction: 'agentToRenderer', catalog: basicOnly}).ok,
      false,
    );
  });

  it("lets agents call a catalog's functions inside the components it inherits", () => {
    const withBadge = defineCatalog({id: 'x:badge', extends: basicCatalog, components: [Badge]});
    const withShout = defineCatalog({id: 'x:shout', extends: withBadge, functions: [shout]});
    const message = {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [{id: 'b', component: 'Badge', label: {call: 'shout', args: {text: 'hi'}}}],
      },
    };
    const valid = (c: typeof catalog) =>
      validateMessage(message, {direction: 'agentToRenderer', catalog: c}).ok;
    assert.equal(valid(withBadge), false);
    assert.equal(valid(withShout), true);
    // And further down: the rebuilt component keeps what it needs to be rebuilt again.
    assert.equal(valid(defineCatalog({id: 'x:again', extends: withShout})), true);
  });
});

describe('catalog selection per surface', () => {
  it('gives each surface the catalog its catalogId names, with several in one processor', () => {
    const other = {id: 'x:other', components: [Badge]};
    const {processor, errors} = processorWith(
      {id: catalog.id, extends: basicCatalog, components: [Badge], functions: [shout, isEven]},
      other,
    );
    processor.processMessages([
      ...surfaceMessages('a', catalog.id, [{id: 'root', component: 'Badge', label: 'A'}]),
      ...surfaceMessages('b', 'x:other', [{id: 'root', component: 'Badge', label: 'B'}]),
      ...surfaceMessages('c', basicCatalog.id, [{id: 'root', component: 'Text', text: 'C'}]),
    ]);
    assert.deepEqual(errors, []);
    assert.equal(processor.getSurface('a')!.catalog.id, catalog.id);
    assert.equal(processor.getSurface('b')!.catalog.id, 'x:other');
    assert.equal(processor.getSurface('c')!.catalog, basicCatalog);
  });

  it('validates each surface against its own catalog', () => {
    const {processor, errors} = processorWith({id: 'x:other', components: [Badge]});
    processor.processMessages(
      surfaceMessages('b', 'x:other', [{id: 'root', component: 'Text', text: 'not here'}]),
    );
    // A type the catalog lacks is kept (envelope-checked) for the renderer's placeholder, and
    // reported at the path of the message that brought it.
    assert.equal(processor.getSurface('b')!.component('root')?.component, 'Text');
    assert.deepEqual(
      errors.map((e) => [e.code, e.path]),
      [['UNKNOWN_COMPONENT', '/components/0/component']],
    );
    processor.processMessages({
      version: 'v0.9',
      updateComponents: {surfaceId: 'b', components: [{id: 'x', component: 'Badge', label: 1}]},
    });
    assert.equal(errors[1]?.code, 'VALIDATION_FAILED');
  });

  it('reports an unknown catalog id without throwing', () => {
    const {processor, errors} = processorWith();
    assert.doesNotThrow(() =>
      processor.processMessages(surfaceMessages('z', 'https://nowhere.example/c.json', [])),
    );
    assert.equal(errors[0]?.code, 'CATALOG_NOT_FOUND');
    assert.equal(errors[0]?.path, '/catalogId');
    assert.equal(processor.getSurface('z'), undefined);
  });
});

describe('custom functions', () => {
  function context(component: Record<string, unknown>) {
    const processor = new MessageProcessor({catalogs: [catalog]});
    const errors: ErrorBody[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    processor.processMessages(surfaceMessages('f', catalog.id, [{id: 'c', ...component}]));
    const surface = processor.getSurface('f')!;
    return {ctx: new ComponentContext(surface, 'c'), surface, errors};
  }

  it('computes a bound property', () => {
    const {ctx, errors} = context({
      component: 'Text',
      text: {call: 'shout', args: {text: {path: '/name'}}, returnType: 'string'},
    });
    assert.equal(ctx.props['text'], 'ADA!');
    assert.deepEqual(errors, []);
  });

  it('decides a check', () => {
    const check = {
      condition: {call: 'isEven', args: {value: {path: '/n'}}, returnType: 'boolean'},
      message: 'Even only',
    };
    const {ctx, surface} = context({
      component: 'TextField',
      label: 'N',
      value: {path: '/n'},
      checks: [check],
    });
    assert.equal(ctx.validation.valid, true);
    surface.dataModel.set('/n', 3);
    assert.deepEqual(ctx.validation, {
      valid: false,
      message: 'Even only',
      messages: ['Even only'],
    });
  });

  it('runs inside formatString', () => {
    const {ctx, errors} = context({
      component: 'Text',
      text: {
        call: 'formatString',
        args: {value: 'Hello ${shout(text:${/name})}'},
        returnType: 'string',
      },
    });
    assert.equal(ctx.props['text'], 'Hello ADA!');
    assert.deepEqual(errors, []);
  });
});
