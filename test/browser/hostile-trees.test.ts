import {expect} from '@open-wc/testing';
import {everyElement} from './dom-walk.js';
import {components, data, deepText, hostileSurface} from './hostile-surface.js';

// Component trees built to hurt: references that multiply (each shown many times over) or that
// lead back to themselves through every kind of child reference.

function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  return run().then((value) => [value, performance.now() - start]);
}

const count = (el: Element, tag: string) =>
  everyElement(el.shadowRoot!).filter((e) => e.localName === tag).length;

// The time bounds only tell "bounded" from "exponential" (2^30 or 12! elements would take hours):
// a few thousand components render in well under a second idle, 5.6 s was seen on a loaded 2-core
// machine. The element counts are the exact checks.
const BOUNDED_MS = 15_000;

describe('component trees from a hostile agent', function () {
  this.timeout(30_000);

  it('renders 30 components that each list the next one twice without making 2^30 elements', async () => {
    const chain = Array.from({length: 30}, (_, i) => ({
      id: i ? `c${i}` : 'root',
      component: 'Row',
      children: [`c${i + 1}`, `c${i + 1}`],
    }));
    const [{el, errors}, ms] = await timed(() =>
      hostileSurface(components([...chain, {id: 'c30', component: 'Divider'}])),
    );
    expect(ms).to.be.below(BOUNDED_MS);
    expect(count(el, 'a2ui-row')).to.be.below(30 * 101);
    expect(errors.map((e) => e.message)).to.include(
      'Component "c7" is shown more than 100 times; it is not rendered.',
    );
  });

  it('renders a List whose template shows the List itself without making n! elements', async () => {
    const items = Array.from({length: 12}, (_, i) => i);
    const [{el, errors}, ms] = await timed(() =>
      hostileSurface(
        data('/items', items),
        components([
          {id: 'root', component: 'List', children: {componentId: 'root', path: '/items'}},
        ]),
      ),
    );
    expect(ms).to.be.below(BOUNDED_MS);
    expect(count(el, 'a2ui-list')).to.be.below(12 * 101);
    expect(errors.map((e) => e.code)).to.include('INVALID_COMPONENT_TREE');
  });

  it('stops four Lists nested over the same 100 items (10^8 elements) at 50,000 components', async function () {
    // Rendering 50,000 components takes a few seconds, 16 on a loaded 2-core machine; 10^8 would
    // take hours. The bound only tells the two apart.
    this.timeout(45_000);
    const items = Array.from({length: 100}, (_, i) => i);
    const list = (id: string, item: string) => ({
      id,
      component: 'List',
      children: {componentId: item, path: '/items'},
    });
    const [{el, errors}, ms] = await timed(() =>
      hostileSurface(
        data('/items', items),
        components([
          list('root', 'l1'),
          list('l1', 'l2'),
          list('l2', 'l3'),
          list('l3', 'leaf'),
          {id: 'leaf', component: 'Divider'},
        ]),
      ),
    );
    expect(ms).to.be.below(40_000);
    expect(count(el, 'a2ui-list') + count(el, 'a2ui-divider')).to.be.below(50_001);
    expect(errors.map((e) => e.message)).to.include(
      'The surface shows more than 50000 components at once; the rest are not rendered.',
    );
  });

  it('renders a List bound to 1,000,000 rows in seconds: it lays out only the rows under the cap', async function () {
    // The 50,000 rows that render take a few seconds (16 on a loaded 2-core machine); laying
    // out all 1,000,000 first took 38 s.
    this.timeout(60_000);
    const rows = Array.from({length: 1_000_000}, (_, i) => ({n: 'r' + i}));
    const [{el, errors}, ms] = await timed(() =>
      hostileSurface(
        data('/rows', rows),
        components([
          {id: 'root', component: 'List', children: {componentId: 'row', path: '/rows'}},
          {id: 'row', component: 'Text', text: {path: 'n'}},
        ]),
      ),
    );
    expect(ms).to.be.below(25_000);
    expect(count(el, 'a2ui-text')).to.equal(49_999);
    expect(errors.map((e) => e.message)).to.deep.equal([
      'The surface shows more than 50000 components at once; the rest are not rendered.',
    ]);
  });

  it('still shows a component the agent lists in a few places in each of them', async () => {
    const {el, errors} = await hostileSurface(
      components([
        {id: 'root', component: 'Column', children: ['rule', 'text', 'rule', 'text', 'rule']},
        {id: 'rule', component: 'Divider'},
        {id: 'text', component: 'Text', text: 'twice'},
      ]),
    );
    expect(count(el, 'a2ui-divider')).to.equal(3);
    expect(deepText(el).replace(/\s+/g, '')).to.equal('twicetwice');
    expect(errors).to.deep.equal([]);
  });

  it('shows each component of a cycle once, whatever kind of reference closes it', async () => {
    const {el, errors} = await hostileSurface(
      components([
        {id: 'root', component: 'Column', children: ['tabs', 'modal', 'card', 'list']},
        // A Tabs whose tab shows the Tabs; a Modal that is its own trigger and content.
        {id: 'tabs', component: 'Tabs', tabs: [{title: 'again', child: 'tabs'}]},
        {id: 'modal', component: 'Modal', trigger: 'modal', content: 'modal'},
        // A Card -> Row -> Card cycle; a List that lists itself.
        {id: 'card', component: 'Card', child: 'row'},
        {id: 'row', component: 'Row', children: ['card', 'row']},
        {id: 'list', component: 'List', children: ['list']},
      ]),
    );
    for (const tag of ['a2ui-tabs', 'a2ui-modal', 'a2ui-card', 'a2ui-row', 'a2ui-list']) {
      expect(count(el, tag), tag).to.equal(1);
    }
    const cycles = errors.filter((e) => e.code === 'INVALID_COMPONENT_TREE');
    expect(cycles.map((e) => e.message).sort()).to.deep.equal([
      'Component "list" refers to itself (list → list); that reference is not rendered.',
      'Component "modal" refers to itself (modal → modal); that reference is not rendered.',
      'Component "row" refers to its ancestor "card" (card → row → card); that reference is not rendered.',
      'Component "row" refers to itself (row → row); that reference is not rendered.',
      'Component "tabs" refers to itself (tabs → tabs); that reference is not rendered.',
    ]);
  });

  it('renders the top 256 levels of 10,000 nested Columns and reports the rest once', async () => {
    const chain = Array.from({length: 10_000}, (_, i) => ({
      id: i ? `c${i}` : 'root',
      component: 'Column',
      children: i === 9_999 ? [] : [`c${i + 1}`],
    }));
    const [{el, errors}, ms] = await timed(() => hostileSurface(components(chain)));
    expect(ms).to.be.below(BOUNDED_MS);
    expect(count(el, 'a2ui-column')).to.equal(256);
    expect(errors.map((e) => e.message)).to.deep.equal([
      'Component "c256" is nested more than 256 levels deep; it is not rendered.',
    ]);
  });
});
