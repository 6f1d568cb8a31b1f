// Fixture of test/node/browser-test-isolation.test.ts (not part of the browser suite): runs
// after a-leaves-state.test.ts on the same page and finds nothing it left.
import {expect} from '@open-wc/testing';

it('finds no storage, cookie, media emulation or pressed mouse button left behind', async () => {
  expect(localStorage.getItem('left')).to.equal(null);
  expect(sessionStorage.getItem('left')).to.equal(null);
  expect(document.cookie).to.equal('');
  expect(matchMedia('(prefers-color-scheme: dark)').matches).to.equal(false);
  expect(matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(false);
  expect(matchMedia('(forced-colors: active)').matches).to.equal(false);
  const buttons = await new Promise<number>((resolve) => {
    addEventListener('pointermove', (event) => resolve(event.buttons), {once: true});
    document.body.style.minHeight = '100vh';
    // A synthetic move would report no buttons whatever the state: ask the browser for a real one.
    void import('@web/test-runner-commands').then(({sendMouse}) =>
      sendMouse({type: 'move', position: [10, 10]}),
    );
  });
  expect(buttons).to.equal(0);
  console.log(`history.length=${history.length}`);
});
