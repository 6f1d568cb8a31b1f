/**
 * What the user entered into a control whose `value` is a literal rather than bound to the data
 * model by `{path}`: there is nowhere to write it, so the element keeps it. The entry stands
 * until the agent sends a different literal. Used by every input element.
 */
export class UnboundValue<T> {
  #entry?: {value: T; over: string};

  /** The user's entry if it was made over this same `prop`, else `fromProp`. */
  read(prop: unknown, fromProp: T): T {
    if (this.#entry && this.#entry.over === fingerprint(prop)) return this.#entry.value;
    this.#entry = undefined;
    return fromProp;
  }

  /** Remembers the user's `value`, entered while the property was `prop`. */
  write(prop: unknown, value: T): void {
    this.#entry = {value, over: fingerprint(prop)};
  }
}

function fingerprint(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return String(value);
  }
}
