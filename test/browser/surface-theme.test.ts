import {expect, fixture, html} from '@open-wc/testing';
import {emulateMedia} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';
import {contrast} from './inputs-harness.js';
import {chromiumOnly, inChromium} from './chromium-only.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

async function mount(theme?: object, wrapperStyle = ''): Promise<HTMLElement> {
  const processor = new MessageProcessor();
  const wrapper = await fixture<HTMLElement>(
    html`<div style=${wrapperStyle}>
      <a2ui-surface surface-id="t" .processor=${processor}></a2ui-surface>
    </div>`,
  );
  processor.processMessages([
    {
      version: 'v0.9',
      createSurface: {surfaceId: 't', catalogId: CATALOG, ...(theme ? {theme} : {})},
    },
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 't',
        components: [
          {id: 'root', component: 'Column', children: ['text', 'button']},
          {id: 'text', component: 'Text', text: 'A [link](https://example.com)'},
          {
            id: 'button',
            component: 'Button',
            child: 'label',
            variant: 'primary',
            action: {event: {name: 'x'}},
          },
          {id: 'label', component: 'Text', text: 'Go'},
        ],
      },
    },
  ]);
  await settle();
  return wrapper;
}

/** A CSS colour as drawn: "r,g,b" (computed values may stay in oklch()). */
function rgbOf(color: string): string {
  const context = document.createElement('canvas').getContext('2d')!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].join();
}

describe('theming', () => {
  afterEach(async () => {
    if (inChromium) await emulateMedia({colorScheme: 'light'});
  });

  it('lets a page rule override a token default', async () => {
    const style = document.createElement('style');
    style.textContent = ':root { --a2ui-color-background: rgb(1, 2, 3); }';
    document.head.append(style);
    try {
      const wrapper = await mount();
      const surface = wrapper.querySelector('a2ui-surface')!;
      expect(getComputedStyle(surface).backgroundColor).to.equal('rgb(1, 2, 3)');
    } finally {
      style.remove();
    }
  });

  it('follows prefers-color-scheme by default', async function () {
    chromiumOnly(this);
    await emulateMedia({colorScheme: 'dark'});
    const wrapper = await mount();
    const surface = wrapper.querySelector('a2ui-surface')!;
    expect(getComputedStyle(surface).backgroundColor).to.equal('rgb(18, 18, 18)');
    await emulateMedia({colorScheme: 'light'});
    expect(getComputedStyle(surface).backgroundColor).to.equal('rgb(244, 245, 247)');
  });

  it('colours links and primary buttons with the surface theme.primaryColor', async () => {
    const wrapper = await mount({primaryColor: '#aa0000'});
    const link = deepQuery(wrapper, 'a')!;
    const button = deepQuery(wrapper, 'button.primary') ?? deepQuery(wrapper, 'button')!;
    expect(rgbOf(getComputedStyle(link).color)).to.equal('170,0,0');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(170, 0, 0)');
  });

  it('darkens a light theme.primaryColor for links and focus rings on a light background', async () => {
    const wrapper = await mount({primaryColor: '#ffd600'});
    const link = rgbOf(getComputedStyle(deepQuery(wrapper, 'a')!).color);
    const surface = rgbOf(getComputedStyle(wrapper.querySelector('a2ui-surface')!).backgroundColor);
    expect(contrast(link, surface)).to.be.at.least(4.5);
    // Still the agent's hue: more red and green than blue.
    const [red, green, blue] = link.split(',').map(Number);
    expect(red! > blue! && green! > blue!).to.equal(true);
  });

  it('writes black on a light theme.primaryColor and white on a dark one', async () => {
    const labelOn = async (primaryColor: string) =>
      rgbOf(getComputedStyle(deepQuery(await mount({primaryColor}), 'button')!).color);
    expect(await labelOn('#ffd600')).to.equal('0,0,0');
    expect(await labelOn('#00bfff')).to.equal('0,0,0');
    expect(await labelOn('#aa0000')).to.equal('255,255,255');
    expect(await labelOn('#1a62d6')).to.equal('255,255,255');
  });

  it('writes black on a light primary colour the page sets, unless it sets the text colour too', async () => {
    const light = await mount(undefined, '--a2ui-color-primary: #ffe08a');
    expect(rgbOf(getComputedStyle(deepQuery(light, 'button')!).color)).to.equal('0,0,0');
    const chosen = await mount(
      undefined,
      '--a2ui-color-primary: #ffe08a; --a2ui-color-on-primary: rgb(0, 0, 128)',
    );
    expect(rgbOf(getComputedStyle(deepQuery(chosen, 'button')!).color)).to.equal('0,0,128');
  });

  it('lets fonts inherit from the page', async () => {
    const wrapper = await mount(undefined, 'font-family: Georgia, serif');
    const text = deepQuery(wrapper, '[part="text"]')!;
    expect(getComputedStyle(text).fontFamily).to.equal('Georgia, serif');
  });
});
