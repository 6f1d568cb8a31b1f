// Every error a v0.9 agent can trigger, as the agent reads it in the `error` message: where
// (surface id, JSON Pointer) and what was expected against what was received. The pointer is
// into the message's operation, as the spec's example (`/components/0/text`), or into the
// message for a field of its own (`/version`).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {
  BASIC_CATALOG_ID,
  ComponentContext,
  MessageProcessor,
  basicCatalog,
  defineCatalog,
  defineComponent,
  validateMessage,
  type ErrorBody,
  type FunctionDefinition,
} from '../../src/core.js';

const version = 'v0.9';
const create = (surfaceId = 's', catalogId = BASIC_CATALOG_ID) => ({
  version,
  createSurface: {surfaceId, catalogId},
});
const components = (...list: object[]) => ({
  version,
  updateComponents: {surfaceId: 's', components: list},
});
const root = (props: object) => components({id: 'root', ...props});
const data = (path: string, value: unknown) => ({
  version,
  updateDataModel: {surfaceId: 's', path, value},
});

/** The error bodies a processor reports for these messages (surface `s` created first). */
function errorsOf(...messages: unknown[]): ErrorBody[] {
  const processor = new MessageProcessor({locale: 'en-US'});
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  processor.processMessages([create(), ...messages]);
  return errors;
}

/** The one error reported for these messages, as `[path, message]`. */
function problem(...messages: unknown[]): [string | undefined, string] {
  const errors = errorsOf(...messages);
  assert.equal(errors.length, 1, JSON.stringify(errors));
  assert.equal(errors[0]!.surfaceId, 's');
  return [errors[0]!.path, errors[0]!.message];
}

/** The errors reported while a component's props resolve (functions run there). */
function resolveErrors(text: unknown, value: unknown, extra?: FunctionDefinition): ErrorBody[] {
  const processor = new MessageProcessor({locale: 'en-US'});
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  processor.processMessages([create(), root({component: 'Text', text}), data('/', value)]);
  if (extra) processor.getSurface('s')!.functions.register(extra);
  void new ComponentContext(processor.getSurface('s')!, 'root').props['text'];
  return errors;
}

describe('agent errors: the message shape', () => {
  it('names what a message that is not an object is', () => {
    assert.deepEqual(errorsOf(42).slice(-1), [
      {
        code: 'VALIDATION_FAILED',
        surfaceId: '',
        path: '',
        message: 'Expected a message object, received number',
      },
    ]);
  });

  it('says a message names none of the message types', () => {
    assert.equal(
      errorsOf({version}).at(-1)?.message,
      'Expected exactly one of createSurface, updateComponents, updateDataModel, deleteSurface, received none of them',
    );
  });

  it('names the two message types a message holds at once', () => {
    const [error] = errorsOf({
      version,
      createSurface: {surfaceId: 't', catalogId: BASIC_CATALOG_ID},
      deleteSurface: {surfaceId: 't'},
    });
    assert.equal(
      error?.message,
      'Expected exactly one of createSurface, updateComponents, updateDataModel, deleteSurface, received createSurface and deleteSurface',
    );
  });

  it('names the versions it accepts and the one it got', () => {
    assert.deepEqual(problem({version: 'v1', deleteSurface: {surfaceId: 's'}}), [
      '/version',
      'Expected one of "v0.9", "v0.9.1", received "v1"',
    ]);
  });

  it('points into the operation, as the spec’s example does: a Text given a number', () => {
    assert.deepEqual(errorsOf(root({component: 'Text', text: 42})), [
      {
        code: 'VALIDATION_FAILED',
        surfaceId: 's',
        path: '/components/0/text',
        message: 'Component "root": Expected string or object, received number',
      },
    ]);
  });

  it('points at an unknown property and at a missing one', () => {
    assert.deepEqual(problem({version, deleteSurface: {surfaceId: 's', extra: 1}}), [
      '/extra',
      'Unknown property "extra"',
    ]);
    assert.deepEqual(problem({version, updateComponents: {surfaceId: 's'}}), [
      '/components',
      'Missing required property "components"',
    ]);
  });

  it('reports a value nested deeper than 1,024 levels once, at the property holding it', () => {
    const value = JSON.parse('['.repeat(10_000) + ']'.repeat(10_000));
    assert.deepEqual(problem(data('/', value)), [
      '/value',
      'Too deeply nested (over 1,024 levels) or cyclic',
    ]);
    assert.deepEqual(problem(root({component: 'Text', text: 'x', extra: {list: value}})), [
      '/components/0/extra/list',
      'Component "root": Too deeply nested (over 1,024 levels) or cyclic',
    ]);
  });
});

describe('agent errors: surfaces and catalogs', () => {
  it('refuses a second createSurface for the same id, at its surfaceId', () => {
    assert.deepEqual(errorsOf(create()), [
      {
        code: 'INTEGRITY_ERROR',
        surfaceId: 's',
        path: '/surfaceId',
        message: 'Surface "s" already exists; delete it before creating it again.',
      },
    ]);
  });

  it('names the unknown catalog and the ones it supports', () => {
    const [error] = errorsOf(create('t', 'urn:charts'));
    assert.equal(error?.code, 'CATALOG_NOT_FOUND');
    assert.equal(error?.path, '/catalogId');
    assert.match(error!.message, /^Catalog "urn:charts" is not supported; supported: https:/);
  });

  it('names a surface that does not exist', () => {
    assert.deepEqual(errorsOf({version, deleteSurface: {surfaceId: 'gone'}}), [
      {
        code: 'SURFACE_NOT_FOUND',
        surfaceId: 'gone',
        path: '/surfaceId',
        message: 'Surface "gone" does not exist; send createSurface first.',
      },
    ]);
  });

  it('shows a theme value that does not match its pattern', () => {
    const [error] = errorsOf({
      version,
      createSurface: {surfaceId: 't', catalogId: BASIC_CATALOG_ID, theme: {primaryColor: 'red'}},
    });
    assert.deepEqual(
      [error?.surfaceId, error?.path, error?.message],
      [
        't',
        '/theme/primaryColor',
        'Expected a string matching /^#[0-9a-fA-F]{6}$/, received "red"',
      ],
    );
  });
});

describe('agent errors: components', () => {
  it('says a number JSON overflowed (1e999) is not a finite number', () => {
    const slider = JSON.parse('{"id": "root", "component": "Slider", "value": 1, "max": 1e999}');
    assert.deepEqual(problem(components(slider)), [
      '/components/0/max',
      'Component "root": Expected number, received Infinity (not a finite number)',
    ]);
  });

  it('says the same of a Dynamic number', () => {
    assert.deepEqual(problem(root({component: 'Slider', value: -Infinity, max: 3})), [
      '/components/0/value',
      'Component "root": Expected number or object, received -Infinity (not a finite number)',
    ]);
  });

  it('names the expected and received kinds of a property', () => {
    assert.deepEqual(problem(root({component: 'Text', text: 5})), [
      '/components/0/text',
      'Component "root": Expected string or object, received number',
    ]);
  });

  it('lists the allowed values of an enum and the one it got', () => {
    assert.deepEqual(problem(root({component: 'Text', text: 'a', variant: 'huge'})), [
      '/components/0/variant',
      'Component "root": Expected one of "h1", "h2", "h3", "h4", "h5", "caption", "body", received "huge"',
    ]);
  });

  it('says an unknown icon name is none of the icon names, without the object forms', () => {
    const [path, message] = problem(root({component: 'Icon', name: 'rocket'}));
    assert.equal(path, '/components/0/name');
    assert.match(
      message,
      /^Component "root": Expected one of "accountCircle", "add", .*, received "rocket"$/,
    );
  });

  it('says what each form of an action misses', () => {
    assert.deepEqual(problem(root({component: 'Button', child: 'l', action: {go: 1}})), [
      '/components/0/action',
      'Component "root": Expected one of 2 forms, received object matching none (closest: /event: Missing required property "event"; or /functionCall: Missing required property "functionCall")',
    ]);
  });

  it('says why the closest forms refuse an object that fits none', () => {
    assert.deepEqual(problem(root({component: 'Text', text: {path: 5}})), [
      '/components/0/text',
      'Component "root": Expected one of 3 forms, received object matching none (closest: /path: Expected string, received number; or /call: Missing required property "call")',
    ]);
  });

  it('says how many items an empty list has', () => {
    assert.deepEqual(problem(root({component: 'Tabs', tabs: []})), [
      '/components/0/tabs',
      'Component "root": Expected at least 1 item(s), received 0 item(s)',
    ]);
  });

  it('shows the number that is not an integer or is too small', () => {
    const check = (min: number) => ({
      condition: {call: 'length', args: {value: 'a', min}},
      message: 'm',
    });
    const field = (min: number) => root({component: 'TextField', label: 'x', checks: [check(min)]});
    assert.deepEqual(problem(field(1.5)), [
      '/components/0/checks/0/condition/args/min',
      'Component "root": Expected an integer, received 1.5',
    ]);
    assert.deepEqual(problem(field(-1))[1], 'Component "root": Expected a value >= 0, received -1');
  });

  it('says a call lacks both of the arguments it needs one of', () => {
    const condition = {call: 'length', args: {value: 'a'}};
    assert.deepEqual(
      problem(root({component: 'TextField', label: 'x', checks: [{condition, message: 'm'}]})),
      [
        '/components/0/checks/0/condition/args',
        'Component "root": Expected at least one of min, max, received none of them',
      ],
    );
  });

  it('shows a date that is not ISO 8601', () => {
    assert.deepEqual(
      problem(root({component: 'DateTimeInput', value: {path: '/d'}, min: 'yesterday'}))[1],
      'Component "root": Expected an ISO 8601 date (2026-01-31), time with zone (14:30:00Z) or date-time, received "yesterday"',
    );
  });

  it('lists the catalog functions when a call names another', () => {
    assert.deepEqual(problem(root({component: 'Text', text: {call: 'shout', args: {}}})), [
      '/components/0/text/call',
      'Component "root": Unknown function "shout"; expected one of required, regex, length, numeric, email, formatString, formatNumber, formatCurrency, formatDate, pluralize, openUrl, and, or, not',
    ]);
  });

  it('names the return type a call must have there', () => {
    const text = {call: 'formatNumber', args: {value: 1}, returnType: 'boolean'};
    assert.deepEqual(problem(root({component: 'Text', text})), [
      '/components/0/text/returnType',
      'Component "root": Expected "string", received "boolean"',
    ]);
  });

  it('reports one error per invalid component, listing its problems', () => {
    const errors = errorsOf(
      components(
        {id: 'root', component: 'Text', text: 5, variant: 'huge'},
        {id: 'b', component: 'Divider', axis: 'diagonal'},
      ),
    );
    assert.deepEqual(
      errors.map((e) => [e.path, e.message]),
      [
        [
          '/components/0/text',
          'Component "root": text: Expected string or object, received number; variant: Expected one of "h1", "h2", "h3", "h4", "h5", "caption", "body", received "huge"',
        ],
        [
          '/components/1/axis',
          'Component "b": Expected one of "horizontal", "vertical", received "diagonal"',
        ],
      ],
    );
  });

  it('shows a misspelt property beside the required one it leaves out, and counts past three', () => {
    const errors = errorsOf(
      components(
        {id: 'b', component: 'Button', label: 'Go'},
        {id: 't', component: 'Text', txt: 'x', variant: 'huge', size: 3, color: 'red'},
      ),
    );
    assert.deepEqual(
      errors.map((e) => e.message),
      [
        'Component "b": Missing required property "child"; Missing required property "action"; Unknown property "label"',
        'Component "t": Missing required property "text"; variant: Expected one of "h1", "h2", "h3", "h4", "h5", "caption", "body", received "huge"; Unknown property "txt" (and 2 more)',
      ],
    );
  });

  it('lists the catalog components to a validator that refuses unknown types', () => {
    const verdict = validateMessage(root({component: 'Chart'}), {direction: 'agentToRenderer'});
    assert.equal(verdict.ok, false);
    const [error] = verdict.ok ? [] : verdict.errors;
    assert.equal(error?.path, '/updateComponents/components/0/component');
    assert.match(error!.message, /^Unknown component type "Chart"; expected one of Text, Image, /);
  });

  it('points at an unknown type in the message that brings it, before anything renders', () => {
    const errors = errorsOf(
      components(
        {id: 'root', component: 'Column', children: ['t', 'a']},
        {id: 't', component: 'Text', text: 'Hi'},
        {id: 'b', component: 'Text', text: 'Ho'},
        {id: 'a', component: 'Txt', text: 'Hey'},
      ),
    );
    assert.deepEqual(errors, [
      {
        code: 'UNKNOWN_COMPONENT',
        surfaceId: 's',
        path: '/components/3/component',
        message:
          'Component "a": Unknown component type "Txt" (not in the surface\'s catalog); did you mean "Text"?',
      },
    ]);
  });
});

describe('agent errors: A2UI v0.8 habits', () => {
  it('says a {literalString} value is the v0.8 form and shows the v0.9 one', () => {
    assert.deepEqual(problem(root({component: 'Text', text: {literalString: 'Hello'}})), [
      '/components/0/text',
      'Component "root": A2UI v0.8 form; write the value itself: "text": "Hello"',
    ]);
    assert.deepEqual(
      problem(root({component: 'Slider', value: {literalNumber: 3}, min: 0, max: 5})),
      [
        '/components/0/value',
        'Component "root": A2UI v0.8 form; write the value itself: "value": 3',
      ],
    );
  });

  it('says a path with a literal is the v0.8 form: bind with the path alone', () => {
    assert.deepEqual(
      problem(root({component: 'Text', text: {path: '/name', literalString: 'Ann'}})),
      [
        '/components/0/text',
        'Component "root": A2UI v0.8 form; write {"path"} alone (its value by updateDataModel)',
      ],
    );
  });

  it('takes only the v0.8 literal keys, alone or with path, for the v0.8 form', () => {
    // A plain object with a key like these is data, not a v0.8 value.
    for (const text of [{literalValue: 'Hi'}, {literalString: 'Hi', lang: 'en'}]) {
      assert.deepEqual(problem(root({component: 'Text', text})), [
        '/components/0/text/call',
        'Component "root": Missing required property "call"',
      ]);
    }
  });

  it('says {explicitList} and {template} children are v0.8 forms', () => {
    assert.deepEqual(problem(root({component: 'Column', children: {explicitList: ['a']}})), [
      '/components/0/children',
      'Component "root": A2UI v0.8 form; write the array of ids itself: "children": […]',
    ]);
    const template = {componentId: 'row', dataBinding: '/items'};
    assert.deepEqual(problem(root({component: 'List', children: {template}})), [
      '/components/0/children',
      'Component "root": A2UI v0.8 form; write {"componentId", "path"}',
    ]);
  });

  it('says a component wrapped in its type is the v0.8 form, at the component', () => {
    const wrapped = {Text: {text: {literalString: 'Hi'}}};
    assert.deepEqual(problem(root({component: wrapped})), [
      '/components/0',
      'Component "root": A2UI v0.8 form; write "component": "Text" and its properties beside it',
    ]);
  });
});

describe('agent errors: a check written flat', () => {
  it('says to put the call in condition, as the schema wants', () => {
    const flat = {call: 'required', args: {value: {path: '/name'}}, message: 'Required'};
    assert.deepEqual(
      problem(
        root({component: 'TextField', label: 'Name', value: {path: '/name'}, checks: [flat]}),
      ),
      [
        '/components/0/checks/0',
        'Component "root": Put the call in condition: {"condition": {"call", "args"}, "message"}',
      ],
    );
  });
});

describe('agent errors: data', () => {
  it('reports a binding that reads a name inside a list, at the data path', () => {
    assert.deepEqual(resolveErrors({path: '/items/name'}, {items: ['Tea']}), [
      {
        code: 'DATA_ERROR',
        path: '/items/name',
        message:
          'Cannot read "/items/name": the value at "/items" is a list, which has no "name" (only numeric indexes).',
        surfaceId: 's',
      },
    ]);
  });

  it('refuses a forbidden path segment, at the path', () => {
    assert.deepEqual(errorsOf(data('/__proto__/x', 1)), [
      {
        code: 'DATA_ERROR',
        surfaceId: 's',
        path: '/__proto__/x',
        message: 'Path segment "__proto__" is not allowed.',
      },
    ]);
  });

  it('keeps a data path whole, even one that starts with a message kind', () => {
    assert.deepEqual(problem(data('/createSurface', 1), data('/createSurface/b', 2)), [
      '/createSurface/b',
      'Cannot set "b" inside a number value.',
    ]);
  });

  it('refuses to write inside a number', () => {
    assert.deepEqual(problem(data('/a', 1), data('/a/b', 2)), [
      '/a/b',
      'Cannot set "b" inside a number value.',
    ]);
  });

  it('refuses a key that is not an array index, and an index too far past the end', () => {
    const errors = errorsOf(data('/a', []), data('/a/x', 1), data('/a/5', 1), data('/a/10000', 1));
    assert.deepEqual(
      errors.map((e) => [e.path, e.message]),
      [
        ['/a/x', '"x" is not an array index.'],
        [
          '/a/10000',
          'Index 10000 is past the end of the array (length 6): ' +
            'only an index below 10000 may leave empty slots; "-" appends.',
        ],
      ],
    );
  });

  it('refuses a value nested deeper than the data model allows', () => {
    const value = JSON.parse('['.repeat(1010) + ']'.repeat(1010));
    assert.deepEqual(problem(data('/list', value)), [
      '/list',
      'The value nests deeper than 1000 levels.',
    ]);
  });
});

describe('agent errors: functions as they run', () => {
  it('names the function, the problem and the component', () => {
    const text = {call: 'formatNumber', args: {value: {path: '/n'}}, returnType: 'string'};
    assert.deepEqual(resolveErrors(text, {n: 'many'}), [
      {
        code: 'EXPRESSION_ERROR',
        surfaceId: 's',
        message: 'Component "root": formatNumber: value is not a number (received string)',
      },
    ]);
  });

  it('shows where a formatString template stops making sense', () => {
    const text = {call: 'formatString', args: {value: 'a ${/x b'}, returnType: 'string'};
    const [error] = resolveErrors(text, {});
    assert.equal(error?.code, 'EXPRESSION_ERROR');
    assert.equal(
      error?.message,
      `Component "root": formatString: Expected '}' but found 'b' at 1:8 (offset 7) in "a \${/x b"`,
    );
  });

  it("names the argument that fails the function's schema, in the same sentence", () => {
    const text = {call: 'formatString', args: {value: "${regex(value: 'a', pattern: 5)}"}};
    assert.deepEqual(
      resolveErrors(text, {}).map((error) => `${error.code} ${error.message}`),
      [
        'INVALID_FUNCTION_CALL Component "root": regex: invalid argument "pattern": Expected string, received number',
      ],
    );
  });

  it('names an argument the call leaves out', () => {
    const text = {call: 'formatString', args: {value: "${regex(value: 'a')}"}};
    assert.deepEqual(
      resolveErrors(text, {}).map((error) => `${error.code} ${error.message}`),
      ['INVALID_FUNCTION_CALL Component "root": regex: missing argument "pattern"'],
    );
  });

  it('says which function threw and what it said', () => {
    const shout: FunctionDefinition = {
      name: 'shout',
      returnType: 'string',
      impl: () => {
        throw new Error('too quiet');
      },
    };
    const text = {call: 'formatString', args: {value: 'a ${shout()}'}, returnType: 'string'};
    assert.deepEqual(
      resolveErrors(text, {}, shout).map((error) => `${error.code} ${error.message}`),
      ['EXPRESSION_ERROR Component "root": shout failed: too quiet'],
    );
  });

  it('names an unknown function called inside a template, its component and the surface', () => {
    const text = {call: 'formatString', args: {value: 'a ${shout()}'}, returnType: 'string'};
    assert.deepEqual(resolveErrors(text, {}), [
      {
        code: 'UNKNOWN_FUNCTION',
        surfaceId: 's',
        message: 'Component "root": Unknown function "shout" (not in the surface\'s catalog)',
      },
    ]);
  });
});

describe('agent errors: the checks of a custom catalog (zod/mini)', () => {
  const Badge = defineComponent({
    name: 'Badge',
    props: () => ({
      code: z.optional(z.string().check(z.minLength(3), z.maxLength(5))),
      stars: z.optional(z.number().check(z.minimum(1), z.maximum(5))),
      tags: z.optional(z.array(z.string()).check(z.maxLength(2))),
      mail: z.optional(z.email()),
    }),
  });
  const catalog = defineCatalog({id: 'urn:badges', extends: basicCatalog, components: [Badge]});
  const problemOf = (props: object) => {
    const verdict = validateMessage(root({component: 'Badge', ...props}), {
      direction: 'agentToRenderer',
      catalog,
    });
    return verdict.ok ? undefined : verdict.errors.map((e) => e.message);
  };

  it('say how long a string must be and show it', () => {
    assert.deepEqual(problemOf({code: 'ab'}), ['Expected at least 3 character(s), received "ab"']);
    assert.deepEqual(problemOf({code: 'abcdefg'}), [
      'Expected at most 5 character(s), received "abcdefg"',
    ]);
  });

  it('say the bounds of a number and show it', () => {
    assert.deepEqual(problemOf({stars: 0}), ['Expected at least 1, received 0']);
    assert.deepEqual(problemOf({stars: 9}), ['Expected at most 5, received 9']);
  });

  it('count the items of a list that is too long', () => {
    assert.deepEqual(problemOf({tags: ['a', 'b', 'c']}), [
      'Expected at most 2 item(s), received 3 item(s)',
    ]);
  });

  it('name the format a string must have', () => {
    assert.deepEqual(problemOf({mail: 'ada'}), [
      'Expected a string in email format, received "ada"',
    ]);
  });
});
