import fc from 'fast-check';

// Generators of A2UI v0.9 messages: mostly-valid ones built from the basic catalog's shapes,
// and mutants of them (wrong types, unknown or missing properties, bad enums, formats, calls).

type Json = unknown;
type Obj = Record<string, Json>;

/** Strings that hit enums, consts, patterns and formats of the schemas, plus a few random ones. */
const tricky = [
  '',
  'root',
  'a/b',
  '/items',
  'h1',
  'h9',
  'body',
  'caption',
  'icon',
  'avatar',
  'header',
  'cover',
  'scaleDown',
  'start',
  'center',
  'spaceBetween',
  'stretch',
  'vertical',
  'horizontal',
  'longText',
  'obscured',
  'number',
  'multipleSelection',
  'mutuallyExclusive',
  'chips',
  'checkbox',
  'primary',
  'borderless',
  'default',
  'add',
  'star',
  'volumeUp',
  'Text',
  'Button',
  'Foo',
  'required',
  'formatString',
  'formatDate',
  'openUrl',
  'and',
  'length',
  'string',
  'boolean',
  'array',
  'void',
  'any',
  'object',
  'VALIDATION_FAILED',
  'NETWORK',
  '#00BFFF',
  '#00bfzz',
  '#fff',
  'https://example.com/a?b#c',
  'not a uri',
  'mailto:someone@example.com',
  '2026-01-31',
  '2026-02-30',
  '2024-02-29',
  '14:30:00Z',
  '14:30:00',
  '23:59:60Z',
  '2026-01-31T14:30:00Z',
  '2026-01-31 14:30:00+01:00',
  '2026-01-31T14:30:00',
  'v0.9',
  'v0.9.1',
  'v1.0',
];

/** A string: mostly one of the tricky ones, sometimes random. */
export const str = fc.oneof(
  {weight: 4, arbitrary: fc.constantFrom(...tricky)},
  {weight: 1, arbitrary: fc.string({maxLength: 8})},
);
/** A component id. */
export const id = fc.constantFrom('root', 'a', 'b', 'title', 'item-1');
/** A data-model path, absolute or relative. */
export const path = fc.constantFrom('/name', 'name', '/items/0/title', '/', '');
/** A number: small integers and doubles. */
export const num = fc.oneof(
  fc.integer({min: -5, max: 100}),
  fc.double({noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6}),
);
const binding = path.map((p) => ({path: p}));

function maybe(entries: [string, fc.Arbitrary<Json>][]): fc.Arbitrary<Obj> {
  return fc
    .tuple(
      ...entries.map(([key, arb]) =>
        fc.option(arb, {nil: undefined, freq: 2}).map((v) => [key, v] as const),
      ),
    )
    .map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)));
}

/** An object with every `required` property and some of the `optional` ones. */
export function withRequired(
  required: Record<string, fc.Arbitrary<Json>>,
  optional: Record<string, fc.Arbitrary<Json>> = {},
) {
  return fc
    .tuple(fc.record(required), maybe(Object.entries(optional)))
    .map(([a, b]) => ({...a, ...b}));
}

type ReturnType = 'string' | 'number' | 'boolean' | 'array' | 'void';

interface Dyn {
  string: fc.Arbitrary<Json>;
  number: fc.Arbitrary<Json>;
  boolean: fc.Arbitrary<Json>;
  stringList: fc.Arbitrary<Json>;
  value: fc.Arbitrary<Json>;
  call: fc.Arbitrary<Json>;
}

// Calls of the basic functions with valid argument shapes (depth-limited).
function calls(depth: number): Record<string, {returns: ReturnType; args: fc.Arbitrary<Obj>}> {
  const d = dynamic(depth - 1);
  const limit = fc.integer({min: 0, max: 20});
  return {
    required: {returns: 'boolean', args: fc.record({value: d.value})},
    regex: {
      returns: 'boolean',
      args: fc.record({value: d.string, pattern: fc.constantFrom('^a+$', '\\d')}),
    },
    length: {
      returns: 'boolean',
      args: fc.oneof(
        withRequired({value: d.string, min: limit}, {max: limit}),
        withRequired({value: d.string, max: limit}),
      ),
    },
    numeric: {
      returns: 'boolean',
      args: fc.oneof(
        withRequired({value: d.number, min: num}, {max: num}),
        withRequired({value: d.number, max: num}),
      ),
    },
    email: {returns: 'boolean', args: fc.record({value: d.string})},
    formatString: {returns: 'string', args: fc.record({value: d.string})},
    formatNumber: {
      returns: 'string',
      args: withRequired({value: d.number}, {decimals: d.number, grouping: d.boolean}),
    },
    formatCurrency: {
      returns: 'string',
      args: withRequired(
        {value: d.number, currency: d.string},
        {decimals: d.number, grouping: d.boolean},
      ),
    },
    formatDate: {returns: 'string', args: fc.record({value: d.value, format: d.string})},
    pluralize: {
      returns: 'string',
      args: withRequired(
        {value: d.number, other: d.string},
        {zero: d.string, one: d.string, few: d.string},
      ),
    },
    openUrl: {
      returns: 'void',
      args: fc.record({url: fc.constantFrom('https://example.com', 'http://a.b/c?d')}),
    },
    and: {
      returns: 'boolean',
      args: fc.record({values: fc.array(d.boolean, {minLength: 2, maxLength: 3})}),
    },
    or: {
      returns: 'boolean',
      args: fc.record({values: fc.array(d.boolean, {minLength: 2, maxLength: 3})}),
    },
    not: {returns: 'boolean', args: fc.record({value: d.boolean})},
  };
}

function callOf(depth: number, returns?: ReturnType): fc.Arbitrary<Json> {
  const entries = Object.entries(calls(depth)).filter(([, c]) => !returns || c.returns === returns);
  if (entries.length === 0) return fc.constant({call: 'required', args: {value: 1}});
  return fc.oneof(
    ...entries.map(([name, c]) =>
      fc
        .tuple(c.args, fc.boolean())
        .map(([args, typed]) =>
          typed ? {call: name, args, returnType: c.returns} : {call: name, args},
        ),
    ),
  );
}

function dynamic(depth: number): Dyn {
  if (depth <= 0) {
    return {
      string: fc.oneof(str, binding),
      number: fc.oneof(num, binding),
      boolean: fc.oneof(fc.boolean(), binding),
      stringList: fc.oneof(fc.array(str, {maxLength: 3}), binding),
      value: fc.oneof(str, num, fc.boolean(), fc.array(str, {maxLength: 2}), binding),
      call: fc.constant({call: 'required', args: {value: 'x'}}),
    };
  }
  // A call lacking returnType is accepted wherever a Dynamic* is, whatever it returns.
  const lazyCall = (returns?: ReturnType) => fc.constant(null).chain(() => callOf(depth, returns));
  return {
    string: fc.oneof({weight: 3, arbitrary: str}, binding, lazyCall('string')),
    number: fc.oneof({weight: 3, arbitrary: num}, binding, lazyCall('number')),
    boolean: fc.oneof({weight: 3, arbitrary: fc.boolean()}, binding, lazyCall('boolean')),
    stringList: fc.oneof({weight: 3, arbitrary: fc.array(str, {maxLength: 3})}, binding),
    value: fc.oneof(
      str,
      num,
      fc.boolean(),
      fc.array(fc.jsonValue({maxDepth: 1}), {maxLength: 2}),
      binding,
      lazyCall(),
    ),
    call: lazyCall(),
  };
}

/** Dynamic values (literals, bindings, calls up to two deep). */
export const d = dynamic(2);
const childList = fc.oneof(fc.array(id, {maxLength: 3}), fc.record({componentId: id, path}));
/** A component's `checks`. */
export const checks = fc.array(fc.record({condition: d.boolean, message: str}), {maxLength: 2});
const action = fc.oneof(
  fc.record({
    event: withRequired(
      {name: str},
      {context: fc.dictionary(fc.constantFrom('a', 'b', 'id'), d.value, {maxKeys: 2})},
    ),
  }),
  fc.record({functionCall: d.call}),
);
const accessibility = maybe([
  ['label', d.string],
  ['description', d.string],
]);
const dateLiteral = fc.oneof(
  fc.constantFrom('2026-01-31', '14:30:00Z', '2026-01-31T14:30:00Z', '2026-01-31 09:00:00-05:00'),
  binding,
);

/** A component type's properties: required and optional ones (beside the common ones). */
export type ComponentProps = Record<
  string,
  [Record<string, fc.Arbitrary<Json>>, Record<string, fc.Arbitrary<Json>>]
>;

/** The properties of the v0.9 basic catalog's components. */
export const componentProps: ComponentProps = {
  Text: [
    {text: d.string},
    {variant: fc.constantFrom('h1', 'h2', 'h3', 'h4', 'h5', 'caption', 'body')},
  ],
  Image: [
    {url: d.string},
    {
      description: d.string,
      fit: fc.constantFrom('contain', 'cover', 'fill', 'none', 'scaleDown'),
      variant: fc.constantFrom(
        'icon',
        'avatar',
        'smallFeature',
        'mediumFeature',
        'largeFeature',
        'header',
      ),
    },
  ],
  Icon: [
    {
      name: fc.oneof(
        fc.constantFrom('add', 'star', 'volumeUp', 'warning'),
        fc.record({svgPath: str}),
        binding,
      ),
    },
    {},
  ],
  Video: [{url: d.string}, {}],
  AudioPlayer: [{url: d.string}, {description: d.string}],
  Row: [
    {children: childList},
    {
      justify: fc.constantFrom('start', 'center', 'spaceEvenly', 'stretch'),
      align: fc.constantFrom('start', 'center', 'end', 'stretch'),
    },
  ],
  Column: [
    {children: childList},
    {
      justify: fc.constantFrom('end', 'spaceAround', 'spaceBetween'),
      align: fc.constantFrom('start', 'stretch'),
    },
  ],
  List: [
    {children: childList},
    {direction: fc.constantFrom('vertical', 'horizontal'), align: fc.constantFrom('center', 'end')},
  ],
  Card: [{child: id}, {}],
  Tabs: [
    {tabs: fc.array(fc.record({title: d.string, child: id}), {minLength: 1, maxLength: 2})},
    {},
  ],
  Modal: [{trigger: id, content: id}, {}],
  Divider: [{}, {axis: fc.constantFrom('horizontal', 'vertical')}],
  Button: [
    {child: id, action},
    {variant: fc.constantFrom('default', 'primary', 'borderless'), checks},
  ],
  TextField: [
    {label: d.string},
    {
      value: d.string,
      variant: fc.constantFrom('longText', 'number', 'shortText', 'obscured'),
      validationRegexp: str,
      checks,
    },
  ],
  CheckBox: [{label: d.string, value: d.boolean}, {checks}],
  ChoicePicker: [
    {
      options: fc.array(fc.record({label: d.string, value: str}), {maxLength: 2}),
      value: d.stringList,
    },
    {
      label: d.string,
      variant: fc.constantFrom('multipleSelection', 'mutuallyExclusive'),
      displayStyle: fc.constantFrom('checkbox', 'chips'),
      filterable: fc.boolean(),
      checks,
    },
  ],
  Slider: [
    {value: d.number, max: num},
    {label: d.string, min: num, checks},
  ],
  DateTimeInput: [
    {value: d.string},
    {
      enableDate: fc.boolean(),
      enableTime: fc.boolean(),
      min: dateLiteral,
      max: dateLiteral,
      label: d.string,
      checks,
    },
  ],
};

const common = {accessibility, weight: num};

/** A valid component of a catalog with these component properties. */
export function componentArbOf(props: ComponentProps): fc.Arbitrary<Obj> {
  return fc.oneof(
    ...Object.entries(props).map(([name, [required, optional]]) =>
      withRequired({id, component: fc.constant(name), ...required}, {...common, ...optional}),
    ),
  );
}

/** A valid component of the basic catalog. */
export const componentArb: fc.Arbitrary<Obj> = componentArbOf(componentProps);

const version = fc.constantFrom('v0.9', 'v0.9.1');
const theme = maybe([
  ['primaryColor', fc.constantFrom('#00BFFF', '#a0b1c2')],
  ['iconUrl', fc.constantFrom('https://example.com/i.png', 'data:image/png;base64,AAAA')],
  ['agentDisplayName', str],
  ['extra', fc.jsonValue({maxDepth: 1})],
]);

/** A valid surface message (the four v0.9 kinds) of that version, with those components. */
export function surfaceMessageArbOf(
  version: fc.Arbitrary<string>,
  component: fc.Arbitrary<Obj>,
): fc.Arbitrary<Obj> {
  return fc.oneof(
    fc.record({
      version,
      createSurface: withRequired(
        {surfaceId: id, catalogId: str},
        {theme, sendDataModel: fc.boolean()},
      ),
    }),
    {
      weight: 4,
      arbitrary: fc.record({
        version,
        updateComponents: fc.record({
          surfaceId: id,
          components: fc.array(component, {minLength: 1, maxLength: 3}),
        }),
      }),
    },
    fc.record({
      version,
      updateDataModel: withRequired({surfaceId: id}, {path, value: fc.jsonValue({maxDepth: 2})}),
    }),
    fc.record({version, deleteSurface: fc.record({surfaceId: id})}),
  );
}

/** A valid agent → renderer message. */
export const serverMessageArb: fc.Arbitrary<Obj> = surfaceMessageArbOf(version, componentArb);

/** A valid renderer → agent message. */
export const clientMessageArb: fc.Arbitrary<Obj> = fc.oneof(
  fc.record({
    version,
    action: fc.record({
      name: str,
      surfaceId: id,
      sourceComponentId: id,
      timestamp: fc.constantFrom('2026-01-31T14:30:00Z', '2026-01-31T14:30:00.123+02:00'),
      context: fc.dictionary(fc.string({maxLength: 3}), fc.jsonValue({maxDepth: 1}), {maxKeys: 3}),
    }),
  }),
  fc.record({
    version,
    error: fc.record({code: fc.constant('VALIDATION_FAILED'), surfaceId: id, path, message: str}),
  }),
  fc.record({
    version,
    error: withRequired(
      {code: fc.oneof(str, num), surfaceId: id, message: str},
      {detail: fc.jsonValue({maxDepth: 1})},
    ),
  }),
);

// ---- mutations ----

type Step = string | number;

function locations(value: Json, at: Step[] = [], out: Step[][] = []): Step[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => locations(item, [...at, i], out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) locations(item, [...at, key], out);
  }
  return out;
}

function edit(root: Json, at: Step[], change: (value: Json) => Json | typeof REMOVE): Json {
  if (at.length === 0) {
    const next = change(root);
    return next === REMOVE ? {} : next;
  }
  const [head, ...rest] = at;
  if (Array.isArray(root)) {
    const copy = [...root];
    if (rest.length === 0) {
      const next = change(copy[head as number]);
      if (next === REMOVE) copy.splice(head as number, 1);
      else copy[head as number] = next;
    } else copy[head as number] = edit(copy[head as number], rest, change);
    return copy;
  }
  const copy = {...(root as Obj)};
  if (rest.length === 0) {
    const next = change(copy[head as string]);
    if (next === REMOVE) delete copy[head as string];
    else copy[head as string] = next;
  } else copy[head as string] = edit(copy[head as string], rest, change);
  return copy;
}

const REMOVE = Symbol('remove');

const replacement = fc.oneof(
  str,
  num,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  binding,
  d.call,
  fc.jsonValue({maxDepth: 1}),
);

type Mutation = (value: Json) => Json | typeof REMOVE;

const mutationKeys = [
  'extra',
  'path',
  'call',
  'args',
  'returnType',
  'event',
  'functionCall',
  'weight',
  'checks',
  'code',
  'min',
  'max',
  '__proto__',
  'constructor',
  '',
];

/** What else a mutation may use: more property names to add, more strings to swap in. */
export interface MutationExtras {
  readonly keys?: readonly string[];
  readonly strings?: readonly string[];
}

function mutationOf({keys = [], strings = []}: MutationExtras): fc.Arbitrary<Mutation> {
  const swapIn = strings.length ? fc.oneof(str, fc.constantFrom(...strings)) : str;
  return fc.oneof(
    {weight: 3, arbitrary: replacement.map((v) => () => v)},
    {weight: 2, arbitrary: fc.constant(() => REMOVE)},
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...mutationKeys, ...keys), replacement).map(
        ([key, v]) =>
          (value: Json) =>
            typeof value === 'object' && value !== null && !Array.isArray(value)
              ? {...value, [key]: v}
              : v,
      ),
    },
    {
      weight: 2,
      arbitrary: swapIn.map((s) => (value: Json) => (typeof value === 'string' ? s : value)),
    },
  );
}

const mutation = mutationOf({});

/** Applies 1–3 random mutations at random places of a message (`extras`: more to mutate with). */
export function mutantOf(base: fc.Arbitrary<Obj>, extras?: MutationExtras): fc.Arbitrary<Json> {
  const change = extras ? mutationOf(extras) : mutation;
  return fc
    .tuple(base, fc.array(fc.tuple(fc.nat(), change), {minLength: 1, maxLength: 3}))
    .map(([message, edits]) => {
      let current: Json = message;
      for (const [pick, change] of edits) {
        const all = locations(current);
        current = edit(current, all[pick % all.length]!, change);
      }
      return current;
    });
}
