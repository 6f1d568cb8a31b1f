import type * as z from 'zod/mini';
import {toJsonPointer} from './json-pointer.js';
import {deeperThan, kindOf} from './json-values.js';

/** One reason a message is invalid. */
export interface ValidationError {
  /** JSON Pointer (RFC 6901) of the offending field inside the message; `''` is the message. */
  readonly path: string;
  /** Human-readable explanation. */
  readonly message: string;
}

/** Fields worth reporting for one message; a broken message stops there. */
export const MAX_ERRORS = 20;

type Issue = z.core.$ZodIssue;
type Path = PropertyKey[];

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

// The value at a path of own properties, or undefined.
const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      isObject(value) && Object.hasOwn(value, key)
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    root,
  );

// Short, safe rendering of a value inside a message (agent strings may be huge or cyclic).
function quote(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 60 ? value.slice(0, 57) + '…' : value);
  }
  // A number JSON overflowed (1e999) is named as such by kindOf.
  return isObject(value) || (typeof value === 'number' && !isFinite(value))
    ? kindOf(value)
    : String(value);
}

// ", received …" naming a value: a scalar itself, an array by its length (an object's keys
// would say little).
const received = (value: unknown): string =>
  Array.isArray(value)
    ? `, received ${value.length} item(s)`
    : isObject(value)
      ? ''
      : `, received ${quote(value)}`;

// Names, comma separated, 30 at most.
const names = (values: readonly string[]): string =>
  values.slice(0, 30).join(', ') + (values.length > 30 ? ', …' : '');

function list(values: readonly unknown[]): string {
  return values.length > 1 ? 'one of ' + names(values.map(quote)) : values.map(quote).join('');
}

// How far into the value a branch got before failing: the shallowest issue depth, counting an
// unknown property as one level down. The branch that got deepest is the one the author meant.
function reach(issues: readonly Issue[]): number {
  let depth = Infinity;
  for (const issue of issues) {
    depth = Math.min(depth, issue.path.length + +(issue.code === 'unrecognized_keys'));
  }
  return depth;
}

// A key of an A2UI v0.8 bound value ({literalString}, {path, literalNumber}, …).
const V08_VALUE_KEY = /^(path|literal(String|Number|Boolean|Array))$/;

// What to write instead of `value` (at `path[at - 1]`) when it is in an A2UI v0.8 form, or a
// check written flat ({call, args, message}, as the spec's own example stream has it).
function formHint(value: object, path: Path, at: number): string | undefined {
  const has = (key: string) => Object.hasOwn(value, key);
  const key = at > 0 ? quote(String(path[at - 1])) + ': ' : '';
  // A component as v0.8 writes it: {"id", "component": {"Text": {…properties}}}.
  const wrapped = (value as {component?: unknown}).component;
  if (has('id') && isObject(wrapped) && !Array.isArray(wrapped)) {
    const [type] = Object.keys(wrapped);
    if (type)
      return `A2UI v0.8 form; write "component": ${quote(type)} and its properties beside it`;
  }
  const keys = Object.keys(value);
  const literal = keys.find((name) => name !== 'path');
  if (literal && keys.every((name) => V08_VALUE_KEY.test(name))) {
    return has('path')
      ? 'A2UI v0.8 form; write {"path"} alone (its value by updateDataModel)'
      : `A2UI v0.8 form; write the value itself: ${key}${quote((value as Record<string, unknown>)[literal])}`;
  }
  if (has('explicitList')) return `A2UI v0.8 form; write the array of ids itself: ${key}[…]`;
  const template = (value as {template?: unknown}).template;
  if (isObject(template) && Object.hasOwn(template, 'dataBinding')) {
    return 'A2UI v0.8 form; write {"componentId", "path"}';
  }
  if (path[at - 2] === 'checks' && has('call') && !has('condition')) {
    return 'Put the call in condition: {"condition": {"call", "args"}, "message"}';
  }
  return undefined;
}

/**
 * Where `root`, nested deeper than `limit` (or cyclic), goes too deep: the path of the property
 * that holds the deep value (a few steps down at most; array indexes below it left out).
 */
export function deepField(root: unknown, limit: number): Path {
  const path: Path = [];
  for (let value = root; path.length < 6 && isObject(value);) {
    const record = value as Record<string, unknown>;
    const key = Object.keys(record).find((key) => deeperThan(record[key], limit - path.length - 1));
    if (key === undefined) break;
    path.push(Array.isArray(value) ? Number(key) : key);
    value = record[key];
  }
  while (typeof path[path.length - 1] === 'number') path.pop();
  return path;
}

/**
 * Readable errors about a message (`root`): for zod issues, each at the JSON Pointer of the
 * offending field (below `base`), or one message about the whole. At most 20.
 */
export function readableErrors(
  root: unknown,
  issues: readonly Issue[] | string,
  base: Path = [],
): ValidationError[] {
  const errors: ValidationError[] = [];
  const add = (path: readonly PropertyKey[], message: string) => {
    if (errors.length < MAX_ERRORS) errors.push({path: toJsonPointer(path), message});
  };

  const addIssues = (issues: readonly Issue[], base: Path) => {
    for (const issue of issues) {
      if (errors.length >= MAX_ERRORS) return; // a broken message stops there
      addIssue(issue, base);
    }
  };

  const addIssue = (issue: Issue, base: Path) => {
    const path = [...base, ...issue.path];
    // An object on the way that is in a known wrong form (the outermost) is named, once.
    let inside: unknown = root;
    for (let at = 0; isObject(inside); at++) {
      const hint = formHint(inside, path, at);
      if (hint) {
        const pointer = toJsonPointer(path.slice(0, at));
        if (!errors.some((error) => error.path === pointer)) add(path.slice(0, at), hint);
        return;
      }
      if (at === path.length || !Object.hasOwn(inside, path[at]!)) break;
      inside = (inside as Record<PropertyKey, unknown>)[path[at]!];
    }
    const value = valueAt(root, path);
    if (value === undefined && issue.code !== 'unrecognized_keys' && path.length > 0) {
      const parent = valueAt(root, path.slice(0, -1));
      const key = path[path.length - 1]!;
      if (isObject(parent) && !Object.hasOwn(parent, key)) {
        return add(path, `Missing required property ${quote(String(key))}`);
      }
    }
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const key of issue.keys) add([...path, key], `Unknown property ${quote(key)}`);
        return;
      case 'invalid_type':
        return add(path, `Expected ${issue.expected}, received ${kindOf(value)}`);
      case 'invalid_value':
        return add(path, `Expected ${list(issue.values)}, received ${quote(value)}`);
      case 'too_small':
      case 'too_big':
        // Also zod/mini's own checks, in a custom catalog (no wording of theirs without a locale).
        return add(
          path,
          `Expected ${issue.code === 'too_small' ? `at least ${issue.minimum}` : `at most ${issue.maximum}`}${
            issue.origin === 'array' ? ' item(s)' : issue.origin === 'string' ? ' character(s)' : ''
          }` + received(value),
        );
      case 'invalid_format':
        return add(
          path,
          (issue.format === 'regex' && 'pattern' in issue
            ? `Expected a string matching ${issue.pattern}`
            : `Expected a string in ${issue.format} format`) + received(value),
        );
      case 'invalid_union':
        return addUnion(issue, path, value);
      default: {
        // The schemas' own checks say what they expected: add what they got.
        const message = issue.message || 'Invalid value';
        return add(path, message.startsWith('Expected') ? message + received(value) : message);
      }
    }
  };

  const addUnion = (issue: Extract<Issue, {code: 'invalid_union'}>, path: Path, value: unknown) => {
    const union = issue as typeof issue & {
      discriminator?: string;
      inclusive?: boolean;
      options?: readonly string[];
    };
    if (union.discriminator !== undefined) {
      const what = union.discriminator === 'component' ? 'component type' : 'function';
      const known = union.options?.length ? `; expected one of ${names(union.options)}` : '';
      return add(
        path,
        value === undefined
          ? `Missing required property ${quote(union.discriminator)}`
          : typeof value === 'string'
            ? `Unknown ${what} ${quote(value)}${known}`
            : `Expected string, received ${kindOf(value)}`,
      );
    }
    if (union.inclusive === false) return add(path, 'Matches more than one of the allowed forms');
    // Prefer the branch that got deepest, then the one with the fewest complaints.
    const scores = issue.errors.map((branch) => reach(branch) * 1000 - branch.length);
    const best = Math.max(...scores);
    const winners = scores.filter((score) => score === best).length;
    if (winners === 1 && best > 0) return addIssues(issue.errors[scores.indexOf(best)]!, path);
    const closest = issue.errors.filter((_, index) => scores[index] === best);
    // A form that refuses the kind of value says least: the one form that says more speaks.
    const telling = closest.filter(
      ([first, more]) => more || first?.path.length || first?.code !== 'invalid_type',
    );
    if (telling.length === 1) return addIssues(telling[0]!, path);
    const expected = new Set<string>();
    for (const branch of issue.errors) {
      const first = branch[0];
      if (branch.length !== 1 || !first || first.path.length > 0) continue;
      if (first.code === 'invalid_type') expected.add(first.expected);
      else if (first.code === 'invalid_value') first.values.forEach((v) => expected.add(quote(v)));
    }
    // No form got inside the value: it is of the wrong kind.
    if (best < 0 && expected.size > 0 && expected.size <= 8) {
      return add(path, `Expected ${[...expected].join(' or ')}, received ${kindOf(value)}`);
    }
    // Several forms fit equally badly: say what each one objects to first.
    const reasons = closest.map((branch) => {
      const first = readableErrors(root, branch.slice(0, 1), path)[0];
      const where = first ? first.path.slice(toJsonPointer(path).length) : '';
      return first ? `${where ? where + ': ' : ''}${first.message}` : '';
    });
    add(
      path,
      `Expected one of ${issue.errors.length} forms, received ${kindOf(value)} matching none (closest: ${reasons.join('; or ')})`,
    );
  };

  if (typeof issues === 'string') add(base, issues);
  else addIssues(issues, base);
  return errors;
}
