const canonical = new Map<string, string | undefined>();

/**
 * The canonical form of a BCP 47 tag, or undefined (the runtime's default locale) when the tag
 * is malformed, so a bad locale from the host never makes `Intl` throw.
 */
export function safeLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  if (canonical.has(locale)) return canonical.get(locale);
  let result: string | undefined;
  try {
    result = Intl.getCanonicalLocales(locale)[0];
  } catch {
    result = undefined;
  }
  canonical.set(locale, result);
  return result;
}

/** A small keyed cache for Intl formatters, whose construction is costly. */
export function memo<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = create();
    if (cache.size >= 200) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
  }
  return value;
}
