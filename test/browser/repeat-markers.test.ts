import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {renderComponent, settle, testSurface} from '../../components/shared/testing.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import '../../src/transports/a2ui-agent.js';
import {BaseTransport} from '../../src/transports/base-transport.js';

// Lit's repeat() left an empty comment in the container for every item it removed, for as long
// as the container lived (lit/lit#5010): a page kept open grew without end.

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** A transport that delivers what the test pushes. */
class FakeTransport extends BaseTransport {
  async connect() {
    this.setStatus('open');
  }
  push(messages: unknown[]) {
    this.deliver(messages);
  }
  protected async transmit() {}
}

const names = (...list: string[]) => list.map((name) => ({name}));

describe('containers whose items are replaced', () => {
  it('a List keeps as many nodes after 20 cycles of its items replaced and cleared', async () => {
    const {surface} = testSurface(
      [
        {id: 'root', component: 'List', children: {componentId: 'item', path: '/items'}},
        {id: 'item', component: 'Text', text: {path: 'name'}},
      ],
      {items: names('a', 'b')},
    );
    const list = await renderComponent(surface);
    const container = list.shadowRoot!.querySelector('[part="list"]')!;
    const start = container.childNodes.length;
    for (let cycle = 0; cycle < 20; cycle++) {
      for (const items of [[], ['a'], ['c', 'b'], ['a', 'b']]) {
        surface.dataModel.set('/items', names(...items));
        await settle();
      }
    }
    expect(container.querySelectorAll('[part="item"]').length).to.equal(2);
    expect(container.childNodes.length).to.equal(start);
  });

  it('a ChoicePicker keeps as many nodes after 20 cycles of its options replaced', async () => {
    const options = (...values: string[]) => values.map((value) => ({label: value, value}));
    const {surface} = testSurface(
      [{id: 'root', component: 'ChoicePicker', label: 'Pick', options: {path: '/options'}}],
      {options: options('a', 'b')},
    );
    const picker = await renderComponent(surface);
    const container = picker.shadowRoot!.querySelector('[part="options"]')!;
    const start = container.childNodes.length;
    for (let cycle = 0; cycle < 20; cycle++) {
      for (const values of [['c'], [], ['b', 'a'], ['a', 'b']]) {
        surface.dataModel.set('/options', options(...values));
        await settle();
      }
    }
    expect(container.querySelectorAll('[part="option"]').length).to.equal(2);
    expect(container.childNodes.length).to.equal(start);
  });

  it('an <a2ui-agent> keeps as many nodes after 20 cycles of its surfaces deleted and created', async () => {
    const transport = new FakeTransport();
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent .connection=${transport}></a2ui-agent>`,
    );
    const create = (surfaceId: string) => ({
      version: 'v0.9',
      createSurface: {surfaceId, catalogId: CATALOG},
    });
    const remove = (surfaceId: string) => ({version: 'v0.9', deleteSurface: {surfaceId}});
    transport.push([create('one'), create('two')]);
    await agent.updateComplete;
    const container = agent.shadowRoot!.querySelector('[part="surfaces"]')!;
    const start = container.childNodes.length;
    for (let cycle = 0; cycle < 20; cycle++) {
      transport.push([remove('one'), remove('two')]);
      await agent.updateComplete;
      transport.push([create('two'), create('one')]);
      await agent.updateComplete;
    }
    expect(container.querySelectorAll('a2ui-surface').length).to.equal(2);
    expect(container.childNodes.length).to.equal(start);
  });
});
