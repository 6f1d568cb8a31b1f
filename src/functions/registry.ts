import type {FunctionDefinition} from './types.js';

/**
 * The functions a surface may call, by name. Built from a catalog's `functions`; a custom
 * catalog adds its own (or replaces a basic one of the same name) with {@link register}.
 */
export class FunctionRegistry {
  readonly #functions = new Map<string, FunctionDefinition>();

  /** Starts with the given definitions: a catalog's `functions` record or any list of them. */
  constructor(
    functions: Iterable<FunctionDefinition> | Readonly<Record<string, FunctionDefinition>> = [],
  ) {
    const iterable =
      typeof (functions as Partial<Iterable<unknown>>)[Symbol.iterator] === 'function';
    for (const definition of iterable
      ? (functions as Iterable<FunctionDefinition>)
      : Object.values(functions)) {
      this.register(definition);
    }
  }

  /** A registry holding the functions of every given catalog, later catalogs winning. */
  static fromCatalogs(
    ...catalogs: readonly {readonly functions?: Readonly<Record<string, FunctionDefinition>>}[]
  ): FunctionRegistry {
    return new FunctionRegistry(
      catalogs.flatMap((catalog) => Object.values(catalog.functions ?? {})),
    );
  }

  /** Adds a function, replacing any earlier one of the same name. Returns the registry. */
  register(definition: FunctionDefinition): this {
    if (!definition?.name || typeof definition.name !== 'string') {
      throw new TypeError('A function definition needs a non-empty name.');
    }
    if (typeof definition.impl !== 'function') {
      throw new TypeError(`Function '${definition.name}' has no impl.`);
    }
    this.#functions.set(definition.name, definition);
    return this;
  }

  /** The function registered under `name`, or undefined. */
  get(name: string): FunctionDefinition | undefined {
    return this.#functions.get(name);
  }

  /** Whether a function named `name` is registered. */
  has(name: string): boolean {
    return this.#functions.has(name);
  }

  /** The registered names in registration order. */
  names(): string[] {
    return [...this.#functions.keys()];
  }
}
