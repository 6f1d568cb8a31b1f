import * as z from 'zod/mini';
import {byKey, enumOf, oneOf} from './light-types.js';
import {anyObjectSchema, dateTimeSchema, rule} from './common-types.js';
import {hint} from './json-schema-hints.js';
import {versionSchema} from './server-messages.js';

/** `action` body: a user action reported to the agent, context resolved. */
export const actionBodySchema = z.looseObject({
  name: z.string(),
  surfaceId: z.string(),
  sourceComponentId: z.string(),
  timestamp: dateTimeSchema,
  context: anyObjectSchema,
});

/** `error` body with `code: "VALIDATION_FAILED"`: names the offending field by JSON Pointer. */
export const validationErrorBodySchema = z.strictObject({
  code: enumOf(['VALIDATION_FAILED']),
  surfaceId: z.string(),
  path: z.string(),
  message: z.string(),
});

/** `error` body of any other code (extra properties allowed). */
export const genericErrorBodySchema = z.looseObject({
  code: hint(
    z
      .unknown()
      .check(
        rule(
          (code) => code !== undefined && code !== 'VALIDATION_FAILED',
          'A VALIDATION_FAILED error needs exactly code, surfaceId, path and message',
        ),
      ),
    'not',
    'VALIDATION_FAILED',
  ),
  surfaceId: z.string(),
  message: z.string(),
});

/** `error` body: one of the two forms, told apart by `code` (so issues point into the right one). */
export const errorBodySchema = byKey(
  'code',
  new Map([['VALIDATION_FAILED', validationErrorBodySchema]]),
  genericErrorBodySchema,
);

/** `{version, action}`. */
export const actionMessageSchema = z.strictObject({
  version: versionSchema,
  action: actionBodySchema,
});

/** `{version, error}`. */
export const errorMessageSchema = z.strictObject({version: versionSchema, error: errorBodySchema});

/** `client_to_server.json`: exactly one of an action or an error. */
export const clientMessageSchema = oneOf([actionMessageSchema, errorMessageSchema]);
