import {expect} from '@open-wc/testing';
import {contrast} from '../../test/browser/inputs-harness.js';
import '../text/text.js';
import {renderComponent, shadow, testSurface} from '../shared/testing.js';
import './card.js';

describe('a2ui-card', () => {
  it('renders its single child on a padded, rounded surface', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Card', child: 'a'},
      {id: 'a', component: 'Text', text: 'Inside'},
    ]);
    const el = await renderComponent(surface);
    const card = shadow(el).querySelector<HTMLElement>('[part="card"]')!;
    expect(card.querySelector('[data-a2ui-id="a"]')).to.not.equal(null);
    const style = getComputedStyle(card);
    expect(style.paddingTop).to.equal('16px');
    expect(style.borderTopLeftRadius).to.equal('8px');
  });

  it('shows its edge in the dark scheme (3:1 on the background), none in the light one', async () => {
    const {surface} = testSurface([{id: 'root', component: 'Card', child: 'a'}]);
    for (const scheme of ['dark', 'light']) {
      const el = await renderComponent(surface, 'root', `a2ui-${scheme}`);
      const page = el.parentElement!;
      page.style.background = 'var(--a2ui-color-background)';
      const edge = getComputedStyle(shadow(el).querySelector('[part="card"]')!).outlineColor;
      if (scheme === 'light') expect(edge).to.equal('rgba(0, 0, 0, 0)');
      else expect(contrast(edge, getComputedStyle(page).backgroundColor)).to.be.at.least(3);
    }
  });

  it('takes its background from --a2ui-card-background', async () => {
    const {surface} = testSurface([{id: 'root', component: 'Card', child: 'a'}]);
    const el = await renderComponent(surface);
    el.style.setProperty('--a2ui-card-background', 'rgb(1, 2, 3)');
    const card = shadow(el).querySelector('[part="card"]')!;
    expect(getComputedStyle(card).backgroundColor).to.equal('rgb(1, 2, 3)');
  });
});
