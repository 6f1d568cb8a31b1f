// A surface inside an application's own shadow root (a Lit app, Angular with ShadowDom
// encapsulation): the tokens must reach it. This file mounts nothing in the light DOM first, so
// the document starts without the tokens.
import {expect} from '@open-wc/testing';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

async function mountInShadowRoot(wrapperClass = ''): Promise<HTMLElement> {
  const app = document.createElement('div');
  document.body.append(app);
  const shadow = app.attachShadow({mode: 'open'});
  const wrapper = document.createElement('div');
  wrapper.className = wrapperClass;
  const processor = new MessageProcessor();
  const surface = Object.assign(document.createElement('a2ui-surface'), {processor});
  surface.setAttribute('surface-id', 'app');
  wrapper.append(surface);
  shadow.append(wrapper);
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'app', catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 'app',
        components: [
          {
            id: 'root',
            component: 'Button',
            child: 'label',
            variant: 'primary',
            action: {event: {name: 'go'}},
          },
          {id: 'label', component: 'Text', text: 'Go'},
        ],
      },
    },
  ]);
  await settle();
  return app;
}

describe('a surface inside an application shadow root', () => {
  afterEach(() => {
    for (const element of [...document.body.children]) element.remove();
  });

  it('gets the token defaults', async () => {
    const app = await mountInShadowRoot();
    const button = deepQuery(app, 'button')!;
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(26, 98, 214)');
  });

  it('takes a token the page sets on an ancestor outside the shadow root', async () => {
    document.body.style.setProperty('--a2ui-color-primary', 'rgb(1, 2, 3)');
    try {
      const app = await mountInShadowRoot();
      const button = deepQuery(app, 'button')!;
      expect(getComputedStyle(button).backgroundColor).to.equal('rgb(1, 2, 3)');
    } finally {
      document.body.style.removeProperty('--a2ui-color-primary');
    }
  });

  it('turns dark under an a2ui-dark class inside the shadow root', async () => {
    const app = await mountInShadowRoot('a2ui-dark');
    const surface = deepQuery(app, 'a2ui-surface')!;
    expect(getComputedStyle(surface).backgroundColor).to.equal('rgb(18, 18, 18)');
  });
});
