import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {fullFormats} from 'ajv-formats/dist/formats.js';
import {
  basicComponentSchemas,
  basicFunctionCallSchemas,
  basicThemeSchema,
  clientCapabilitiesSchema,
  clientDataModelSchema,
  serverCapabilitiesSchema,
} from '../../src/core.js';
import {isDate, isDateTime, isTime, isUri} from '../../src/protocol/v0_9/formats.js';
import {toJsonPointer} from '../../src/protocol/json-pointer.js';

/** The smallest valid definition of each basic component. */
const minimal: Record<string, Record<string, unknown>> = {
  Text: {text: 'Hi'},
  Image: {url: 'https://example.com/a.png'},
  Icon: {name: 'star'},
  Video: {url: 'https://example.com/a.mp4'},
  AudioPlayer: {url: 'https://example.com/a.mp3'},
  Row: {children: []},
  Column: {children: []},
  List: {children: {componentId: 'item', path: '/items'}},
  Card: {child: 'c'},
  Tabs: {tabs: [{title: 'One', child: 'c'}]},
  Modal: {trigger: 'b', content: 'c'},
  Divider: {},
  Button: {child: 'c', action: {event: {name: 'go'}}},
  TextField: {label: 'Name'},
  CheckBox: {label: 'Agree', value: false},
  ChoicePicker: {options: [{label: 'A', value: 'a'}], value: []},
  Slider: {value: 5, max: 10},
  DateTimeInput: {value: ''},
};

const valid = (name: string, extra: Record<string, unknown> = {}) =>
  basicComponentSchemas[name]!.safeParse({id: 'x', component: name, ...minimal[name], ...extra})
    .success;

describe('basicComponentSchemas', () => {
  it('has exactly the 18 basic components', () => {
    assert.deepEqual(Object.keys(basicComponentSchemas).sort(), Object.keys(minimal).sort());
  });

  for (const name of Object.keys(minimal)) {
    it(`${name}: accepts its minimal definition with weight and accessibility`, () => {
      assert.equal(valid(name), true);
      assert.equal(valid(name, {weight: 2, accessibility: {label: 'L', description: 'D'}}), true);
    });

    it(`${name}: is closed to unknown properties`, () => {
      assert.equal(valid(name, {unknownProp: 1}), false);
    });

    it(`${name}: requires id and the matching component name`, () => {
      const {success} = basicComponentSchemas[name]!.safeParse({component: name, ...minimal[name]});
      assert.equal(success, false);
      assert.equal(
        basicComponentSchemas[name]!.safeParse({id: 'x', component: 'Other', ...minimal[name]})
          .success,
        false,
      );
    });

    for (const key of Object.keys(minimal[name]!)) {
      it(`${name}: requires ${key}`, () => {
        const definition = {id: 'x', component: name, ...minimal[name]};
        delete (definition as Record<string, unknown>)[key];
        assert.equal(basicComponentSchemas[name]!.safeParse(definition).success, false);
      });
    }
  }

  const enums: [string, string, string[], string][] = [
    ['Text', 'variant', ['h1', 'h2', 'h3', 'h4', 'h5', 'caption', 'body'], 'body'],
    ['Image', 'fit', ['contain', 'cover', 'fill', 'none', 'scaleDown'], 'fill'],
    [
      'Image',
      'variant',
      ['icon', 'avatar', 'smallFeature', 'mediumFeature', 'largeFeature', 'header'],
      'mediumFeature',
    ],
    [
      'Row',
      'justify',
      ['center', 'end', 'spaceAround', 'spaceBetween', 'spaceEvenly', 'start', 'stretch'],
      'start',
    ],
    ['Row', 'align', ['start', 'center', 'end', 'stretch'], 'stretch'],
    [
      'Column',
      'justify',
      ['start', 'center', 'end', 'spaceBetween', 'spaceAround', 'spaceEvenly', 'stretch'],
      'start',
    ],
    ['Column', 'align', ['center', 'end', 'start', 'stretch'], 'stretch'],
    ['List', 'direction', ['vertical', 'horizontal'], 'vertical'],
    ['List', 'align', ['start', 'center', 'end', 'stretch'], 'stretch'],
    ['Divider', 'axis', ['horizontal', 'vertical'], 'horizontal'],
    ['Button', 'variant', ['default', 'primary', 'borderless'], 'default'],
    ['TextField', 'variant', ['longText', 'number', 'shortText', 'obscured'], 'shortText'],
    ['ChoicePicker', 'variant', ['multipleSelection', 'mutuallyExclusive'], 'mutuallyExclusive'],
    ['ChoicePicker', 'displayStyle', ['checkbox', 'chips'], 'checkbox'],
  ];
  for (const [name, prop, values, fallback] of enums) {
    it(`${name}.${prop}: accepts ${values.length} values, defaults to ${fallback}`, () => {
      for (const value of values) assert.equal(valid(name, {[prop]: value}), true, value);
      assert.equal(valid(name, {[prop]: 'bogus'}), false);
      const parsed = basicComponentSchemas[name]!.parse({
        id: 'x',
        component: name,
        ...minimal[name],
      }) as Record<string, unknown>;
      assert.equal(parsed[prop], fallback);
    });
  }

  it('defaults booleans and numbers as the catalog says', () => {
    const picker = basicComponentSchemas.ChoicePicker!.parse({
      id: 'x',
      component: 'ChoicePicker',
      ...minimal.ChoicePicker,
    }) as Record<string, unknown>;
    assert.equal(picker.filterable, false);
    const input = basicComponentSchemas.DateTimeInput!.parse({
      id: 'x',
      component: 'DateTimeInput',
      value: '',
    }) as Record<string, unknown>;
    assert.equal(input.enableDate, false);
    assert.equal(input.enableTime, false);
  });

  it('accepts all 59 icon names and rejects others', () => {
    assert.equal(valid('Icon', {name: 'shoppingCart'}), true);
    assert.equal(valid('Icon', {name: 'volumeMute'}), true);
    assert.equal(valid('Icon', {name: 'ShoppingCart'}), false);
  });

  it('rejects Tabs without tabs items', () => {
    assert.equal(valid('Tabs', {tabs: []}), false);
  });

  it('rejects a Slider whose max is bound (max is a literal number)', () => {
    assert.equal(valid('Slider', {max: {path: '/max'}}), false);
  });

  it('rejects ChoicePicker options with extra keys', () => {
    assert.equal(valid('ChoicePicker', {options: [{label: 'A', value: 'a', icon: 'x'}]}), false);
  });
});

describe('basicThemeSchema', () => {
  it('accepts #rrggbb primary colors in either case', () => {
    assert.equal(basicThemeSchema.safeParse({primaryColor: '#00bfFF'}).success, true);
  });

  for (const color of ['#fff', '00BFFF', '#00BFFG', '#00BFFF0', 'blue']) {
    it(`rejects primaryColor ${JSON.stringify(color)}`, () => {
      assert.equal(basicThemeSchema.safeParse({primaryColor: color}).success, false);
    });
  }

  it('accepts unknown theme keys', () => {
    assert.equal(basicThemeSchema.safeParse({font: 'serif'}).success, true);
  });
});

describe('basicFunctionCallSchemas', () => {
  it('has the 14 basic functions', () => {
    assert.deepEqual(Object.keys(basicFunctionCallSchemas).sort(), [
      'and',
      'email',
      'formatCurrency',
      'formatDate',
      'formatNumber',
      'formatString',
      'length',
      'not',
      'numeric',
      'openUrl',
      'or',
      'pluralize',
      'regex',
      'required',
    ]);
  });

  const ok = (name: string, args: unknown, returnType?: string) =>
    basicFunctionCallSchemas[name]!.safeParse({
      call: name,
      args,
      ...(returnType ? {returnType} : {}),
    }).success;

  it('requires args, even for single-argument functions', () => {
    assert.equal(basicFunctionCallSchemas.not!.safeParse({call: 'not'}).success, false);
  });

  it('only accepts the declared returnType', () => {
    assert.equal(ok('formatString', {value: 'x'}, 'string'), true);
    assert.equal(ok('formatString', {value: 'x'}, 'boolean'), false);
    assert.equal(ok('openUrl', {url: 'https://a.b'}, 'void'), true);
  });

  it('checks pluralize needs value and other', () => {
    assert.equal(ok('pluralize', {value: 1, one: 'item', other: 'items'}), true);
    assert.equal(ok('pluralize', {value: 1, one: 'item'}), false);
  });

  it('checks formatCurrency needs value and currency', () => {
    assert.equal(ok('formatCurrency', {value: 1, currency: 'EUR', decimals: 2}), true);
    assert.equal(ok('formatCurrency', {value: 1}), false);
  });

  it('checks numeric limits are literal numbers', () => {
    assert.equal(ok('numeric', {value: {path: '/n'}, min: 0, max: 9.5}), true);
    assert.equal(ok('numeric', {value: 1, min: {path: '/min'}}), false);
  });

  it('lets formatDate take any Dynamic value', () => {
    assert.equal(ok('formatDate', {value: 1767225600000, format: 'yyyy'}), true);
    assert.equal(ok('formatDate', {value: {path: '/d'}, format: 'yyyy'}), true);
    assert.equal(ok('formatDate', {value: {not: 'a binding'}, format: 'yyyy'}), false);
  });

  it('takes nested calls as arguments', () => {
    const inner = {call: 'formatNumber', args: {value: {path: '/n'}}};
    assert.equal(ok('formatString', {value: inner}), true);
    assert.equal(ok('not', {value: {call: 'email', args: {value: {path: '/e'}}}}), true);
  });

  it('requires regex pattern to be a literal string', () => {
    assert.equal(ok('regex', {value: 'a', pattern: '^a$'}), true);
    assert.equal(ok('regex', {value: 'a', pattern: {path: '/p'}}), false);
  });
});

describe('formats', () => {
  it('isDate knows leap years and month lengths', () => {
    assert.equal(isDate('2024-02-29'), true);
    assert.equal(isDate('2026-02-29'), false);
    assert.equal(isDate('2026-04-31'), false);
    assert.equal(isDate('2026-13-01'), false);
  });

  it('isTime requires a time zone and allows a UTC leap second', () => {
    assert.equal(isTime('14:30:00Z'), true);
    assert.equal(isTime('14:30:00.5+05:30'), true);
    assert.equal(isTime('14:30:00'), false);
    assert.equal(isTime('23:59:60Z'), true);
    assert.equal(isTime('12:59:60Z'), false);
  });

  it('isDateTime accepts T, t or a space between date and time', () => {
    assert.equal(isDateTime('2026-01-31T14:30:00Z'), true);
    assert.equal(isDateTime('2026-01-31t14:30:00z'), true);
    assert.equal(isDateTime('2026-01-31 14:30:00-01:00'), true);
    assert.equal(isDateTime('2026-01-31'), false);
  });

  it('isUri accepts absolute URIs of any scheme only', () => {
    assert.equal(isUri('https://example.com/a?b=c#d'), true);
    assert.equal(isUri('mailto:ada@example.com'), true);
    assert.equal(isUri('/relative/path'), false);
    assert.equal(isUri('not a uri'), false);
  });

  it('isUri gives the verdict of ajv-formats on hosts, user info, paths and escapes', () => {
    const uri = fullFormats.uri as (value: string) => boolean;
    const hosts = ['example.com', '192.168.0.1', '256.1.1.1', '[::1]', '[fe80::1%25eth0]'];
    hosts.push('[2001:db8::8a2e:370:7334]', '[1:2:3:4:5:6:7:8]', '[1:2:3:4:5:6:1.2.3.4]');
    hosts.push(
      '[::ffff:10.0.0.1]',
      '[1::2:3:4:5:6:7]',
      '[1:2::]',
      '[v1.x:y]',
      '[1:2:3:4:5:6:7:8:9]',
    );
    hosts.push('[12345::]', '[::1.2.3]', 'a%41b', 'a%4', 'ex ample', '');
    const values = ['urn:isbn:0451450523', 'a:', '1a:b', 'x:/%zz', 'x:?q#f', 'x:#%20', 'x:a b'];
    for (const host of hosts) {
      for (const rest of ['', ':8080', '/p/a;t@h', '/?q=1&b#frag', '//double']) {
        values.push(`https://${host}${rest}`, `ftp://us%40er:pw@${host}${rest}`);
      }
    }
    // IPv6: every count of groups before and after `::`, with and without an IPv4 tail.
    const groups = (count: number) => Array.from({length: count}, (_, i) => i + 1).join(':');
    for (let before = 0; before <= 8; before++) {
      values.push(`http://[${groups(before)}]`);
      for (let after = 0; after <= 8; after++) {
        values.push(`http://[${groups(before)}::${groups(after)}]/`);
        values.push(`http://[${groups(before)}::${groups(after)}${after ? ':' : ''}1.2.3.4]/`);
      }
    }
    for (const value of values) assert.equal(isUri(value), uri(value), value);
  });
});

describe('capabilities and data model schemas', () => {
  it('accepts client capabilities with inline catalogs', () => {
    const capabilities = {
      'v0.9': {
        supportedCatalogIds: ['https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json'],
        inlineCatalogs: [
          {
            catalogId: 'mine',
            components: {Stat: {type: 'object'}},
            functions: [{name: 'double', parameters: {type: 'object'}, returnType: 'number'}],
          },
        ],
      },
    };
    assert.equal(clientCapabilitiesSchema.safeParse(capabilities).success, true);
  });

  it('requires supportedCatalogIds in client capabilities', () => {
    assert.equal(clientCapabilitiesSchema.safeParse({'v0.9': {}}).success, false);
  });

  it('accepts a client data model of object data models only', () => {
    assert.equal(
      clientDataModelSchema.safeParse({version: 'v0.9', surfaces: {main: {name: 'Ada'}}}).success,
      true,
    );
    assert.equal(
      clientDataModelSchema.safeParse({version: 'v0.9', surfaces: {main: [1]}}).success,
      false,
    );
  });

  it('defaults acceptsInlineCatalogs to false in server capabilities', () => {
    const parsed = serverCapabilitiesSchema.parse({'v0.9': {supportedCatalogIds: []}}) as {
      'v0.9': {acceptsInlineCatalogs: boolean};
    };
    assert.equal(parsed['v0.9'].acceptsInlineCatalogs, false);
  });
});

describe('toJsonPointer', () => {
  it('escapes ~ before / as RFC 6901 requires', () => {
    assert.equal(toJsonPointer(['a/b', '~1', 0]), '/a~1b/~01/0');
    assert.equal(toJsonPointer([]), '');
  });
});
