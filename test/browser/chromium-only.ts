// What only Chromium's test driver can do here: emulate forced colours, a colour scheme or reduced
// motion, and force a garbage collection (--expose-gc). Puppeteer's Firefox (WebDriver BiDi) and
// WebKit's WebDriver can do neither, so `npm run test:firefox` and `test:webkit` skip those tests
// (and the icon outline measure, whose hit testing only Chromium does to a hundredth of a unit).

/** Whether the tests run in Chromium (Chrome, Edge). */
export const inChromium = /Chrome\//.test(navigator.userAgent);

/**
 * Skips the running test outside Chromium (from a `before` hook: the whole suite). In Chromium it
 * does nothing, so a driver that lost the ability still fails the test.
 * @example
 * it('draws a Divider in forced colours', async function () {
 *   chromiumOnly(this);
 *   await emulateMedia({forcedColors: 'active'});
 * });
 */
export function chromiumOnly(context: Mocha.Context): void {
  if (!inChromium) context.skip();
}
