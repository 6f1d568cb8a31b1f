import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import {a11yTree} from '../../test/browser/a11y-tree.js';
import '../button/button.js';
import '../text/text.js';
import {deepActiveElement} from '../shared/tab-stops.js';
import {renderComponent, settle, shadow, testSurface} from '../shared/testing.js';
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

/** Presses Tab from a button just before `el`, as a user tabbing into it does. */
async function tabInto(el: Element): Promise<void> {
  const before = document.createElement('button');
  el.before(before);
  before.focus();
  await sendKeys({press: 'Tab'});
  before.remove();
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

  describe('scrolled with the keyboard', () => {
    const words = 'A long line of text that does not fit'.split(' ');
    async function wideList(item: (word: string) => {component: string; [prop: string]: unknown}) {
      const {surface} = testSurface([
        {id: 'root', component: 'List', direction: 'horizontal', children: words},
        ...words.map((word) => ({id: word, ...item(word)})),
        ...words.map((word) => ({id: word + '-text', component: 'Text', text: word})),
      ]);
      const el = await renderComponent(surface);
      el.style.inlineSize = '10rem';
      await settle();
      await new Promise(requestAnimationFrame);
      await tabInto(el);
      return {part: shadow(el).querySelector<HTMLElement>('[part~="list"]')!, el, surface};
    }

    it('is a Tab stop itself when it scrolls and holds nothing to focus', async () => {
      const {part} = await wideList((word) => ({component: 'Text', text: word.repeat(8)}));
      expect(part.scrollWidth).to.be.above(part.clientWidth);
      expect(part.tabIndex).to.equal(0);
      expect(deepActiveElement()).to.equal(part);
    });

    it('leaves Tab to its items when they take focus', async () => {
      const {part} = await wideList((word) => ({
        component: 'Button',
        child: word + '-text',
        action: {event: {name: 'go'}},
      }));
      expect(part.scrollWidth).to.be.above(part.clientWidth);
      expect(part.tabIndex).to.equal(-1);
      expect(deepActiveElement()?.localName).to.equal('button');
    });

    it('is reachable by Tab once its content grows to scroll, without rendering again', async () => {
      // A Text streamed into, or items arriving after the List rendered: the List itself does
      // not render again, so the browser's own Tab stop for a scroll box must stay allowed.
      const {surface} = testSurface(
        [
          {id: 'root', component: 'List', children: ['a']},
          {id: 'a', component: 'Text', text: {path: '/text'}},
        ],
        {text: 'Short'},
      );
      const el = await renderComponent(surface);
      el.style.setProperty('--a2ui-list-max-height', '3rem');
      await settle();
      await new Promise(requestAnimationFrame);
      surface.dataModel.set('/text', 'A long text that wraps onto many lines. '.repeat(20));
      await settle();
      const part = shadow(el).querySelector<HTMLElement>('[part~="list"]')!;
      expect(part.scrollHeight).to.be.above(part.clientHeight);
      await tabInto(el);
      expect(deepActiveElement() === part, 'focus on the list').to.equal(true);
    });

    it('keeps the focus it has when its items come to take focus', async () => {
      const {surface} = testSurface([
        {id: 'root', component: 'List', direction: 'horizontal', children: words},
        ...words.map((word) => ({id: word, component: 'Text', text: word.repeat(8)})),
      ]);
      const el = await renderComponent(surface);
      el.style.inlineSize = '10rem';
      await settle();
      await new Promise(requestAnimationFrame);
      const part = shadow(el).querySelector<HTMLElement>('[part~="list"]')!;
      expect(part.tabIndex).to.equal(0);
      part.focus();
      // The items become Buttons, and the List renders again (its alignment changed).
      surface.updateComponents([
        {id: 'root', component: 'List', direction: 'horizontal', children: words, align: 'center'},
        ...words.map((word) => ({
          id: word,
          component: 'Button',
          child: word + '-text',
          action: {event: {name: 'go'}},
        })),
        ...words.map((word) => ({id: word + '-text', component: 'Text', text: word})),
      ]);
      await settle();
      await new Promise(requestAnimationFrame);
      expect(shadow(el).querySelectorAll('a2ui-button').length, 'buttons shown').to.equal(
        words.length,
      );
      expect(part.getAttribute('tabindex'), 'a stop no more').to.equal('-1');
      expect(deepActiveElement() === part, 'focus on the list').to.equal(true);
    });
    it('leaves Tab to its items when they come to take focus without rendering again', async () => {
      const {part, el, surface} = await wideList((word) => ({
        component: 'Text',
        text: word.repeat(8),
      }));
      expect(part.tabIndex).to.equal(0);
      // Only the items change (the List does not render again): they become Buttons.
      surface.updateComponents(
        words.map((word) => ({
          id: word,
          component: 'Button',
          child: word + '-text',
          action: {event: {name: 'go'}},
        })),
      );
      await settle();
      await tabInto(el);
      expect(deepActiveElement()?.localName).to.equal('button');
      expect(part.getAttribute('tabindex'), 'a stop no more').to.equal('-1');
    });

    it('is a Tab stop itself once rows arriving through data make it scroll', async () => {
      const {surface} = testSurface(
        [
          {id: 'root', component: 'List', children: {path: '/rows', componentId: 'row'}},
          {id: 'row', component: 'Text', text: {path: 'name'}},
        ],
        {rows: [{name: 'One'}]},
      );
      const el = await renderComponent(surface);
      el.style.setProperty('--a2ui-list-max-height', '3rem');
      await settle();
      await new Promise(requestAnimationFrame);
      const part = shadow(el).querySelector<HTMLElement>('[part~="list"]')!;
      expect(part.hasAttribute('tabindex'), 'no stop while it does not scroll').to.equal(false);
      surface.dataModel.set(
        '/rows',
        words.map((name) => ({name})),
      );
      await settle();
      await new Promise(requestAnimationFrame);
      expect(part.scrollHeight).to.be.above(part.clientHeight);
      await tabInto(el);
      expect(deepActiveElement() === part, 'focus on the list').to.equal(true);
      // Safari makes no scroll box a stop: the List must say so itself.
      expect(part.getAttribute('tabindex')).to.equal('0');
    });
  });

  it('looks no further than its first item to take focus as Tab is pressed', async () => {
    // Checked on every Tab press and after every render of the List: a long list of Buttons
    // must not cost a walk of every row.
    const {surface} = testSurface(
      [
        {id: 'root', component: 'List', children: {path: '/rows', componentId: 'row'}},
        {id: 'row', component: 'Button', child: 'label', action: {event: {name: 'go'}}},
        {id: 'label', component: 'Text', text: {path: 'name'}},
      ],
      {rows: Array.from({length: 200}, (_, i) => ({name: 'Row ' + i}))},
    );
    const el = await renderComponent(surface);
    el.style.setProperty('--a2ui-list-max-height', '5rem');
    await settle();
    await new Promise(requestAnimationFrame);
    const part = shadow(el).querySelector<HTMLElement>('[part~="list"]')!;
    expect(part.scrollHeight).to.be.above(part.clientHeight);
    const {checkVisibility} = Element.prototype;
    let checked = 0;
    Element.prototype.checkVisibility = function (this: Element, ...args) {
      checked++;
      return checkVisibility.apply(this, args);
    };
    try {
      dispatchEvent(new KeyboardEvent('keydown', {key: 'Tab'}));
    } finally {
      Element.prototype.checkVisibility = checkVisibility;
    }
    expect(checked, 'elements checked').to.be.below(5);
    expect(part.getAttribute('tabindex'), 'its items take focus').to.equal('-1');
  });

  it('is no list while it has no child to show, and no item for a child not yet arrived', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'List', children: {path: '/rows', componentId: 'row'}},
    ]);
    surface.dataModel.set('/rows', []);
    const el = await renderComponent(surface);
    expect(a11yTree(el), 'no rows').to.deep.equal([]);
    surface.dataModel.set('/rows', [{}, {}]);
    await settle();
    expect(a11yTree(el), 'rows, their component not yet arrived').to.deep.equal([]);
    surface.updateComponents([{id: 'row', component: 'Text', text: 'Row'}]);
    await settle();
    expect(a11yTree(el)).to.deep.equal(['list', 'listitem "Row"', 'listitem "Row"']);
  });

  it('leaves out the item of a child not yet arrived, gap included', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'List', children: ['later', 'a']},
      {id: 'a', component: 'Text', text: 'A'},
    ]);
    const el = await renderComponent(surface);
    expect(a11yTree(el)).to.deep.equal(['list', 'listitem "A"']);
    const list = shadow(el).querySelector<HTMLElement>('[part~="list"]')!;
    const shown = shadow(el).querySelector<HTMLElement>('[data-a2ui-id="a"]')!;
    expect(shown.getBoundingClientRect().top).to.equal(list.getBoundingClientRect().top);
  });
});
