/** The URL if it is an absolute `http:` or `https:` URL, credentials or not, else undefined. */
export function httpUrl(url: unknown): URL | undefined {
  if (typeof url !== 'string') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
}

/**
 * The URL if it is an absolute `http:` or `https:` URL without embedded credentials, else
 * undefined. Refuses `javascript:`, `data:`, relative and protocol-relative URLs, and
 * `user:pass@host` forms that disguise the real host.
 *
 * @example
 * safeHttpUrl('https://example.com/a.png')?.href; // → 'https://example.com/a.png'
 * safeHttpUrl('javascript:alert(1)'); // → undefined
 * safeHttpUrl('https://user:pw@evil.example/'); // → undefined
 */
export function safeHttpUrl(url: unknown): URL | undefined {
  const parsed = httpUrl(url);
  return parsed && !parsed.username && !parsed.password ? parsed : undefined;
}
