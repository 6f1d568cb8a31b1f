// V08Writer: v0.9 agent messages written as A2UI v0.8 (the reverse of V08Adapter).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {V08Adapter, V08_STANDARD_CATALOG_ID} from '../../src/adapters/v0_8/index.js';
import {V08Writer, fromV08ClientMessage} from '../../src/adapters/v0_8/writer.js';

const BASIC = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const create = (extra = {}) => ({
  version: 'v0.9',
  createSurface: {surfaceId: 's', catalogId: BASIC, ...extra},
});
const components = (...list: unknown[]) => ({
  version: 'v0.9',
  updateComponents: {surfaceId: 's', components: list},
});
const data = (path: string | undefined, value: unknown) => ({
  version: 'v0.9',
  updateDataModel: {surfaceId: 's', ...(path === undefined ? {} : {path}), value},
});

function writer(...messages: unknown[]) {
  const w = new V08Writer();
  for (const message of messages) w.write(message);
  return w;
}

describe('V08Writer surfaces', () => {
  it('sends beginRendering once, right after the first surfaceUpdate that has the root', () => {
    const w = writer(create({theme: {primaryColor: '#336699'}}));
    const first = w.write(components({id: 'title', component: 'Text', text: 'Hi'}));
    assert.deepEqual(Object.keys(first.messages[0]!), ['surfaceUpdate']);
    assert.equal(first.messages.length, 1);
    const second = w.write(components({id: 'root', component: 'Column', children: ['title']}));
    assert.deepEqual(second.messages[1], {
      beginRendering: {
        surfaceId: 's',
        root: 'root',
        catalogId: V08_STANDARD_CATALOG_ID,
        styles: {primaryColor: '#336699'},
      },
    });
    const third = w.write(components({id: 'root', component: 'Column', children: []}));
    assert.equal(third.messages.length, 1);
  });

  it('keeps a custom catalog id and writes its components generically', () => {
    const w = writer({version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'urn:mine'}});
    const {messages, issues} = w.write(
      components({
        id: 'root',
        component: 'Rating',
        value: {path: '/stars'},
        max: 5,
        children: ['a'],
      }),
    );
    assert.deepEqual(issues, []);
    assert.deepEqual(messages, [
      {
        surfaceUpdate: {
          surfaceId: 's',
          components: [
            {
              id: 'root',
              component: {
                Rating: {value: {path: '/stars'}, max: 5, children: {explicitList: ['a']}},
              },
            },
          ],
        },
      },
      {beginRendering: {surfaceId: 's', root: 'root', catalogId: 'urn:mine'}},
    ]);
  });

  it('reports messages v0.8 has no form for, and surfaces never created', () => {
    const w = new V08Writer();
    assert.match(w.write(components()).issues[0]!.message, /Surface "s" was not created/);
    const v1 = {version: 'v0.10', actionResponse: {surfaceId: 's', value: 1}};
    assert.equal(w.write(v1).messages.length, 0);
    assert.equal(w.write(v1).issues.length, 1);
  });

  it('forgets a deleted surface', () => {
    const w = writer(create());
    assert.deepEqual(w.write({version: 'v0.9', deleteSurface: {surfaceId: 's'}}).messages, [
      {deleteSurface: {surfaceId: 's'}},
    ]);
    assert.equal(w.write(components({id: 'root', component: 'Text', text: 'x'})).issues.length, 1);
  });
});

describe('V08Writer components', () => {
  const standIn = (id: string) => ({id, component: {Text: {text: {literalString: ''}}}});
  const one = (component: Record<string, unknown>) => {
    const result = writer(create()).write(components(component));
    const update = result.messages[0]?.['surfaceUpdate'] as {components: unknown[]} | undefined;
    return {component: update?.components[0], ...result};
  };

  it('writes the basic catalog in the v0.8 standard catalog names', () => {
    assert.deepEqual(
      one({
        id: 'c',
        component: 'ChoicePicker',
        value: {path: '/size'},
        options: [{label: 'Small', value: 's'}],
        displayStyle: 'chips',
        weight: 2,
      }).component,
      {
        id: 'c',
        weight: 2,
        component: {
          MultipleChoice: {
            selections: {path: '/size'},
            options: [{label: {literalString: 'Small'}, value: 's'}],
            maxAllowedSelections: 1,
            variant: 'chips',
          },
        },
      },
    );
    assert.deepEqual(
      one({
        id: 'b',
        component: 'Button',
        child: 't',
        variant: 'primary',
        action: {event: {name: 'go', context: {n: 2, who: {path: '/name'}}}},
      }).component,
      {
        id: 'b',
        component: {
          Button: {
            child: 't',
            primary: true,
            action: {
              name: 'go',
              context: [
                {key: 'n', value: {literalNumber: 2}},
                {key: 'who', value: {path: '/name'}},
              ],
            },
          },
        },
      },
    );
    assert.deepEqual(
      one({id: 'i', component: 'Image', url: 'https://x/y.png', fit: 'scaleDown'}).component,
      {
        id: 'i',
        component: {Image: {url: {literalString: 'https://x/y.png'}, fit: 'scale-down'}},
      },
    );
  });

  it('writes a ChoicePicker check on the number of selections back as maxAllowedSelections', () => {
    const limit = (value: unknown, max: unknown) => ({
      condition: {call: 'length', args: {value, max}},
      message: 'Pick two at most.',
    });
    const picker = (checks: unknown[]) =>
      one({
        id: 'c',
        component: 'ChoicePicker',
        value: {path: '/picked'},
        options: [],
        variant: 'multipleSelection',
        checks,
      });
    const limited = picker([limit({path: '/picked'}, 2)]);
    assert.deepEqual(limited.component, {
      id: 'c',
      component: {
        MultipleChoice: {selections: {path: '/picked'}, options: [], maxAllowedSelections: 2},
      },
    });
    assert.deepEqual(limited.losses, []);
    // Another check is still left out (and said so); a limit on another path is no limit.
    const other = picker([limit({path: '/other'}, 2), {condition: false, message: 'No.'}]);
    assert.deepEqual(other.component, {
      id: 'c',
      component: {MultipleChoice: {selections: {path: '/picked'}, options: []}},
    });
    assert.deepEqual(
      other.losses.map((loss) => loss.path),
      ['/updateComponents/components/0/checks'],
    );
  });

  it('gives a v0.8 agent back the maxAllowedSelections its MultipleChoice was read with', () => {
    const read: unknown[] = [];
    const processor = new MessageProcessor();
    const process = processor.processMessages.bind(processor);
    processor.processMessages = (messages: unknown) => {
      read.push(...(messages as unknown[]));
      process(messages);
    };
    new V08Adapter(processor).processMessages([
      {
        surfaceUpdate: {
          surfaceId: 's',
          components: [
            {
              id: 'root',
              component: {
                MultipleChoice: {
                  selections: {path: '/picked'},
                  options: [{label: {literalString: 'A'}, value: 'a'}],
                  maxAllowedSelections: 3,
                },
              },
            },
          ],
        },
      },
      {beginRendering: {surfaceId: 's', root: 'root'}},
    ]);
    const w = new V08Writer();
    const written = read.flatMap((message) => w.write(message).messages);
    const update = written.find((m) => m['surfaceUpdate'])!['surfaceUpdate'] as {
      components: Array<{component: Record<string, Record<string, unknown>>}>;
    };
    assert.equal(update.components[0]!.component['MultipleChoice']!['maxAllowedSelections'], 3);
  });

  it('writes an empty Text for a component that calls a function, naming the call', () => {
    const result = writer(create()).write(
      components(
        {id: 'ok', component: 'Text', text: 'Plain'},
        {id: 'f', component: 'Text', text: {call: 'formatString', args: {value: '${/n}'}}},
      ),
    );
    const update = result.messages[0]!['surfaceUpdate'] as {components: unknown[]};
    // The id stays defined: the reference v0.8 renderer refuses a child the message lacks.
    assert.deepEqual(update.components, [
      {id: 'ok', component: {Text: {text: {literalString: 'Plain'}}}},
      standIn('f'),
    ]);
    assert.deepEqual(result.issues, [
      {
        path: '/updateComponents/components/1/text',
        message: 'A2UI v0.8 has no functions: the call to "formatString" cannot be sent.',
      },
    ]);
  });

  it('reports what it leaves out of a component it still writes', () => {
    const {component, losses} = one({
      id: 'b',
      component: 'Button',
      child: 't',
      variant: 'borderless',
      accessibility: {label: 'Close'},
      action: {event: {name: 'close'}},
    });
    assert.deepEqual(component, {
      id: 'b',
      component: {Button: {child: 't', action: {name: 'close'}}},
    });
    assert.deepEqual(
      losses.map((loss) => loss.path),
      ['/updateComponents/components/0/variant', '/updateComponents/components/0/accessibility'],
    );
  });

  it('writes tab titles and option labels as bound values, naming the item v0.8 cannot take', () => {
    const tabs = one({
      id: 't',
      component: 'Tabs',
      tabs: [
        {title: 'One', child: 'a'},
        {title: {call: 'formatString', args: {value: '${/n}'}}, child: 'b'},
      ],
    });
    assert.deepEqual(tabs.component, standIn('t'));
    assert.deepEqual(
      tabs.issues.map((issue) => issue.path),
      ['/updateComponents/components/0/tabs/1/title'],
    );
    assert.deepEqual(
      one({id: 't', component: 'Tabs', tabs: [{title: {path: '/t'}, child: 'a'}]}).component,
      {id: 't', component: {Tabs: {tabItems: [{title: {path: '/t'}, child: 'a'}]}}},
    );
  });

  it('refuses icons v0.8 does not have and actions that are function calls', () => {
    assert.match(
      one({id: 'i', component: 'Icon', name: 'rocket'}).issues[0]!.message,
      /not in the A2UI v0\.8|Unknown icon/,
    );
    const openUrl = {functionCall: {call: 'openUrl', args: {url: 'https://a2ui.org'}}};
    const button = one({id: 'b', component: 'Button', child: 't', action: openUrl});
    assert.deepEqual(button.component, standIn('b'));
    assert.match(button.issues[0]!.message, /actions are events/);
  });

  it('points at the action context entry v0.8 cannot express', () => {
    const event = {name: 'go', context: {ok: 'yes', tags: ['a', 'b']}};
    const button = one({id: 'b', component: 'Button', child: 't', action: {event}});
    assert.deepEqual(
      button.issues.map((issue) => issue.path),
      ['/updateComponents/components/0/action/event/context/tags'],
    );
  });
});

describe('V08Writer data', () => {
  it('writes nested objects parent first, arrays as maps, and each flat object as a valueMap', () => {
    const {messages, issues} = writer(create()).write(
      data(undefined, {
        name: 'Ada',
        address: {city: 'London', zip: 'N1'},
        orders: [
          {id: 'o1', total: 3},
          {id: 'o2', total: 5},
        ],
      }),
    );
    assert.deepEqual(issues, []);
    assert.deepEqual(messages, [
      {
        dataModelUpdate: {
          surfaceId: 's',
          path: '/',
          contents: [
            {key: 'name', valueString: 'Ada'},
            {
              key: 'address',
              valueMap: [
                {key: 'city', valueString: 'London'},
                {key: 'zip', valueString: 'N1'},
              ],
            },
          ],
        },
      },
      {
        dataModelUpdate: {
          surfaceId: 's',
          path: '/orders',
          contents: [
            {
              key: '0',
              valueMap: [
                {key: 'id', valueString: 'o1'},
                {key: 'total', valueNumber: 3},
              ],
            },
            {
              key: '1',
              valueMap: [
                {key: 'id', valueString: 'o2'},
                {key: 'total', valueNumber: 5},
              ],
            },
          ],
        },
      },
    ]);
  });

  it('rewrites the object that holds a written or deleted scalar, with its other keys', () => {
    const w = writer(create(), data('/', {user: {name: 'Ada', age: 36}}));
    assert.deepEqual(w.write(data('/user/age', 37)).messages, [
      {
        dataModelUpdate: {
          surfaceId: 's',
          path: '/user',
          contents: [
            {key: 'name', valueString: 'Ada'},
            {key: 'age', valueNumber: 37},
          ],
        },
      },
    ]);
    assert.deepEqual(w.write(data('/user/name', undefined)).messages, [
      {dataModelUpdate: {surfaceId: 's', path: '/user', contents: [{key: 'age', valueNumber: 37}]}},
    ]);
  });

  it('reports null values it leaves out and refuses forbidden paths', () => {
    const w = writer(create());
    const nulls = w.write(data('/', {a: null, b: 1}));
    assert.deepEqual(
      nulls.losses.map((loss) => loss.path),
      ['/a'],
    );
    const refused = w.write(data('/__proto__/x', 1));
    assert.equal(refused.messages.length, 0);
    assert.match(refused.issues[0]!.message, /__proto__/);
  });

  it('gives a v0.8 renderer the same data as v0.9 updates, appends and deletes included', () => {
    const updates = [
      data('/', {items: [{name: 'a'}], title: 'List', meta: {deep: {deeper: {x: 1}}}}),
      data('/items/-', {name: 'b'}),
      data('/items/0/name', 'A'),
      data('/meta/deep/deeper/y', true),
      data('/title', undefined),
    ];
    const original = new MessageProcessor();
    original.processMessages([create(), ...updates]);
    const w = new V08Writer();
    const written = [
      create(),
      components({id: 'root', component: 'Text', text: 'x'}),
      ...updates,
    ].flatMap((message) => w.write(message).messages);
    const processor = new MessageProcessor();
    new V08Adapter(processor).processMessages(written);
    assert.deepEqual(processor.getSurface('s')!.dataModel.snapshot(), {
      items: {0: {name: 'A'}, 1: {name: 'b'}},
      meta: {deep: {deeper: {x: 1, y: true}}},
    });
    assert.deepEqual(original.getSurface('s')!.dataModel.snapshot(), {
      items: [{name: 'A'}, {name: 'b'}],
      meta: {deep: {deeper: {x: 1, y: true}}},
    });
  });
  it('writes an array with empty slots (deleted, or skipped by a write past the end)', () => {
    const updates = [
      data('/items', [{name: 'a'}, {name: 'b'}]),
      data('/items/0', undefined),
      data('/items/3', {name: 'd'}),
      data('/tags/2', 'x'),
    ];
    const w = new V08Writer();
    const written = [
      create(),
      components({id: 'root', component: 'Text', text: 'x'}),
      ...updates,
    ].flatMap((message) => w.write(message).messages);
    const processor = new MessageProcessor();
    new V08Adapter(processor).processMessages(written);
    assert.deepEqual(processor.getSurface('s')!.dataModel.snapshot(), {
      items: {1: {name: 'b'}, 3: {name: 'd'}},
      tags: {2: 'x'},
    });
  });
});

describe('V08Writer data and what the user typed', () => {
  it('rewrites only the object holding a written scalar: inputs bound elsewhere keep their text', () => {
    const w = new V08Writer();
    const send = (...messages: unknown[]) => messages.flatMap((m) => w.write(m).messages);
    const processor = new MessageProcessor();
    const client = new V08Adapter(processor);
    client.processMessages(
      send(
        create(),
        components({
          id: 'root',
          component: 'TextField',
          label: 'Cuisine',
          value: {path: '/form/cuisine'},
        }),
        data('/', {form: {cuisine: ''}, view: {status: ''}}),
      ),
    );
    processor.getSurface('s')!.dataModel.set('/form/cuisine', 'Thai'); // the user types
    client.processMessages(send(data('/view/status', '3 results')));
    assert.deepEqual(processor.getSurface('s')!.dataModel.snapshot(), {
      form: {cuisine: 'Thai'},
      view: {status: '3 results'},
    });
  });
});

describe('fromV08ClientMessage', () => {
  it('turns a v0.8 userAction into the v0.9 action and keeps an error', () => {
    const userAction = {
      name: 'go',
      surfaceId: 's',
      sourceComponentId: 'b',
      timestamp: '2026-11-30T12:00:00Z',
      context: {n: 1},
    };
    assert.deepEqual(fromV08ClientMessage({userAction}), {version: 'v0.9', action: userAction});
    assert.deepEqual(fromV08ClientMessage({error: {message: 'x'}}), {
      version: 'v0.9',
      error: {message: 'x'},
    });
    assert.equal(fromV08ClientMessage({nope: 1}), undefined);
  });
});
