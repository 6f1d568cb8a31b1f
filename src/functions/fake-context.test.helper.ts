import {basicFunctions} from './basic-functions.js';
import type {FunctionContext, FunctionDefinition} from './types.js';

/** A FunctionContext over a plain object, recording what functions report and open. */
export interface FakeContext extends FunctionContext {
  data: unknown;
  readonly reports: string[];
  readonly opened: string[];
  readonly reads: string[];
}

/** Options of {@link fakeContext}. */
export interface FakeContextOptions {
  data?: unknown;
  /** JSON Pointer of the scope relative paths resolve against. */
  scope?: string;
  locale?: string;
  timeZone?: string;
  userAction?: boolean;
  functions?: Record<string, FunctionDefinition>;
  /** Reads go through this instead of the plain object (e.g. a signal). */
  read?: (pointer: string) => unknown;
  withoutOpenUrl?: boolean;
}

/** Resolves an RFC 6901 pointer in a plain value. */
export function pointerGet(root: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return root;
  let node = root;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A context for tests: basic functions plus `options.functions`, scope-aware reads. */
export function fakeContext(options: FakeContextOptions = {}): FakeContext {
  const functions = {...basicFunctions, ...options.functions};
  const scope = options.scope ?? '';
  const context: FakeContext = {
    data: options.data ?? {},
    reports: [],
    opened: [],
    reads: [],
    locale: options.locale ?? 'en-US',
    timeZone: options.timeZone ?? 'UTC',
    userAction: options.userAction ?? false,
    read(path) {
      const absolute = path.startsWith('/') ? path : `${scope}/${path}`;
      context.reads.push(absolute);
      return options.read ? options.read(absolute) : pointerGet(context.data, absolute);
    },
    resolve(value) {
      if (value && typeof value === 'object' && 'path' in value) {
        return context.read(String((value as {path: unknown}).path));
      }
      return value;
    },
    call(name, args) {
      const definition = functions[name];
      if (!definition) throw new Error(`Unknown function '${name}'`);
      return definition.impl(args, context);
    },
    reportError(message) {
      context.reports.push(message);
    },
    ...(options.withoutOpenUrl
      ? {}
      : {
          openUrl(url: string) {
            context.opened.push(url);
          },
        }),
  };
  return context;
}

/** Calls a basic function's impl with the given resolved args in a fake context. */
export function run(name: string, args: Record<string, unknown>, context = fakeContext()): unknown {
  return basicFunctions[name]!.impl(args, context);
}
