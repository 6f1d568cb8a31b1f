import {expect} from '@open-wc/testing';
import '../text/text.js';
import {renderComponent, shadow, testSurface} from '../shared/testing.js';
import './row.js';

async function row(props: Record<string, unknown> = {}) {
  const {surface} = testSurface([
    {id: 'root', component: 'Row', children: ['a', 'b'], ...props},
    {id: 'a', component: 'Text', text: 'A', weight: 2},
    {id: 'b', component: 'Text', text: 'B'},
  ]);
  const el = await renderComponent(surface);
  return {el, container: shadow(el).querySelector<HTMLElement>('[part="container"]')!};
}

describe('a2ui-row', () => {
  it('lays its children out horizontally in order', async () => {
    const {container} = await row();
    expect(getComputedStyle(container).flexDirection).to.equal('row');
    const ids = Array.from(container.children).map((c) => c.getAttribute('data-a2ui-id'));
    expect(ids).to.deep.equal(['a', 'b']);
  });

  it('defaults to justify start and align stretch', async () => {
    const {container} = await row();
    expect(getComputedStyle(container).justifyContent).to.equal('flex-start');
    expect(getComputedStyle(container).alignItems).to.equal('stretch');
  });

  // safe: children wider than the row overflow at its end (see row-controls.test.ts).
  for (const [justify, css] of [
    ['center', 'safe center'],
    ['end', 'safe flex-end'],
    ['spaceAround', 'space-around'],
    ['spaceBetween', 'space-between'],
    ['spaceEvenly', 'space-evenly'],
    ['start', 'flex-start'],
  ]) {
    it(`maps justify ${justify} to ${css}`, async () => {
      const {container} = await row({justify});
      expect(getComputedStyle(container).justifyContent).to.equal(css);
    });
  }

  it('shares the width equally with justify stretch', async () => {
    const {container} = await row({justify: 'stretch'});
    const b = container.children[1] as HTMLElement;
    expect(getComputedStyle(b).flexGrow).to.equal('1');
  });

  for (const [align, css] of [
    ['start', 'flex-start'],
    ['center', 'center'],
    ['end', 'flex-end'],
    ['stretch', 'stretch'],
  ]) {
    it(`maps align ${align} to ${css}`, async () => {
      const {container} = await row({align});
      expect(getComputedStyle(container).alignItems).to.equal(css);
    });
  }

  it("uses a child's weight as its flex-grow", async () => {
    const {container} = await row();
    expect(getComputedStyle(container.children[0]!).flexGrow).to.equal('2');
    expect(getComputedStyle(container.children[1]!).flexGrow).to.equal('0');
  });
});
