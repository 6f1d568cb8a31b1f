/** The floor as a contestant: `FloorRenderer`, no framework, never refuses a message. */
import type {Contestant, Session} from '../page/contestant.js';
import {deleteSurface} from '../page/messages.js';
import {FloorRenderer} from './floor-renderer.js';

/** A surface drawn by a `FloorRenderer` (or a subclass of it). */
export class FloorSession implements Session {
  readonly element: HTMLElement;

  constructor(
    host: HTMLElement,
    private readonly surfaceId: string,
    readonly renderer: FloorRenderer = new FloorRenderer(),
  ) {
    this.element = renderer.element;
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
