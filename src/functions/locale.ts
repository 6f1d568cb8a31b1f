const canonical = new Map<string, string>();

/**
 * A POSIX locale as servers write it as a BCP 47 tag: `de_DE.UTF-8` → `de-DE`, and the script
 * modifiers glibc uses, `sr_RS@latin` → `sr-Latn-RS` (`@cyrillic` → `Cyrl`); other modifiers are
 * dropped. A BCP 47 tag is returned as it is.
 */
export const bcp47 = (locale: string): string =>
  locale
    .replace(
      /^([a-z]*)(.*)@(latin|cyrillic)$/,
      (_, language: string, rest: string, script) =>
        language + (script == 'latin' ? '-Latn' : '-Cyrl') + rest,
    )
    .replace(/[.@].*/, '')
    .replace(/_/g, '-');

/**
 * The canonical form of a BCP 47 tag, or of a POSIX one as servers write it (see {@link bcp47}),
 * or undefined (the runtime's default locale) when the tag is malformed, so a bad locale from
 * the host never makes `Intl` throw.
 */
export function safeLocale(locale: string | undefined): string | undefined {
  return locale
    ? memo(canonical, locale, () => {
        try {
          return Intl.getCanonicalLocales(bcp47(locale))[0] ?? '';
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
