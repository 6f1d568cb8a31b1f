/**
 * The official renderer, `@a2ui/lit` 0.11 with `@a2ui/web_core` 0.11, set up as its README says
 * for the v0.9 protocol: a web_core `MessageProcessor` over the Lit `basicCatalog`, and an
 * `<a2ui-surface>` given the `SurfaceModel`. No markdown renderer is provided (the optional peer
 * `@a2ui/markdown-it`), so body Texts render as plain text, as they do by default.
 */
import {basicCatalog} from '@a2ui/lit/v0_9';
import {MessageProcessor, type SurfaceModel} from '@a2ui/web_core/v0_9';
import type {Contestant, Session} from '../page/contestant.js';
import {deleteSurface} from '../page/messages.js';

type SurfaceElement = HTMLElement & {surface?: SurfaceModel};

class TheirSession implements Session {
  readonly renderer = new MessageProcessor([basicCatalog]);
  readonly element = document.createElement('a2ui-surface') as unknown as SurfaceElement;

  constructor(
    host: HTMLElement,
    private readonly surfaceId: string,
  ) {
    host.append(this.element);
  }

  process(messages: readonly unknown[]): number {
    let refused = 0;
    for (const message of messages) {
      // The official processor throws on the first invalid message; feed one at a time so a
      // refusal is counted and the rest still arrive, as with the other contestants.
      try {
        this.renderer.processMessages([message as never]);
      } catch {
        refused++;
      }
    }
    if (!this.element.surface) {
      const surface = this.renderer.model.getSurface(this.surfaceId);
      if (surface) this.element.surface = surface;
    }
    return refused;
  }

  dispose(): void {
    this.process([deleteSurface(this.surfaceId)]);
    this.element.remove();
  }
}

/** `@a2ui/lit` as a contestant. */
export const theirs: Contestant = {
  name: 'theirs',
  open: (host, surfaceId) => new TheirSession(host, surfaceId),
};
