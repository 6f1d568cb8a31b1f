const canonical = new Map<string, string>();

/**
 * The canonical form of a BCP 47 tag, or of a POSIX one as servers write it (`de_DE.UTF-8` →
 * `de-DE`), or undefined (the runtime's default locale) when the tag is malformed, so a bad
 * locale from the host never makes `Intl` throw.
 */
export function safeLocale(locale: string | undefined): string | undefined {
  return locale
    ? memo(canonical, locale, () => {
        try {
          return Intl.getCanonicalLocales(locale.replace(/[.@].*/, '').replace(/_/g, '-'))[0] ?? '';
        } catch {
          return '';
        }
      }) || undefined
    : undefined;
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
