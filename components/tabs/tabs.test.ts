import {expect} from '@open-wc/testing';
import {emulateMedia, sendKeys} from '@web/test-runner-commands';
import '../button/button.js';
import '../text/text.js';
import {deepText} from '../shared/deep-text.js';
import {renderComponent, settle, shadow, testSurface} from '../shared/testing.js';
import './tabs.js';
import {chromiumOnly} from '../../test/browser/chromium-only.js';

async function tabs() {
  const {surface} = testSurface(
    [
      {
        id: 'root',
        component: 'Tabs',
        tabs: [
          {title: 'One', child: 'a'},
          {title: {path: '/second'}, child: 'b'},
          {title: 'Three', child: 'c'},
        ],
      },
      {id: 'a', component: 'Text', text: 'A'},
      {id: 'b', component: 'Text', text: 'B'},
      {id: 'c', component: 'Text', text: 'C'},
    ],
    {second: 'Two'},
  );
  const el = await renderComponent(surface);
  const root = shadow(el);
  const tabList = () => Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const panelIds = () =>
    Array.from(root.querySelectorAll('[role="tabpanel"] [data-a2ui-id]')).map((e) =>
      e.getAttribute('data-a2ui-id'),
    );
  return {el, root, tabList, panelIds, surface};
}

describe('a2ui-tabs', () => {
  it('renders a tablist with resolved titles and only the first tab content', async () => {
    const {tabList, panelIds} = await tabs();
    expect(tabList().map((t) => t.textContent!.trim())).to.deep.equal(['One', 'Two', 'Three']);
    expect(tabList().map((t) => t.getAttribute('aria-selected'))).to.deep.equal([
      'true',
      'false',
      'false',
    ]);
    expect(panelIds()).to.deep.equal(['a']);
  });

  it('points only the selected tab at the panel, which shows its content alone', async () => {
    const {tabList} = await tabs();
    expect(tabList().map((t) => t.getAttribute('aria-controls'))).to.deep.equal([
      'panel',
      null,
      null,
    ]);
    tabList()[1]!.click();
    await settle();
    expect(tabList()[1]!.getAttribute('aria-controls')).to.equal('panel');
    expect(tabList()[0]!.hasAttribute('aria-controls')).to.equal(false);
  });

  it('uses a roving tabindex: only the selected tab is a tab stop', async () => {
    const {tabList} = await tabs();
    expect(tabList().map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
  });

  it('selects a tab on click and shows its content', async () => {
    const {tabList, panelIds, root} = await tabs();
    tabList()[2]!.click();
    await settle();
    expect(panelIds()).to.deep.equal(['c']);
    expect(root.querySelector('[role="tabpanel"]')!.getAttribute('aria-labelledby')).to.equal(
      'tab-2',
    );
  });

  for (const forcedColors of ['none', 'active'] as const) {
    it(`keeps every tab where it is when another is selected (forced colours ${forcedColors})`, async function () {
      chromiumOnly(this);
      await emulateMedia({forcedColors});
      try {
        const {tabList} = await tabs();
        const boxes = () =>
          tabList()
            .map((tab) => {
              const box = tab.getBoundingClientRect();
              return `${box.left.toFixed(1)}+${box.width.toFixed(1)}`;
            })
            .join(' ');
        const before = boxes();
        tabList()[1]!.click();
        await settle();
        expect(boxes()).to.equal(before);
      } finally {
        await emulateMedia({forcedColors: 'none'});
      }
    });
  }

  it('draws the selected title bold, without a bolder font, which would be wider', async () => {
    const {tabList} = await tabs();
    const [selected, other] = tabList().map((tab) => getComputedStyle(tab));
    expect(selected!.textShadow).not.to.equal('none');
    expect(other!.textShadow).to.equal('none');
    expect(selected!.fontWeight).to.equal(other!.fontWeight);
  });

  it('leaves the same space between titles, long or short', async () => {
    const titles = ['Overview', 'Details and specifications of the product', 'FAQ', 'Reviews'];
    const {surface} = testSurface([
      {id: 'root', component: 'Tabs', tabs: titles.map((title) => ({title, child: 'a'}))},
      {id: 'a', component: 'Text', text: 'A'},
    ]);
    const tabs = [...shadow(await renderComponent(surface)).querySelectorAll('[role="tab"]')];
    const text = tabs.map((tab) => {
      const range = document.createRange();
      range.selectNodeContents(tab);
      return range.getBoundingClientRect();
    });
    const spaces = text.slice(1).map((box, i) => Math.round(box.left - text[i]!.right));
    expect(Math.max(...spaces) - Math.min(...spaces)).to.be.at.most(1);
  });

  it('moves selection and focus with the arrow keys, wrapping around', async () => {
    const {tabList, panelIds} = await tabs();
    tabList()[0]!.focus();
    await sendKeys({press: 'ArrowRight'});
    await settle();
    expect(panelIds()).to.deep.equal(['b']);
    expect(tabList()[1]!.matches(':focus')).to.equal(true);
    await sendKeys({press: 'ArrowLeft'});
    await sendKeys({press: 'ArrowLeft'});
    await settle();
    expect(panelIds()).to.deep.equal(['c']);
  });

  it('goes to the first and last tab with Home and End', async () => {
    const {tabList, panelIds} = await tabs();
    tabList()[0]!.focus();
    await sendKeys({press: 'End'});
    await settle();
    expect(panelIds()).to.deep.equal(['c']);
    await sendKeys({press: 'Home'});
    await settle();
    expect(panelIds()).to.deep.equal(['a']);
  });

  it('follows a bound tab title', async () => {
    const {tabList, surface} = await tabs();
    surface.dataModel.set('/second', 'Deux');
    await settle();
    expect(tabList()[1]!.textContent!.trim()).to.equal('Deux');
  });
});

describe('a2ui-tabs in right-to-left text', () => {
  it('mirrors the arrow keys', async () => {
    const {el, tabList, panelIds} = await tabs();
    el.setAttribute('dir', 'rtl');
    tabList()[0]!.focus();
    await sendKeys({press: 'ArrowLeft'});
    await settle();
    expect(panelIds()).to.deep.equal(['b']);
  });
});

describe('a2ui-tabs panel as a tab stop (WAI-ARIA tabs pattern)', () => {
  async function panelTabs(first: {component: string; [prop: string]: unknown}) {
    const {surface} = testSurface([
      {
        id: 'root',
        component: 'Tabs',
        tabs: [
          {title: 'One', child: 'a'},
          {title: 'Two', child: 'b'},
        ],
      },
      {id: 'a', ...first},
      {id: 'b', component: 'Button', child: 'b-text', action: {event: {name: 'go'}}},
      {id: 'b-text', component: 'Text', text: 'Go'},
      {id: 'a-text', component: 'Text', text: 'Inside'},
    ]);
    const el = await renderComponent(surface);
    const root = shadow(el);
    const tab = (i: number) => root.querySelectorAll<HTMLButtonElement>('[role="tab"]')[i]!;
    const panel = root.querySelector<HTMLElement>('[role="tabpanel"]')!;
    /** Where focus lands when Tab is pressed on tab `i`. */
    const tabFrom = async (i: number): Promise<Element | null> => {
      tab(i).focus();
      await sendKeys({press: 'Tab'});
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active;
    };
    return {surface, panel, tabFrom, tab};
  }
  const text = {component: 'Text', text: 'Only text'};
  const button = {component: 'Button', child: 'a-text', action: {event: {name: 'a'}}};

  it('is a tab stop itself while its content has nothing to focus', async () => {
    const {panel, tabFrom} = await panelTabs(text);
    expect(panel.tabIndex).to.equal(0);
    expect((await tabFrom(0)) === panel, 'focus is on the panel').to.equal(true);
  });

  it('lets Tab go from the tab straight into content that takes focus', async () => {
    const {panel, tabFrom} = await panelTabs(button);
    expect(panel.tabIndex).to.equal(-1);
    const landed = await tabFrom(0);
    expect(landed?.localName).to.equal('button');
    expect(deepText(landed!)).to.equal('Inside');
  });

  it('counts the content of a tab selected later', async () => {
    const {panel, tabFrom, tab} = await panelTabs(text);
    tab(1).click();
    await settle();
    expect(panel.tabIndex).to.equal(-1);
    expect(deepText((await tabFrom(1))!)).to.equal('Go');
  });

  it('follows content that the agent changes while the tab stays selected', async () => {
    const {surface, panel, tabFrom} = await panelTabs(text);
    surface.updateComponents([{id: 'a', ...button}]);
    await settle();
    expect((await tabFrom(0))?.localName).to.equal('button');
    surface.updateComponents([{id: 'a', ...text}]);
    await settle();
    expect((await tabFrom(0)) === panel, 'focus is on the panel').to.equal(true);
  });
});
