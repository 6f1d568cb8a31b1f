// The imports (none has side effects) are in the order whose drop-in bundle gzips best.
import {memo} from './memo.js';
import {byKey, looseObject, string} from './v0_9/light-types.js';
import {deeperThan, isRecord, kindOf, v08Hint} from './json-values.js';
import {
  basicCatalogLike,
  catalogSchemas,
  type CatalogLike,
  type CatalogSchemas,
} from './v0_9/catalog-schemas.js';
import {actionMessageSchema, errorMessageSchema} from './v0_9/client-messages.js';
import {
  serverMessageKinds,
  serverMessageSchemasFor,
  updateComponentsOf,
} from './v0_9/server-messages.js';
import {deepField, readableErrors, type ValidationError} from './issues.js';
import type {Schema} from './v0_9/common-types.js';
import type {ClientMessage, ComponentDefinition, ServerMessage} from './v0_9/types.js';

export type {ValidationError} from './issues.js';

/** Which way a message travels. */
export type MessageDirection = 'agentToRenderer' | 'rendererToAgent';

/** Options of {@link validateMessage}. */
export interface ValidateOptions {
  /** `'agentToRenderer'` or `'rendererToAgent'`: which messages the value may be. */
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

const own = Object.hasOwn;

// The one key of `kinds` a message object has, if exactly one.
function kindIn<K extends string>(message: unknown, kinds: readonly K[]): K | undefined {
  try {
    if (!isRecord(message)) return undefined;
    const present = kinds.filter((kind) => own(message, kind));
    return present.length === 1 ? present[0] : undefined;
  } catch {
    return undefined; // a hostile or revoked proxy; validation will report it
  }
}

/**
 * The kind of an agent → renderer message (its one known key), even if the rest is invalid.
 *
 * @example
 * // `path` is not a string, but the kind is known:
 * serverMessageKind({version: 'v0.9', updateDataModel: {surfaceId: 'main', path: 7}});
 * // → 'updateDataModel'
 */
export function serverMessageKind(message: unknown): Kind | undefined {
  return kindIn(message, serverMessageKinds);
}

export {surfaceIdOf} from './json-values.js';

const unknownComponent = looseObject({id: string(), component: string()});

// A component is checked by the schema its `component` names in the catalog, so errors point
// inside it: one checker rejecting unknown component types, one allowing them.
function checkers(catalog: CatalogSchemas, fallback?: Schema) {
  const component = byKey('component', catalog.components, fallback);
  return {component, updateComponents: updateComponentsOf(component)};
}
const rejecting = memo((catalog: CatalogSchemas) => checkers(catalog));
const allowing = memo((catalog: CatalogSchemas) => checkers(catalog, unknownComponent));
const checkersFor = (options: ServerValidateOptions) =>
  (options.unknownComponents === 'allow' ? allowing : rejecting)(
    catalogSchemas(options.catalog ?? basicCatalogLike),
  );

// The schema for a message object with exactly one of the given kinds, or why there is none.
function schemaByKind<K extends string>(
  message: unknown,
  kinds: readonly K[],
  schemaOf: (kind: K) => Schema,
): Schema | string {
  const kind = kindIn(message, kinds);
  if (kind) return schemaOf(kind);
  if (!isRecord(message)) return `Expected a message object, received ${kindOf(message)}`;
  const present = kinds.filter((kind) => own(message, kind));
  return `Expected exactly one of ${kinds.join(', ')}, received ${present.join(' and ') || 'none of them'}`;
}

const clientKinds = ['action', 'error'] as const;

const TOO_DEEP = 'Too deeply nested (over 1,024 levels) or cyclic';

// Checks a value with the chosen schema (or reports why none was chosen); never throws. A message
// nests at most 1,024 levels (a data model value nests 1,000, in its message): JSON.parse builds
// any depth, and what walks a deeper value recursively (comparing a re-sent component, resolving
// an action's context, JSON.stringify) overflows the stack.
function run<T>(value: unknown, choose: () => Schema | string): ValidationResult<T> {
  try {
    if (deeperThan(value, 1024)) {
      return {ok: false, errors: readableErrors(value, TOO_DEEP, deepField(value, 1024))};
    }
    const schema = choose();
    const result = typeof schema === 'string' ? undefined : schema.safeParse(value);
    if (result?.success) return {ok: true, message: result.data as T};
    return {ok: false, errors: readableErrors(value, result?.error.issues ?? (schema as string))};
  } catch (error) {
    // Zod recurses: a cyclic object ends here.
    const message = error instanceof RangeError ? TOO_DEEP : 'Message could not be validated';
    return {ok: false, errors: readableErrors(value, message)};
  }
}

/** Validates one agent → renderer message against a catalog (the processor's per-message check). */
export function validateServerMessage(
  message: unknown,
  options: ServerValidateOptions = {},
): ValidationResult<ServerMessage> {
  return run(
    message,
    () =>
      // A v0.8 message is told as one, not as a message of none of the v0.9 types.
      (serverMessageKind(message) ? undefined : v08Hint(message)) ??
      schemaByKind(message, serverMessageKinds, (kind) =>
        kind === 'updateComponents'
          ? checkersFor(options).updateComponents
          : serverMessageSchemasFor(options.catalog ?? basicCatalogLike)[kind],
      ),
  );
}

/**
 * Validates one component definition of `updateComponents` on its own (paths relative to the
 * component), e.g. to keep the good components of a batch that has a bad one.
 *
 * @example
 * validateComponent({id: 'title', component: 'Text', text: 42});
 * // → {ok: false, errors: [
 * //     {path: '/text', message: 'Expected string or object, received number'}]}
 */
export function validateComponent(
  component: unknown,
  options: ServerValidateOptions = {},
): ValidationResult<ComponentDefinition> {
  return run(component, () => checkersFor(options).component);
}

/** Validates one renderer → agent message (`action` or `error`). */
export function validateClientMessage(message: unknown): ValidationResult<ClientMessage> {
  return run(message, () =>
    schemaByKind(message, clientKinds, (kind) =>
      kind === 'action' ? actionMessageSchema : errorMessageSchema,
    ),
  );
}

/**
 * Validates one A2UI v0.9 / v0.9.1 message. Never throws: any input yields a verdict, with the
 * JSON Pointer of each offending field.
 *
 * @example
 * validateMessage({version: 'v0.9', deleteSurface: {}}, {direction: 'agentToRenderer'});
 * // → {ok: false, errors: [
 * //     {path: '/deleteSurface/surfaceId', message: 'Missing required property "surfaceId"'}]}
 */
export function validateMessage(
  message: unknown,
  options: ValidateOptions,
): ValidationResult<ServerMessage | ClientMessage> {
  return options.direction === 'rendererToAgent'
    ? validateClientMessage(message)
    : validateServerMessage(message, options);
}
