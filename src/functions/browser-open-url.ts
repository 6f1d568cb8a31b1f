import {safeHttpUrl} from './safe-url.js';

/**
 * Opens an http(s) URL in a new browsing context without giving it a handle on this page
 * (`noopener,noreferrer`). The browser layer passes it as `FunctionContext.openUrl`. Does
 * nothing without a window or for any URL {@link safeHttpUrl} refuses.
 */
export function browserOpenUrl(url: string): void {
  const safe = safeHttpUrl(url);
  if (!safe || typeof globalThis.window?.open !== 'function') return;
  window.open(safe.href, '_blank', 'noopener,noreferrer');
}
