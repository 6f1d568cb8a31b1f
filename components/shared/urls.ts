/** True for an http(s) URL, the only kind agent data may point media and links at. */
export function isHttpUrl(url: string): boolean {
  try {
    const {protocol} = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** True for an http(s) URL or a `data:image/…` URL (images may be inlined). */
export function isImageUrl(url: string): boolean {
  return isHttpUrl(url) || /^data:image\/[a-z0-9.+-]+[;,]/i.test(url.trim());
}
