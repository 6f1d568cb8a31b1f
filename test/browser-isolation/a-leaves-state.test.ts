// Fixture of test/node/browser-test-isolation.test.ts (not part of the browser suite): leaves
// behind everything a test file could, for the next file on the same page to look for.
import {expect} from '@open-wc/testing';
import {emulateMedia, sendMouse} from '@web/test-runner-commands';

it('leaves storage, cookies, media emulation, a held mouse button and a window behind', async () => {
  localStorage.setItem('left', 'behind');
  sessionStorage.setItem('left', 'behind');
  document.cookie = 'left=behind';
  await emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce', forcedColors: 'active'});
  await sendMouse({type: 'move', position: [200, 200]});
  await sendMouse({type: 'down'});
  // Not this page's own address: a window on it would run this file again, after the reset.
  const opened = window.open('about:blank', '_blank');
  expect(opened).to.not.equal(null);
  expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
  console.log(`history.length=${history.length}`);
});
