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
