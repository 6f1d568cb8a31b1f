import {safeHttpUrl} from '../../src/functions/safe-url.js';

/**
 * True for an absolute http(s) URL without `user:pass@` credentials (which disguise the real
 * host), the only kind agent data may point media and links at.
 */
export function isHttpUrl(url: string): boolean {
  return safeHttpUrl(url) !== undefined;
}

/** True for an http(s) URL or a `data:image/…` URL (images may be inlined). */
export function isImageUrl(url: string): boolean {
  return isHttpUrl(url) || /^data:image\/[a-z0-9.+-]+[;,]/i.test(url.trim());
}
