import type * as z from 'zod/mini';
import {toJsonPointer} from './json-pointer.js';
import {kindOf} from './json-values.js';

/** One reason a message is invalid. */
export interface ValidationError {
  /** JSON Pointer (RFC 6901) of the offending field inside the message; `''` is the message. */
  readonly path: string;
  /** Human-readable explanation. */
  readonly message: string;
}

/** Fields worth reporting for one message; a broken message stops there. */
const MAX_ERRORS = 20;

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
  return typeof value === 'object' && value !== null ? kindOf(value) : String(value);
}

function list(values: readonly unknown[]): string {
  const shown = values.slice(0, 8).map(quote);
  if (values.length > 8) shown.push('…');
  return shown.length > 1 ? 'one of ' + shown.join(', ') : shown.join('');
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

/** Collects readable errors from zod issues, each at the JSON Pointer of the offending field. */
export class IssueCollector {
  readonly errors: ValidationError[] = [];

  constructor(private readonly root: unknown) {}

  get full(): boolean {
    return this.errors.length >= MAX_ERRORS;
  }

  /** Adds one error at a path (segments relative to the message). */
  add(path: readonly PropertyKey[], message: string): void {
    if (!this.full) this.errors.push({path: toJsonPointer(path), message});
  }

  /** Adds the issues of a zod result found at `base` inside the message. */
  addIssues(issues: readonly Issue[], base: Path = []): void {
    for (const issue of issues) {
      if (this.full) return;
      this.addIssue(issue, base);
    }
  }

  private addIssue(issue: Issue, base: Path): void {
    const path = [...base, ...issue.path];
    const value = valueAt(this.root, path);
    if (value === undefined && issue.code !== 'unrecognized_keys' && path.length > 0) {
      const parent = valueAt(this.root, path.slice(0, -1));
      const key = path[path.length - 1]!;
      if (isObject(parent) && !Object.hasOwn(parent, key)) {
        this.add(path, `Missing required property ${quote(String(key))}`);
        return;
      }
    }
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const key of issue.keys) this.add([...path, key], `Unknown property ${quote(key)}`);
        return;
      case 'invalid_type':
        this.add(path, `Expected ${issue.expected}, received ${kindOf(value)}`);
        return;
      case 'invalid_value':
        this.add(path, `Expected ${list(issue.values)}, received ${quote(value)}`);
        return;
      case 'too_small':
        this.add(
          path,
          issue.origin === 'array'
            ? `Expected at least ${issue.minimum} item(s)`
            : `Expected a value >= ${issue.minimum}`,
        );
        return;
      case 'invalid_format':
        this.add(
          path,
          issue.format === 'regex' && 'pattern' in issue
            ? `Expected a string matching ${issue.pattern}`
            : `Expected a ${issue.format} string`,
        );
        return;
      case 'invalid_union':
        this.addUnion(issue, path, value);
        return;
      default:
        this.add(path, issue.message || 'Invalid value');
    }
  }

  private addUnion(issue: Extract<Issue, {code: 'invalid_union'}>, path: Path, value: unknown) {
    const union = issue as typeof issue & {
      discriminator?: string;
      options?: unknown[];
      inclusive?: boolean;
    };
    if (union.discriminator !== undefined) {
      const what = union.discriminator === 'component' ? 'component type' : 'function';
      this.add(
        path,
        value === undefined
          ? `Missing required property ${quote(union.discriminator)}`
          : typeof value === 'string'
            ? `Unknown ${what} ${quote(value)}`
            : `Expected string, received ${kindOf(value)}`,
      );
      return;
    }
    if (union.inclusive === false) {
      this.add(path, 'Matches more than one of the allowed forms');
      return;
    }
    // Prefer the branch that got deepest, then the one with the fewest complaints.
    const scores = issue.errors.map((branch) => reach(branch) * 1000 - branch.length);
    const best = Math.max(...scores);
    const winners = scores.filter((score) => score === best).length;
    if (winners === 1 && best > 0) {
      this.addIssues(issue.errors[scores.indexOf(best)]!, path);
      return;
    }
    const expected = new Set<string>();
    for (const branch of issue.errors) {
      const first = branch[0];
      if (branch.length !== 1 || !first || first.path.length > 0) continue;
      if (first.code === 'invalid_type') expected.add(first.expected);
      else if (first.code === 'invalid_value') first.values.forEach((v) => expected.add(quote(v)));
    }
    if (best < 1000 && expected.size > 0 && expected.size <= 8) {
      this.add(path, `Expected ${[...expected].join(' or ')}, received ${kindOf(value)}`);
      return;
    }
    // Several forms fit equally badly: say what each one objects to first.
    const reasons = issue.errors
      .filter((_, index) => scores[index] === best)
      .map((branch) => {
        const inner = new IssueCollector(this.root);
        inner.addIssues(branch.slice(0, 1), path);
        const first = inner.errors[0];
        const where = first ? first.path.slice(toJsonPointer(path).length) : '';
        return first ? `${where ? where + ': ' : ''}${first.message}` : '';
      });
    this.add(
      path,
      `${kindOf(value)} value matches none of the allowed forms (${reasons.join('; or ')})`,
    );
  }
}
