import {expect} from '@open-wc/testing';
import {renderComponent, shadow, testSurface} from '../shared/testing.js';
import './divider.js';

describe('a2ui-divider', () => {
  it('is a horizontal 1px separator by default', async () => {
    const {surface} = testSurface([{id: 'root', component: 'Divider'}]);
    const line = shadow(await renderComponent(surface)).querySelector('[part="divider"]')!;
    expect(line.getAttribute('role')).to.equal('separator');
    expect(line.getAttribute('aria-orientation')).to.equal('horizontal');
    expect(getComputedStyle(line).height).to.equal('1px');
  });

  it('is a vertical 1px line with the vertical axis', async () => {
    const {surface} = testSurface([{id: 'root', component: 'Divider', axis: 'vertical'}]);
    const line = shadow(await renderComponent(surface)).querySelector('[part="divider"]')!;
    expect(line.getAttribute('aria-orientation')).to.equal('vertical');
    expect(getComputedStyle(line).width).to.equal('1px');
  });
});
