import {expect, fixture, html} from '@open-wc/testing';
import {keepScrollStop, tabStops} from './tab-stops.js';

/** A custom element rendering `content` in an open shadow root. */
class ShadowBox extends HTMLElement {
  connectedCallback(): void {
    if (this.shadowRoot) return;
    const root = this.attachShadow({mode: 'open'});
    const button = document.createElement('button');
    button.textContent = 'inside';
    root.append(button);
  }
}
customElements.define('tab-stops-box', ShadowBox);

const names = (root: Element) =>
  tabStops(root).map((element) => element.textContent?.trim() || element.localName);

describe('tabStops', () => {
  it('lists focusable elements in order, looking inside shadow roots', async () => {
    const root = await fixture(
      html`<div>
        <button>first</button><tab-stops-box></tab-stops-box><a href="#x">link</a>
        <span tabindex="0">span</span><span tabindex="-1">not</span><span>plain</span>
      </div>`,
    );
    expect(names(root)).to.deep.equal(['first', 'inside', 'link', 'span']);
  });

  it('leaves out disabled elements and those not rendered', async () => {
    const root = await fixture(
      html`<div>
        <button disabled>off</button>
        <div hidden><button>hidden</button></div>
        <dialog><button>closed dialog</button></dialog>
        <input value="shown" />
      </div>`,
    );
    expect(names(root)).to.deep.equal(['input']);
  });

  it('counts a radio group once, at its checked radio', async () => {
    const root = await fixture(
      html`<div>
        <input type="radio" name="g" value="a" /><input type="radio" name="g" value="b" checked />
        <input type="radio" name="g" value="c" />
      </div>`,
    );
    expect(tabStops(root).map((radio) => (radio as HTMLInputElement).value)).to.deep.equal(['b']);
  });

  it('keeps content that scrolls a stop while it scrolls, none once it does not', async () => {
    const box = await fixture<HTMLElement>(
      html`<pre style="overflow-x: auto; width: 100px"><code>${'wide '.repeat(40)}</code></pre>`,
    );
    const frame = () => new Promise(requestAnimationFrame);
    keepScrollStop(box);
    await frame();
    await frame();
    expect(box.getAttribute('tabindex')).to.equal('0');
    box.style.width = '10000px';
    await frame();
    await frame();
    expect(box.hasAttribute('tabindex')).to.equal(false);
  });
});
