import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {number, optional} from 'zod/mini';
import {BASIC_CATALOG_ID, basicCatalog} from '../../src/catalog/basic-catalog.js';
import {defineCatalog, defineComponent} from '../../src/catalog/define-catalog.js';
import {DEFAULT_SLIDER_MAX, V08Adapter} from '../../src/adapters/v0_8/index.js';
import {loadOfficialValidators} from './helpers/official-validator.js';
import {RecordingProcessor} from './v0_8-validators.js';

// What each v0.8 construct becomes in v0.9 (the evolution guide's mapping), checked on the
// messages the adapter hands to the processor.
const v09 = loadOfficialValidators('v0_9');
type Json = Record<string, unknown>;

/** A catalog of another id than the basic one, with a Gauge (the adapter waits for a known one). */
const otherCatalog = defineCatalog({
  id: 'https://example.com/cat.json',
  components: [
    defineComponent({
      name: 'Gauge',
      props: (t) => ({
        value: optional(t.dynamicNumber),
        child: optional(t.componentId),
        max: optional(number()),
      }),
    }),
  ],
});

function run(...messages: unknown[]) {
  const processor = new RecordingProcessor({catalogs: [basicCatalog, otherCatalog]});
  const adapter = new V08Adapter(processor);
  adapter.processMessages(messages);
  return {processor, adapter};
}

const begin = (root = 'root', extra: Json = {}) => ({
  beginRendering: {surfaceId: 's', root, ...extra},
});
const update = (...components: unknown[]) => ({surfaceUpdate: {surfaceId: 's', components}});
const entry = (id: string, type: string, props: Json, weight?: number) => ({
  id,
  component: {[type]: props},
  ...(weight === undefined ? {} : {weight}),
});

/** The v0.9 components of the forwarded updateComponents messages. */
function components(processor: RecordingProcessor): Json[] {
  return processor.forwarded.flatMap((message) => {
    const body = (message as Json)['updateComponents'] as {components: Json[]} | undefined;
    return body ? body.components : [];
  });
}

function translate(type: string, props: Json, weight?: number): Json {
  const {processor} = run(begin('x'), update(entry('c', type, props, weight)));
  assert.deepEqual(processor.errors, []);
  for (const message of processor.forwarded) assert.equal(v09.server(message), true);
  return components(processor)[0]!;
}

const lit = (literalString: string) => ({literalString});

describe('v0.8 components in v0.9', () => {
  // A bound `{path: '/x'}` becomes `{path: 'x'}`: v0.8 reads it in the item inside a template.
  const cases: [string, string, Json, Json][] = [
    [
      'Text usageHint becomes variant',
      'Text',
      {text: lit('Hi'), usageHint: 'h1'},
      {component: 'Text', text: 'Hi', variant: 'h1'},
    ],
    [
      'Image altText, fit and usageHint become description, fit and variant',
      'Image',
      {url: {path: '/img'}, altText: lit('A cat'), fit: 'scale-down', usageHint: 'avatar'},
      {
        component: 'Image',
        url: {path: 'img'},
        description: 'A cat',
        fit: 'scaleDown',
        variant: 'avatar',
      },
    ],
    ['Icon keeps its name', 'Icon', {name: lit('star')}, {component: 'Icon', name: 'star'}],
    [
      'Row distribution and alignment become justify and align',
      'Row',
      {children: {explicitList: ['a', 'b']}, distribution: 'spaceBetween', alignment: 'center'},
      {component: 'Row', children: ['a', 'b'], justify: 'spaceBetween', align: 'center'},
    ],
    [
      'a template becomes a v0.9 template whose dataBinding is its path',
      'List',
      {children: {template: {componentId: 'item', dataBinding: '/items'}}, direction: 'horizontal'},
      {component: 'List', children: {componentId: 'item', path: '/items'}, direction: 'horizontal'},
    ],
    [
      'Tabs tabItems become tabs',
      'Tabs',
      {tabItems: [{title: lit('One'), child: 'a'}]},
      {component: 'Tabs', tabs: [{title: 'One', child: 'a'}]},
    ],
    [
      'empty Tabs become an empty Column (v0.9 Tabs need a tab)',
      'Tabs',
      {tabItems: []},
      {component: 'Column', children: []},
    ],
    [
      'Modal entryPointChild and contentChild become trigger and content',
      'Modal',
      {entryPointChild: 'open', contentChild: 'dialog'},
      {component: 'Modal', trigger: 'open', content: 'dialog'},
    ],
    [
      'Button primary becomes the primary variant and its action an event with a context map',
      'Button',
      {
        child: 'label',
        primary: true,
        action: {
          name: 'go',
          context: [
            {key: 'id', value: {literalNumber: 7}},
            {key: 'who', value: {path: '/user'}},
            {key: 'ok', value: {literalBoolean: false}},
          ],
        },
      },
      {
        component: 'Button',
        child: 'label',
        variant: 'primary',
        action: {event: {name: 'go', context: {id: 7, who: {path: 'user'}, ok: false}}},
      },
    ],
    [
      'a Button that is not primary gets the default variant',
      'Button',
      {child: 'label', primary: false, action: {name: 'go'}},
      {component: 'Button', child: 'label', action: {event: {name: 'go'}}},
    ],
    [
      'CheckBox keeps label and value',
      'CheckBox',
      {label: lit('Agree'), value: {literalBoolean: true}},
      {component: 'CheckBox', label: 'Agree', value: true},
    ],
    [
      'TextField text and textFieldType become value and variant',
      'TextField',
      {
        label: lit('Zip'),
        text: {path: '/zip'},
        textFieldType: 'number',
        validationRegexp: '^[0-9]{5}$',
      },
      {
        component: 'TextField',
        label: 'Zip',
        value: {path: 'zip'},
        variant: 'number',
        validationRegexp: '^[0-9]{5}$',
      },
    ],
    [
      'a date TextField becomes a date DateTimeInput',
      'TextField',
      {label: lit('When'), text: {path: '/when'}, textFieldType: 'date'},
      {component: 'DateTimeInput', label: 'When', value: {path: 'when'}, enableDate: true},
    ],
    [
      'DateTimeInput keeps its value and switches',
      'DateTimeInput',
      {value: {path: '/t'}, enableDate: true, enableTime: false},
      {component: 'DateTimeInput', value: {path: 't'}, enableDate: true, enableTime: false},
    ],
    [
      'MultipleChoice with one selection becomes a mutually exclusive ChoicePicker',
      'MultipleChoice',
      {
        selections: {literalArray: ['a']},
        options: [{label: lit('A'), value: 'a'}],
        maxAllowedSelections: 1,
        variant: 'chips',
        filterable: true,
      },
      {
        component: 'ChoicePicker',
        value: ['a'],
        options: [{label: 'A', value: 'a'}],
        variant: 'mutuallyExclusive',
        displayStyle: 'chips',
        filterable: true,
      },
    ],
    [
      'MultipleChoice with a limit above one checks the number of selections',
      'MultipleChoice',
      {selections: {path: '/picked'}, options: [], maxAllowedSelections: 2},
      {
        component: 'ChoicePicker',
        value: {path: 'picked'},
        options: [],
        variant: 'multipleSelection',
        checks: [
          {
            condition: {call: 'length', args: {value: {path: 'picked'}, max: 2}},
            // The picker says uiText.maxSelections(2) in the surface's language.
            message: '',
          },
        ],
      },
    ],
    [
      'MultipleChoice without a limit becomes a multiple-selection ChoicePicker',
      'MultipleChoice',
      {selections: {path: '/picked'}, options: []},
      {
        component: 'ChoicePicker',
        value: {path: 'picked'},
        options: [],
        variant: 'multipleSelection',
      },
    ],
    [
      'Slider minValue and maxValue become min and max',
      'Slider',
      {value: {literalNumber: 3}, minValue: 1, maxValue: 5, label: lit('Rate')},
      {component: 'Slider', value: 3, min: 1, max: 5, label: 'Rate'},
    ],
    [
      'a Slider without maxValue gets the default maximum',
      'Slider',
      {value: {path: '/v'}},
      {component: 'Slider', value: {path: 'v'}, max: DEFAULT_SLIDER_MAX},
    ],
    [
      'a Slider without maxValue reaches its minValue and its value, so it does not collapse',
      'Slider',
      {value: {literalNumber: 150}, minValue: 120},
      {component: 'Slider', value: 150, min: 120, max: 150},
    ],
    [
      'a Slider without maxValue reaches its minValue, its value bound',
      'Slider',
      {value: {path: '/v', literalNumber: 90}, minValue: 120},
      {component: 'Slider', value: {path: 'v'}, min: 120, max: 120},
    ],
    [
      'Divider keeps its axis',
      'Divider',
      {axis: 'vertical'},
      {component: 'Divider', axis: 'vertical'},
    ],
  ];
  for (const [name, type, props, expected] of cases) {
    it(name, () => {
      assert.deepEqual(translate(type, props), {id: 'c', ...expected});
    });
  }

  it('reports an icon name the catalog does not have at the v0.8 literal', () => {
    const {processor} = run(begin(), update(entry('root', 'Icon', {name: lit('rocket')})));
    assert.deepEqual(
      processor.errors.map((e) => e.path),
      ['/components/0/component/Icon/name/literalString'],
    );
  });

  it('keeps the weight of a component', () => {
    assert.equal(translate('Divider', {}, 2)['weight'], 2);
  });

  it('flattens a component of another catalog and translates its bound values', () => {
    const {processor} = run(
      begin('x', {catalogId: 'https://example.com/cat.json'}),
      update(entry('c', 'Gauge', {value: {literalNumber: 4}, child: 'x', max: 10})),
    );
    assert.deepEqual(components(processor), [
      {id: 'c', component: 'Gauge', value: 4, child: 'root', max: 10},
    ]);
    const created = processor.forwarded[0] as {createSurface: Json};
    assert.equal(created.createSurface['catalogId'], 'https://example.com/cat.json');
  });
});

describe('v0.8 surfaces in v0.9', () => {
  it('creates the surface with the basic catalog and the styles as theme', () => {
    const {processor} = run(begin('root', {styles: {primaryColor: '#112233', font: 'Inter'}}));
    assert.deepEqual(processor.forwarded, [
      {
        version: 'v0.9',
        createSurface: {
          surfaceId: 's',
          catalogId: BASIC_CATALOG_ID,
          theme: {primaryColor: '#112233', font: 'Inter'},
        },
      },
    ]);
  });

  it('buffers updates until beginRendering and forwards the batch in one call', () => {
    const {processor} = run(
      update(entry('root', 'Text', {text: lit('Hi')})),
      {dataModelUpdate: {surfaceId: 's', contents: [{key: 'a', valueString: 'b'}]}},
      begin(),
    );
    assert.equal(processor.batches.length, 1);
    assert.deepEqual(
      processor.forwarded.map((m) => Object.keys(m as Json).find((k) => k !== 'version')),
      ['createSurface', 'updateComponents', 'updateDataModel'],
    );
    assert.equal(processor.getSurface('s')!.dataModel.peek('/a'), 'b');
  });

  it('forwards nothing for a surface that never began rendering', () => {
    const {processor} = run(update(entry('root', 'Text', {text: lit('Hi')})));
    assert.deepEqual(processor.batches, []);
    assert.equal(processor.getSurface('s'), undefined);
  });

  it('maps the named root to "root" in every reference and gives "root" the freed id', () => {
    const {processor} = run(
      update(
        entry('main', 'Column', {children: {explicitList: ['root', 'list']}}),
        entry('root', 'Text', {text: lit('Title')}),
        entry('list', 'List', {children: {template: {componentId: 'main', dataBinding: '/x'}}}),
      ),
      begin('main'),
      update(entry('card', 'Card', {child: 'main'})),
    );
    assert.deepEqual(
      components(processor).map((c) => [c['id'], c['children'] ?? c['child']]),
      [
        ['root', ['main', 'list']],
        ['main', undefined],
        ['list', {componentId: 'root', path: '/x'}],
        ['card', 'root'],
      ],
    );
  });

  it('initialises the data a path + literal bound value names, before the components', () => {
    const {processor} = run(
      begin(),
      update(
        entry('root', 'TextField', {
          label: lit('Name'),
          text: {path: '/name', literalString: 'Guest'},
        }),
      ),
    );
    assert.deepEqual(processor.forwarded[1], {
      version: 'v0.9',
      updateDataModel: {surfaceId: 's', path: '/name', value: 'Guest'},
    });
    assert.equal(processor.getSurface('s')!.dataModel.peek('/name'), 'Guest');
  });

  it('replaces the data at a path given without a leading slash', () => {
    const {processor} = run(begin(), {
      dataModelUpdate: {
        surfaceId: 's',
        path: 'user',
        contents: [
          {key: 'name', valueString: 'Bob'},
          {key: 'address', valueMap: [{key: 'city', valueString: 'Anytown'}]},
        ],
      },
    });
    assert.deepEqual(processor.getSurface('s')!.dataModel.peek('/user'), {
      name: 'Bob',
      address: {city: 'Anytown'},
    });
  });

  it('deletes a rendered surface and drops the buffer of one still waiting', () => {
    const {processor} = run(begin(), {deleteSurface: {surfaceId: 's'}});
    assert.equal(processor.getSurface('s'), undefined);
    const waiting = run(
      update(entry('root', 'Divider', {})),
      {deleteSurface: {surfaceId: 's'}},
      begin(),
    );
    assert.deepEqual(components(waiting.processor), []);
  });

  it('reports a second beginRendering with another root and keeps the first', () => {
    const {processor} = run(begin('a'), begin('b'));
    assert.deepEqual(
      processor.errors.map((e) => [e.code, e.path]),
      [['INTEGRITY_ERROR', '/root']],
    );
    assert.equal(processor.forwarded.length, 1);
  });

  it('accepts a JSON string of an array and a {messages} wrapper of JSON strings', () => {
    const asString = run(JSON.stringify([update(entry('root', 'Divider', {})), begin()]));
    assert.equal(asString.processor.getSurface('s')!.component('root')!.component, 'Divider');
    const wrapped = new RecordingProcessor();
    new V08Adapter(wrapped).processMessages({
      messages: [JSON.stringify(begin()), JSON.stringify(update(entry('root', 'Divider', {})))],
    });
    assert.deepEqual(wrapped.errors, []);
    assert.equal(wrapped.getSurface('s')!.component('root')!.component, 'Divider');
  });

  it('processes a JSONL stream split anywhere, reporting a line that is not JSON', async () => {
    const processor = new RecordingProcessor();
    const lines = [
      JSON.stringify(update(entry('root', 'Text', {text: lit('Streamed')}))),
      'not json',
      JSON.stringify(begin()),
    ].join('\n');
    const bytes = new TextEncoder().encode(lines + '\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    await new V08Adapter(processor).processJsonl(stream);
    assert.deepEqual(
      processor.errors.map((e) => e.code),
      ['INVALID_JSON'],
    );
    assert.equal(processor.getSurface('s')!.component('root')!['text'], 'Streamed');
  });

  it('reports a message that is not JSON and goes on with the batch', () => {
    const {processor} = run('{"beginRendering":', begin());
    assert.deepEqual(
      processor.errors.map((e) => e.code),
      ['INVALID_JSON'],
    );
    assert.ok(processor.getSurface('s'));
  });

  it('reports a message with two message types at the message root', () => {
    const {processor} = run({...begin(), deleteSurface: {surfaceId: 's'}});
    assert.deepEqual(
      processor.errors.map((e) => [e.code, e.path]),
      [['VALIDATION_FAILED', '']],
    );
  });

  it('reports one error per invalid component, listing its problems', () => {
    const {processor} = run(
      begin(),
      update(
        entry('root', 'Text', {text: {literalNumber: 1}, usageHint: 'h9'}),
        entry('ok', 'Divider', {}),
        entry('bad', 'Card', {}),
      ),
    );
    assert.deepEqual(
      processor.errors.map((e) => [e.path, e.message]),
      [
        [
          '/components/0/component/Text/text/literalNumber',
          'Unknown bound value property "literalNumber"; usageHint: Expected one of "h1", "h2", "h3", "h4", "h5", "caption", "body", got "h9"',
        ],
        ['/components/2/component/Card/child', 'Missing required property "child".'],
      ],
    );
    assert.deepEqual(components(processor), []);
  });

  it('reports a bad primary colour and does not create the surface', () => {
    const {processor} = run(begin('root', {styles: {primaryColor: 'blue'}}));
    assert.deepEqual(
      processor.errors.map((e) => e.path),
      ['/styles/primaryColor'],
    );
    assert.equal(processor.getSurface('s'), undefined);
  });
});

describe('v0.8 components of other catalogs', () => {
  it('may not carry id or component, which would overwrite the flattened id and type', () => {
    for (const key of ['id', 'component']) {
      const {processor} = run(
        begin('root', {catalogId: 'https://example.com/cat.json'}),
        update(entry('root', 'Gauge', {[key]: 'Text'})),
      );
      const paths = processor.errors.filter((e) => e.code === 'VALIDATION_FAILED');
      assert.deepEqual(
        paths.map((e) => e.path),
        [`/components/0/component/Gauge/${key}`],
      );
      assert.deepEqual(components(processor), []);
    }
  });
});

describe('v0.8 component types named like object members', () => {
  it('translates "toString" generically instead of calling an inherited member', () => {
    const {processor} = run(begin(), update(entry('root', 'toString', {size: 1})));
    assert.deepEqual(components(processor), [{id: 'root', component: 'toString', size: 1}]);
  });
});
