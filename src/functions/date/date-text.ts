// Number text for dates and times: zero-padded fields and UTC offsets.

/** `n` in decimal with leading zeros up to `width` digits. */
export const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A UTC offset of `minutes` east of UTC as text: `+hh:mm` with `colon`, else `+hhmm`; `Z` for
 * zero when `zeroAsZ`; `+hh` alone when `optionalMinutes` and the minutes are zero.
 */
export function formatOffset(
  minutes: number,
  colon: boolean,
  zeroAsZ = false,
  optionalMinutes = false,
): string {
  if (minutes === 0 && zeroAsZ) return 'Z';
  const hours = (minutes < 0 ? '-' : '+') + pad(Math.floor(Math.abs(minutes) / 60));
  const mins = pad(Math.abs(minutes) % 60);
  return optionalMinutes && mins === '00' ? hours : hours + (colon ? ':' : '') + mins;
}
