/** What the in-page harness needs from a renderer under test. */

/** The names of the three contestants. */
export type ContestantName = 'ours' | 'theirs' | 'floor';

/** A reference drawn only by `npm run bench:reference` (see bench/reference.ts). */
export type ReferenceName = 'bare-lit';

/** One surface rendered by one renderer instance. */
export interface Session {
  /** The element the surface renders into (what the harness walks and observes). */
  readonly element: HTMLElement;
  /** The renderer instance (processor); the heap workload keeps it alive after `dispose`. */
  readonly renderer: unknown;
  /**
   * Feeds messages synchronously, in order. Returns how many messages the renderer refused
   * (threw on or reported as errors); a refusal never stops the rest.
   */
  process(messages: readonly unknown[]): number;
  /** Deletes the surface (a `deleteSurface` message) and removes the element. */
  dispose(): void;
}

/** A renderer under test, set up the way its documentation says. */
export interface Contestant {
  readonly name: ContestantName | ReferenceName;
  /** A fresh renderer instance and an empty surface element for `surfaceId`, inside `host`. */
  open(host: HTMLElement, surfaceId: string): Session;
}
