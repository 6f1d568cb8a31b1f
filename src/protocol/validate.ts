import * as z from 'zod/mini';
import {IssueCollector, type ValidationError} from './issues.js';
import {
  basicCatalogLike,
  catalogSchemas,
  type CatalogLike,
  type CatalogSchemas,
} from './v0_9/catalog-schemas.js';
import {
  actionMessageSchema,
  genericErrorBodySchema,
  validationErrorBodySchema,
} from './v0_9/client-messages.js';
import {arrayOf, type Schema} from './v0_9/common-types.js';
import {
  serverMessageKinds,
  serverMessageSchemasFor,
  versionSchema,
} from './v0_9/server-messages.js';
import type {ClientMessage, ComponentDefinition, ServerMessage} from './v0_9/types.js';

export type {ValidationError} from './issues.js';

/** Which way a message travels. */
export type MessageDirection = 'agentToRenderer' | 'rendererToAgent';

/** Options of {@link validateMessage}. */
export interface ValidateOptions {
  readonly direction: MessageDirection;
  /** Catalog whose components, functions and theme are allowed; default: the basic catalog. */
  readonly catalog?: CatalogLike;
  /** `'allow'`: a component of a type the catalog lacks passes when it has string `id` and
   * `component` (the renderer shows a placeholder); default `'reject'`, as the spec says. */
  readonly unknownComponents?: 'reject' | 'allow';
}

/** The verdict: the parsed message (defaults applied) or every reason it is invalid. */
export type ValidationResult<T = unknown> =
  | {readonly ok: true; readonly message: T}
  | {readonly ok: false; readonly errors: readonly ValidationError[]};

/** Options of {@link validateServerMessage}. */
export type ServerValidateOptions = Omit<ValidateOptions, 'direction'>;

type Kind = (typeof serverMessageKinds)[number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

const own = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

/** The kind of an agent → renderer message (its one known key), even if the rest is invalid. */
export function serverMessageKind(message: unknown): Kind | undefined {
  if (!isRecord(message)) return undefined;
  try {
    const kinds = serverMessageKinds.filter((kind) => own(message, kind));
    return kinds.length === 1 ? kinds[0] : undefined;
  } catch {
    return undefined; // a hostile proxy; validation will report it
  }
}

/** The `surfaceId` a message is about, read best-effort from a possibly invalid message. */
export function surfaceIdOf(message: unknown): string | undefined {
  if (!isRecord(message)) return undefined;
  try {
    for (const key of [...serverMessageKinds, 'action', 'error']) {
      const body = own(message, key) ? message[key] : undefined;
      if (isRecord(body) && typeof body.surfaceId === 'string') return body.surfaceId;
    }
  } catch {
    // a throwing getter or proxy: no surface id to be had
  }
  return undefined;
}

const componentsEnvelope = z.strictObject({
  version: versionSchema,
  updateComponents: z.strictObject({
    surfaceId: z.string(),
    components: arrayOf(z.unknown(), 1),
  }),
});

const errorEnvelopes = new Map<Schema, Schema>();
function errorEnvelope(body: Schema): Schema {
  let envelope = errorEnvelopes.get(body);
  if (!envelope)
    errorEnvelopes.set(body, (envelope = z.strictObject({version: versionSchema, error: body})));
  return envelope;
}

const unknownComponentEnvelope = z.looseObject({id: z.string(), component: z.string()});

function parseInto(schema: Schema, value: unknown, errors: IssueCollector, base: PropertyKey[]) {
  const result = schema.safeParse(value);
  if (!result.success) errors.addIssues(result.error.issues, base);
  return result.data;
}

// A component is checked by the schema its `component` names, so errors point inside it.
function checkComponent(
  component: unknown,
  catalog: CatalogSchemas,
  allowUnknown: boolean,
  errors: IssueCollector,
  at: PropertyKey[],
): unknown {
  if (!isRecord(component)) {
    errors.add(at, `Expected a component object, received ${kindOf(component)}`);
    return undefined;
  }
  const name = component.component;
  const schema = typeof name === 'string' ? catalog.components.get(name) : undefined;
  if (schema) return parseInto(schema, component, errors, at);
  if (allowUnknown && typeof name === 'string') {
    return parseInto(unknownComponentEnvelope, component, errors, at);
  }
  errors.add(
    [...at, 'component'],
    name === undefined
      ? 'Missing required property "component"'
      : typeof name === 'string'
        ? `Unknown component type ${JSON.stringify(name)}`
        : `Expected string, received ${kindOf(name)}`,
  );
  return undefined;
}

function validateComponents(
  message: Record<string, unknown>,
  catalog: CatalogSchemas,
  allowUnknown: boolean,
  errors: IssueCollector,
): unknown {
  const envelope = parseInto(componentsEnvelope, message, errors, []);
  const body = message.updateComponents;
  const components = isRecord(body) && Array.isArray(body.components) ? body.components : [];
  const parsed: unknown[] = [];
  components.forEach((component, index) => {
    if (errors.full) return;
    const at = ['updateComponents', 'components', index];
    parsed.push(checkComponent(component, catalog, allowUnknown, errors, at));
  });
  if (errors.errors.length > 0 || !envelope) return undefined;
  const out = envelope as {updateComponents: {components: unknown[]}};
  out.updateComponents.components = parsed;
  return out;
}

function validateServer(message: unknown, options: ServerValidateOptions, errors: IssueCollector) {
  if (!isRecord(message)) {
    errors.add([], `Expected a message object, received ${kindOf(message)}`);
    return undefined;
  }
  const kind = serverMessageKind(message);
  if (!kind) {
    errors.add([], `Expected exactly one of ${serverMessageKinds.join(', ')}`);
    return undefined;
  }
  const catalog = options.catalog ?? basicCatalogLike;
  if (kind === 'updateComponents') {
    const schemas = catalogSchemas(catalog);
    return validateComponents(message, schemas, options.unknownComponents === 'allow', errors);
  }
  return parseInto(serverMessageSchemasFor(catalog)[kind], message, errors, []);
}

function validateClient(message: unknown, errors: IssueCollector) {
  if (!isRecord(message)) {
    errors.add([], `Expected a message object, received ${kindOf(message)}`);
    return undefined;
  }
  const hasAction = own(message, 'action');
  if (hasAction === own(message, 'error')) {
    errors.add([], 'Expected exactly one of action, error');
    return undefined;
  }
  if (hasAction) return parseInto(actionMessageSchema, message, errors, []);
  // The two error forms are told apart by `code`; checking the chosen one gives exact paths.
  const body = message.error;
  const form =
    isRecord(body) && body.code === 'VALIDATION_FAILED'
      ? validationErrorBodySchema
      : genericErrorBodySchema;
  return parseInto(errorEnvelope(form), message, errors, []);
}

function run<T>(message: unknown, check: (errors: IssueCollector) => unknown): ValidationResult<T> {
  const errors = new IssueCollector(message);
  try {
    const parsed = check(errors);
    if (errors.errors.length === 0) return {ok: true, message: parsed as T};
  } catch (error) {
    // Zod recurses: a cyclic or absurdly deep object (never produced by JSON.parse) ends here.
    errors.add(
      [],
      error instanceof RangeError
        ? 'Message is cyclic or too deeply nested'
        : 'Message could not be validated',
    );
  }
  return {ok: false, errors: errors.errors};
}

/** Validates one agent → renderer message against a catalog (the processor's per-message check). */
export function validateServerMessage(
  message: unknown,
  options: ServerValidateOptions = {},
): ValidationResult<ServerMessage> {
  return run(message, (errors) => validateServer(message, options, errors));
}

/**
 * Validates one component definition of `updateComponents` on its own (paths relative to the
 * component), e.g. to keep the good components of a batch that has a bad one.
 */
export function validateComponent(
  component: unknown,
  options: ServerValidateOptions = {},
): ValidationResult<ComponentDefinition> {
  const catalog = catalogSchemas(options.catalog ?? basicCatalogLike);
  const allowUnknown = options.unknownComponents === 'allow';
  return run(component, (errors) => checkComponent(component, catalog, allowUnknown, errors, []));
}

/** Validates one renderer → agent message (`action` or `error`). */
export function validateClientMessage(message: unknown): ValidationResult<ClientMessage> {
  return run(message, (errors) => validateClient(message, errors));
}

/**
 * Validates one A2UI v0.9 / v0.9.1 message. Never throws: any input yields a verdict, with the
 * JSON Pointer of each offending field.
 */
export function validateMessage(
  message: unknown,
  options: ValidateOptions,
): ValidationResult<ServerMessage | ClientMessage> {
  return options.direction === 'rendererToAgent'
    ? validateClientMessage(message)
    : validateServerMessage(message, options);
}
