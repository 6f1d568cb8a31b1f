// A binding that reads a name inside a list (`/items/name` while `/items` is an array) is an error
// in A2UI ("It is an error to use a non-numeric index on a path segment that refers to an
// array"): the component shows nothing, and the agent hears about it once per path, as the
// `a2uierror` of the surface and the `error` message carry it, in each protocol version.
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/index.js';
import {settle} from '../../components/shared/testing.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {V1Adapter, V1_BASIC_CATALOG_ID, basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {BASIC_CATALOG_ID, MessageProcessor, type ErrorBody} from '../../src/index.js';

const surfaceId = 'shop';

/** Surface `shop` mounted; the `a2uierror`s it dispatches and the `error`s for the agent. */
async function mount(processor = new MessageProcessor()) {
  const host = await fixture<HTMLElement>(
    html`<div><a2ui-surface surface-id=${surfaceId} .processor=${processor}></a2ui-surface></div>`,
  );
  const shownErrors: ErrorBody[] = [];
  const agentErrors: ErrorBody[] = [];
  host.addEventListener('a2uierror', (e) => shownErrors.push(e.detail));
  processor.addEventListener('error', (e) => agentErrors.push(e.detail));
  const shown = (id: string) => deepAll(host, id).map((el) => el.shadowRoot!.textContent!.trim());
  return {host, processor, shownErrors, agentErrors, shown};
}

/** Every rendered element of component `id` (a template shows one per item). */
function deepAll(root: Element | ShadowRoot, id: string): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.getAttribute('data-a2ui-id') === id) found.push(element);
    if (element.shadowRoot) found.push(...deepAll(element.shadowRoot, id));
  }
  return found;
}

const listError = (path: string, list: string, name: string) => ({
  code: 'DATA_ERROR',
  surfaceId,
  path,
  message: `Cannot read "${path}": the value at "${list}" is a list, which has no "${name}" (only numeric indexes).`,
});

describe('agent errors: reading a name inside a list', () => {
  const v09 = (...messages: object[]) => [
    {version: 'v0.9', createSurface: {surfaceId, catalogId: BASIC_CATALOG_ID}},
    ...messages,
  ];
  const update = (components: object[]) => ({
    version: 'v0.9',
    updateComponents: {surfaceId, components},
  });
  const data = (value: unknown, path = '/') => ({
    version: 'v0.9',
    updateDataModel: {surfaceId, path, value},
  });

  it('shows nothing and reports the path once, however often the component renders', async () => {
    const {processor, shownErrors, agentErrors, shown} = await mount();
    processor.processMessages(
      v09(
        update([
          {id: 'root', component: 'Column', children: ['name', 'title']},
          {id: 'name', component: 'Text', text: {path: '/items/name'}},
          {
            id: 'title',
            component: 'Text',
            text: {call: 'formatString', args: {value: '${/items/name} for ${/guest}'}},
          },
        ]),
        data({items: [{name: 'Tea'}, {name: 'Cake'}], guest: 'Ada'}),
      ),
    );
    await settle();
    // The title renders again (it reads /guest too), and so reads /items/name again.
    processor.processMessages([data('Grace', '/guest'), data([{name: 'Scones'}], '/items')]);
    await settle();
    expect([...shown('name'), ...shown('title')]).to.deep.equal(['', 'for Grace']);
    const expected = [listError('/items/name', '/items', 'name')];
    expect(shownErrors).to.deep.equal(expected);
    expect(agentErrors).to.deep.equal(expected);
  });

  it('names the absolute path of a template row, once for all the rows', async () => {
    const {processor, shownErrors, shown} = await mount();
    processor.processMessages(
      v09(
        update([
          {id: 'root', component: 'List', children: {componentId: 'row', path: '/orders'}},
          {id: 'row', component: 'Text', text: {path: 'lines/product'}},
        ]),
        data({orders: [{lines: [{product: 'Tea'}]}, {lines: [{product: 'Cake'}]}]}),
      ),
    );
    await settle();
    expect(shown('row')).to.deep.equal(['', '']);
    expect(shownErrors).to.deep.equal([
      listError('/orders/0/lines/product', '/orders/0/lines', 'product'),
    ]);
  });

  it('reads an index in a list, and a name that is missing, without a word', async () => {
    const {processor, shownErrors, shown} = await mount();
    processor.processMessages(
      v09(
        update([
          {id: 'root', component: 'Column', children: ['first', 'missing']},
          {id: 'first', component: 'Text', text: {path: '/items/0/name'}},
          {id: 'missing', component: 'Text', text: {path: '/basket/name'}},
        ]),
        data({items: [{name: 'Tea'}]}),
      ),
    );
    await settle();
    expect([...shown('first'), ...shown('missing')]).to.deep.equal(['Tea', '']);
    expect(shownErrors).to.deep.equal([]);
  });

  it('tells a v0.8 agent in its error message', async () => {
    const processor = new MessageProcessor();
    const adapter = new V08Adapter(processor);
    const {shownErrors, shown} = await mount(processor);
    adapter.processMessages([
      {
        surfaceUpdate: {
          surfaceId,
          components: [
            {id: 'root', component: {Column: {children: {explicitList: ['sizes', 'size']}}}},
            {
              id: 'sizes',
              component: {
                MultipleChoice: {
                  selections: {path: '/sizes', literalArray: ['m']},
                  options: [{label: {literalString: 'Medium'}, value: 'm'}],
                },
              },
            },
            {id: 'size', component: {Text: {text: {path: '/sizes/label'}}}},
          ],
        },
      },
      {beginRendering: {surfaceId, root: 'root'}},
    ]);
    await settle();
    expect(shown('size')).to.deep.equal(['']);
    expect(shownErrors).to.deep.equal([listError('/sizes/label', '/sizes', 'label')]);
    expect(adapter.toClientMessage({version: 'v0.9', error: shownErrors[0]})).to.deep.equal({
      error: listError('/sizes/label', '/sizes', 'label'),
    });
  });

  it('tells a v1.0 agent in its error message', async () => {
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const adapter = new V1Adapter(processor);
    const {shownErrors, shown} = await mount(processor);
    const version = 'v0.10';
    adapter.processMessages([
      {version, createSurface: {surfaceId, catalogId: V1_BASIC_CATALOG_ID}},
      {
        version,
        updateComponents: {
          surfaceId,
          components: [{id: 'root', component: 'Text', text: {path: '/items/name'}}],
        },
      },
      {version, updateDataModel: {surfaceId, path: '/items', value: ['Tea']}},
    ]);
    await settle();
    expect(shown('root')).to.deep.equal(['']);
    expect(shownErrors).to.deep.equal([listError('/items/name', '/items', 'name')]);
    expect(adapter.toClientMessage({version: 'v0.9', error: shownErrors[0]})).to.deep.equal({
      version,
      error: listError('/items/name', '/items', 'name'),
    });
  });
});
