import type {A2uiNode} from '../../src/surface/node.js';
import {isHttpUrl} from './urls.js';

/**
 * True when a media element may load `url` (http(s) only). Any other URL is reported once per
 * component and URL as `INVALID_URL`, naming the component (`AudioPlayer "a1" has …`).
 */
export function acceptMediaUrl(node: A2uiNode, componentName: string, url: string): boolean {
  if (isHttpUrl(url)) return true;
  node.surface.reportOnce(`url:${node.id}:${url}`, {
    code: 'INVALID_URL',
    message: `${componentName} "${node.id}" has a URL that is not http(s); it was not loaded.`,
  });
  return false;
}
