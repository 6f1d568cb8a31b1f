import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {
  basicComponentSchemas,
  serverMessageKind,
  surfaceIdOf,
  validateClientMessage,
  validateComponent,
  validateMessage,
  validateServerMessage,
  type ComponentDefinition,
} from '../../src/core.js';
import type {CatalogLike} from '../../src/protocol/v0_9/catalog-schemas.js';

const agent = {direction: 'agentToRenderer'} as const;
const renderer = {direction: 'rendererToAgent'} as const;

function components(...list: unknown[]) {
  return {version: 'v0.9', updateComponents: {surfaceId: 's', components: list}};
}

function errorsOf(message: unknown, options: Parameters<typeof validateMessage>[1] = agent) {
  const result = validateMessage(message, options);
  assert.equal(result.ok, false, 'expected the message to be invalid');
  return result.ok ? [] : result.errors;
}

function pathsOf(message: unknown, options: Parameters<typeof validateMessage>[1] = agent) {
  return errorsOf(message, options).map((error) => error.path);
}

function accepts(message: unknown, options: Parameters<typeof validateMessage>[1] = agent) {
  const result = validateMessage(message, options);
  assert.deepEqual(result.ok ? [] : result.errors, []);
  return result.ok ? (result.message as unknown as Record<string, unknown>) : {};
}

const text = {id: 't', component: 'Text', text: 'Hello'};

describe('validateMessage: agent → renderer envelopes', () => {
  it('accepts a createSurface with theme and sendDataModel', () => {
    accepts({
      version: 'v0.9',
      createSurface: {
        surfaceId: 's',
        catalogId: 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json',
        theme: {primaryColor: '#00BFFF', agentDisplayName: 'Bot'},
        sendDataModel: true,
      },
    });
  });

  it('accepts version "v0.9.1" as well as "v0.9"', () => {
    accepts({version: 'v0.9.1', deleteSurface: {surfaceId: 's'}});
    accepts({version: 'v0.9', deleteSurface: {surfaceId: 's'}});
  });

  it('rejects another version at /version', () => {
    assert.deepEqual(pathsOf({version: 'v1.0', deleteSurface: {surfaceId: 's'}}), ['/version']);
  });

  it('reports a missing version at /version', () => {
    const [error] = errorsOf({deleteSurface: {surfaceId: 's'}});
    assert.equal(error!.path, '/version');
    assert.match(error!.message, /Missing required property "version"/);
  });

  it('rejects a message with two kinds at the root', () => {
    const [error] = errorsOf({
      version: 'v0.9',
      deleteSurface: {surfaceId: 's'},
      updateDataModel: {surfaceId: 's'},
    });
    assert.equal(error!.path, '');
    assert.match(error!.message, /exactly one of createSurface/);
  });

  it('rejects an unknown property of the envelope at its path', () => {
    assert.deepEqual(pathsOf({version: 'v0.9', deleteSurface: {surfaceId: 's'}, extra: 1}), [
      '/extra',
    ]);
  });

  it('accepts updateDataModel with a null value, without a value, and without a path', () => {
    accepts({version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/a', value: null}});
    accepts({version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/a'}});
    accepts({version: 'v0.9', updateDataModel: {surfaceId: 's', value: {a: [1, {b: 2}]}}});
  });

  it('rejects a createSurface without catalogId at /createSurface/catalogId', () => {
    assert.deepEqual(pathsOf({version: 'v0.9', createSurface: {surfaceId: 's'}}), [
      '/createSurface/catalogId',
    ]);
  });

  it('rejects a theme primaryColor that is not #rrggbb', () => {
    const [error] = errorsOf({
      version: 'v0.9',
      createSurface: {surfaceId: 's', catalogId: 'c', theme: {primaryColor: 'red'}},
    });
    assert.equal(error!.path, '/createSurface/theme/primaryColor');
    assert.match(error!.message, /#\[0-9a-fA-F\]\{6\}/);
  });

  it('lets a theme carry extra keys', () => {
    accepts({version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'c', theme: {x: 1}}});
  });

  it('rejects a theme iconUrl that is not a URI', () => {
    assert.deepEqual(
      pathsOf({
        version: 'v0.9',
        createSurface: {surfaceId: 's', catalogId: 'c', theme: {iconUrl: 'not a uri'}},
      }),
      ['/createSurface/theme/iconUrl'],
    );
  });

  it('rejects an empty component list at /updateComponents/components', () => {
    const [error] = errorsOf(components());
    assert.equal(error!.path, '/updateComponents/components');
    assert.match(error!.message, /at least 1/);
  });
});

describe('validateMessage: never throws', () => {
  for (const input of [null, undefined, 42, 'text', [], true, () => 1]) {
    it(`answers ${typeof input === 'function' ? 'a function' : JSON.stringify(input)} with a root error`, () => {
      const errors = errorsOf(input);
      assert.equal(errors[0]!.path, '');
    });
  }

  it('answers a cyclic message with an error instead of overflowing', () => {
    const call: Record<string, unknown> = {call: 'not', args: {}};
    (call.args as Record<string, unknown>).value = call;
    const errors = errorsOf(components({id: 'c', component: 'CheckBox', label: 'x', value: call}));
    assert.ok(errors.length > 0);
  });

  it('answers a getter that throws with an error', () => {
    const message = {version: 'v0.9'} as Record<string, unknown>;
    Object.defineProperty(message, 'deleteSurface', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    assert.equal(validateMessage(message, agent).ok, false);
  });

  it('validates 5,000 components in well under a second', () => {
    const many = Array.from({length: 5000}, (_, i) => ({...text, id: `t${i}`}));
    const start = performance.now();
    accepts(components(...many));
    assert.ok(performance.now() - start < 1000);
  });

  it('reports at most 20 errors for a hopeless message', () => {
    const bad = Array.from({length: 100}, (_, i) => ({id: i, component: 'Text'}));
    const errors = errorsOf(components(...bad));
    assert.equal(errors.length, 20);
  });
});

describe('validateMessage: component errors point at the offending field', () => {
  it('reports a bad enum in component 3 at /updateComponents/components/3/variant', () => {
    const message = components(text, text, text, {...text, variant: 'huge'});
    const [error] = errorsOf(message);
    assert.equal(error!.path, '/updateComponents/components/3/variant');
    assert.match(error!.message, /"h1".*received "huge"/);
  });

  it('reports an unknown component type at its component field', () => {
    const [error] = errorsOf(components({id: 'x', component: 'Chart'}));
    assert.equal(error!.path, '/updateComponents/components/0/component');
    assert.match(error!.message, /Unknown component type "Chart"/);
  });

  it('reports a missing component field', () => {
    assert.deepEqual(pathsOf(components({id: 'x'})), ['/updateComponents/components/0/component']);
  });

  it('reports a component that is not an object at its index', () => {
    assert.deepEqual(pathsOf(components('Text')), ['/updateComponents/components/0']);
  });

  it('lets unknown component types through envelope-checked when asked to', () => {
    const message = accepts(components({id: 'x', component: 'Chart', data: [1]}), {
      ...agent,
      unknownComponents: 'allow',
    });
    const [chart] = (message.updateComponents as {components: ComponentDefinition[]}).components;
    assert.deepEqual(chart, {id: 'x', component: 'Chart', data: [1]});
  });

  it('still checks id of unknown component types when they are allowed', () => {
    assert.deepEqual(
      pathsOf(components({id: 3, component: 'Chart'}), {...agent, unknownComponents: 'allow'}),
      ['/updateComponents/components/0/id'],
    );
  });

  it('still validates known components strictly when unknown ones are allowed', () => {
    assert.deepEqual(
      pathsOf(components({...text, variant: 'huge'}), {...agent, unknownComponents: 'allow'}),
      ['/updateComponents/components/0/variant'],
    );
  });

  it('reports an unknown property at its own path', () => {
    const [error] = errorsOf(components({...text, colour: 'red'}));
    assert.equal(error!.path, '/updateComponents/components/0/colour');
    assert.match(error!.message, /Unknown property "colour"/);
  });

  it('escapes ~ and / in paths as RFC 6901 says', () => {
    assert.deepEqual(pathsOf(components({...text, 'a/b~c': 1})), [
      '/updateComponents/components/0/a~1b~0c',
    ]);
  });

  it('reports a missing required property at its path', () => {
    const [error] = errorsOf(components({id: 'b', component: 'Button', child: 't'}));
    assert.equal(error!.path, '/updateComponents/components/0/action');
    assert.match(error!.message, /Missing required property "action"/);
  });

  it('reports a wrong type with what it expected and received', () => {
    const [error] = errorsOf(components({...text, text: 5}));
    assert.equal(error!.path, '/updateComponents/components/0/text');
    assert.match(error!.message, /Expected string or object, received number/);
  });

  it('reports a bad argument deep inside a function call', () => {
    const value = {call: 'formatNumber', args: {value: 'not a number'}};
    assert.deepEqual(pathsOf(components({...text, text: value})), [
      '/updateComponents/components/0/text/args/value',
    ]);
  });

  it('reports an unknown function at the call field', () => {
    const [error] = errorsOf(components({...text, text: {call: 'shout', args: {}}}));
    assert.equal(error!.path, '/updateComponents/components/0/text/call');
    assert.match(error!.message, /Unknown function "shout"/);
  });

  it('reports a function call that returns the wrong type at returnType', () => {
    const call = {call: 'formatString', args: {value: 'x'}, returnType: 'string'};
    accepts(components({...text, text: call}));
    assert.deepEqual(
      pathsOf(components({id: 'c', component: 'CheckBox', label: 'x', value: call})),
      ['/updateComponents/components/0/value/returnType'],
    );
  });

  it('accepts a call with no returnType wherever a Dynamic value is', () => {
    accepts(components({...text, text: {call: 'required', args: {value: 1}}}));
  });

  it('rejects a null function argument', () => {
    assert.deepEqual(
      pathsOf(components({...text, text: {call: 'required', args: {value: null}}})),
      ['/updateComponents/components/0/text/args/value'],
    );
  });

  it('requires min or max for length, as an integer', () => {
    const length = (args: object) => components({...text, text: {call: 'length', args}});
    assert.deepEqual(pathsOf(length({value: 'x'})), ['/updateComponents/components/0/text/args']);
    assert.deepEqual(pathsOf(length({value: 'x', min: 1.5})), [
      '/updateComponents/components/0/text/args/min',
    ]);
    assert.deepEqual(pathsOf(length({value: 'x', max: -1})), [
      '/updateComponents/components/0/text/args/max',
    ]);
    accepts(length({value: 'x', max: 3}));
  });

  it('requires at least two values for and/or', () => {
    const and = (values: unknown[]) =>
      components({
        id: 'c',
        component: 'CheckBox',
        label: 'x',
        value: {call: 'and', args: {values}},
      });
    assert.deepEqual(pathsOf(and([true])), ['/updateComponents/components/0/value/args/values']);
    accepts(and([true, {path: '/ok'}]));
  });

  it('accepts both action forms and rejects a mix of them', () => {
    const button = (action: object) =>
      components({id: 'b', component: 'Button', child: 't', action});
    accepts(button({event: {name: 'go', context: {id: 7, name: {path: '/name'}}}}));
    accepts(button({functionCall: {call: 'openUrl', args: {url: 'https://example.com'}}}));
    assert.deepEqual(
      pathsOf(
        button({event: {name: 'go'}, functionCall: {call: 'openUrl', args: {url: 'https://x.y'}}}),
      ),
      ['/updateComponents/components/0/action'],
    );
  });

  it('rejects an openUrl call whose url is not a URI', () => {
    const action = {functionCall: {call: 'openUrl', args: {url: 'nowhere'}}};
    assert.deepEqual(pathsOf(components({id: 'b', component: 'Button', child: 't', action})), [
      '/updateComponents/components/0/action/functionCall/args/url',
    ]);
  });

  it('rejects an event context value that is neither a literal, binding nor call', () => {
    const action = {event: {name: 'go', context: {x: null}}};
    assert.deepEqual(pathsOf(components({id: 'b', component: 'Button', child: 't', action})), [
      '/updateComponents/components/0/action/event/context/x',
    ]);
  });

  it('accepts a ChildList template and rejects one with extra keys', () => {
    const row = (children: unknown) => components({id: 'r', component: 'Row', children});
    accepts(row({componentId: 'item', path: '/items'}));
    accepts(row(['a', 'b']));
    assert.deepEqual(pathsOf(row({componentId: 'item', path: '/items', key: 'id'})), [
      '/updateComponents/components/0/children/key',
    ]);
  });

  it('accepts icon names, svg paths and bindings, and rejects unknown icon names', () => {
    const icon = (name: unknown) => components({id: 'i', component: 'Icon', name});
    accepts(icon('star'));
    accepts(icon({svgPath: 'M0 0h24v24H0z'}));
    accepts(icon({path: '/icon'}));
    assert.deepEqual(pathsOf(icon('unicorn')), ['/updateComponents/components/0/name']);
  });

  it('checks DateTimeInput min/max as ISO date, time with zone, or date-time', () => {
    const input = (min: string) =>
      components({id: 'd', component: 'DateTimeInput', value: '', min});
    accepts(input('2026-01-31'));
    accepts(input('14:30:00Z'));
    accepts(input('2026-01-31T14:30:00+02:00'));
    assert.deepEqual(pathsOf(input('2026-02-30')), ['/updateComponents/components/0/min']);
    assert.deepEqual(pathsOf(input('14:30')), ['/updateComponents/components/0/min']);
  });

  it('accepts checks only on checkable components', () => {
    const checks = [
      {condition: {call: 'required', args: {value: {path: '/v'}}}, message: 'Required'},
    ];
    accepts(components({id: 'f', component: 'TextField', label: 'Name', checks}));
    assert.deepEqual(pathsOf(components({...text, checks})), [
      '/updateComponents/components/0/checks',
    ]);
  });

  it('lets accessibility carry extra keys but checks label as a DynamicString', () => {
    accepts(components({...text, accessibility: {label: 'Hi', role: 'note'}}));
    assert.deepEqual(pathsOf(components({...text, accessibility: {label: 4}})), [
      '/updateComponents/components/0/accessibility/label',
    ]);
  });
});

describe('validateMessage: result', () => {
  it('returns the message with catalog defaults applied', () => {
    const message = accepts(
      components(
        text,
        {id: 's', component: 'Slider', value: 1, max: 10},
        {
          id: 'c',
          component: 'ChoicePicker',
          options: [],
          value: [],
        },
      ),
    );
    const [t, s, c] = (message.updateComponents as {components: ComponentDefinition[]}).components;
    assert.equal(t!.variant, 'body');
    assert.equal(s!.min, 0);
    assert.equal(c!.variant, 'mutuallyExclusive');
    assert.equal(c!.filterable, false);
  });

  it('leaves the input message untouched', () => {
    const input = components({...text});
    const copy = structuredClone(input);
    accepts(input);
    assert.deepEqual(input, copy);
  });
});

describe('validateMessage: renderer → agent', () => {
  const action = {
    name: 'submit',
    surfaceId: 's',
    sourceComponentId: 'b',
    timestamp: '2026-01-31T14:30:00.000Z',
    context: {name: 'Ada'},
  };

  it('accepts an action, with extra action properties', () => {
    accepts({version: 'v0.9', action}, renderer);
    accepts({version: 'v0.9.1', action: {...action, extra: true}}, renderer);
  });

  it('reports a missing or malformed timestamp at /action/timestamp', () => {
    const {timestamp: _, ...noTimestamp} = action;
    assert.deepEqual(pathsOf({version: 'v0.9', action: noTimestamp}, renderer), [
      '/action/timestamp',
    ]);
    assert.deepEqual(
      pathsOf({version: 'v0.9', action: {...action, timestamp: 'yesterday'}}, renderer),
      ['/action/timestamp'],
    );
  });

  it('accepts a VALIDATION_FAILED error and requires its path', () => {
    const error = {code: 'VALIDATION_FAILED', surfaceId: 's', path: '/x', message: 'Bad'};
    accepts({version: 'v0.9', error}, renderer);
    const {path: _, ...noPath} = error;
    assert.deepEqual(pathsOf({version: 'v0.9', error: noPath}, renderer), ['/error/path']);
    assert.deepEqual(pathsOf({version: 'v0.9', error: {...error, extra: 1}}, renderer), [
      '/error/extra',
    ]);
  });

  it('accepts a generic error with any code and extra properties', () => {
    accepts(
      {version: 'v0.9', error: {code: 'RENDER', surfaceId: 's', message: 'm', x: 1}},
      renderer,
    );
    accepts({version: 'v0.9', error: {code: 42, surfaceId: 's', message: 'm'}}, renderer);
  });

  it('rejects a message with both action and error, or neither', () => {
    const error = {code: 'X', surfaceId: 's', message: 'm'};
    assert.deepEqual(pathsOf({version: 'v0.9', action, error}, renderer), ['']);
    assert.deepEqual(pathsOf({version: 'v0.9'}, renderer), ['']);
  });

  it('is what validateClientMessage answers', () => {
    assert.equal(validateClientMessage({version: 'v0.9', action}).ok, true);
  });
});

describe('helpers for the processor', () => {
  it('validateServerMessage validates one agent message', () => {
    assert.equal(validateServerMessage(components(text)).ok, true);
    assert.equal(validateServerMessage(components({...text, text: 1})).ok, false);
  });

  it('serverMessageKind names the kind even of an invalid message', () => {
    assert.equal(serverMessageKind({updateComponents: 5}), 'updateComponents');
    assert.equal(serverMessageKind({}), undefined);
    assert.equal(serverMessageKind({deleteSurface: {}, createSurface: {}}), undefined);
  });

  it('surfaceIdOf reads the surface id of any message, best effort', () => {
    assert.equal(
      surfaceIdOf({version: 'x', updateComponents: {surfaceId: 'main', bad: 1}}),
      'main',
    );
    assert.equal(surfaceIdOf({error: {surfaceId: 'e'}}), 'e');
    assert.equal(surfaceIdOf('nope'), undefined);
  });
});

describe('validateMessage with a custom catalog', () => {
  const stat = (t: {dynamicNumber: z.ZodMiniType}) =>
    z.strictObject({id: z.string(), component: z.literal('Stat'), value: t.dynamicNumber});
  const catalog: CatalogLike = {
    components: {Text: basicComponentSchemas.Text!, Stat: stat},
    functions: {
      double: {name: 'double', returnType: 'number', impl: (args) => Number(args.value) * 2},
      formatString: {name: 'formatString', returnType: 'string', impl: () => ''},
    },
  };
  const options = {...agent, catalog};

  it('accepts its own components and rejects basic ones it lacks', () => {
    accepts(components({id: 's', component: 'Stat', value: 3}), options);
    assert.deepEqual(pathsOf(components({id: 'd', component: 'Divider'}), options), [
      '/updateComponents/components/0/component',
    ]);
  });

  it('accepts calls to its own functions, inside basic components too', () => {
    const call = {call: 'double', args: {value: 2}};
    accepts(components({id: 's', component: 'Stat', value: call}), options);
    accepts(components({...text, text: call}), options);
    assert.equal(validateMessage(components({...text, text: call}), agent).ok, false);
  });

  it('checks basic function calls it keeps with their exact argument schema', () => {
    const bad = {call: 'formatString', args: {value: 'x', extra: 1}};
    assert.deepEqual(pathsOf(components({...text, text: bad}), options), [
      '/updateComponents/components/0/text/args/extra',
    ]);
  });

  it('rejects calls to basic functions it does not offer', () => {
    const call = {call: 'required', args: {value: 1}};
    assert.deepEqual(pathsOf(components({...text, text: call}), options), [
      '/updateComponents/components/0/text/call',
    ]);
  });

  it('rejects a null argument to its own functions', () => {
    const call = {call: 'double', args: {value: null}};
    assert.equal(validateMessage(components({...text, text: call}), options).ok, false);
  });
});

describe('validateComponent', () => {
  it('validates one component with paths relative to it', () => {
    const result = validateComponent({id: 't', component: 'Text', text: 'x', variant: 'huge'});
    assert.deepEqual(result.ok ? [] : result.errors.map((error) => error.path), ['/variant']);
  });

  it('returns the component with defaults applied', () => {
    const result = validateComponent({id: 't', component: 'Text', text: 'x'});
    assert.equal(result.ok && result.message.variant, 'body');
  });

  it('honours unknownComponents', () => {
    const chart = {id: 'c', component: 'Chart'};
    assert.equal(validateComponent(chart).ok, false);
    assert.equal(validateComponent(chart, {unknownComponents: 'allow'}).ok, true);
  });
});

describe('helpers never throw', () => {
  const hostile = new Proxy(
    {},
    {
      get() {
        throw new Error('boom');
      },
      getOwnPropertyDescriptor() {
        throw new Error('boom');
      },
      ownKeys() {
        throw new Error('boom');
      },
    },
  );

  it('serverMessageKind, surfaceIdOf and validateMessage survive a hostile proxy', () => {
    assert.equal(serverMessageKind(hostile), undefined);
    assert.equal(surfaceIdOf(hostile), undefined);
    assert.equal(validateMessage(hostile, agent).ok, false);
    assert.equal(validateMessage(hostile, renderer).ok, false);
  });
});

describe('error messages', () => {
  it('shortens a huge offending string in the message', () => {
    const [error] = errorsOf(components({...text, variant: 'x'.repeat(100_000)}));
    assert.ok(error!.message.length < 200);
  });
});
