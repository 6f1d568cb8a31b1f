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
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = (minutes < 0 ? '-' : '+') + pad(Math.floor(Math.abs(minutes) / 60));
  const mins = pad(Math.abs(minutes) % 60);
  return optionalMinutes && mins === '00' ? hours : hours + (colon ? ':' : '') + mins;
}
