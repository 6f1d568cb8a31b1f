import {safeHttpUrl} from '../../src/functions/safe-url.js';
import type {A2uiNode} from '../../src/surface/node.js';
import {isText} from './field-element.js';

/**
 * True when a media element may load `url`: an absolute http(s) URL without `user:pass@`
 * credentials (which disguise the real host), or for an `image` also a `data:image/…` URL
 * (images may be inlined). Any other URL is reported once per component and URL as
 * `INVALID_URL`, naming the component (`AudioPlayer "a1" has …`); no URL (not a string, or '')
 * is not loaded either, without a report.
 */
export function acceptMediaUrl(
  node: A2uiNode,
  componentName: string,
  url: unknown,
  image?: boolean,
): url is string {
  if (!isText(url)) return false;
  if (safeHttpUrl(url) || (image && /^data:image\/[a-z0-9.+-]+[;,]/i.test(url.trim()))) {
    return true;
  }
  node.surface.reportOnce(`${image ? 'image-' : ''}url:${node.id}:${url}`, {
    code: 'INVALID_URL',
    message: `${componentName} "${node.id}" has a URL that is not an absolute http(s) URL${image ? ' or a data: image; not loaded.' : '; it was not loaded.'}`,
  });
  return false;
}
