import * as z from 'zod/mini';
import {
  array,
  boolean,
  enumOf,
  looseObject,
  number,
  oneOf,
  oneOfByKey,
  optional,
  strictObject,
  string,
} from './light-types.js';
import {
  arrayOf,
  childListSchema,
  componentIdSchema,
  createCommonTypes,
  dataBindingSchema,
  defaulted,
  matching,
  uriSchema,
  withDefaults,
  type CommonTypes,
  type Schema,
} from './common-types.js';
import {createBasicFunctionCallSchemas} from './basic-function-calls.js';

/** Names of the icons of the basic catalog's `Icon.name`. */
export const basicIconNames = [
  'accountCircle',
  'add',
  'arrowBack',
  'arrowForward',
  'attachFile',
  'calendarToday',
  'call',
  'camera',
  'check',
  'close',
  'delete',
  'download',
  'edit',
  'event',
  'error',
  'fastForward',
  'favorite',
  'favoriteOff',
  'folder',
  'help',
  'home',
  'info',
  'locationOn',
  'lock',
  'lockOpen',
  'mail',
  'menu',
  'moreVert',
  'moreHoriz',
  'notificationsOff',
  'notifications',
  'pause',
  'payment',
  'person',
  'phone',
  'photo',
  'play',
  'print',
  'refresh',
  'rewind',
  'search',
  'send',
  'settings',
  'share',
  'shoppingCart',
  'skipNext',
  'skipPrevious',
  'star',
  'starHalf',
  'starOff',
  'stop',
  'upload',
  'visibility',
  'visibilityOff',
  'volumeDown',
  'volumeMute',
  'volumeOff',
  'volumeUp',
  'warning',
] as const;

/** The basic catalog's `theme`: open, with a `#rrggbb` `primaryColor` and a URI `iconUrl`. */
export const basicThemeSchema = looseObject({
  primaryColor: optional(matching(/^#[0-9a-fA-F]{6}$/)),
  iconUrl: optional(uriSchema),
  agentDisplayName: optional(string()),
});

function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return defaulted(enumOf(values), fallback);
}

/** `justify` values of Row and Column. */
export const justifyValues = [
  'start',
  'center',
  'end',
  'spaceBetween',
  'spaceAround',
  'spaceEvenly',
  'stretch',
] as const;
/** `align` values of Row, Column and List. */
export const alignValues = ['start', 'center', 'end', 'stretch'] as const;

/** `fit` values of Image. */
export const imageFits = ['contain', 'cover', 'fill', 'none', 'scaleDown'] as const;
/** `variant` values of Image. */
export const imageVariants = [
  'icon',
  'avatar',
  'smallFeature',
  'mediumFeature',
  'largeFeature',
  'header',
] as const;
/** `variant` values of Button. */
export const buttonVariants = ['default', 'primary', 'borderless'] as const;
/** `variant` values of TextField. */
export const textFieldVariants = ['longText', 'number', 'shortText', 'obscured'] as const;

/**
 * Closed schemas of the 18 basic components, built on the given common types (so a catalog that
 * adds functions also accepts calls to them inside basic components).
 */
export function createBasicComponentSchemas(t: CommonTypes): Record<string, Schema> {
  const text = t.dynamicString;
  const id = componentIdSchema;
  const checks = optional(array(t.checkRule)); // first property of the checkable components
  const shapes: Record<string, z.core.$ZodLooseShape> = {
    Text: {text, variant: choice(['h1', 'h2', 'h3', 'h4', 'h5', 'caption', 'body'], 'body')},
    Image: {
      url: text,
      description: optional(text),
      fit: choice(imageFits, 'fill'),
      variant: choice(imageVariants, 'mediumFeature'),
    },
    Icon: {
      name: oneOf([enumOf(basicIconNames), strictObject({svgPath: string()}), dataBindingSchema]),
    },
    Video: {url: text},
    AudioPlayer: {url: text, description: optional(text)},
    Row: {
      children: childListSchema,
      justify: choice(justifyValues, 'start'),
      align: choice(alignValues, 'stretch'),
    },
    Column: {
      children: childListSchema,
      justify: choice(justifyValues, 'start'),
      align: choice(alignValues, 'stretch'),
    },
    List: {
      children: childListSchema,
      direction: choice(['vertical', 'horizontal'], 'vertical'),
      align: choice(alignValues, 'stretch'),
    },
    Card: {child: id},
    Tabs: {tabs: arrayOf(strictObject({title: text, child: id}), 1)},
    Modal: {trigger: id, content: id},
    Divider: {axis: choice(['horizontal', 'vertical'], 'horizontal')},
    Button: {
      checks,
      child: id,
      variant: choice(buttonVariants, 'default'),
      action: t.action,
    },
    TextField: {
      checks,
      label: text,
      value: optional(text),
      variant: choice(textFieldVariants, 'shortText'),
      validationRegexp: optional(string()),
    },
    CheckBox: {checks, label: text, value: t.dynamicBoolean},
    ChoicePicker: {
      checks,
      label: optional(text),
      variant: choice(['multipleSelection', 'mutuallyExclusive'], 'mutuallyExclusive'),
      options: array(strictObject({label: text, value: string()})),
      value: t.dynamicStringList,
      displayStyle: choice(['checkbox', 'chips'], 'checkbox'),
      filterable: defaulted(boolean(), false),
    },
    Slider: {
      checks,
      label: optional(text),
      min: defaulted(number(), 0),
      max: number(),
      value: t.dynamicNumber,
    },
    DateTimeInput: {
      checks,
      value: text,
      enableDate: defaulted(boolean(), false),
      enableTime: defaulted(boolean(), false),
      min: optional(t.dynamicDateTimeString),
      max: optional(t.dynamicDateTimeString),
      label: optional(text),
    },
  };
  return Object.fromEntries(
    Object.entries(shapes).map(([name, shape]) => [name, componentSchema(t, name, shape)]),
  );
}

/**
 * Closed schema of a component definition: `id`, `component` (its name), `accessibility`,
 * `weight` and the given properties, whose `defaulted` values parsing fills in.
 */
export function componentSchema(
  t: CommonTypes,
  name: string,
  properties: z.core.$ZodLooseShape,
): Schema {
  return withDefaults(
    strictObject({
      id: componentIdSchema,
      component: enumOf([name]),
      accessibility: optional(t.accessibility),
      weight: optional(number()),
      ...properties,
    }),
  );
}

const basicCalls: Schema[] = [];

/** `FunctionCall` of the basic catalog: a call to exactly one of its 14 functions. */
export const basicFunctionCallSchema: Schema = oneOfByKey('call', basicCalls);

/** The common types bound to the basic catalog's functions. */
export const basicCommonTypes: CommonTypes = createCommonTypes(basicFunctionCallSchema);

/** Wire schemas of calls to the basic catalog's functions (`anyFunction`), by function name. */
export const basicFunctionCallSchemas: Record<string, Schema> =
  createBasicFunctionCallSchemas(basicCommonTypes);
basicCalls.push(...Object.values(basicFunctionCallSchemas));

/** Closed schema of each of the 18 basic components, by component name. */
export const basicComponentSchemas: Record<string, Schema> =
  createBasicComponentSchemas(basicCommonTypes);
