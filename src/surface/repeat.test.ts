import {expect} from '@open-wc/testing';
import {html, render} from 'lit';
import {repeat} from './repeat.js';

const KEYS = [['a', 'b'], [], ['b'], ['c', 'a'], ['a', 'b']];

function show(container: HTMLElement, keys: string[]): void {
  render(
    html`<ul>
      ${repeat(
        keys,
        (key) => key,
        (key) => html`<li>${key}</li>`,
      )}
    </ul>`,
    container,
  );
}

describe('repeat', () => {
  it('leaves no node behind for the items it removes', () => {
    const container = document.createElement('div');
    show(container, ['a', 'b']);
    const list = container.querySelector('ul')!;
    const start = list.childNodes.length;
    for (let cycle = 0; cycle < 20; cycle++) for (const keys of KEYS) show(container, keys);
    expect(list.childNodes.length).to.equal(start);
    expect([...list.children].map((item) => item.textContent)).to.deep.equal(['a', 'b']);
  });

  it('keeps the elements of kept items, in the new order', () => {
    const container = document.createElement('div');
    show(container, ['a', 'b', 'c']);
    const [a, b, c] = container.querySelectorAll('li');
    show(container, ['c', 'a']);
    expect([...container.querySelectorAll('li')]).to.deep.equal([c, a]);
    show(container, ['b', 'c', 'a', 'd']);
    const items = [...container.querySelectorAll('li')];
    expect(items.map((item) => item.textContent)).to.deep.equal(['b', 'c', 'a', 'd']);
    expect(items[0]).to.not.equal(b);
    expect(items.slice(1, 3)).to.deep.equal([c, a]);
  });
});
