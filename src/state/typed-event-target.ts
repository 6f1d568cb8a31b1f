/** A listener of events of type `E`: a function or an object with `handleEvent`. */
export type Listener<E> = ((event: E) => void) | {handleEvent(event: E): void};

/**
 * An `EventTarget` whose listeners are typed per event name, as `HTMLElementEventMap` types an
 * element's: `M` maps each name to its event type. Other names take plain listeners.
 */
export interface TypedEventTarget<M> extends EventTarget {
  addEventListener<K extends keyof M & string>(
    type: K,
    listener: Listener<M[K]> | null,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof M & string>(
    type: K,
    listener: Listener<M[K]> | null,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ): void;
}

/**
 * `EventTarget`'s type as a base class with typed listeners:
 * `class X extends (EventTarget as TypedEventTargetClass<XEventMap>)` (a cast, no code).
 */
export type TypedEventTargetClass<M> = new () => TypedEventTarget<M>;
