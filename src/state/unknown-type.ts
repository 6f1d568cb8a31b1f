import {ErrorCodes} from './errors.js';
import {firstOfTwenty} from './first-time.js';
import type {SurfaceModel} from './surface-model.js';

// The unknown types reported on each surface, by component id and type (firstOfTwenty).
const reported = new WeakMap<SurfaceModel, Set<string>>();

// Edit distance of two short strings (Levenshtein).
function distance(a: string, b: string): number {
  let row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + +(a[i - 1] !== b[j - 1]));
    }
    row = next;
  }
  return row[b.length]!;
}

/** The catalog type an agent most likely meant by `type`: the same but for case, or one or two
 * letters off (one for a short name). */
function likelyType(type: string, known: readonly string[]): string | undefined {
  const lower = type.toLowerCase();
  const near = (name: string) => {
    const limit = name.length > 5 ? 2 : 1;
    return Math.abs(name.length - lower.length) <= limit && distance(name, lower) <= limit;
  };
  return (
    known.find((name) => name.toLowerCase() === lower) ??
    known.find((name) => near(name.toLowerCase()))
  );
}

/**
 * Reports (`UNKNOWN_COMPONENT`) that component `id` has a type its surface's catalog lacks,
 * naming the catalog type it likely meant: once per id and type, for 20 components of a surface
 * at most. `path` is the type's place in the message that brought it: the processor checks each
 * component it stores; the renderer, which knows no message, each it renders (the fallback for a
 * component stored otherwise).
 */
export function reportUnknownType(
  surface: SurfaceModel,
  id: string,
  type: string,
  path?: string,
): void {
  if (!firstOfTwenty(reported, surface, id + '\n' + type)) return;
  const likely = likelyType(type, Object.keys(surface.catalog.components));
  surface.reportError({
    code: ErrorCodes.UNKNOWN_COMPONENT,
    message:
      `Component "${id}": Unknown component type "${type}" (not in the surface's catalog)` +
      (likely ? `; did you mean "${likely}"?` : ''),
    ...(path && {path}),
  });
}
