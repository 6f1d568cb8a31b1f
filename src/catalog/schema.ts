import {
  array,
  boolean,
  enumOf,
  looseObject,
  number,
  oneOf,
  optional,
  strictObject,
  string,
  unknown,
} from '../protocol/v0_9/light-types.js';

/**
 * Schema builders for custom components' properties and custom functions' arguments, for pages
 * without a build step: the drop-in file carries them (it carries no `zod/mini` of its own to
 * import). They make zod schemas, the ones the basic catalog is built from, so they mix with
 * `zod/mini` schemas where that is installed.
 *
 * ```js
 * props: (t) => ({label: t.dynamicString, trend: schema.optional(schema.enum(['up', 'down']))})
 * ```
 */
export const schema = Object.freeze({
  /** A closed object: the given properties only (`{value: schema.number()}`). */
  object: strictObject,
  /** An open object: the given properties, and any other. */
  looseObject,
  /** An array whose every item matches the given schema. */
  array,
  /** Any string. */
  string,
  /** A finite number. */
  number,
  /** `true` or `false`. */
  boolean,
  /** Any value. */
  unknown,
  /** The given schema, or absent (for object properties). */
  optional,
  /** One of the given strings. */
  enum: enumOf,
  /** Exactly one of the given schemas. */
  oneOf: (options: Parameters<typeof oneOf>[0]) => oneOf(options),
});
