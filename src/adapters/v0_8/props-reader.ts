import {isRecord, kindOf} from '../../protocol/json-values.js';
import type {ChildList, DynamicValue} from '../../protocol/v0_9/types.js';
import {translateBoundValue, type BoundType, type DataInit} from './bound-value.js';
import {child, expectDataPath, expectString, shown, type Issues} from './issues.js';

/** Maps a v0.8 component id to the id it has in v0.9 (the root becomes `root`). */
export type IdMapper = (id: string) => string;

/**
 * Reads the properties of one v0.8 component, checking each against the standard catalog's
 * shape, translating bound values, children and ids, and collecting issues and data writes.
 * Each read marks its property as known; {@link PropsReader.finish} reports the others.
 */
export class PropsReader {
  readonly #known = new Set<string>();

  constructor(
    readonly props: Record<string, unknown>,
    readonly at: string,
    readonly issues: Issues,
    readonly ids: IdMapper,
    readonly inits: DataInit[],
  ) {}

  /** The raw property, marked as known; reports it when required and missing. */
  raw(key: string, required = false): unknown {
    this.#known.add(key);
    const value = this.props[key];
    if (value === undefined && required) {
      this.issues.push({path: child(this.at, key), message: `Missing required property "${key}".`});
    }
    return value;
  }

  /** A BoundValue property as a v0.9 Dynamic value. */
  bound(key: string, types: readonly BoundType[], required = false): DynamicValue | undefined {
    const raw = this.raw(key, required);
    return raw === undefined ? undefined : this.boundAt(raw, types, child(this.at, key));
  }

  /** A BoundValue found anywhere (nested arrays of the component) as a v0.9 Dynamic value. */
  boundAt(raw: unknown, types: readonly BoundType[], at: string): DynamicValue | undefined {
    const translated = translateBoundValue(raw, types, at, this.issues);
    if (translated?.init) this.inits.push(translated.init);
    return translated?.value;
  }

  /** A component id property, mapped to its v0.9 id. */
  id(key: string, required = false): string | undefined {
    const raw = this.raw(key, required);
    return raw === undefined ? undefined : this.idAt(raw, child(this.at, key));
  }

  /** A component id found anywhere, mapped to its v0.9 id. */
  idAt(raw: unknown, at: string): string | undefined {
    return expectString(raw, at, this.issues) ? this.ids(raw) : undefined;
  }

  /** A `children` property (`explicitList` or `template`) as a v0.9 ChildList. */
  children(key: string, required = false): ChildList | undefined {
    const raw = this.raw(key, required);
    if (raw === undefined) return undefined;
    const at = child(this.at, key);
    const keys = isRecord(raw) ? Object.keys(raw) : [];
    if (!isRecord(raw) || keys.length !== 1 || !['explicitList', 'template'].includes(keys[0]!)) {
      const got = isRecord(raw)
        ? keys.map((key) => `"${key}"`).join(' and ') || 'neither'
        : kindOf(raw);
      const message = `Expected children with exactly one of "explicitList" or "template", got ${got}.`;
      this.issues.push({path: at, message});
      return undefined;
    }
    if ('explicitList' in raw) {
      const list = raw['explicitList'];
      const listAt = child(at, 'explicitList');
      if (!Array.isArray(list)) {
        this.issues.push({path: listAt, message: `Expected an array, got ${kindOf(list)}.`});
        return undefined;
      }
      const ids = list.map((id, index) => this.idAt(id, child(listAt, index)));
      return ids.every((id) => id !== undefined) ? (ids as string[]) : undefined;
    }
    const template = raw['template'];
    const templateAt = child(at, 'template');
    if (!isRecord(template)) {
      this.issues.push({path: templateAt, message: `Expected an object, got ${kindOf(template)}.`});
      return undefined;
    }
    const reader = new PropsReader(template, templateAt, this.issues, this.ids, this.inits);
    const componentId = reader.id('componentId', true);
    const dataBinding = reader.raw('dataBinding', true);
    const pathOk =
      dataBinding !== undefined &&
      expectDataPath(dataBinding, child(templateAt, 'dataBinding'), this.issues);
    if (!reader.finish() || componentId === undefined || !pathOk) return undefined;
    return {componentId, path: dataBinding};
  }

  /** A plain property of a JSON type (`integer`: a whole number). */
  plain(key: string, type: 'string' | 'number' | 'integer' | 'boolean', required = false): unknown {
    const raw = this.raw(key, required);
    if (raw === undefined) return undefined;
    const ok =
      type === 'integer'
        ? Number.isInteger(raw)
        : typeof raw === type && (type !== 'number' || Number.isFinite(raw));
    if (ok) return raw;
    this.issues.push({path: child(this.at, key), message: `Expected ${type}, got ${kindOf(raw)}.`});
    return undefined;
  }

  /** A string property limited to `values`. */
  oneOf<T extends string>(key: string, values: readonly T[]): T | undefined {
    const raw = this.raw(key);
    if (raw === undefined) return undefined;
    if (values.includes(raw as T)) return raw as T;
    const message = `Expected one of ${values.map((v) => `"${v}"`).join(', ')}, got ${shown(raw)}.`;
    this.issues.push({path: child(this.at, key), message});
    return undefined;
  }

  /** An array property, each item read by `item` (an object item gets its own reader). */
  list<T>(key: string, required: boolean, item: (reader: PropsReader) => T): T[] | undefined {
    const raw = this.raw(key, required);
    if (raw === undefined) return undefined;
    const at = child(this.at, key);
    if (!Array.isArray(raw)) {
      this.issues.push({path: at, message: `Expected an array, got ${kindOf(raw)}.`});
      return undefined;
    }
    return raw.map((value, index) => {
      const itemAt = child(at, index);
      if (!isRecord(value)) {
        this.issues.push({path: itemAt, message: `Expected an object, got ${kindOf(value)}.`});
        return undefined as T;
      }
      const reader = new PropsReader(value, itemAt, this.issues, this.ids, this.inits);
      const result = item(reader);
      reader.finish();
      return result;
    });
  }

  /** An object property read by `read` with its own reader. */
  object<T>(key: string, required: boolean, read: (reader: PropsReader) => T): T | undefined {
    const raw = this.raw(key, required);
    if (raw === undefined) return undefined;
    const at = child(this.at, key);
    if (!isRecord(raw)) {
      this.issues.push({path: at, message: `Expected an object, got ${kindOf(raw)}.`});
      return undefined;
    }
    const reader = new PropsReader(raw, at, this.issues, this.ids, this.inits);
    const result = read(reader);
    reader.finish();
    return result;
  }

  /** Reports every property no read asked for; returns whether no issue was found so far. */
  finish(): boolean {
    for (const key of Object.keys(this.props)) {
      if (!this.#known.has(key)) {
        this.issues.push({path: child(this.at, key), message: `Unknown property "${key}".`});
      }
    }
    return this.issues.length === 0;
  }
}
