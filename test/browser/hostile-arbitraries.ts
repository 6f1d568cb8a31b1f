import fc from 'fast-check';
import {mutantOf, serverMessageArb} from '../spec/helpers/arbitraries.js';

// Generators of hostile A2UI v0.9 batches: valid messages, mutants of them, and messages built
// to hurt (cycles, self references, unsafe URLs and paths, odd numbers, huge strings, deep trees).

type Obj = Record<string, unknown>;

/** The basic catalog id the hostile surfaces are created with. */
export const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** Surface ids the random messages target (each has a mounted `<a2ui-surface>` in the test). */
export const SURFACE_IDS = ['s', 't'] as const;

/** URLs no link or media element may ever point at (and some that are fine). */
export const URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjava\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript&#58;alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'file:///etc/passwd',
  'blob:https://example.com/x',
  'about:blank',
  'mailto:a@b.c',
  '//evil.example/x',
  '/relative',
  'https://user:pass@example.com/',
  'https://example.com/ok.png',
  'http://example.com/a?b#c',
];

const strings = [
  '',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x]( javascript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](data:text/html,hi)',
  '[ok](https://example.com)',
  '**[*[x](javascript:1)*](vbscript:1)**',
  '${/a}',
  '${',
  '${/__proto__/polluted}',
  '${constructor}',
  '${formatDate(value: ${/d}, format: "yyyy-MM-dd")}',
  '${pluralize(value: 1e308, other: "x")}',
  '${formatNumber(value: 1, decimals: 1000)}',
  '${formatCurrency(value: 1, currency: "<b>")}',
  '${' + '${'.repeat(40) + '/a' + '}'.repeat(41),
  '\\${not}',
  '~0~1',
  'a~2b',
  '\u202e\u0000\ud800',
  'x'.repeat(100_000),
  '*a '.repeat(3000),
  '['.repeat(3000),
  'red;}*{display:none',
  'url(javascript:alert(1))',
  'expression(alert(1))',
  ...URLS,
];

/** A string that tends to hurt. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {weight: 5, arbitrary: fc.constantFrom(...strings)},
  {weight: 1, arbitrary: fc.string({maxLength: 12})},
  {weight: 1, arbitrary: fc.string({unit: 'grapheme', maxLength: 6})},
);

/** Numbers at the edges. */
export const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(
  Number.NaN,
  Infinity,
  -Infinity,
  1e308,
  -1e308,
  -0,
  5e-324,
  2 ** 53 + 2,
  1e21,
  0.1 + 0.2,
  -1,
  3,
);

/** Paths that reach for object machinery, escapes, or odd indexes. */
export const hostilePath: fc.Arbitrary<string> = fc.constantFrom(
  '/__proto__/polluted',
  '/constructor/prototype/polluted',
  '/a/__proto__/polluted',
  '__proto__/polluted',
  '/prototype',
  '/a/constructor',
  '/~0~1',
  '/a~',
  '/a~2',
  '/a/~1__proto__',
  '/items/-',
  '/items/99999999',
  '/items/01',
  '/items/-1',
  '',
  '/',
  '//',
  '/a',
  'a',
  './a',
  '../a',
  '/a'.repeat(1001),
  '/a'.repeat(20_000),
);

const ids = ['root', 'a', 'b', 'c', '__proto__', 'constructor', ''];
/** A component id: a few shared ones (so references collide, cycle and dangle). */
export const hostileId: fc.Arbitrary<string> = fc.constantFrom(...ids);

/** Any JSON-ish value a hostile agent might put anywhere. */
const anything: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  hostilePath.map((path) => ({path})),
  fc.array(hostileId, {maxLength: 3}),
  fc.jsonValue({maxDepth: 2}),
  fc.constant(JSON.parse('{"__proto__": {"polluted": 1}}') as unknown),
);

const call = fc.record({
  call: fc.constantFrom(
    'formatString',
    'formatNumber',
    'pluralize',
    'regex',
    'openUrl',
    'required',
    'and',
    '__proto__',
    'constructor',
    'missing',
  ),
  args: fc.oneof(
    fc.dictionary(
      fc.constantFrom('value', 'format', 'pattern', 'url', 'decimals', 'other', '__proto__'),
      anything,
      {maxKeys: 4},
    ),
    anything,
  ),
});

const binding = hostilePath.map((path) => ({path}));
const numberValue = fc.oneof(hostileNumber, binding);
const datePatterns = fc.constantFrom(
  'yyyy-MM-dd',
  'y'.repeat(40),
  'E'.repeat(40),
  "''''",
  "'unterminated",
  'GGGGGGQQQQQwwwwYYYYuuuuXXXXXxxxxxzzzzzOOOOvvvvVVVV',
  '${/d}',
  '',
);

/** Calls of the basic functions with the right shapes but absurd values. */
const absurdCall: fc.Arbitrary<Obj> = fc.oneof(
  fc.record({call: fc.constant('formatString'), args: fc.record({value: hostileString})}),
  fc.record({
    call: fc.constant('formatNumber'),
    args: fc.record({value: numberValue, decimals: fc.oneof(numberValue, fc.constant(100))}),
  }),
  fc.record({
    call: fc.constant('formatCurrency'),
    args: fc.record({
      value: numberValue,
      currency: fc.oneof(fc.constantFrom('XXX', 'usd', 'EURO', '<b>', ''), binding),
      decimals: numberValue,
    }),
  }),
  fc.record({
    call: fc.constant('formatDate'),
    args: fc.record({
      value: fc.oneof(
        fc.constantFrom('2026-01-31T14:30:00Z', '+275760-09-13T00:00:00Z', 'not a date', ''),
        binding,
      ),
      format: fc.oneof(datePatterns, binding),
    }),
  }),
  fc.record({
    call: fc.constant('pluralize'),
    args: fc.record({value: numberValue, other: hostileString, one: hostileString}),
  }),
  fc.record({
    call: fc.constant('regex'),
    args: fc.record({
      value: fc.oneof(fc.constant('a'.repeat(5000) + '!'), hostileString, binding),
      pattern: fc.constantFrom('(a+)+$', '(a|aa)*b', '^(a|a?)+$', '(.*a){20}', '[', '(a)\\1*'),
    }),
  }),
  fc.record({
    call: fc.constant('openUrl'),
    args: fc.record({url: fc.oneof(fc.constantFrom(...URLS), binding)}),
    returnType: fc.constant('void'),
  }),
);

/** A string property: a literal, a binding or a call that gives text. */
const textValue: fc.Arbitrary<unknown> = fc.oneof(
  {weight: 3, arbitrary: hostileString},
  binding,
  absurdCall.filter((value) => value['call'] !== 'openUrl' && value['call'] !== 'regex'),
);
const urlValue = fc.oneof({weight: 3, arbitrary: fc.constantFrom(...URLS)}, binding);
const childList = fc.oneof(
  fc.array(hostileId, {maxLength: 4}),
  fc.record({componentId: hostileId, path: hostilePath}),
);
const action = fc.oneof(
  fc.record({
    event: fc.record({
      name: hostileString,
      context: fc.oneof(
        fc.dictionary(hostileString, textValue, {maxKeys: 3}),
        fc.constant(JSON.parse('{"__proto__": {"path": "/a"}}') as unknown),
      ),
    }),
  }),
  fc.record({functionCall: absurdCall}),
);
const checks = fc.array(
  fc.record({condition: fc.oneof(fc.boolean(), binding, absurdCall), message: hostileString}),
  {maxLength: 2},
);

/** The properties of each component type, with hostile values of the right shapes. */
const propsOf: Record<string, fc.Arbitrary<Obj>> = {
  Text: fc.record({text: textValue}),
  Image: fc.record({url: urlValue, description: textValue}, {requiredKeys: ['url']}),
  Icon: fc.record({name: fc.oneof(fc.record({svgPath: hostileString}), binding)}),
  Video: fc.record({url: urlValue}),
  AudioPlayer: fc.record({url: urlValue, description: textValue}, {requiredKeys: ['url']}),
  Row: fc.record({children: childList}),
  Column: fc.record({children: childList}),
  List: fc.record({children: childList}),
  Card: fc.record({child: hostileId}),
  Tabs: fc.record({
    tabs: fc.array(fc.record({title: textValue, child: hostileId}), {minLength: 1, maxLength: 3}),
  }),
  Modal: fc.record({trigger: hostileId, content: hostileId}),
  Divider: fc.constant({}),
  Button: fc.record({child: hostileId, action, checks}, {requiredKeys: ['child', 'action']}),
  TextField: fc.record(
    {
      label: textValue,
      value: textValue,
      validationRegexp: fc.constantFrom('(a+)+$', '(a|aa)*b', '([a-z]+)*\\1', '['),
      checks,
    },
    {requiredKeys: ['label']},
  ),
  CheckBox: fc.record({label: textValue, value: fc.oneof(fc.boolean(), binding)}),
  ChoicePicker: fc.record({
    options: fc.array(fc.record({label: textValue, value: hostileString}), {maxLength: 3}),
    value: fc.oneof(fc.array(hostileString, {maxLength: 2}), binding),
  }),
  Slider: fc.record(
    {value: numberValue, max: hostileNumber, min: hostileNumber},
    {requiredKeys: ['value', 'max']},
  ),
  DateTimeInput: fc.record({value: textValue}),
  Sparkline: fc.dictionary(
    fc.constantFrom('points', 'child', 'children'),
    fc.oneof(anything, call),
  ),
  constructor: fc.constant({}),
  toString: fc.constant({}),
};

/** A component built to hurt: self references and cycles, unsafe URLs and paths, odd values. */
export const hostileComponent: fc.Arbitrary<Obj> = fc.oneof(
  ...Object.entries(propsOf).map(([type, props]) =>
    fc
      .tuple(
        hostileId,
        props,
        fc.oneof({weight: 9, arbitrary: fc.constant(undefined)}, hostileNumber),
      )
      .map(([id, properties, weight]) => ({
        ...properties,
        id,
        component: type,
        ...(weight === undefined ? {} : {weight}),
      })),
  ),
);

/** A Column chain `depth` levels deep, ending with a Text. */
export function deepChain(depth: number): Obj[] {
  return Array.from({length: depth}, (_, i) =>
    i === depth - 1
      ? {id: `d${i}`, component: 'Text', text: 'bottom'}
      : {id: i === 0 ? 'root' : `d${i}`, component: 'Column', children: [`d${i + 1}`]},
  );
}

const surfaceId = fc.constantFrom(...SURFACE_IDS);

/** Points a generated message at one of the mounted surfaces. */
function retarget(message: Obj, id: string): Obj {
  const kind = Object.keys(message).find((key) => key !== 'version');
  const body = kind ? message[kind] : undefined;
  if (!kind || typeof body !== 'object' || body === null) return message;
  return {...message, [kind]: {...body, surfaceId: id}};
}

const validMessage = fc
  .tuple(serverMessageArb, surfaceId)
  .map(([message, id]) => retarget(message, id));

const create = fc
  .record({
    surfaceId,
    theme: fc.oneof(
      fc.constant(undefined),
      fc.record({primaryColor: fc.constantFrom('#00BFFF', ...strings.slice(-3))}),
      fc.record({iconUrl: fc.constantFrom(...URLS)}),
      anything,
    ),
    sendDataModel: fc.oneof(fc.boolean(), anything),
  })
  .map(({surfaceId, theme, sendDataModel}) => ({
    version: 'v0.9',
    createSurface: {
      surfaceId,
      catalogId: CATALOG,
      ...(theme === undefined ? {} : {theme}),
      sendDataModel,
    },
  }));

/** A root that shows every shared id, so the components around it render. */
const hostileRoot = fc.constantFrom<Obj>(
  {id: 'root', component: 'Column', children: ['a', 'b', 'c', '__proto__', 'constructor']},
  {id: 'root', component: 'List', children: {componentId: 'a', path: '/items'}},
  {
    id: 'root',
    component: 'Tabs',
    tabs: [
      {title: 'a', child: 'a'},
      {title: 'b', child: 'b'},
    ],
  },
);

const hostileUpdate = fc
  .tuple(
    surfaceId,
    fc.option(hostileRoot, {nil: undefined}),
    fc.array(hostileComponent, {minLength: 1, maxLength: 6}),
  )
  .map(([surfaceId, root, components]) => ({
    version: 'v0.9',
    updateComponents: {surfaceId, components: root ? [root, ...components] : components},
  }));

const deepUpdate = fc.tuple(surfaceId, fc.constantFrom(300, 1000)).map(([surfaceId, depth]) => ({
  version: 'v0.9',
  updateComponents: {surfaceId, components: deepChain(depth)},
}));

const dataUpdate = fc
  .record({surfaceId, path: hostilePath, value: anything}, {requiredKeys: ['surfaceId']})
  .map((body) => ({version: 'v0.9', updateDataModel: body}));

/** Values nesting deeper than a message may (the validation limit is 1,024 levels). */
const tooDeep = JSON.parse('['.repeat(2000) + ']'.repeat(2000)) as unknown;
const deepValue = fc.tuple(surfaceId, fc.boolean()).map(([surfaceId, data]) =>
  data
    ? {version: 'v0.9', updateDataModel: {surfaceId, path: '/deep', value: tooDeep}}
    : {
        version: 'v0.9',
        updateComponents: {
          surfaceId,
          components: [{id: 'a', component: 'Sparkline', points: tooDeep}],
        },
      },
);

const deleteSurface = surfaceId.map((id) => ({version: 'v0.9', deleteSurface: {surfaceId: id}}));

const notAMessage = fc.oneof(
  anything,
  fc.constantFrom('{"version": "v0.9", "deleteSurface": ', '[]', 'null', '"x"'),
  validMessage.map((message) => JSON.stringify(message)),
);

/** One message of a hostile batch. */
export const hostileMessage: fc.Arbitrary<unknown> = fc.oneof(
  {weight: 1, arbitrary: create},
  {weight: 3, arbitrary: validMessage},
  {weight: 3, arbitrary: mutantOf(validMessage)},
  {weight: 6, arbitrary: hostileUpdate},
  {weight: 2, arbitrary: mutantOf(hostileUpdate)},
  {weight: 3, arbitrary: dataUpdate},
  {weight: 1, arbitrary: deleteSurface},
  {weight: 1, arbitrary: deepUpdate},
  {weight: 1, arbitrary: deepValue},
  {weight: 1, arbitrary: notAMessage},
);

/** A hostile batch: the surfaces are created first, then anything. */
export const hostileBatch: fc.Arbitrary<unknown[]> = fc
  .array(hostileMessage, {minLength: 1, maxLength: 12})
  .map((rest) => [
    ...SURFACE_IDS.map((id) => ({
      version: 'v0.9',
      createSurface: {surfaceId: id, catalogId: CATALOG},
    })),
    ...rest,
  ]);
