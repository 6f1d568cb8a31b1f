import {byKey, enumOf, looseObject, oneOf, strictObject, string, unknown} from './light-types.js';
import {anyObjectSchema, dateTimeSchema, rule} from './common-types.js';
import {hint} from './json-schema-hints.js';
import {versionSchema} from './server-messages.js';

/** `action` body: a user action reported to the agent, context resolved. */
export const actionBodySchema = looseObject({
  name: string(),
  surfaceId: string(),
  sourceComponentId: string(),
  timestamp: dateTimeSchema,
  context: anyObjectSchema,
});

/** `error` body with `code: "VALIDATION_FAILED"`: names the offending field by JSON Pointer. */
export const validationErrorBodySchema = strictObject({
  code: enumOf(['VALIDATION_FAILED']),
  surfaceId: string(),
  path: string(),
  message: string(),
});

/** `error` body of any other code (extra properties allowed). */
export const genericErrorBodySchema = looseObject({
  code: hint(
    unknown().check(
      rule(
        (code) => code !== undefined && code !== 'VALIDATION_FAILED',
        'A VALIDATION_FAILED error needs exactly code, surfaceId, path and message',
      ),
    ),
    'not',
    'VALIDATION_FAILED',
  ),
  surfaceId: string(),
  message: string(),
});

/** `error` body: one of the two forms, told apart by `code` (so issues point into the right one). */
export const errorBodySchema = byKey(
  'code',
  new Map([['VALIDATION_FAILED', validationErrorBodySchema]]),
  genericErrorBodySchema,
);

/** Schema of an `action` message (`{version, action}`, no other key): see `ActionMessage`. */
export const actionMessageSchema = strictObject({
  version: versionSchema,
  action: actionBodySchema,
});

/** Schema of an `error` message (`{version, error}`, no other key): see `ErrorMessage`. */
export const errorMessageSchema = strictObject({version: versionSchema, error: errorBodySchema});

/** `client_to_server.json`: exactly one of an action or an error. */
export const clientMessageSchema = oneOf([actionMessageSchema, errorMessageSchema]);
