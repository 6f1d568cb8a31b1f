/**
 * Whether `key` is new to `seen` (which then holds it): for telling a problem once. Bounded:
 * past 1,000 keys `seen` starts over rather than grow without end.
 */
export function firstTime(seen: Set<string>, key: string): boolean {
  if (seen.has(key)) return false;
  if (seen.size >= 1000) seen.clear();
  seen.add(key);
  return true;
}

/**
 * Whether `key` is to be told for `surface`: new to its set in `told` (which then holds it), and
 * fewer than 20 keys were told (one message may hold thousands of wrong components).
 */
export function firstOfTwenty(
  told: WeakMap<object, Set<string>>,
  surface: object,
  key: string,
): boolean {
  let keys = told.get(surface);
  if (!keys) told.set(surface, (keys = new Set()));
  if (keys.has(key) || keys.size >= 20) return false;
  keys.add(key);
  return true;
}
