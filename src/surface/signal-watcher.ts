import type {ReactiveElement} from 'lit';
import {effect} from '../state/signals.js';

type Constructor<T> = abstract new (...args: any[]) => T; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Makes a Lit element re-render when a signal its last update read changes: each update runs
 * inside an effect, and the effect's next run only requests the next update. An effect runs
 * again only when a value it read really changed (a computed that recomputes to the same value
 * wakes nobody), so one data change re-renders exactly the elements that show it. The effect is
 * stopped a microtask after the element is removed (a move re-connects within the task and
 * keeps it), so a removed element is retained by nothing.
 */
export function SignalWatcher<T extends Constructor<ReactiveElement>>(Base: T): T {
  abstract class Watched extends Base {
    #stop?: () => void;

    override performUpdate(): void {
      if (!this.isUpdatePending) return;
      this.#stop?.();
      this.#stop = undefined;
      // An update after removal (its data changed in the task it was removed) subscribes to
      // nothing, which would keep the element alive; connecting again updates it.
      if (!this.isConnected) return super.performUpdate();
      let updating = true;
      this.#stop = effect(() => {
        if (!updating) return void this.requestUpdate();
        updating = false;
        super.performUpdate();
      });
    }

    override connectedCallback(): void {
      super.connectedCallback();
      if (!this.#stop) this.requestUpdate();
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      queueMicrotask(() => {
        if (this.isConnected || !this.#stop) return;
        this.#stop();
        this.#stop = undefined;
      });
    }
  }
  return Watched;
}
