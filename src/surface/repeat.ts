import {directive, type ChildPart} from 'lit/directive.js';
import {getCommittedValue, getDirectiveClass} from 'lit/directive-helpers.js';
import {
  repeat as litRepeat,
  type ItemTemplate,
  type KeyFn,
  type RepeatDirective,
  type RepeatDirectiveFn,
} from 'lit/directives/repeat.js';

const LitRepeat = getDirectiveClass(litRepeat([], String)) as typeof RepeatDirective;

class Repeat extends LitRepeat {
  override update<T>(
    part: ChildPart,
    args: [Iterable<T>, KeyFn<T> | ItemTemplate<T>, ItemTemplate<T>],
  ) {
    // Copied: Lit's update writes over the list of item parts it was given.
    const committed = getCommittedValue(part);
    const before = Array.isArray(committed) ? [...(committed as ChildPart[])] : [];
    const result = super.update(part, args);
    // A removed item's start marker is out of the DOM; Lit leaves its end marker in it.
    for (const item of before)
      if (!item.startNode!.parentNode) (item.endNode as ChildNode).remove();
    return result;
  }
}

/**
 * Lit's `repeat()` (same arguments, same keyed moves), which also takes out the end marker of
 * each item it removes: lit-html 3.3's leaves it, an empty comment per removed item kept in the
 * container for as long as the container lives (lit/lit#5010).
 */
export const repeat = directive(Repeat) as RepeatDirectiveFn;
