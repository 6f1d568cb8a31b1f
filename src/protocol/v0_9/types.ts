/** TypeScript shapes of the A2UI v0.9 messages (what the schemas accept, defaults applied). */

/** `"v0.9"` or `"v0.9.1"`. */
export type ProtocolVersion = 'v0.9' | 'v0.9.1';

/** `{path}`: a JSON Pointer into the data model, absolute or relative to the scope. */
export interface DataBinding {
  /** JSON Pointer: absolute (`/user/name`) or relative to the scope (`name`). */
  path: string;
}

/** A call to a catalog function; each argument a literal or a Dynamic value. */
export interface FunctionCall {
  /** The function's name in the catalog (`formatString`, `required`, ...). */
  call: string;
  /** Its arguments by name, each a literal, a `{path}` or a nested `{call}`. */
  args?: Record<string, unknown>;
  /** The type the caller expects back; a call that fails yields a harmless value of it. */
  returnType?: 'string' | 'number' | 'boolean' | 'array' | 'object' | 'any' | 'void';
}

/** A literal, a data binding or a function call. */
export type DynamicValue = string | number | boolean | unknown[] | DataBinding | FunctionCall;

/**
 * A string property as an agent writes it: a literal, a `{path}` read from the data model, or a
 * `{call}` returning a string. Renderers coerce what a binding or call yields to a string.
 *
 * @example
 * const text: DynamicString = {call: 'formatString', args: {value: 'Hi ${/user/name}'}};
 */
export type DynamicString = string | DataBinding | FunctionCall;

/** A number property: a literal, a `{path}` or a `{call}`; what they yield is coerced to a number. */
export type DynamicNumber = number | DataBinding | FunctionCall;

/** A boolean property: a literal, a `{path}` or a `{call}`; what they yield is coerced to a boolean. */
export type DynamicBoolean = boolean | DataBinding | FunctionCall;

/** A string-list property: a literal array, a `{path}` or a `{call}`; coerced to a string array. */
export type DynamicStringList = string[] | DataBinding | FunctionCall;

/** Children: static ids, or a template component repeated for each item at `path`. */
export type ChildList = string[] | {componentId: string; path: string};

/** A validation rule of an input: `condition` must be true, else `message` is shown. */
export interface CheckRule {
  /** Must be true for the input to be valid (typically a call such as `required`). */
  condition: DynamicBoolean;
  /** Shown to the user while `condition` is false. */
  message: string;
}

/** A server event (`event`) or a local function call (`functionCall`). */
export type Action =
  {event: {name: string; context?: Record<string, DynamicValue>}} | {functionCall: FunctionCall};

/** One component of `updateComponents`. */
export interface ComponentDefinition {
  id: string;
  component: string;
  [prop: string]: unknown;
}

/** Theme of a surface (the basic catalog's keys; catalogs may add more). */
export interface Theme {
  /** `#rrggbb`: the surface's primary colour (its `--a2ui-color-primary`). */
  primaryColor?: string;
  /** An http(s) URL of the agent's icon, shown with its name. */
  iconUrl?: string;
  /** The agent's name, shown with its icon. */
  agentDisplayName?: string;
  [key: string]: unknown;
}

/**
 * Creates the surface `surfaceId`, drawn with the catalog `catalogId` and an optional theme.
 * With `sendDataModel: true` the renderer sends the surface's data model to the agent
 * (`a2uiClientDataModel`) with each message it sends.
 */
export interface CreateSurfaceMessage {
  /** The protocol version the message is written in. */
  version: ProtocolVersion;
  /** The surface to create: its id, catalog, theme and whether to send its data model. */
  createSurface: {surfaceId: string; catalogId: string; theme?: Theme; sendDataModel?: boolean};
}

/** Adds or replaces (by `id`, no merge) components of a surface; the one with id `root` is drawn. */
export interface UpdateComponentsMessage {
  /** The protocol version the message is written in. */
  version: ProtocolVersion;
  /** The surface and the components to add or replace. */
  updateComponents: {surfaceId: string; components: ComponentDefinition[]};
}

/**
 * Writes `value` at the JSON Pointer `path` of a surface's data model (the whole model when
 * `path` is absent or `/`); an absent `value` deletes what is at `path`.
 */
export interface UpdateDataModelMessage {
  /** The protocol version the message is written in. */
  version: ProtocolVersion;
  /** The surface, the JSON Pointer to write (default `/`) and the value (absent: delete). */
  updateDataModel: {surfaceId: string; path?: string; value?: unknown};
}

/** Deletes a surface: its components and data model are dropped and its renderers clear. */
export interface DeleteSurfaceMessage {
  /** The protocol version the message is written in. */
  version: ProtocolVersion;
  /** The surface to delete. */
  deleteSurface: {surfaceId: string};
}

/** A message from the agent to the renderer. */
export type ServerMessage =
  CreateSurfaceMessage | UpdateComponentsMessage | UpdateDataModelMessage | DeleteSurfaceMessage;

/** The `action` body sent to the agent when the user acts. */
export interface ActionBody {
  name: string;
  surfaceId: string;
  sourceComponentId: string;
  /** ISO 8601 date-time. */
  timestamp: string;
  context: Record<string, unknown>;
}

/** The `error` body sent to the agent. */
export type ErrorBody =
  | {code: 'VALIDATION_FAILED'; surfaceId: string; path: string; message: string}
  | {code: string; surfaceId: string; message: string; [key: string]: unknown};

/** Tells the agent the user acted (an `event` action of a component was triggered). */
export interface ActionMessage {
  /** The protocol version the message is written in. */
  version: ProtocolVersion;
  /** What the user did, with the action's context resolved. */
  action: ActionBody;
}

/** Tells the agent the renderer refused or could not use something it sent. */
export interface ErrorMessage {
  /** The protocol version the message is written in. */
  version: ProtocolVersion;
  /** What went wrong, for which surface (and where, for a validation error). */
  error: ErrorBody;
}

/** A message from the renderer to the agent. */
export type ClientMessage = ActionMessage | ErrorMessage;
