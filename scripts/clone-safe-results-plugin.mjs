// A dev-server plugin for the browser tests: a failing assertion whose actual or expected value is
// an element (`expect(shadowRoot.activeElement).to.equal(null)`), a function or the window is
// reported instead of hanging its file. @web/dev-server-core 1.0.1 copies every message the page
// sends to the runner with structuredClone, which throws on those values: the session's result
// was never sent, so the file ran into testsFinishTimeout (300 s) with no word of which test
// failed, in every browser (modernweb-dev/web#2967, open-wc/open-wc#2880).

const SCRIPT = '/__web-dev-server__web-socket.js';
const CLONE = 'var target = structuredClone(obj)';

// Runs in the page: structuredClone, else a JSON copy in which what cannot be cloned is
// described (an element by its start tag, a function by its name).
const FALLBACK = `
function cloneForMessage(value) {
  try {
    return structuredClone(value);
  } catch {
    const seen = new WeakSet();
    return JSON.parse(JSON.stringify(value, (key, item) => {
      if (typeof item === 'function') return '[function ' + (item.name || 'anonymous') + ']';
      if (typeof item !== 'object' || item === null) return item;
      if (item === window) return '[window]';
      if (item instanceof Element) return item.outerHTML.slice(0, item.outerHTML.indexOf('>') + 1);
      if (item instanceof Node) return '[' + item.nodeName + ']';
      if (seen.has(item)) return '[Circular]';
      seen.add(item);
      return item;
    }));
  }
}
`;

/** Makes the page's messages to the runner survive values structuredClone refuses. */
export function cloneSafeResultsPlugin() {
  return {
    name: 'clone-safe-results',
    transform(context) {
      if (context.path !== SCRIPT) return undefined;
      const body = String(context.body);
      if (!body.includes(CLONE)) {
        console.warn(
          `clone-safe-results: ${SCRIPT} no longer calls structuredClone as it did; check whether a failing assertion on an element still hangs its file.`,
        );
        return undefined;
      }
      return {body: body.replace(CLONE, 'var target = cloneForMessage(obj)') + FALLBACK};
    },
  };
}
