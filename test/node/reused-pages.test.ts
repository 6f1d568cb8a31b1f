// scripts/reused-pages.mjs hands a finished test file's page to the next file. wtr can stop one
// session twice at once; the second stop must not reach the page the next file runs on.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
// @ts-expect-error: a plain JavaScript module of the test setup, without types.
import {reusedPages} from '../../scripts/reused-pages.mjs';

/** A stand-in for a Playwright browser with one page, recording what is done to it. */
function fakeBrowser() {
  const calls: string[] = [];
  let url = 'about:blank';
  const page = {
    isClosed: () => false,
    url: () => url,
    goto: async (to: string) => {
      calls.push(`goto ${to}`);
      url = to;
    },
    on: () => undefined,
    emulateMedia: async () => undefined,
    mouse: {up: async () => undefined, move: async () => undefined},
  };
  const context = {
    newPage: async () => page,
    pages: () => [page],
    clearCookies: async () => calls.push('clearCookies'),
    clearPermissions: async () => undefined,
    newCDPSession: async () => ({send: async () => undefined, detach: async () => undefined}),
    close: async () => calls.push('context closed'),
  };
  return {browser: {newContext: async () => context}, calls};
}

describe('pages reused from one test file to the next', () => {
  it('gives the next file the page the previous one released, reset once', async () => {
    const {browser, calls} = fakeBrowser();
    const {createBrowserContext, createPage} = reusedPages();
    const first = await createBrowserContext({browser});
    const firstPage = await createPage({context: first});
    await firstPage.goto('http://localhost/a');
    await firstPage.goto('about:blank');
    await Promise.all([first.close(), first.close()]);

    const second = await createBrowserContext({browser});
    const secondPage = await createPage({context: second});
    await secondPage.goto('http://localhost/b');
    assert.deepEqual(calls, [
      'goto http://localhost/a',
      'goto about:blank',
      'clearCookies',
      'goto http://localhost/b',
    ]);

    // A late second stop of the first session: its step to about:blank and its close do nothing.
    await firstPage.goto('about:blank');
    await first.close();
    assert.equal(secondPage.url(), 'http://localhost/b');
    assert.equal(calls.length, 4, calls.join(', '));
  });

  it('closes a page that is not on about:blank when released instead of reusing it', async () => {
    const {browser, calls} = fakeBrowser();
    const {createBrowserContext, createPage} = reusedPages();
    const first = await createBrowserContext({browser});
    await (await createPage({context: first})).goto('http://localhost/a');
    await first.close();
    assert.ok(calls.includes('context closed'), calls.join(', '));
  });
});
