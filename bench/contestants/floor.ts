/** The floor as a contestant: `FloorRenderer`, no framework, never refuses a message. */
import type {Contestant, Session} from '../page/contestant.js';
import {deleteSurface} from '../page/messages.js';
import {FloorRenderer} from './floor-renderer.js';

class FloorSession implements Session {
  readonly renderer = new FloorRenderer();
  readonly element = this.renderer.element;

  constructor(
    host: HTMLElement,
    private readonly surfaceId: string,
  ) {
    host.append(this.element);
  }

  process(messages: readonly unknown[]): number {
    this.renderer.process(messages);
    return 0;
  }

  dispose(): void {
    this.renderer.process([deleteSurface(this.surfaceId)]);
    this.element.remove();
  }
}

/** Plain DOM calls as a contestant. */
export const floor: Contestant = {
  name: 'floor',
  open: (host, surfaceId) => new FloorSession(host, surfaceId),
};
