import type {ReactiveElement} from 'lit';
import {Signal} from 'signal-polyfill';

type Constructor<T> = abstract new (...args: any[]) => T; // eslint-disable-line @typescript-eslint/no-explicit-any

const owners = new WeakMap<Signal.subtle.Watcher, ReactiveElement>();

// A module-level function (not a closure in the element): nothing the watcher holds retains
// the element, so a removed element is collected as soon as its watch is dropped.
function notify(this: Signal.subtle.Watcher): void {
  owners.get(this)?.requestUpdate();
  this.watch();
}

/**
 * Makes a Lit element re-render when a signal its last render read changes (a lean take on
 * `@lit-labs/signals`' SignalWatcher): the render runs inside one computed signal watched by
 * one watcher per element. The watch is dropped a microtask after the element is removed (a
 * move re-connects within the task and keeps it), so a removed element retains nothing and is
 * retained by nothing. No FinalizationRegistry: the library's one held every element forever.
 */
export function SignalWatcher<T extends Constructor<ReactiveElement>>(Base: T): T {
  abstract class Watched extends Base {
    #render?: Signal.Computed<void>;
    #watcher?: Signal.subtle.Watcher;

    override performUpdate(): void {
      if (!this.isUpdatePending) return;
      // A render whose signals changed runs again on get(); one requested for another reason
      // (a property) finds the computed clean and runs in a fresh one. Lit clears
      // isUpdatePending in every update, so it tells which happened.
      if (this.#render) this.#render.get();
      if (this.isUpdatePending) this.#watch().get();
    }

    #watch(): Signal.Computed<void> {
      const watcher = (this.#watcher ??= new Signal.subtle.Watcher(notify));
      if (this.#render) watcher.unwatch(this.#render);
      else owners.set(watcher, this);
      const render = (this.#render = new Signal.Computed(() => super.performUpdate()));
      watcher.watch(render);
      return render;
    }

    override connectedCallback(): void {
      super.connectedCallback();
      if (!this.#render) this.requestUpdate();
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      queueMicrotask(() => {
        if (this.isConnected || !this.#render) return;
        this.#watcher!.unwatch(this.#render);
        this.#render = undefined;
      });
    }
  }
  return Watched;
}
