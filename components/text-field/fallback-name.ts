/**
 * An accessible name for a form control the agent left unlabelled (no `label`, no
 * `accessibility.label`), made from its component id: `status-checkbox` → "Status checkbox",
 * `volumeLevel` → "Volume level". Agent ids are usually descriptive, and a control without any
 * name cannot be identified by screen-reader users at all.
 */
export function nameFromId(id: string): string {
  const words = idWords(id);
  return words ? words[0]!.toUpperCase() + words.slice(1) : id;
}

/** The words of an identifier, in lower case: `volumeLevel`, `volume_level` → "volume level". */
export const idWords = (id: string): string =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[\s_\-.:/]+/g, ' ')
    .trim()
    .toLowerCase();
