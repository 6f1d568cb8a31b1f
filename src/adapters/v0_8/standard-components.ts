import {basicIconNames} from '../../protocol/v0_9/basic-components.js';
import type {DynamicValue} from '../../protocol/v0_9/types.js';
import {child, isForbiddenKey} from './issues.js';
import type {PropsReader} from './props-reader.js';

/** The v0.9 props of a translated component, `component` (its v0.9 type) included. */
export type V09Props = {component: string} & Record<string, unknown>;

type Translate = (r: PropsReader) => V09Props;

const TEXT_HINTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'caption', 'body'] as const;
const IMAGE_HINTS = [
  'icon',
  'avatar',
  'smallFeature',
  'mediumFeature',
  'largeFeature',
  'header',
] as const;
const IMAGE_FITS = ['contain', 'cover', 'fill', 'none', 'scale-down'] as const;
const JUSTIFY = ['center', 'end', 'spaceAround', 'spaceBetween', 'spaceEvenly', 'start'] as const;
const ALIGN = ['start', 'center', 'end', 'stretch'] as const;
const TEXT_FIELD_TYPES = ['date', 'longText', 'number', 'shortText', 'obscured'] as const;

/**
 * v0.8 has no Slider default maximum and v0.9 requires one: the HTML range default (raised to
 * `minValue` and a literal value above it).
 */
export const DEFAULT_SLIDER_MAX = 100;

const container = (type: string, main: 'distribution' | 'direction') => (r: PropsReader) => ({
  component: type,
  children: r.children('children', true),
  ...(main === 'distribution'
    ? {justify: r.oneOf('distribution', JUSTIFY)}
    : {direction: r.oneOf('direction', ['vertical', 'horizontal'])}),
  align: r.oneOf('alignment', ALIGN),
});

function action(r: PropsReader) {
  const name = r.plain('name', 'string', true) as string | undefined;
  const pairs = r.list('context', false, (item) => {
    const key = item.plain('key', 'string', true) as string | undefined;
    if (key !== undefined && isForbiddenKey(key)) {
      item.issues.push({path: child(item.at, 'key'), message: `The key "${key}" is not allowed.`});
    }
    return [key, item.bound('value', ['string', 'number', 'boolean'], true)] as const;
  });
  const context =
    pairs &&
    (Object.fromEntries(pairs.filter((pair) => pair !== undefined)) as Record<
      string,
      DynamicValue
    >);
  return {event: {name, ...(context ? {context} : {})}};
}

/**
 * Translators of the v0.8 standard catalog components (standard_catalog_definition.json) to
 * the v0.9 basic catalog, following the v0.8 → v0.9 evolution guide.
 */
export const standardComponents: Readonly<Record<string, Translate>> = {
  Text: (r) => ({
    component: 'Text',
    text: r.bound('text', ['string'], true),
    variant: r.oneOf('usageHint', TEXT_HINTS),
  }),
  Image: (r) => {
    const fit = r.oneOf('fit', IMAGE_FITS);
    return {
      component: 'Image',
      url: r.bound('url', ['string'], true),
      description: r.bound('altText', ['string']),
      fit: fit === 'scale-down' ? 'scaleDown' : fit,
      variant: r.oneOf('usageHint', IMAGE_HINTS),
    };
  },
  Icon: (r) => {
    const name = r.bound('name', ['string'], true);
    // Checked here so the report points into the v0.8 message (v0.9 knows every v0.8 name).
    if (typeof name === 'string' && !(basicIconNames as readonly string[]).includes(name)) {
      const at = child(child(r.at, 'name'), 'literalString');
      r.issues.push({path: at, message: `Unknown icon name "${name}".`});
    }
    return {component: 'Icon', name};
  },
  Video: (r) => ({component: 'Video', url: r.bound('url', ['string'], true)}),
  AudioPlayer: (r) => ({
    component: 'AudioPlayer',
    url: r.bound('url', ['string'], true),
    description: r.bound('description', ['string']),
  }),
  Row: container('Row', 'distribution'),
  Column: container('Column', 'distribution'),
  List: container('List', 'direction'),
  Card: (r) => ({component: 'Card', child: r.id('child', true)}),
  Tabs: (r) => {
    const tabs = r.list('tabItems', true, (item) => ({
      title: item.bound('title', ['string'], true),
      child: item.id('child', true),
    }));
    // v0.9 requires at least one tab; an empty v0.8 Tabs shows nothing, as an empty Column does.
    return tabs?.length === 0 ? {component: 'Column', children: []} : {component: 'Tabs', tabs};
  },
  Divider: (r) => ({component: 'Divider', axis: r.oneOf('axis', ['horizontal', 'vertical'])}),
  Modal: (r) => ({
    component: 'Modal',
    trigger: r.id('entryPointChild', true),
    content: r.id('contentChild', true),
  }),
  Button: (r) => ({
    component: 'Button',
    child: r.id('child', true),
    variant: r.plain('primary', 'boolean') === true ? 'primary' : undefined,
    action: r.object('action', true, action),
  }),
  CheckBox: (r) => ({
    component: 'CheckBox',
    label: r.bound('label', ['string'], true),
    value: r.bound('value', ['boolean'], true),
  }),
  TextField: (r) => {
    const label = r.bound('label', ['string'], true);
    const value = r.bound('text', ['string']);
    const type = r.oneOf('textFieldType', TEXT_FIELD_TYPES);
    const validationRegexp = r.plain('validationRegexp', 'string');
    // v0.9 TextField has no date variant; its date input is DateTimeInput.
    if (type === 'date') {
      return {component: 'DateTimeInput', label, value: value ?? '', enableDate: true};
    }
    return {component: 'TextField', label, value, variant: type, validationRegexp};
  },
  DateTimeInput: (r) => ({
    component: 'DateTimeInput',
    value: r.bound('value', ['string'], true),
    enableDate: r.plain('enableDate', 'boolean'),
    enableTime: r.plain('enableTime', 'boolean'),
  }),
  MultipleChoice: (r) => {
    const max = r.plain('maxAllowedSelections', 'integer') as number | undefined;
    const value = r.bound('selections', ['array'], true);
    return {
      component: 'ChoicePicker',
      value,
      options: r.list('options', true, (item) => ({
        label: item.bound('label', ['string'], true),
        value: item.plain('value', 'string', true),
      })),
      // v0.8 allows any number of selections unless limited; v0.9 defaults to exclusive.
      variant: max === 1 ? 'mutuallyExclusive' : 'multipleSelection',
      // v0.9 has no limit above one: a check tells the user who picked more, as a form does
      // (on a bound value; the check's value may not be a literal list). Without a message, the
      // picker says `uiText.maxSelections(max)` in the surface's language.
      ...(max! > 1 &&
        (value as {path?: unknown} | undefined)?.path !== undefined && {
          checks: [{condition: {call: 'length', args: {value, max}}, message: ''}],
        }),
      displayStyle: r.oneOf('variant', ['checkbox', 'chips']),
      filterable: r.plain('filterable', 'boolean'),
    };
  },
  Slider: (r) => {
    const label = r.bound('label', ['string']);
    const value = r.bound('value', ['number'], true);
    const min = r.plain('minValue', 'number') as number | undefined;
    const initial = (r.raw('value') as {literalNumber?: unknown} | null)?.literalNumber;
    // Raised to the minimum and the initial value, so the range never collapses on either.
    const fallback = Math.max(DEFAULT_SLIDER_MAX, min ?? 0, Number(initial) || 0);
    return {component: 'Slider', label, value, min, max: r.plain('maxValue', 'number') ?? fallback};
  },
};
