import {expect} from '@open-wc/testing';
import '../text/text.js';
import {renderComponent, shadow, testSurface} from '../shared/testing.js';
import './list.js';

async function list(props: Record<string, unknown> = {}) {
  const {surface} = testSurface([
    {id: 'root', component: 'List', children: ['a', 'b'], ...props},
    {id: 'a', component: 'Text', text: 'A'},
    {id: 'b', component: 'Text', text: 'B'},
  ]);
  const el = await renderComponent(surface);
  return shadow(el).querySelector<HTMLElement>('[part~="list"]')!;
}

describe('a2ui-list', () => {
  it('keeps the room for focus rings inside its box: no overflow where nothing pads it', async () => {
    for (const [direction, maxHeight] of [
      ['vertical', ''],
      ['vertical', '5rem'],
      ['horizontal', ''],
    ]) {
      const {surface} = testSurface([
        {id: 'root', component: 'List', direction, children: ['a']},
        {id: 'a', component: 'Text', text: 'A'},
      ]);
      const page = (await renderComponent(surface)).parentElement!;
      page.style.overflow = 'auto';
      page.style.setProperty('--a2ui-list-max-height', maxHeight || null);
      expect(page.scrollWidth, direction + maxHeight).to.equal(page.clientWidth);
      expect(page.scrollHeight, direction + maxHeight + ' below').to.equal(page.clientHeight);
    }
  });

  it('is a vertical list of list items by default', async () => {
    const el = await list();
    expect(el.getAttribute('role')).to.equal('list');
    expect(getComputedStyle(el).flexDirection).to.equal('column');
    expect(el.querySelectorAll('[role="listitem"]').length).to.equal(2);
  });

  it('scrolls horizontally in the horizontal direction', async () => {
    const el = await list({direction: 'horizontal'});
    expect(getComputedStyle(el).flexDirection).to.equal('row');
    expect(getComputedStyle(el).overflowX).to.equal('auto');
  });

  for (const [align, css] of [
    ['start', 'flex-start'],
    ['center', 'center'],
    ['end', 'flex-end'],
    ['stretch', 'stretch'],
  ]) {
    it(`maps align ${align} to ${css}`, async () => {
      const el = await list({align});
      expect(getComputedStyle(el).alignItems).to.equal(css);
    });
  }
});
