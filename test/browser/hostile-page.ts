// What a user would see of a page fed by a hostile agent: uncaught errors, unsafe URLs or markup
// in any shadow root, a polluted Object.prototype. Helpers of the hostile-*.test.ts files.
import {everyElement} from './dom-walk.js';

/** Attributes that make the browser load or navigate to a URL. */
const URL_ATTRIBUTES = ['href', 'src', 'poster', 'srcset', 'action', 'formaction', 'xlink:href'];
const ACTIVE_TAGS = new Set(['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FRAME', 'BASE', 'META']);

/** Whether `value` of attribute `name` on `element` is a URL agent data may set. */
function allowedAttribute(element: Element, name: string, value: string): boolean {
  // The catalog lets images inline: `data:image/…` on an <img src> only.
  if (element.tagName === 'IMG' && name === 'src' && /^data:image\//i.test(value)) return true;
  return allowedUrl(value);
}

/** Whether agent data may point a link, a media element or `openUrl` at `value`. */
export function allowedUrl(value: string): boolean {
  try {
    const {protocol, username, password} = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && !username && !password;
  } catch {
    return false;
  }
}

/** Every unsafe thing under `root` (shadow roots included), described; empty when none. */
export function unsafeMarkup(root: Element): string[] {
  const problems: string[] = [];
  for (const element of [root, ...everyElement(root.shadowRoot ?? root)]) {
    if (ACTIVE_TAGS.has(element.tagName)) problems.push(`<${element.tagName.toLowerCase()}>`);
    for (const {name, value} of Array.from(element.attributes)) {
      if (name.startsWith('on')) problems.push(`${element.tagName} ${name}="${value}"`);
      if (URL_ATTRIBUTES.includes(name) && !allowedAttribute(element, name, value)) {
        problems.push(`${element.tagName} ${name}="${value.slice(0, 80)}"`);
      }
    }
  }
  return problems;
}

/** The own property names of the built-in prototypes agent data could pollute. */
export function prototypeNames(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype]
    .map((proto) => Object.getOwnPropertyNames(proto).sort().join(','))
    .join(' | ');
}

/** Collects uncaught errors and unhandled rejections of the window until `stop()`. */
export function watchUncaught(): {readonly errors: string[]; stop(): void} {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    errors.push(`unhandled rejection: ${String(event.reason?.message ?? event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    errors,
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** Lets every pending Lit update and signal effect run (they are microtask-driven). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** mulberry32: a small deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
