import {lengthLimit} from '../../binding/shapes.js';
import {isRecord, kindOf} from '../../protocol/json-values.js';
import {basicIconNames} from '../../protocol/v0_9/basic-components.js';
import type {BoundType} from './bound-value.js';
import {child, type Issues} from './issues.js';

/** A v0.8 BoundValue: `{literalString | literalNumber | literalBoolean | literalArray}` or `{path}`. */
export type V08BoundValue = Record<string, unknown>;

/** A v0.8 `surfaceUpdate` component: `{id, weight?, component: {Type: properties}}`. */
export interface V08Component {
  id: string;
  weight?: number;
  component: Record<string, Record<string, unknown>>;
}

/**
 * What writing a component found: `issues` left the component out (v0.8 cannot express it),
 * `losses` were left out of a component that was still written (an accessibility label, a check,
 * a look v0.8 lacks).
 */
export interface WriteReport {
  readonly issues: Issues;
  readonly losses: Issues;
}

/** How component properties are written: by the v0.8 standard catalog's rules, or generically. */
export type WriteRules = 'standard' | 'generic';

const LITERAL_KEYS: Readonly<Record<BoundType, string>> = {
  string: 'literalString',
  number: 'literalNumber',
  boolean: 'literalBoolean',
  array: 'literalArray',
};

// The icons of the v0.8 standard catalog (the v0.9 basic catalog added the rest).
const V08_ICONS = new Set(
  'accountCircle add arrowBack arrowForward attachFile calendarToday call camera check close delete download edit event error favorite favoriteOff folder help home info locationOn lock lockOpen mail menu moreVert moreHoriz notificationsOff notifications payment person phone photo print refresh search send settings share shoppingCart star starHalf starOff upload visibility visibilityOff warning'.split(
    ' ',
  ),
);

const isCall = (value: unknown): value is {call: string} =>
  isRecord(value) && typeof value['call'] === 'string';

function kindOfLiteral(value: unknown): BoundType | undefined {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number' && Number.isFinite(value)) return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return 'array';
  return undefined;
}

/**
 * Reads the properties of one v0.9 component for its v0.8 form: each read marks the property
 * used, and {@link finish} reports the ones nothing read as losses.
 */
class PropsWriter {
  readonly #used = new Set(['id', 'component', 'weight']);
  readonly #kept = new Set<string>();

  constructor(
    readonly props: Record<string, unknown>,
    readonly at: string,
    readonly report: WriteReport,
  ) {}

  has(key: string): boolean {
    return this.props[key] !== undefined;
  }

  /** The value as it is (for plain v0.8 properties: booleans, numbers, enum strings, ids). */
  plain(key: string): unknown {
    this.#used.add(key);
    return this.props[key];
  }

  /** A Dynamic value as a v0.8 BoundValue of one of `types`; a function call cannot be. */
  bound(key: string, types: readonly BoundType[]): V08BoundValue | undefined {
    this.#used.add(key);
    return toBoundValue(this.props[key], types, child(this.at, key), this.report);
  }

  /**
   * A list of objects (`tabs`, `options`), each written with its `text` key's string Dynamic
   * value as a v0.8 BoundValue and its `other` key as it is.
   */
  items(key: string, text: string, other: string): Array<Record<string, unknown>> | undefined {
    const list = this.plain(key);
    if (!Array.isArray(list)) return undefined;
    return list.map((item: Record<string, unknown> | undefined, index) => ({
      [text]: toBoundValue(
        item?.[text],
        ['string'],
        child(child(child(this.at, key), index), text),
        this.report,
      ),
      [other]: item?.[other],
    }));
  }

  /** A `children` list: ids become `explicitList`, a template `{componentId, path}` a template. */
  children(key: string): Record<string, unknown> | undefined {
    this.#used.add(key);
    const value = this.props[key];
    if (value === undefined) return undefined;
    if (Array.isArray(value)) return {explicitList: [...value]};
    if (isRecord(value) && typeof value['componentId'] === 'string') {
      return {template: {componentId: value['componentId'], dataBinding: value['path']}};
    }
    this.report.issues.push({path: child(this.at, key), message: `Expected a child list.`});
    return undefined;
  }

  /** An enum value whose v0.8 name is `renamed[value]` or itself when v0.8 has it. */
  oneOf(key: string, v08: readonly string[], renamed: Record<string, string> = {}) {
    const value = this.plain(key);
    if (value === undefined) return undefined;
    const name = typeof value === 'string' ? (renamed[value] ?? value) : undefined;
    if (name !== undefined && v08.includes(name)) return name;
    this.lose(key, `A2UI v0.8 has no ${key} ${JSON.stringify(value)}; it was left out.`);
    return undefined;
  }

  /** Reports a property v0.8 cannot express (when set, and not kept) and marks it used. */
  lose(key: string, message = `A2UI v0.8 has no "${key}" here; it was left out.`): void {
    this.#used.add(key);
    if (this.has(key) && !this.#kept.has(key)) {
      this.report.losses.push({path: child(this.at, key), message});
    }
  }

  /** Marks a property written in another form: nothing of it is lost. */
  keep(key: string): void {
    this.#kept.add(key);
  }

  finish(): void {
    for (const key of Object.keys(this.props)) {
      if (!this.#used.has(key)) this.lose(key);
    }
  }
}

/**
 * A v0.9 Dynamic value as a v0.8 BoundValue: a literal of one of `types` becomes
 * `literalString` / `literalNumber` / `literalBoolean` / `literalArray`, a binding `{path}` stays
 * itself. v0.8 has no functions: a call is an issue, as is a literal of another type.
 */
export function toBoundValue(
  value: unknown,
  types: readonly BoundType[],
  at: string,
  report: WriteReport,
): V08BoundValue | undefined {
  if (value === undefined) return undefined;
  if (isRecord(value) && typeof value['path'] === 'string' && Object.keys(value).length === 1) {
    return {path: value['path']};
  }
  if (isCall(value)) {
    const message = `A2UI v0.8 has no functions: the call to "${value.call}" cannot be sent.`;
    report.issues.push({path: at, message});
    return undefined;
  }
  const kind = kindOfLiteral(value);
  if (kind && types.includes(kind)) {
    return {[LITERAL_KEYS[kind]]: kind === 'array' ? [...(value as string[])] : value};
  }
  const expected = types.map((type) => LITERAL_KEYS[type]).join(' or ');
  report.issues.push({
    path: at,
    message: `A2UI v0.8 takes ${expected} here, not ${kindOf(value)}.`,
  });
  return undefined;
}

function action(w: PropsWriter): Record<string, unknown> | undefined {
  const value = w.plain('action');
  const at = child(w.at, 'action');
  const event = isRecord(value) ? value['event'] : undefined;
  if (!isRecord(event) || typeof event['name'] !== 'string') {
    const message = 'A2UI v0.8 actions are events: a client-side function call cannot be sent.';
    w.report.issues.push({path: at, message});
    return undefined;
  }
  const context = isRecord(event['context']) ? event['context'] : {};
  const entries = Object.entries(context).map(([key, item]) => ({
    key,
    value: toBoundValue(
      item,
      ['string', 'number', 'boolean'],
      child(child(child(at, 'event'), 'context'), key),
      w.report,
    ),
  }));
  return {name: event['name'], ...(isRecord(event['context']) ? {context: entries} : {})};
}

const container = (type: string, main: 'distribution' | 'direction') => (w: PropsWriter) => ({
  [type]: {
    children: w.children('children'),
    ...(main === 'distribution'
      ? {distribution: w.oneOf('justify', JUSTIFY)}
      : {direction: w.plain('direction')}),
    alignment: w.plain('align'),
  },
});

const JUSTIFY = ['start', 'center', 'end', 'spaceBetween', 'spaceAround', 'spaceEvenly'];
const TEXT_FIELD_TYPES = ['shortText', 'longText', 'number', 'obscured'];

type Writer = (w: PropsWriter) => Record<string, Record<string, unknown>>;

/**
 * Writers of the v0.9 basic catalog components in the v0.8 standard catalog, the reverse of
 * the reader in standard-components.ts (following the v0.8 → v0.9 evolution guide backwards).
 */
const basicComponents: Readonly<Record<string, Writer>> = {
  Text: (w) => ({Text: {text: w.bound('text', ['string']), usageHint: w.plain('variant')}}),
  Image: (w) => ({
    Image: {
      url: w.bound('url', ['string']),
      altText: w.bound('description', ['string']),
      fit: w.oneOf('fit', ['contain', 'cover', 'fill', 'none', 'scale-down'], {
        scaleDown: 'scale-down',
      }),
      usageHint: w.plain('variant'),
    },
  }),
  Icon: (w) => {
    const name = w.props['name'];
    if (typeof name === 'string' && !V08_ICONS.has(name)) {
      const at = child(w.at, 'name');
      const known = (basicIconNames as readonly string[]).includes(name);
      const message = known
        ? `The icon "${name}" is not in the A2UI v0.8 standard catalog.`
        : `Unknown icon name "${name}".`;
      w.report.issues.push({path: at, message});
    } else if (isRecord(name) && 'svgPath' in name) {
      const message = 'A2UI v0.8 icons are named: an SVG path cannot be sent.';
      w.report.issues.push({path: child(w.at, 'name'), message});
    }
    return {Icon: {name: w.bound('name', ['string'])}};
  },
  Video: (w) => ({Video: {url: w.bound('url', ['string'])}}),
  AudioPlayer: (w) => ({
    AudioPlayer: {
      url: w.bound('url', ['string']),
      description: w.bound('description', ['string']),
    },
  }),
  Row: container('Row', 'distribution'),
  Column: container('Column', 'distribution'),
  List: container('List', 'direction'),
  Card: (w) => ({Card: {child: w.plain('child')}}),
  Tabs: (w) => ({Tabs: {tabItems: w.items('tabs', 'title', 'child')}}),
  Divider: (w) => ({Divider: {axis: w.plain('axis')}}),
  Modal: (w) => ({
    Modal: {entryPointChild: w.plain('trigger'), contentChild: w.plain('content')},
  }),
  Button: (w) => {
    const variant = w.plain('variant');
    if (variant === 'borderless') w.lose('variant', 'A2UI v0.8 has no borderless Button.');
    return {
      Button: {
        child: w.plain('child'),
        ...(variant === 'primary' ? {primary: true} : {}),
        action: action(w),
      },
    };
  },
  CheckBox: (w) => ({
    CheckBox: {label: w.bound('label', ['string']), value: w.bound('value', ['boolean'])},
  }),
  TextField: (w) => ({
    TextField: {
      label: w.bound('label', ['string']),
      text: w.bound('value', ['string']),
      textFieldType: w.oneOf('variant', TEXT_FIELD_TYPES),
      validationRegexp: w.plain('validationRegexp'),
    },
  }),
  DateTimeInput: (w) => ({
    DateTimeInput: {
      value: w.bound('value', ['string']),
      enableDate: w.plain('enableDate'),
      enableTime: w.plain('enableTime'),
    },
  }),
  ChoicePicker: (w) => {
    // v0.9 is exclusive unless it says otherwise; v0.8 allows any number unless limited.
    const exclusive = w.plain('variant') !== 'multipleSelection';
    // A check on the number of selections (what the reader makes of a v0.8 limit above one) is
    // that limit again; other checks are left out (and reported) as ever.
    const checks = w.props['checks'];
    const limits = Array.isArray(checks) ? checks.map((c) => lengthLimit(c, w.props['value'])) : [];
    const limit = limits.find((max) => max !== undefined);
    if (limit && limits.length === 1) w.keep('checks');
    return {
      MultipleChoice: {
        selections: w.bound('value', ['array']),
        options: w.items('options', 'label', 'value'),
        maxAllowedSelections: exclusive ? 1 : limit,
        variant: w.plain('displayStyle'),
        filterable: w.plain('filterable'),
      },
    };
  },
  Slider: (w) => ({
    Slider: {
      label: w.bound('label', ['string']),
      value: w.bound('value', ['number']),
      minValue: w.plain('min'),
      maxValue: w.plain('max'),
    },
  }),
};

/** A custom catalog's component: bindings and literals as they are, child lists in v0.8 form. */
function genericComponent(type: string, w: PropsWriter): Record<string, Record<string, unknown>> {
  const props: Record<string, unknown> = {};
  for (const key of Object.keys(w.props)) {
    if (key === 'id' || key === 'component' || key === 'weight') continue;
    const value = w.props[key];
    if (key === 'children') props[key] = w.children(key);
    else if (isCall(value)) props[key] = w.bound(key, []);
    else props[key] = w.plain(key);
  }
  return {[type]: props};
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/**
 * Writes one v0.9 component (`{id, component: 'Type', ...props}`) as a v0.8 `surfaceUpdate`
 * component. Under standard rules the basic catalog's components become the v0.8 standard
 * catalog's (ChoicePicker → MultipleChoice, `variant` → `usageHint`, …); a component type the
 * basic catalog does not have, or any component under generic rules, is written generically.
 * Returns undefined when v0.8 cannot express the component (see `report.issues`).
 */
export function writeComponent(
  raw: unknown,
  at: string,
  report: WriteReport,
  rules: WriteRules = 'standard',
): V08Component | undefined {
  const before = report.issues.length;
  if (!isRecord(raw) || typeof raw['id'] !== 'string' || typeof raw['component'] !== 'string') {
    report.issues.push({path: at, message: 'Expected a component with a string id and type.'});
    return undefined;
  }
  const type = raw['component'];
  const w = new PropsWriter(raw, at, report);
  const writer =
    rules === 'standard' && Object.hasOwn(basicComponents, type)
      ? basicComponents[type]
      : undefined;
  const wrapper = writer ? writer(w) : genericComponent(type, w);
  w.lose('accessibility', 'A2UI v0.8 has no accessibility labels; they were left out.');
  w.lose('checks', 'A2UI v0.8 has no checks; they were left out.');
  w.finish();
  if (report.issues.length > before) return undefined;
  const [name, props] = Object.entries(wrapper)[0]!;
  const component: V08Component = {id: raw['id'], component: {[name]: withoutUndefined(props)}};
  if (typeof raw['weight'] === 'number') component.weight = raw['weight'];
  return component;
}
