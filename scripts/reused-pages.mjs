// Options for @web/test-runner-playwright's launcher that keep each page open from one test file
// to the next. By default every test file gets a new browser context and page, and with them a
// new renderer process: some 0.4–0.8 s per file on a 2-core machine, a minute over the browser
// suites. Here a finished file's page goes back to a pool and the next file navigates it; what a
// test file could leave behind in it is reset on the way (about:blank is wtr's own step).

/**
 * @typedef {import('playwright').Page} Page
 * @typedef {import('playwright').BrowserContext} BrowserContext
 * @typedef {{context: BrowserContext, page: Page, origins: Set<string>}} Reusable
 */

/**
 * @returns {{createBrowserContext: Function, createPage: Function}} the `createBrowserContext`
 *   and `createPage` options of `playwrightLauncher`.
 */
export function reusedPages() {
  /** Pages free for the next test file, by browser (the debug browser has its own). */
  const pools = new WeakMap();
  return {
    async createBrowserContext({browser}) {
      if (!pools.has(browser)) pools.set(browser, []);
      const pool = pools.get(browser);
      const reusable = pool.pop() ?? (await open(browser));
      // What wtr sees as the session's context: closing it hands the page back to the pool, once.
      // wtr may stop a session twice at the same time (a window the test opened on its own URL
      // finishes the session again): the second stop must neither navigate nor reset the page
      // the next file may run on by then.
      let released;
      const release = async () => {
        if (await reset(reusable)) pool.push(reusable);
        else await reusable.context.close().catch(() => undefined);
      };
      return {
        newPage: async () => sessionView(reusable.page, () => released !== undefined),
        close: () => (released ??= release()),
      };
    },
    createPage: ({context}) => context.newPage(),
  };
}

/**
 * The page as one session sees it: once the session has let the page go, its navigations (wtr's
 * own step to about:blank when it stops) do nothing.
 * @param {Page} page
 * @param {() => boolean} isReleased
 * @returns {Page}
 */
function sessionView(page, isReleased) {
  return new Proxy(page, {
    get(target, key) {
      if (key === 'goto' && isReleased()) return async () => null;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** @returns {Promise<Reusable>} */
async function open(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origins = new Set();
  page.on('framenavigated', (frame) => {
    const {origin} = new URL(frame.url());
    if (origin.startsWith('http')) origins.add(origin);
  });
  return {context, page, origins};
}

/**
 * Undoes what a test file may have changed: windows it opened, media emulation, a held mouse
 * button, its pages' storage and cookies, permissions. Says whether the page is fit for the next
 * file: one that crashed, closed or stopped answering is not.
 * @param {Reusable} reusable
 * @returns {Promise<boolean>}
 */
async function reset({context, page, origins}) {
  if (page.isClosed()) return false;
  const steps = (async () => {
    // Windows the test opened (a link with target="_blank", window.open).
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.emulateMedia({
      media: null,
      colorScheme: null,
      reducedMotion: null,
      forcedColors: null,
    });
    await page.mouse.up();
    await page.mouse.move(0, 0);
    await context.clearCookies();
    await context.clearPermissions();
    const cdp = await context.newCDPSession(page);
    for (const origin of origins) {
      await cdp.send('Storage.clearDataForOrigin', {origin, storageTypes: 'all'});
    }
    origins.clear();
    await cdp.detach();
    return page.url() === 'about:blank';
  })();
  let timer;
  const limit = new Promise((resolve) => (timer = setTimeout(resolve, 15_000, false)));
  return Promise.race([steps.catch(() => false), limit]).finally(() => clearTimeout(timer));
}
