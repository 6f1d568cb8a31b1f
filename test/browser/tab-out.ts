// Tab from the last control of a page leaves the page in headless Chromium (focus goes to the
// browser's own UI; the page keeps its own focus for the next test). Not in the other engines:
// WebKitGTK wraps around to the first control of the document (often the same control, so no
// focusout fires), and Firefox moves focus to its UI and keeps it there, so the page is left
// without focus for the rest of the run: focus() and blur() no longer fire focus events, and the
// later tests that rely on them fail. What a user does is Tab to the next control on the page.
import {sendKeys} from '@web/test-runner-commands';

/**
 * Presses Tab from the page's last control to a button after everything on the page, then takes
 * that button away: focus has left the control (its focusout fired) and rests on the body, as
 * after Tab out of the page in Chromium, in every engine, and the page keeps focus for the next
 * test.
 * @example
 * field.focus();
 * await tabOut();
 * expect(document.activeElement).to.equal(document.body);
 */
export async function tabOut(): Promise<void> {
  const next = document.createElement('button');
  next.textContent = 'next control';
  document.body.append(next);
  try {
    await sendKeys({press: 'Tab'});
  } finally {
    next.remove();
  }
}
