import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {z} from 'zod/mini';
import {computed, effect, signal} from '../../src/state/signals.js';
import {
  ComponentContext,
  SurfaceModel,
  basicCatalog,
  coerceBoolean,
  coerceNumber,
  coerceString,
  coerceStringList,
  defineCatalog,
  defineComponent,
  type Catalog,
  type ComponentDefinition,
  type ErrorBody,
  type FunctionDefinition,
  type Scope,
} from '../../src/core.js';

function surfaceWith(
  definitions: Record<string, unknown>[],
  data: unknown = {},
  catalog: Catalog = basicCatalog,
) {
  const errors: ErrorBody[] = [];
  const surface = new SurfaceModel({
    id: 's',
    catalog,
    locale: 'en-US',
    onError: (e) => errors.push(e),
  });
  surface.dataModel.set('/', data);
  surface.updateComponents(definitions as unknown as ComponentDefinition[]);
  return {surface, errors};
}

const scopeAt = (path: string): Scope => ({path});

/** Watches a computed so it behaves like a rendered element; counts its evaluations. */
function live<T>(read: () => T) {
  let runs = 0;
  const reader = computed(() => {
    runs++;
    return read();
  });
  effect(() => void reader.value);
  void reader.value;
  return {
    get value() {
      return reader.value;
    },
    get runs() {
      void reader.value;
      return runs;
    },
  };
}

function catalogWith(functions: Record<string, FunctionDefinition>): Catalog {
  return {...basicCatalog, functions: {...basicCatalog.functions, ...functions}};
}

describe('coercion rules', () => {
  it('"true" and "false" strings become booleans in any case', () => {
    assert.equal(coerceBoolean('TRUE'), true);
    assert.equal(coerceBoolean('False'), false);
  });

  it('any other string is false as a boolean', () => {
    assert.equal(coerceBoolean('yes'), false);
  });

  it('non-zero numbers are true, zero is false', () => {
    assert.equal(coerceBoolean(2), true);
    assert.equal(coerceBoolean(0), false);
  });

  it('null and undefined become the empty string', () => {
    assert.equal(coerceString(null), '');
    assert.equal(coerceString(undefined), '');
  });

  it('numbers and booleans become their locale-neutral string', () => {
    assert.equal(coerceString(1234.5), '1234.5');
    assert.equal(coerceString(true), 'true');
  });

  it('objects and arrays become JSON strings', () => {
    assert.equal(coerceString({a: [1]}), '{"a":[1]}');
  });

  it('null and undefined become 0 as numbers', () => {
    assert.equal(coerceNumber(null), 0);
    assert.equal(coerceNumber(undefined), 0);
  });

  it('numeric strings are parsed, others become 0', () => {
    assert.equal(coerceNumber(' 42.5 '), 42.5);
    assert.equal(coerceNumber('abc'), 0);
  });

  it('string lists coerce each item and wrap single values', () => {
    assert.deepEqual(coerceStringList([1, 'a', null]), ['1', 'a', '']);
    assert.deepEqual(coerceStringList('one'), ['one']);
    assert.deepEqual(coerceStringList(undefined), []);
  });
});

describe('ComponentContext props', () => {
  it('leaves literal props as written', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: 'Hi', variant: 'h1'}]);
    const ctx = new ComponentContext(surface, 't');
    assert.equal(ctx.props['text'], 'Hi');
    assert.equal(ctx.props['variant'], 'h1');
  });

  it('is empty until the definition arrives', () => {
    const {surface} = surfaceWith([]);
    const ctx = new ComponentContext(surface, 'late');
    assert.deepEqual(ctx.props, {});
    assert.equal(ctx.definition, undefined);
  });

  it('resolves an absolute path binding', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: {path: '/user/name'}}], {
      user: {name: 'Ada'},
    });
    assert.equal(new ComponentContext(surface, 't').props['text'], 'Ada');
  });

  it('resolves a relative path against the scope', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: {path: 'name'}}], {
      people: [{name: 'Ada'}, {name: 'Grace'}],
    });
    assert.equal(new ComponentContext(surface, 't', scopeAt('/people/1')).props['text'], 'Grace');
  });

  it('resolves a relative path at the root scope from the root', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: {path: 'title'}}], {
      title: 'Top',
    });
    assert.equal(new ComponentContext(surface, 't').props['text'], 'Top');
  });

  it('an absolute path inside a scope still reads from the root', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: {path: '/company'}}], {
      company: 'Acme',
      people: [{name: 'Ada'}],
    });
    assert.equal(new ComponentContext(surface, 't', scopeAt('/people/0')).props['text'], 'Acme');
  });

  it('coerces a bound number to a string for a string property', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: {path: '/n'}}], {n: 42});
    assert.equal(new ComponentContext(surface, 't').props['text'], '42');
  });

  it('a missing bound string resolves to the empty string', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: {path: '/missing'}}]);
    assert.equal(new ComponentContext(surface, 't').props['text'], '');
  });

  it('a bound "true" string becomes a boolean for a boolean property', () => {
    const {surface} = surfaceWith(
      [{id: 'c', component: 'CheckBox', label: 'ok', value: {path: '/v'}}],
      {v: 'true'},
    );
    assert.equal(new ComponentContext(surface, 'c').props['value'], true);
  });

  it('a missing bound number resolves to 0', () => {
    const {surface} = surfaceWith([{id: 's', component: 'Slider', value: {path: '/v'}, max: 10}]);
    assert.equal(new ComponentContext(surface, 's').props['value'], 0);
  });

  it('a numeric string binding becomes a number for a number property', () => {
    const {surface} = surfaceWith([{id: 's', component: 'Slider', value: {path: '/v'}, max: 10}], {
      v: '7',
    });
    assert.equal(new ComponentContext(surface, 's').props['value'], 7);
  });

  it('a bound string list stays an array of strings', () => {
    const {surface} = surfaceWith(
      [
        {
          id: 'c',
          component: 'ChoicePicker',
          options: [{label: 'A', value: 'a'}],
          value: {path: '/v'},
        },
      ],
      {v: ['a']},
    );
    assert.deepEqual(new ComponentContext(surface, 'c').props['value'], ['a']);
  });

  it('resolves bindings nested in arrays of objects (option labels)', () => {
    const {surface} = surfaceWith(
      [
        {
          id: 'c',
          component: 'ChoicePicker',
          options: [{label: {path: '/l'}, value: 'a'}],
          value: [],
        },
      ],
      {l: 'Label A'},
    );
    const options = new ComponentContext(surface, 'c').props['options'] as {label: string}[];
    assert.equal(options[0]?.label, 'Label A');
  });

  it('resolves the accessibility label', () => {
    const {surface} = surfaceWith(
      [{id: 't', component: 'Text', text: 'x', accessibility: {label: {path: '/a11y'}}}],
      {a11y: 'Greeting'},
    );
    const props = new ComponentContext(surface, 't').props;
    assert.deepEqual(props['accessibility'], {label: 'Greeting'});
  });

  it('leaves the action as written (resolved only when it fires)', () => {
    const action = {event: {name: 'go', context: {v: {path: '/v'}}}};
    const {surface} = surfaceWith([{id: 'b', component: 'Button', child: 't', action}], {v: 1});
    assert.deepEqual(new ComponentContext(surface, 'b').props['action'], action);
  });

  it('leaves checks and ChildList templates as written', () => {
    const children = {componentId: 't', path: '/items'};
    const {surface} = surfaceWith([{id: 'l', component: 'List', children}]);
    assert.deepEqual(new ComponentContext(surface, 'l').props['children'], children);
  });

  it('updates when the bound data changes', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: {path: '/v'}}], {v: 'a'});
    const ctx = new ComponentContext(surface, 't');
    const text = live(() => ctx.props['text']);
    surface.dataModel.set('/v', 'b');
    assert.equal(text.value, 'b');
  });

  it('does not re-evaluate when unrelated data changes', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: {path: '/v'}}], {
      v: 'a',
      other: 1,
    });
    const ctx = new ComponentContext(surface, 't');
    const text = live(() => ctx.props['text']);
    surface.dataModel.set('/other', 2);
    assert.equal(text.runs, 1);
  });

  it('follows a new path after the component is updated', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: {path: '/a'}}], {
      a: 'A',
      b: 'B',
    });
    const ctx = new ComponentContext(surface, 't');
    const text = live(() => ctx.props['text']);
    surface.updateComponents([{id: 't', component: 'Text', text: {path: '/b'}}]);
    assert.equal(text.value, 'B');
    const runs = text.runs;
    surface.dataModel.set('/a', 'changed');
    assert.equal(text.runs, runs, 'the old path is no longer watched');
  });

  it('a relative binding follows its scope when the scope path changes', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: {path: 'name'}}], {
      items: [{name: 'first'}, {name: 'second'}],
    });
    const path = signal('/items/0');
    const ctx = new ComponentContext(surface, 't', {
      get path() {
        return path.value;
      },
    });
    const text = live(() => ctx.props['text']);
    path.value = '/items/1';
    assert.equal(text.value, 'second');
  });

  it('coercion never changes the stored definition', () => {
    const {surface} = surfaceWith([
      {id: 'c', component: 'ChoicePicker', options: [{label: 5, value: 'a'}], value: []},
    ]);
    const options = new ComponentContext(surface, 'c').props['options'] as {label: unknown}[];
    assert.equal(options[0]?.label, '5');
    const stored = surface.component('c')?.['options'] as {label: unknown}[];
    assert.equal(stored[0]?.label, 5);
  });

  it('keeps static arrays and objects as the same values (no needless copies)', () => {
    const {surface} = surfaceWith([
      {id: 'col', component: 'Column', children: ['a', 'b'], accessibility: {label: 'x'}},
    ]);
    const props = new ComponentContext(surface, 'col').props;
    assert.equal(props['children'], surface.component('col')?.['children']);
    assert.equal(props['accessibility'], surface.component('col')?.['accessibility']);
  });

  it('resolve() leaves literal objects as they are (only props look inside objects)', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: ''}], {name: 'Ada'});
    const literal = {nested: {path: '/name'}};
    assert.equal(new ComponentContext(surface, 't').resolve(literal), literal);
  });

  it('resolve() resolves bindings inside arrays', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: ''}], {name: 'Ada'});
    const ctx = new ComponentContext(surface, 't');
    assert.deepEqual(ctx.resolve([{path: '/name'}, 'x', [{path: '/name'}]]), ['Ada', 'x', ['Ada']]);
  });

  it('resolve() resolves one dynamic value in the scope', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: ''}], {items: [{n: 5}]});
    const ctx = new ComponentContext(surface, 't', scopeAt('/items/0'));
    assert.equal(ctx.resolve({path: 'n'}), 5);
    assert.equal(ctx.resolve('literal'), 'literal');
  });
});

describe('ComponentContext function calls', () => {
  it('calls a basic function with resolved arguments', () => {
    const {surface} = surfaceWith(
      [
        {
          id: 't',
          component: 'Text',
          text: {call: 'formatString', args: {value: 'Hi ${/name}!'}, returnType: 'string'},
        },
      ],
      {name: 'Ada'},
    );
    assert.equal(new ComponentContext(surface, 't').props['text'], 'Hi Ada!');
  });

  it('re-evaluates a function call when an argument path changes', () => {
    const {surface} = surfaceWith(
      [
        {
          id: 't',
          component: 'Text',
          text: {
            call: 'formatNumber',
            args: {value: {path: '/n'}, decimals: 1},
            returnType: 'string',
          },
        },
      ],
      {n: 1},
    );
    const ctx = new ComponentContext(surface, 't');
    const text = live(() => ctx.props['text']);
    surface.dataModel.set('/n', 2.25);
    assert.equal(text.value, '2.3');
  });

  it('resolves relative paths inside function arguments in the scope', () => {
    const {surface} = surfaceWith(
      [
        {
          id: 't',
          component: 'Text',
          text: {call: 'formatString', args: {value: '${name}'}, returnType: 'string'},
        },
      ],
      {items: [{name: 'scoped'}]},
    );
    assert.equal(new ComponentContext(surface, 't', scopeAt('/items/0')).props['text'], 'scoped');
  });

  it('passes the surface locale to functions', () => {
    let seen = '';
    const probe: FunctionDefinition = {
      name: 'probe',
      returnType: 'string',
      impl: (_args, context) => (seen = context.locale),
    };
    const {surface} = surfaceWith(
      [{id: 't', component: 'Text', text: {call: 'probe', returnType: 'string'}}],
      {},
      catalogWith({probe}),
    );
    void new ComponentContext(surface, 't').props;
    assert.equal(seen, 'en-US');
  });

  it('formats dates in the surface time zone', () => {
    const surface = new SurfaceModel({
      id: 's',
      catalog: basicCatalog,
      locale: 'en-US',
      timeZone: 'Asia/Tokyo',
    });
    surface.updateComponents([
      {
        id: 't',
        component: 'Text',
        text: {
          call: 'formatDate',
          args: {value: '2026-01-01T00:00:00Z', format: 'HH:mm'},
          returnType: 'string',
        },
      } as never,
    ]);
    assert.equal(new ComponentContext(surface, 't').props['text'], '09:00');
  });

  it('an unknown function is reported once and yields the neutral value', () => {
    const {surface, errors} = surfaceWith([
      {id: 't', component: 'Text', text: {call: 'nope', returnType: 'string'}},
      {id: 'u', component: 'Text', text: {call: 'nope', returnType: 'string'}},
    ]);
    assert.equal(new ComponentContext(surface, 't').props['text'], '');
    void new ComponentContext(surface, 'u').props;
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.code, 'UNKNOWN_FUNCTION');
  });

  it('arguments failing the function schema are reported once and yield the neutral value', () => {
    const strict: FunctionDefinition = {
      name: 'strict',
      returnType: 'number',
      args: z.object({n: z.number()}),
      impl: (args) => (args['n'] as number) * 2,
    };
    const {surface, errors} = surfaceWith(
      [
        {
          id: 's',
          component: 'Slider',
          max: 10,
          value: {call: 'strict', args: {n: {path: '/n'}}, returnType: 'number'},
        },
      ],
      {n: 'not a number'},
      catalogWith({strict}),
    );
    const ctx = new ComponentContext(surface, 's');
    const value = live(() => ctx.props['value']);
    assert.equal(value.value, 0);
    surface.dataModel.set('/n', 'still bad');
    void value.value;
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.code, 'INVALID_FUNCTION_CALL');
    surface.dataModel.set('/n', 4);
    assert.equal(value.value, 8);
  });

  it('a throwing function is reported and yields the neutral value', () => {
    const boom: FunctionDefinition = {
      name: 'boom',
      returnType: 'string',
      impl: () => {
        throw new Error('kaput');
      },
    };
    const {surface, errors} = surfaceWith(
      [{id: 't', component: 'Text', text: {call: 'boom', returnType: 'string'}}],
      {},
      catalogWith({boom}),
    );
    assert.equal(new ComponentContext(surface, 't').props['text'], '');
    assert.equal(errors[0]?.code, 'EXPRESSION_ERROR');
    assert.match(errors[0]!.message, /kaput/);
  });

  it('functions in props run without user activation', () => {
    let userAction: boolean | undefined;
    const probe: FunctionDefinition = {
      name: 'probe',
      returnType: 'string',
      impl: (_args, context) => ((userAction = context.userAction), ''),
    };
    const {surface} = surfaceWith(
      [{id: 't', component: 'Text', text: {call: 'probe', returnType: 'string'}}],
      {},
      catalogWith({probe}),
    );
    void new ComponentContext(surface, 't').props;
    assert.equal(userAction, false);
  });

  it('passes a literal object argument to the function unresolved', () => {
    let received: unknown;
    const probe: FunctionDefinition = {
      name: 'probe',
      returnType: 'string',
      impl: (args) => ((received = args['config']), ''),
    };
    const {surface} = surfaceWith(
      [
        {
          id: 't',
          component: 'Text',
          text: {call: 'probe', args: {config: {mode: {path: '/x'}}}, returnType: 'string'},
        },
      ],
      {x: 1},
      catalogWith({probe}),
    );
    void new ComponentContext(surface, 't').props;
    assert.deepEqual(received, {mode: {path: '/x'}});
  });

  it('a function returning a signal is read reactively', () => {
    const clock = signal('09:00');
    const now: FunctionDefinition = {name: 'now', returnType: 'string', impl: () => clock};
    const {surface} = surfaceWith(
      [{id: 't', component: 'Text', text: {call: 'now', returnType: 'string'}}],
      {},
      catalogWith({now}),
    );
    const ctx = new ComponentContext(surface, 't');
    const text = live(() => ctx.props['text']);
    assert.equal(text.value, '09:00');
    clock.value = '09:01';
    assert.equal(text.value, '09:01');
  });

  it('nested function calls in arguments are evaluated first', () => {
    const {surface} = surfaceWith(
      [
        {
          id: 'c',
          component: 'CheckBox',
          label: 'x',
          value: {
            call: 'not',
            args: {value: {call: 'required', args: {value: {path: '/v'}}}},
            returnType: 'boolean',
          },
        },
      ],
      {v: ''},
    );
    assert.equal(new ComponentContext(surface, 'c').props['value'], true);
  });
});

describe('ComponentContext two-way setters', () => {
  it('returns a setter writing the bound path', () => {
    const {surface} = surfaceWith([
      {id: 'f', component: 'TextField', label: 'x', value: {path: '/form/name'}},
    ]);
    const set = new ComponentContext(surface, 'f').setter('value');
    set?.('typed');
    assert.deepEqual(surface.dataModel.snapshot(), {form: {name: 'typed'}});
  });

  it('writes the new path after the binding was updated', () => {
    const {surface} = surfaceWith([
      {id: 'f', component: 'TextField', label: 'x', value: {path: '/old'}},
    ]);
    const set = new ComponentContext(surface, 'f').setter('value');
    surface.updateComponents([
      {id: 'f', component: 'TextField', label: 'x', value: {path: '/new'}} as never,
    ]);
    set?.('v');
    assert.deepEqual(surface.dataModel.snapshot(), {new: 'v'});
  });

  it('writes nothing once the property is no longer bound', () => {
    const {surface} = surfaceWith([
      {id: 'f', component: 'TextField', label: 'x', value: {path: '/old'}},
    ]);
    const set = new ComponentContext(surface, 'f').setter('value');
    surface.updateComponents([
      {id: 'f', component: 'TextField', label: 'x', value: 'lit'} as never,
    ]);
    set?.('v');
    assert.deepEqual(surface.dataModel.snapshot(), {});
  });

  it('returns undefined for a literal property', () => {
    const {surface} = surfaceWith([{id: 'f', component: 'TextField', label: 'x', value: 'fixed'}]);
    assert.equal(new ComponentContext(surface, 'f').setter('value'), undefined);
  });

  it('writes a relative path inside the scope', () => {
    const {surface} = surfaceWith(
      [{id: 'f', component: 'CheckBox', label: 'x', value: {path: 'done'}}],
      {
        todos: [{done: false}, {done: false}],
      },
    );
    new ComponentContext(surface, 'f', scopeAt('/todos/1')).setter('value')?.(true);
    assert.deepEqual(surface.dataModel.get('/todos'), [{done: false}, {done: true}]);
  });

  it('a write through the setter updates every reader of the path', () => {
    const {surface} = surfaceWith([
      {id: 'f', component: 'TextField', label: 'x', value: {path: '/name'}},
      {id: 't', component: 'Text', text: {path: '/name'}},
    ]);
    const label = new ComponentContext(surface, 't');
    const text = live(() => label.props['text']);
    new ComponentContext(surface, 'f').setter('value')?.('Ada');
    assert.equal(text.value, 'Ada');
  });

  it('writes an index past the end of an array under the same bound as an agent', () => {
    const {surface, errors} = surfaceWith(
      [
        {id: 'near', component: 'TextField', label: 'x', value: {path: '/answers/2'}},
        {id: 'far', component: 'TextField', label: 'x', value: {path: '/answers/10000'}},
      ],
      {answers: ['a']},
    );
    new ComponentContext(surface, 'near').setter('value')?.('typed');
    new ComponentContext(surface, 'far').setter('value')?.('typed');
    const answers = surface.dataModel.get('/answers') as unknown[];
    assert.deepEqual(
      [answers.length, answers[0], 1 in answers, answers[2]],
      [3, 'a', false, 'typed'],
    );
    assert.deepEqual(
      errors.map((e) => [e.code, e.message]),
      [
        [
          'DATA_ERROR',
          'Index 10000 is past the end of the array (length 3): ' +
            'only an index below 10000 may leave empty slots; "-" appends.',
        ],
      ],
    );
  });

  it('refuses to write a forbidden path and reports it', () => {
    const {surface, errors} = surfaceWith([
      {id: 'f', component: 'TextField', label: 'x', value: {path: '/__proto__/x'}},
    ]);
    new ComponentContext(surface, 'f').setter('value')?.('evil');
    assert.equal(errors[0]?.code, 'DATA_ERROR');
    assert.equal(({} as Record<string, unknown>)['x'], undefined);
  });
});

describe('ComponentContext validation', () => {
  const field = (checks: unknown[]) => ({
    id: 'f',
    component: 'TextField',
    label: 'Zip',
    value: {path: '/zip'},
    checks,
  });
  const required = {
    condition: {call: 'required', args: {value: {path: '/zip'}}},
    message: 'Required',
  };
  const fiveDigits = {
    condition: {call: 'regex', args: {value: {path: '/zip'}, pattern: '^[0-9]{5}$'}},
    message: 'Five digits',
  };

  it('is valid without checks', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: 'x'}]);
    assert.deepEqual(new ComponentContext(surface, 't').validation, {valid: true, messages: []});
  });

  it('reports the first failing message', () => {
    const {surface} = surfaceWith([field([required, fiveDigits])], {zip: ''});
    const validation = new ComponentContext(surface, 'f').validation;
    assert.equal(validation.valid, false);
    assert.equal(validation.message, 'Required');
    assert.deepEqual(validation.messages, ['Required', 'Five digits']);
  });

  it('becomes valid when the data satisfies every check', () => {
    const {surface} = surfaceWith([field([required, fiveDigits])], {zip: ''});
    const ctx = new ComponentContext(surface, 'f');
    const validation = live(() => ctx.validation);
    surface.dataModel.set('/zip', '12345');
    assert.deepEqual(validation.value, {valid: true, messages: []});
  });

  it('a failing check without a message reports "Validation failed"', () => {
    const {surface} = surfaceWith(
      [field([{condition: {call: 'required', args: {value: {path: '/zip'}}}}])],
      {zip: ''},
    );
    assert.equal(new ComponentContext(surface, 'f').validation.message, 'Validation failed');
  });

  it('a ChoicePicker\'s limit on its selections without a message says "Select at most N."', () => {
    const limit = (component: string, args: Record<string, unknown>) => ({
      id: 'p',
      component,
      ...(component == 'ChoicePicker' ? {options: []} : {label: 'x'}),
      value: {path: '/v'},
      checks: [{condition: {call: 'length', args: {value: {path: '/v'}, ...args}}, message: ''}],
    });
    const said = (definition: Record<string, unknown>, v: unknown) =>
      new ComponentContext(surfaceWith([definition], {v}).surface, 'p').validation.messages;
    assert.deepEqual(said(limit('ChoicePicker', {max: 2}), ['a', 'b', 'c']), ['Select at most 2.']);
    // Only that check, of that component: else the words of any check without a message.
    assert.deepEqual(said(limit('ChoicePicker', {min: 1, max: 2}), ['a', 'b', 'c']), [
      'Validation failed',
    ]);
    assert.deepEqual(said(limit('TextField', {max: 2}), 'abc'), ['Validation failed']);
  });

  it('any component whose value is a string list says "Select at most N." for that limit', () => {
    const catalog = defineCatalog({
      id: 'https://example.com/tags',
      extends: basicCatalog,
      components: [
        defineComponent({
          name: 'TagList',
          props: (t) => ({value: t.dynamicStringList, checks: z.optional(z.array(t.checkRule))}),
        }),
      ],
    });
    const tags = {
      id: 'p',
      component: 'TagList',
      value: {path: '/v'},
      checks: [{condition: {call: 'length', args: {value: {path: '/v'}, max: 2}}, message: ''}],
    };
    const {surface} = surfaceWith([tags], {v: ['a', 'b', 'c']}, catalog);
    assert.deepEqual(new ComponentContext(surface, 'p').validation.messages, ['Select at most 2.']);
  });

  it('only the failing check is reported when another passes', () => {
    const {surface} = surfaceWith([field([required, fiveDigits])], {zip: '12'});
    assert.deepEqual(new ComponentContext(surface, 'f').validation.messages, ['Five digits']);
  });

  it('accepts a check written as a bare function call with a message', () => {
    const {surface} = surfaceWith([], {zip: ''});
    surface.updateComponents([
      field([{call: 'required', args: {value: {path: '/zip'}}, message: 'Needed'}]) as never,
    ]);
    assert.equal(new ComponentContext(surface, 'f').validation.message, 'Needed');
  });

  it('a condition bound to a data path uses its boolean value', () => {
    const {surface} = surfaceWith(
      [
        {
          id: 'b',
          component: 'Button',
          child: 't',
          action: {event: {name: 'x'}},
          checks: [{condition: {path: '/ok'}, message: 'Not ok'}],
        },
      ],
      {ok: false},
    );
    const ctx = new ComponentContext(surface, 'b');
    const validation = live(() => ctx.validation.valid);
    assert.equal(validation.value, false);
    surface.dataModel.set('/ok', true);
    assert.equal(validation.value, true);
  });

  it('does not notify readers when the outcome stays the same', () => {
    const {surface} = surfaceWith([field([required])], {zip: 'a'});
    const ctx = new ComponentContext(surface, 'f');
    let runs = 0;
    const reader = live(() => (runs++, ctx.validation));
    surface.dataModel.set('/zip', 'ab');
    void reader.value;
    assert.equal(runs, 1);
  });
});

describe('ComponentContext actions', () => {
  const button = (action: unknown, extra: Record<string, unknown> = {}) => ({
    id: 'b',
    component: 'Button',
    child: 'label',
    action,
    ...extra,
  });

  it('builds the v0.9 action body from an event action', () => {
    const {surface} = surfaceWith([button({event: {name: 'submit', context: {id: 'x1'}}})]);
    const body = new ComponentContext(surface, 'b').resolveAction();
    assert.equal(body?.name, 'submit');
    assert.equal(body?.surfaceId, 's');
    assert.equal(body?.sourceComponentId, 'b');
    assert.deepEqual(body?.context, {id: 'x1'});
    assert.ok(!Number.isNaN(Date.parse(body!.timestamp)));
  });

  it('an event without context gets an empty context object', () => {
    const {surface} = surfaceWith([button({event: {name: 'go'}})]);
    assert.deepEqual(new ComponentContext(surface, 'b').resolveAction()?.context, {});
  });

  it('resolves the context at the moment of the action', () => {
    const {surface} = surfaceWith(
      [button({event: {name: 'go', context: {email: {path: '/email'}}}})],
      {
        email: 'old@example.com',
      },
    );
    const ctx = new ComponentContext(surface, 'b');
    surface.dataModel.set('/email', 'jane@example.com');
    assert.deepEqual(ctx.resolveAction()?.context, {email: 'jane@example.com'});
  });

  it('resolves relative context paths in the template item scope', () => {
    const {surface} = surfaceWith(
      [button({event: {name: 'pick', context: {name: {path: 'name'}}}})],
      {
        items: [{name: 'a'}, {name: 'b'}],
      },
    );
    const body = new ComponentContext(surface, 'b', scopeAt('/items/1')).resolveAction();
    assert.deepEqual(body?.context, {name: 'b'});
  });

  it('resolves function calls in the context', () => {
    const {surface} = surfaceWith(
      [
        button({
          event: {
            name: 'go',
            context: {
              label: {call: 'formatString', args: {value: 'n=${/n}'}, returnType: 'string'},
            },
          },
        }),
      ],
      {n: 3},
    );
    assert.deepEqual(new ComponentContext(surface, 'b').resolveAction()?.context, {label: 'n=3'});
  });

  it('leaves literal objects in the context unresolved', () => {
    const {surface} = surfaceWith(
      [
        button({
          event: {name: 'go', context: {id: {path: '/id'}, meta: {nested: {path: '/id'}}}},
        }),
      ],
      {id: 7},
    );
    assert.deepEqual(new ComponentContext(surface, 'b').resolveAction()?.context, {
      id: 7,
      meta: {nested: {path: '/id'}},
    });
  });

  it('resolves a given action instead of the component one', () => {
    const {surface} = surfaceWith([button({event: {name: 'own'}})]);
    const body = new ComponentContext(surface, 'b').resolveAction({event: {name: 'other'}});
    assert.equal(body?.name, 'other');
  });

  it('runs a functionCall action locally as a user action and returns nothing', () => {
    let userAction: boolean | undefined;
    let received: unknown;
    const track: FunctionDefinition = {
      name: 'track',
      returnType: 'void',
      impl: (args, context) => {
        userAction = context.userAction;
        received = args['v'];
      },
    };
    const {surface} = surfaceWith(
      [button({functionCall: {call: 'track', args: {v: {path: '/v'}}, returnType: 'void'}})],
      {v: 7},
      catalogWith({track}),
    );
    const body = new ComponentContext(surface, 'b').resolveAction();
    assert.equal(body, undefined);
    assert.equal(userAction, true);
    assert.equal(received, 7);
  });

  it('is blocked while the component checks fail', () => {
    const {surface} = surfaceWith(
      [button({event: {name: 'go'}}, {checks: [{condition: {path: '/ok'}, message: 'no'}]})],
      {ok: false},
    );
    const ctx = new ComponentContext(surface, 'b');
    assert.equal(ctx.resolveAction(), undefined);
    surface.dataModel.set('/ok', true);
    assert.equal(ctx.resolveAction()?.name, 'go');
  });

  it('returns undefined when the component has no action', () => {
    const {surface} = surfaceWith([{id: 't', component: 'Text', text: 'x'}]);
    assert.equal(new ComponentContext(surface, 't').resolveAction(), undefined);
  });

  it('does not subscribe the caller to the context paths', () => {
    const {surface} = surfaceWith([button({event: {name: 'go', context: {v: {path: '/v'}}}})], {
      v: 1,
    });
    const ctx = new ComponentContext(surface, 'b');
    const reader = live(() => ctx.resolveAction()?.name);
    surface.dataModel.set('/v', 2);
    assert.equal(reader.runs, 1);
  });
});
