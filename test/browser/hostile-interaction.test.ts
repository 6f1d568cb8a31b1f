import {expect} from '@open-wc/testing';
import {everyElement} from './dom-walk.js';
import {flush, watchUncaught} from './hostile-page.js';
import {components, hostileSurface} from './hostile-surface.js';

// A user acting while the agent changes the surface under them.

describe('a user acting on a surface a hostile agent changes', () => {
  it('opens no dialog, and throws nothing, when the click that opens it deletes the surface', async () => {
    const {el, processor} = await hostileSurface(
      components([
        {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
        {id: 'open', component: 'Button', child: 'label', action: {event: {name: 'opened'}}},
        {id: 'label', component: 'Text', text: 'Open'},
        {id: 'body', component: 'Text', text: 'Inside'},
      ]),
    );
    // The page answers the action at once (a local agent), and the answer deletes the surface.
    el.addEventListener('a2uiaction', () =>
      processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 's'}}]),
    );
    const uncaught = watchUncaught();
    try {
      const button = everyElement(el.shadowRoot!).find((e) => e.localName === 'button');
      (button as HTMLButtonElement).click();
      await flush();
    } finally {
      uncaught.stop();
    }
    expect(uncaught.errors).to.deep.equal([]);
    expect(everyElement(el.shadowRoot!).filter((e) => e.localName === 'dialog')).to.have.length(0);
  });
});
