// WAI-ARIA tabs pattern: the element with role tablist carries the label of the set of tabs. The
// Tabs' `accessibility` label and description name and describe the tablist, not a group
// around it; without a label the tablist has no name (a generic word would only repeat its role).
import {expect} from '@open-wc/testing';
import '../../components/index.js';
import {renderComponent, shadow, testSurface} from '../../components/shared/testing.js';
import {a11yTree, announced} from './a11y-tree.js';

async function tabs(extra: object = {}) {
  const {surface} = testSurface([
    {
      id: 'root',
      component: 'Tabs',
      tabs: [
        {title: 'Details', child: 'a'},
        {title: 'Reviews', child: 'b'},
      ],
      ...extra,
    },
    {id: 'a', component: 'Text', text: 'About'},
    {id: 'b', component: 'Text', text: 'Great'},
  ]);
  const el = await renderComponent(surface);
  return {el, tablist: shadow(el).querySelector('[role="tablist"]')!};
}

describe('the Tabs tablist', () => {
  it('is named by the accessibility label', async () => {
    const {tablist} = await tabs({accessibility: {label: 'Product information'}});
    expect(announced(tablist)).to.equal('tablist "Product information"');
  });

  it('is described by the accessibility description', async () => {
    const {tablist} = await tabs({
      accessibility: {label: 'Product information', description: 'Pick a section'},
    });
    expect(announced(tablist)).to.equal(
      'tablist "Product information" description="Pick a section"',
    );
  });

  it('is not wrapped in a group carrying the same label', async () => {
    const {el} = await tabs({accessibility: {label: 'Product information'}});
    expect(a11yTree(el)).to.deep.equal([
      'tablist "Product information"',
      'tab "Details" selected',
      'tab "Reviews"',
      'tabpanel "Details"',
    ]);
  });

  it('has no name without a label', async () => {
    const {tablist} = await tabs();
    expect(announced(tablist)).to.equal('tablist');
  });
});
