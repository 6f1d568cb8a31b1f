// Prose for the exported JSON Schemas (`npm run spec`), written for agents that generate A2UI.
// Only the spec export imports this module, so it never reaches the browser bundle.

/** A description of a schema and of some of its properties. */
export interface Described {
  readonly description: string;
  readonly properties?: Readonly<Record<string, string>>;
}

const common = {
  id: 'Unique id of this component within the surface; other components refer to it by this id.',
  accessibility: 'Label and description read by assistive technologies.',
  weight: 'Flex grow factor; only meaningful for a direct child of a Row or Column.',
  checks: 'Validation rules; the first failing rule shows its message and blocks actions.',
};

/** Descriptions of the 18 basic components and their properties. */
export const componentDescriptions: Readonly<Record<string, Described>> = {
  Text: {
    description: 'A run of text, optionally styled as a heading or caption.',
    properties: {
      ...common,
      text: 'The text. Simple Markdown (emphasis, lists, code) is rendered; HTML is not.',
      variant: 'Typographic role of the text.',
    },
  },
  Image: {
    description: 'An image loaded from an http(s) URL.',
    properties: {
      ...common,
      url: 'Address of the image.',
      description: 'Alternative text for people who cannot see the image.',
      fit: 'How the image fills its box, as CSS object-fit.',
      variant: 'Size and shape preset (icon, avatar, feature sizes, header banner).',
    },
  },
  Icon: {
    description: 'A small symbol: a named icon, an SVG path, or a name bound to the data model.',
    properties: {...common, name: 'Icon name from the list, {svgPath} or a {path} binding.'},
  },
  Video: {
    description: 'A video player for an http(s) URL.',
    properties: {...common, url: 'Address of the video.'},
  },
  AudioPlayer: {
    description: 'An audio player for an http(s) URL.',
    properties: {...common, url: 'Address of the audio.', description: 'Title or summary shown.'},
  },
  Row: {
    description: 'Lays out its children side by side.',
    properties: {
      ...common,
      children: 'Child ids, or a template {componentId, path} repeated for each list item.',
      justify: 'Distribution of the children along the row.',
      align: 'Vertical alignment of the children.',
    },
  },
  Column: {
    description: 'Lays out its children top to bottom.',
    properties: {
      ...common,
      children: 'Child ids, or a template {componentId, path} repeated for each list item.',
      justify: 'Distribution of the children along the column.',
      align: 'Horizontal alignment of the children.',
    },
  },
  List: {
    description: 'A scrollable list of children, usually generated from a data-model list.',
    properties: {
      ...common,
      children: 'Child ids, or a template {componentId, path} repeated for each list item.',
      direction: 'Scroll direction.',
      align: 'Alignment of the items across the list.',
    },
  },
  Card: {
    description: 'A raised container around exactly one child (wrap several in a Column).',
    properties: {...common, child: 'Id of the content component.'},
  },
  Tabs: {
    description: 'Tabbed panels; one child is shown at a time.',
    properties: {...common, tabs: 'The tabs, each with a title and the id of its content.'},
  },
  Modal: {
    description: 'A dialog opened by its trigger component.',
    properties: {
      ...common,
      trigger: 'Id of the component (usually a Button) that opens the dialog.',
      content: 'Id of the component shown inside the dialog.',
    },
  },
  Divider: {
    description: 'A thin separating line.',
    properties: {...common, axis: 'Orientation of the line.'},
  },
  Button: {
    description: 'A clickable button that triggers an action.',
    properties: {
      ...common,
      child: 'Id of the label component (a Text, or an Icon for icon-only buttons).',
      variant: 'Visual emphasis: default, primary call to action, or borderless link style.',
      action: 'What a click does: send an event to the agent, or call a local function.',
    },
  },
  TextField: {
    description: 'A text input, usually two-way bound to the data model through value.',
    properties: {
      ...common,
      label: 'Label of the input.',
      value: 'Current text; bind it with {path} to write user input to the data model.',
      variant: 'Kind of input: single line, multi-line, number or password.',
      validationRegexp: 'Regular expression the text must match.',
    },
  },
  CheckBox: {
    description: 'A checkbox with a label, two-way bound to a boolean.',
    properties: {...common, label: 'Label of the checkbox.', value: 'Checked state.'},
  },
  ChoicePicker: {
    description: 'Lets the user pick one or several options.',
    properties: {
      ...common,
      label: 'Label of the group.',
      variant: 'Single choice or multiple choice.',
      options: 'The options, each a label shown and a stable value stored.',
      value: 'Selected values (a list of strings, even for a single choice).',
      displayStyle: 'Shown as checkboxes/radios or as chips.',
      filterable: 'Shows a search box that filters the options.',
    },
  },
  Slider: {
    description: 'A slider over a numeric range, two-way bound to a number.',
    properties: {
      ...common,
      label: 'Label of the slider.',
      min: 'Smallest value.',
      max: 'Largest value.',
      value: 'Current value.',
    },
  },
  DateTimeInput: {
    description: 'A date and/or time picker whose value is an ISO 8601 string.',
    properties: {
      ...common,
      value: 'Selected date/time as ISO 8601 text; use an empty string when unset.',
      enableDate: 'Lets the user pick a date.',
      enableTime: 'Lets the user pick a time.',
      min: 'Earliest allowed value (ISO 8601 date, time with zone, or date-time).',
      max: 'Latest allowed value (ISO 8601 date, time with zone, or date-time).',
      label: 'Label of the input.',
    },
  },
};

/** Descriptions of the 14 basic functions and their arguments. */
export const functionDescriptions: Readonly<Record<string, Described>> = {
  required: {
    description: 'True when the value is present and not empty.',
    properties: {value: 'The value to test.'},
  },
  regex: {
    description: 'True when the whole string matches the regular expression.',
    properties: {value: 'The string to test.', pattern: 'JavaScript regular expression source.'},
  },
  length: {
    description: 'True when the string length is within min and max (give at least one).',
    properties: {value: 'The string.', min: 'Minimum length.', max: 'Maximum length.'},
  },
  numeric: {
    description: 'True when the number is within min and max (give at least one).',
    properties: {value: 'The number.', min: 'Smallest allowed.', max: 'Largest allowed.'},
  },
  email: {
    description: 'True when the string looks like an email address.',
    properties: {value: 'The string to test.'},
  },
  formatString: {
    description:
      'Interpolates ${...} expressions: data paths (${/user/name}, ${name}) and function calls with named arguments (${formatNumber(value:${/n})}). Write \\${ for a literal ${.',
    properties: {value: 'The template.'},
  },
  formatNumber: {
    description: 'Formats a number for the user locale.',
    properties: {
      value: 'The number.',
      decimals: 'Digits after the decimal point.',
      grouping: 'Whether to use thousands separators (default true).',
    },
  },
  formatCurrency: {
    description: 'Formats an amount of money for the user locale.',
    properties: {
      value: 'The amount.',
      currency: 'ISO 4217 currency code such as EUR.',
      decimals: 'Digits after the decimal point.',
      grouping: 'Whether to use thousands separators (default true).',
    },
  },
  formatDate: {
    description: 'Formats a date with a Unicode TR35 pattern such as "EEE, MMM d" or "HH:mm".',
    properties: {value: 'ISO 8601 string or epoch milliseconds.', format: 'The TR35 pattern.'},
  },
  pluralize: {
    description: 'Picks the text for the CLDR plural category of the count in the user locale.',
    properties: {
      value: 'The count.',
      zero: 'Text for the zero category.',
      one: 'Text for the one category.',
      two: 'Text for the two category.',
      few: 'Text for the few category.',
      many: 'Text for the many category.',
      other: 'Text for every other count (required).',
    },
  },
  openUrl: {
    description: 'Opens an http(s) URL in a new tab; only from a user action.',
    properties: {url: 'The URL to open.'},
  },
  and: {description: 'True when every value is true.', properties: {values: 'Two or more.'}},
  or: {description: 'True when any value is true.', properties: {values: 'Two or more.'}},
  not: {description: 'Negates a boolean.', properties: {value: 'The boolean.'}},
};

/** Descriptions of the common types and the messages, by their exported name. */
export const definitionDescriptions: Readonly<Record<string, string>> = {
  ComponentId: 'Id of a component of the same surface.',
  DataBinding: 'A JSON Pointer into the data model, absolute (/a/b) or relative to the item.',
  ChildList: 'Static child ids, or a template component repeated for each item of a list.',
  DynamicValue: 'A literal, a {path} binding, or a function call.',
  DynamicString: 'A string literal, a {path} binding, or a call returning a string.',
  DynamicNumber: 'A number literal, a {path} binding, or a call returning a number.',
  DynamicBoolean: 'A boolean literal, a {path} binding, or a call returning a boolean.',
  DynamicStringList: 'A list of strings, a {path} binding, or a call returning a list.',
  FunctionCall: 'A call {call, args, returnType?} to one of the catalog functions.',
  CheckRule: 'A validation rule: when condition is false, message is shown.',
  Action: 'Either {event: {name, context}} sent to the agent, or {functionCall} run locally.',
  AccessibilityAttributes: 'Text for assistive technologies.',
  theme: 'Surface theme: primaryColor (#rrggbb), iconUrl and agentDisplayName.',
  anyComponent: 'A definition of exactly one of the catalog components.',
  anyFunction: 'A call to exactly one of the catalog functions.',
  CreateSurfaceMessage: 'Creates a surface rendered with a catalog.',
  UpdateComponentsMessage: 'Adds or replaces components of a surface, by id; one must be root.',
  UpdateDataModelMessage: 'Sets (or, without value, removes) the data at path.',
  DeleteSurfaceMessage: 'Removes a surface.',
  ActionMessage: 'A user action, its context resolved at the moment of the action.',
  ErrorMessage: 'An error the renderer reports to the agent.',
  Error: 'VALIDATION_FAILED with the JSON Pointer of the field, or any other error code.',
};
