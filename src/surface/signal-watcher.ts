import type {ReactiveElement} from 'lit';
import {Signal} from 'signal-polyfill';

type Constructor<T> = abstract new (...args: any[]) => T; // eslint-disable-line @typescript-eslint/no-explicit-any

const owners = new WeakMap<Signal.subtle.Watcher, ReactiveElement>();
/** The element whose update is being forced (its own notification is not a request). */
let forcing: ReactiveElement | undefined;

// A module-level function (not a closure in the element): nothing the watcher holds retains
// the element, so a removed element is collected as soon as its watch is dropped.
function notify(this: Signal.subtle.Watcher): void {
  const owner = owners.get(this);
  if (owner && owner !== forcing) owner.requestUpdate();
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
    #tick?: Signal.State<number>;
    #render?: Signal.Computed<void>;
    #watcher?: Signal.subtle.Watcher;

    override performUpdate(): void {
      if (!this.isUpdatePending) return;
      let render = this.#render;
      let tick = this.#tick;
      if (!render || !tick) {
        tick = this.#tick = new Signal.State(0);
        const current = tick;
        render = this.#render = new Signal.Computed(() => {
          current.get();
          super.performUpdate();
        });
        const watcher = (this.#watcher ??= new Signal.subtle.Watcher(notify));
        owners.set(watcher, this);
        watcher.watch(render);
      }
      // Forcing the computed to run even when no signal changed (a property did).
      const previous = forcing;
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the element being forced
      forcing = this;
      tick.set(Signal.subtle.untrack(() => tick.get()) + 1);
      forcing = previous;
      render.get();
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
        this.#tick = undefined;
      });
    }
  }
  return Watched;
}
