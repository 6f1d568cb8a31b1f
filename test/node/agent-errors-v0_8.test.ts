// Every error a v0.8 agent can trigger through V08Adapter, as the agent reads it: where (surface
// id, JSON Pointer into the v0.8 message) and what was expected against what was received.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {MessageProcessor, type ErrorBody} from '../../src/core.js';
import {recordV08Errors} from './v0_8-errors.js';

const begin = {beginRendering: {surfaceId: 's', root: 'root'}};
const update = (component: unknown) => ({
  surfaceUpdate: {surfaceId: 's', components: [{id: 'root', component}]},
});

function errorsOf(...messages: unknown[]): ErrorBody[] {
  const processor = new MessageProcessor();
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  new V08Adapter(processor).processMessages(messages);
  return errors;
}

/** The one error reported, as `[path, message]`. */
function problem(...messages: unknown[]): [string | undefined, string] {
  const errors = errorsOf(...messages);
  assert.equal(errors.length, 1, JSON.stringify(errors));
  return [errors[0]!.path, errors[0]!.message];
}

describe('v0.8 agent errors: the message shape', () => {
  it('names the message types a message holds at once', () => {
    const both = {beginRendering: {surfaceId: 's', root: 'r'}, deleteSurface: {surfaceId: 's'}};
    assert.deepEqual(errorsOf(both), [
      {
        code: 'VALIDATION_FAILED',
        surfaceId: 's',
        path: '',
        message:
          'A message must hold exactly one of beginRendering, surfaceUpdate, dataModelUpdate, deleteSurface, got beginRendering and deleteSurface.',
      },
    ]);
  });

  it('deletes a surface it does not know silently, as the v0.8 reference renderer does', () => {
    assert.deepEqual(errorsOf({deleteSurface: {surfaceId: 'zz'}}), []);
  });

  it('names an unknown message type at its key', () => {
    assert.deepEqual(problem({createSurface: {surfaceId: 's'}}), [
      '/createSurface',
      'Unknown message type "createSurface".',
    ]);
  });

  it('shows a primary colour that is not hexadecimal', () => {
    assert.deepEqual(
      problem({beginRendering: {surfaceId: 's', root: 'r', styles: {primaryColor: 'red'}}}),
      ['/styles/primaryColor', 'Expected a hexadecimal colour like "#00BFFF", got "red".'],
    );
  });
});

describe('v0.8 agent errors: what the adapter cannot read', () => {
  it('says a string is not JSON, as the processor words it', () => {
    const [error] = errorsOf('{"beginRendering": ');
    assert.equal(error?.code, 'INVALID_JSON');
    assert.match(error!.message, /^Message is not valid JSON: (?!SyntaxError)/);
  });

  it('reports a message it cannot read as invalid, with the surface it names', () => {
    const hostile = {
      surfaceUpdate: {
        surfaceId: 's',
        get components(): never {
          throw new Error('no components here');
        },
      },
    };
    assert.deepEqual(errorsOf(begin, hostile), [
      {
        code: 'VALIDATION_FAILED',
        surfaceId: 's',
        path: '',
        message: 'Message could not be read: no components here',
      },
    ]);
  });
});

describe('v0.8 agent errors: components', () => {
  it('says a number JSON overflowed is not a finite number', () => {
    const slider = JSON.parse('{"Slider": {"value": {"path": "/v"}, "maxValue": 1e999}}');
    assert.deepEqual(problem(begin, update(slider)), [
      '/components/0/component/Slider/maxValue',
      'Expected number, got Infinity (not a finite number).',
    ]);
  });

  it('says what a literal of the wrong type is', () => {
    assert.deepEqual(problem(begin, update({Text: {text: {literalString: 5}}})), [
      '/components/0/component/Text/text/literalString',
      'Expected a string literal, got number.',
    ]);
  });

  it('lists the allowed values and the one it got', () => {
    const text = {Text: {text: {literalString: 'a'}, usageHint: 'h9'}};
    assert.deepEqual(
      problem(begin, update(text))[1],
      'Expected one of "h1", "h2", "h3", "h4", "h5", "caption", "body", got "h9".',
    );
  });

  it('names the component types a wrapper holds at once', () => {
    assert.deepEqual(problem(begin, update({Text: {}, Image: {}})), [
      '/components/0/component',
      'The component wrapper must hold exactly one key, the component type; got "Text" and "Image".',
    ]);
  });

  it('says what children hold instead of explicitList or template', () => {
    assert.deepEqual(problem(begin, update({Column: {children: {items: []}}})), [
      '/components/0/component/Column/children',
      'Expected children with exactly one of "explicitList" or "template", got "items".',
    ]);
  });

  it('points at a missing property, as v0.9 does', () => {
    const noId = {surfaceUpdate: {surfaceId: 's', components: [{component: {Divider: {}}}]}};
    assert.deepEqual(problem(begin, noId), ['/components/0/id', 'Missing required property "id".']);
    assert.deepEqual(problem({beginRendering: {surfaceId: 's'}}), [
      '/root',
      'Missing required property "root".',
    ]);
  });

  it('lists a missing property beside the misspelt one, in one sentence', () => {
    assert.deepEqual(problem(begin, update({Column: {child: 'a'}})), [
      '/components/0/component/Column/children',
      'Missing required property "children"; Unknown property "child"',
    ]);
  });

  it('says what a component body is when it is no object', () => {
    assert.deepEqual(problem(begin, update({Text: 'hello'})), [
      '/components/0/component/Text',
      'Expected the Text properties object, got string.',
    ]);
  });
});

describe('v0.8 agent errors: the minimal catalog', () => {
  it('keeps the components the minimal catalog lacks as unknown types, reported as v0.9 reports them', () => {
    const processor = new MessageProcessor();
    const errors: ErrorBody[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    const catalogId = 'https://a2ui.org/specification/v0_8/catalogs/minimal/minimal_catalog.json';
    new V08Adapter(processor).processMessages([
      {beginRendering: {surfaceId: 's', root: 'main', catalogId}},
      {
        surfaceUpdate: {
          surfaceId: 's',
          components: [
            {id: 'main', component: {Column: {children: {explicitList: ['t', 'photo']}}}},
            {id: 'photo', component: {Image: {url: {literalString: 'https://x.test/a.png'}}}},
            {id: 't', component: {Text: {text: {literalString: 'Hi'}}}},
            {
              id: 'date',
              component: {TextField: {label: {literalString: 'Day'}, textFieldType: 'date'}},
            },
          ],
        },
      },
      {surfaceUpdate: {surfaceId: 's', components: [{id: 'line', component: {Divider: {}}}]}},
      {
        surfaceUpdate: {
          surfaceId: 's',
          components: [
            {id: 'day', component: {DateTimeInput: {value: {literalString: ''}}}},
            {id: 'photo2', component: {Image: {url: {literalString: 'https://x.test/b.png'}}}},
          ],
        },
      },
    ]);
    assert.deepEqual(errors, [
      {
        code: 'UNKNOWN_COMPONENT',
        surfaceId: 's',
        path: '/components/1/component',
        message:
          'Component "photo": Unknown component type "Image" (not in the surface\'s catalog)',
      },
      {
        code: 'UNKNOWN_COMPONENT',
        surfaceId: 's',
        path: '/components/0/component',
        message:
          'Component "line": Unknown component type "Divider" (not in the surface\'s catalog)',
      },
      {
        code: 'UNKNOWN_COMPONENT',
        surfaceId: 's',
        path: '/components/0/component',
        message:
          'Component "day": Unknown component type "DateTimeInput" (not in the surface\'s catalog)',
      },
      {
        code: 'UNKNOWN_COMPONENT',
        surfaceId: 's',
        // The agent's index: the DateTimeInput before it is kept in place too.
        path: '/components/1/component',
        message:
          'Component "photo2": Unknown component type "Image" (not in the surface\'s catalog)',
      },
    ]);
    const {components} = processor.getSurface('s')!;
    const ids = ['root', 'photo', 't', 'date', 'line', 'day', 'photo2'];
    assert.deepEqual(
      ids.map((id) => components.peek(id)?.component),
      // The date TextField is drawn by DateTimeInput under a type of its own.
      ['Column', 'Image', 'Text', 'TextField (v0.8 date)', 'Divider', 'DateTimeInput', 'Image'],
    );
    assert.deepEqual(components.peek('photo'), {id: 'photo', component: 'Image'});
  });

  it('takes the type of its own date field, given by the agent, as unknown', () => {
    const processor = new MessageProcessor();
    const adapter = new V08Adapter(processor);
    const {shown, sent} = recordV08Errors(adapter);
    const catalogId = 'https://a2ui.org/specification/v0_8/catalogs/minimal/minimal_catalog.json';
    adapter.processMessages([
      {beginRendering: {surfaceId: 's', root: 'main', catalogId}},
      {
        surfaceUpdate: {
          surfaceId: 's',
          components: [
            {id: 'main', component: {Column: {children: {explicitList: ['x']}}}},
            {id: 'x', component: {'TextField (v0.8 date)': {}}},
          ],
        },
      },
    ]);
    const error = {
      code: 'UNKNOWN_COMPONENT',
      surfaceId: 's',
      path: '/components/1/component',
      message:
        'Component "x": Unknown component type "TextField (v0.8 date)" (not in the surface\'s catalog)',
    };
    assert.deepEqual(shown, [error]);
    assert.deepEqual(sent, [{error}]);
    const {catalog, components} = processor.getSurface('s')!;
    assert.ok(!Object.hasOwn(catalog.components, components.peek('x')!.component));
  });
});

describe('v0.8 agent errors: data', () => {
  it('says a data entry value is not a finite number', () => {
    const contents = JSON.parse('[{"key": "a", "valueNumber": -1e999}]');
    assert.deepEqual(problem(begin, {dataModelUpdate: {surfaceId: 's', contents}}), [
      '/contents/0/valueNumber',
      'Expected a number, got -Infinity (not a finite number).',
    ]);
  });

  it('counts the typed values of an entry that has none', () => {
    assert.deepEqual(problem(begin, {dataModelUpdate: {surfaceId: 's', contents: [{key: 'a'}]}}), [
      '/contents/0',
      'Expected exactly one of valueString, valueNumber, valueBoolean, valueMap, got 0.',
    ]);
  });
});

describe('v0.8 agent errors: found by the v0.9 processor underneath', () => {
  /** The error messages the agent gets back (v0.8 `error`), root named "main". */
  function agentMessages(...messages: unknown[]): string[] {
    const processor = new MessageProcessor();
    const adapter = new V08Adapter(processor);
    const {sent} = recordV08Errors(adapter);
    adapter.processMessages([{beginRendering: {surfaceId: 's', root: 'main'}}, ...messages]);
    return sent.map((message) => (message as {error: {message: string}}).error.message);
  }
  const text = (id: string) => ({id, component: {Text: {text: {literalString: id}}}});

  it('names the root by the id the agent gave it, not the v0.9 "root"', () => {
    const components = [text('main'), text('main')];
    assert.deepEqual(agentMessages({surfaceUpdate: {surfaceId: 's', components}}), [
      'Component "main": Duplicate id (first at index 0)',
    ]);
  });

  it('names a component the agent called "root" by that id, and leaves its own errors alone', () => {
    const twice = [text('root'), text('root')];
    assert.deepEqual(
      agentMessages(
        {surfaceUpdate: {surfaceId: 's', components: [text('main'), text('root')]}},
        {surfaceUpdate: {surfaceId: 's', components: twice}},
        {beginRendering: {surfaceId: 's', root: 'other'}},
      ),
      [
        'Component "root": Duplicate id (first at index 0)',
        'Surface "s" already renders root "main"; delete it before changing its root.',
      ],
    );
  });

  it("names each agent's own ids when two adapters share one processor", () => {
    const processor = new MessageProcessor();
    const [first, second] = [new V08Adapter(processor), new V08Adapter(processor)];
    const shown: string[] = [];
    const sent: string[] = [];
    processor.addEventListener('error', ({detail}) => {
      shown.push(detail.message);
      for (const adapter of [first, second]) {
        const reply = adapter.toV08ClientMessage({version: 'v0.9', error: detail});
        sent.push((reply as {error: ErrorBody}).error.message);
      }
    });
    // The first agent's root, v0.9 "root", is defined twice; so is the second's "root" (v0.9 "main").
    first.processMessages([
      {beginRendering: {surfaceId: 'a', root: 'r'}},
      {surfaceUpdate: {surfaceId: 'a', components: [text('r'), text('r')]}},
    ]);
    second.processMessages([
      {beginRendering: {surfaceId: 'b', root: 'main'}},
      {surfaceUpdate: {surfaceId: 'b', components: [text('main'), text('root')]}},
      {surfaceUpdate: {surfaceId: 'b', components: [text('root'), text('root')]}},
    ]);
    assert.deepEqual(shown, [
      'Component "r": Duplicate id (first at index 0)',
      'Component "root": Duplicate id (first at index 0)',
    ]);
    // Each adapter sends the error as shown, mapped once (not again by the other's ids).
    assert.deepEqual(sent, [shown[0], shown[0], shown[1], shown[1]]);
  });

  it("names the agent's ids in a batch that deletes the surface, before and after it", () => {
    const twice = (surfaceId: string, id: string) => ({
      surfaceUpdate: {surfaceId, components: [text(id), text(id)]},
    });
    assert.deepEqual(agentMessages(twice('s', 'main'), {deleteSurface: {surfaceId: 's'}}), [
      'Component "main": Duplicate id (first at index 0)',
    ]);
    // Deleted and begun again with another root in one batch: each error names its own root.
    assert.deepEqual(
      agentMessages(
        twice('s', 'main'),
        {deleteSurface: {surfaceId: 's'}},
        {beginRendering: {surfaceId: 's', root: 'top'}},
        twice('s', 'top'),
        {deleteSurface: {surfaceId: 's'}},
      ),
      [
        'Component "main": Duplicate id (first at index 0)',
        'Component "top": Duplicate id (first at index 0)',
      ],
    );
  });

  it('leaves the errors in the v0.9 ids once disposed, and the other adapter goes on', () => {
    const processor = new MessageProcessor();
    const [disposed, kept] = [new V08Adapter(processor), new V08Adapter(processor)];
    const shown: string[] = [];
    processor.addEventListener('error', ({detail}) => shown.push(detail.message));
    disposed.processMessages([{beginRendering: {surfaceId: 'a', root: 'r'}}]);
    kept.processMessages([{beginRendering: {surfaceId: 'b', root: 'r'}}]);
    disposed.dispose();
    // A v0.9 update names the v0.9 root: the disposed adapter no longer maps it to "r".
    const twice = [
      {id: 'root', component: 'Text', text: 'x'},
      {id: 'root', component: 'Text', text: 'x'},
    ];
    for (const surfaceId of ['a', 'b']) {
      processor.processMessages({
        version: 'v0.9',
        updateComponents: {surfaceId, components: twice},
      });
    }
    assert.deepEqual(shown.slice(-2), [
      'Component "root": Duplicate id (first at index 0)',
      'Component "r": Duplicate id (first at index 0)',
    ]);
  });

  it('no longer forgets a surface the processor deletes once disposed', () => {
    const processor = new MessageProcessor();
    const adapter = new V08Adapter(processor);
    const begin = {beginRendering: {surfaceId: 'a', root: 'r'}};
    adapter.processMessages(begin);
    adapter.dispose();
    processor.processMessages({version: 'v0.9', deleteSurface: {surfaceId: 'a'}});
    adapter.processMessages(begin);
    assert.equal(processor.getSurface('a'), undefined, 'it still takes "a" as begun');
  });

  it("sends the error as shown when the page's own rewriter runs after the adapter's", () => {
    const processor = new MessageProcessor();
    const adapter = new V08Adapter(processor);
    processor.addErrorRewriter((error) => ({...error, message: `[agent] ${error.message}`}));
    const shown: string[] = [];
    const sent: string[] = [];
    processor.addEventListener('error', ({detail}) => {
      shown.push(detail.message);
      const reply = adapter.toV08ClientMessage({version: 'v0.9', error: detail});
      sent.push((reply as {error: ErrorBody}).error.message);
    });
    adapter.processMessages([
      {beginRendering: {surfaceId: 'b', root: 'main'}},
      {surfaceUpdate: {surfaceId: 'b', components: [text('main'), text('root')]}},
      {surfaceUpdate: {surfaceId: 'b', components: [text('root'), text('root')]}},
    ]);
    assert.deepEqual(shown, ['[agent] Component "root": Duplicate id (first at index 0)']);
    assert.deepEqual(sent, shown);
  });
});
