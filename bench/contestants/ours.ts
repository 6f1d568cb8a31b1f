/**
 * This project's renderer, set up as its README says: a `MessageProcessor` (basic catalog by
 * default) and an `<a2ui-surface surface-id>` given it as `.processor`.
 */
import {MessageProcessor} from '../../src/index.js';
import type {Contestant, Session} from '../page/contestant.js';
import {deleteSurface} from '../page/messages.js';

type SurfaceElement = HTMLElement & {processor?: MessageProcessor};

class OurSession implements Session {
  readonly renderer = new MessageProcessor();
  readonly element = document.createElement('a2ui-surface') as SurfaceElement;
  private refused = 0;

  constructor(
    host: HTMLElement,
    private readonly surfaceId: string,
  ) {
    this.renderer.addEventListener('error', () => this.refused++);
    this.element.processor = this.renderer;
    this.element.setAttribute('surface-id', surfaceId);
    host.append(this.element);
  }

  process(messages: readonly unknown[]): number {
    const before = this.refused;
    this.renderer.processMessages(messages as unknown[]);
    return this.refused - before;
  }

  dispose(): void {
    this.process([deleteSurface(this.surfaceId)]);
    this.element.remove();
  }
}

/** `a2ui-elements` as a contestant. */
export const ours: Contestant = {
  name: 'ours',
  open: (host, surfaceId) => new OurSession(host, surfaceId),
};
