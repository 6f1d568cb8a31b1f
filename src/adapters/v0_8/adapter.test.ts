// A v0.8 agent's card rendered end to end: v0.8 messages → V08Adapter → MessageProcessor →
// <a2ui-surface>, and the user's action back as a v0.8 userAction.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../index.js';
import {deepQuery, settle} from '../../../components/shared/testing.js';
import type {ActionBody, ErrorBody} from '../../state/errors.js';
import {basicCatalog} from '../../catalog/basic-catalog.js';
import {defineCatalog} from '../../catalog/define-catalog.js';
import {MessageProcessor} from '../../state/message-processor.js';
import {V08Adapter, type V08UserAction} from './index.js';

const surfaceId = 'coffee';

const text = (id: string, bound: object, usageHint?: string) => ({
  id,
  component: {Text: {text: bound, ...(usageHint ? {usageHint} : {})}},
});

// The v0.8 root is "card"; the heading is called "root", an id v0.9 reserves for the root.
function orderCard(): unknown[] {
  return [
    {
      surfaceUpdate: {
        surfaceId,
        components: [
          {id: 'card', component: {Card: {child: 'body'}}},
          {
            id: 'body',
            component: {
              Column: {children: {explicitList: ['root', 'name', 'greeting', 'size', 'order']}},
            },
          },
          text('root', {literalString: 'Order a coffee'}, 'h2'),
          {
            id: 'name',
            component: {
              TextField: {label: {literalString: 'Your name'}, text: {path: '/order/name'}},
            },
          },
          text('greeting', {path: '/order/name'}),
          {
            id: 'size',
            component: {
              MultipleChoice: {
                selections: {path: '/choice/size', literalArray: ['m']},
                options: [
                  {label: {literalString: 'Medium'}, value: 'm'},
                  {label: {literalString: 'Large'}, value: 'l'},
                ],
                maxAllowedSelections: 1,
              },
            },
          },
          {
            id: 'order',
            component: {
              Button: {
                child: 'order-label',
                primary: true,
                action: {
                  name: 'place_order',
                  context: [
                    {key: 'name', value: {path: '/order/name'}},
                    {key: 'size', value: {path: '/choice/size'}},
                    {key: 'channel', value: {literalString: 'web'}},
                  ],
                },
              },
            },
          },
          text('order-label', {literalString: 'Order'}),
        ],
      },
    },
    JSON.stringify({
      dataModelUpdate: {surfaceId, path: 'order', contents: [{key: 'name', valueString: 'Ada'}]},
    }),
    {beginRendering: {surfaceId, root: 'card', styles: {primaryColor: '#00BFFF'}}},
  ];
}

async function renderSurface() {
  const processor = new MessageProcessor({locale: 'en-US'});
  const adapter = new V08Adapter(processor);
  const host = await fixture<HTMLElement>(
    html`<div><a2ui-surface surface-id=${surfaceId} .processor=${processor}></a2ui-surface></div>`,
  );
  const errors: ErrorBody[] = [];
  host.addEventListener('a2uierror', (e) => errors.push((e as CustomEvent<ErrorBody>).detail));
  return {processor, adapter, host, errors};
}

/** A surface on the v0.8 minimal catalog, rooted at 'main', showing `components`. */
async function renderOnMinimalCatalog(components: object[]) {
  const rendered = await renderSurface();
  const catalogId = 'https://a2ui.org/specification/v0_8/catalogs/minimal/minimal_catalog.json';
  rendered.adapter.processMessages([
    {beginRendering: {surfaceId, root: 'main', catalogId}},
    {surfaceUpdate: {surfaceId, components}},
  ]);
  return rendered;
}

const shown = (host: Element, id: string) =>
  deepQuery(host, `[data-a2ui-id="${id}"]`)?.shadowRoot?.textContent?.trim();

describe('V08Adapter in an <a2ui-surface>', () => {
  it('renders a v0.8 card with its heading, bound text and choices', async () => {
    const {adapter, host, errors} = await renderSurface();
    adapter.processMessages(orderCard());
    await settle();
    expect(errors).to.deep.equal([]);
    // The v0.8 root renders as the surface root; the heading kept its text under a new id.
    expect(deepQuery(host, '[data-a2ui-id="root"]')!.localName).to.equal('a2ui-card');
    expect(deepQuery(host, 'a2ui-text')!.shadowRoot!.textContent!.trim()).to.equal(
      'Order a coffee',
    );
    expect(shown(host, 'greeting')).to.equal('Ada');
    const medium = deepQuery<HTMLInputElement>(
      host,
      '[data-a2ui-id="size"]',
    )!.shadowRoot!.querySelector<HTMLInputElement>('input[value="m"]')!;
    expect(medium.checked).to.equal(true);
    expect(medium.type).to.equal('radio');
  });

  it('writes what the user types to the bound data and shows it where it is read', async () => {
    const {adapter, processor, host} = await renderSurface();
    adapter.processMessages(orderCard());
    await settle();
    const input = deepQuery(host, '[data-a2ui-id="name"]')!.shadowRoot!.querySelector('input')!;
    expect(input.value).to.equal('Ada');
    input.focus();
    await sendKeys({press: 'End'});
    await sendKeys({type: ' Lovelace'});
    await settle();
    expect(processor.getSurface(surfaceId)!.dataModel.peek('/order/name')).to.equal('Ada Lovelace');
    expect(shown(host, 'greeting')).to.equal('Ada Lovelace');
  });

  it('sends the button action back as a v0.8 userAction with its resolved context', async () => {
    const {adapter, host} = await renderSurface();
    adapter.processMessages(orderCard());
    await settle();
    const large = deepQuery(host, '[data-a2ui-id="size"]')!.shadowRoot!.querySelector<HTMLElement>(
      'input[value="l"]',
    )!;
    large.click();
    await settle();
    const actions: ActionBody[] = [];
    host.addEventListener('a2uiaction', (e) => actions.push((e as CustomEvent<ActionBody>).detail));
    const button = deepQuery(host, '[data-a2ui-id="order"]')!.shadowRoot!.querySelector('button')!;
    button.click();
    expect(actions).to.have.length(1);
    const message = adapter.toV08ClientMessage({version: 'v0.9', action: actions[0]});
    const {userAction} = message as {userAction: V08UserAction};
    expect(userAction.name).to.equal('place_order');
    expect(userAction.surfaceId).to.equal(surfaceId);
    expect(userAction.sourceComponentId).to.equal('order');
    expect(userAction.context).to.deep.equal({name: 'Ada', size: ['l'], channel: 'web'});
    expect(Number.isNaN(Date.parse(userAction.timestamp))).to.equal(false);
  });

  it('reports an invalid v0.8 message as a2uierror and renders the rest of the batch', async () => {
    const {adapter, host, errors} = await renderSurface();
    const broken = {
      surfaceUpdate: {
        surfaceId,
        components: [{id: 'oops', component: {Text: {text: {literalNumber: 3}}}}],
      },
    };
    const [components, data, begin] = orderCard();
    adapter.processMessages([components, broken, data, begin]);
    await settle();
    expect(errors.map(({code, surfaceId, path}) => ({code, surfaceId, path}))).to.deep.equal([
      {
        code: 'VALIDATION_FAILED',
        surfaceId,
        path: '/components/0/component/Text/text/literalNumber',
      },
    ]);
    expect(shown(host, 'greeting')).to.equal('Ada');
    expect(deepQuery(host, '[data-a2ui-id="oops"]')).to.equal(undefined);
  });

  it('names the root as the agent did in a tree error sent back to it', async () => {
    const {adapter, errors} = await renderSurface();
    adapter.processMessages([
      {beginRendering: {surfaceId, root: 'main'}},
      {
        surfaceUpdate: {
          surfaceId,
          components: [
            {id: 'main', component: {Column: {children: {explicitList: ['box']}}}},
            {id: 'box', component: {Card: {child: 'main'}}},
          ],
        },
      },
    ]);
    await settle();
    const sent = errors.map((error) => adapter.toV08ClientMessage({version: 'v0.9', error}));
    expect(sent).to.deep.equal([
      {
        error: {
          code: 'INVALID_COMPONENT_TREE',
          surfaceId,
          message:
            'Component "box" refers to its ancestor "main" (main → box → main); that reference is not rendered.',
        },
      },
    ]);
  });

  it("names the agent's ids in a2uierror, as in the error sent back to it", async () => {
    const {adapter, errors} = await renderSurface();
    const text = (id: string) => ({id, component: {Text: {text: {literalString: id}}}});
    adapter.processMessages([
      {beginRendering: {surfaceId, root: 'r'}},
      {surfaceUpdate: {surfaceId, components: [text('r'), text('r')]}},
    ]);
    await settle();
    expect(errors.map(({code, message}) => ({code, message}))).to.deep.equal([
      {code: 'VALIDATION_FAILED', message: 'Component "r": Duplicate id (first at index 0)'},
    ]);
    expect(adapter.toV08ClientMessage({version: 'v0.9', error: errors[0]})).to.deep.equal({
      error: errors[0],
    });
  });

  it('shows a type the minimal catalog lacks as v0.9 shows a type its catalog lacks', async () => {
    const {host, errors} = await renderOnMinimalCatalog([
      {id: 'main', component: {Column: {children: {explicitList: ['photo', 'hi']}}}},
      {id: 'photo', component: {Image: {url: {literalString: 'https://x.test/a.png'}}}},
      text('hi', {literalString: 'Hi'}),
    ]);
    // The same from a v0.9 agent, on a catalog without Image.
    const v09 = await renderSurface();
    const catalog = defineCatalog({id: 'urn:no-image', extends: basicCatalog, omit: ['Image']});
    const processor = new MessageProcessor({catalogs: [catalog]});
    v09.host.querySelector('a2ui-surface')!.processor = processor;
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId, catalogId: catalog.id}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId,
          components: [
            {id: 'root', component: 'Column', children: ['photo', 'hi']},
            {id: 'photo', component: 'Image', url: 'https://x.test/a.png'},
            {id: 'hi', component: 'Text', text: 'Hi'},
          ],
        },
      },
    ]);
    await settle();
    const children = (root: Element) =>
      [
        ...deepQuery(root, '[data-a2ui-id="root"]')!.shadowRoot!.querySelectorAll('.a2ui-unknown'),
      ].map((note) => note.outerHTML);
    expect(children(host)).to.deep.equal([
      '<span class="a2ui-unknown" role="note" data-a2ui-unknown="Image">Unsupported component: Image</span>',
    ]);
    expect(children(v09.host)).to.deep.equal(children(host));
    expect(shown(host, 'hi')).to.equal('Hi');
    const reported = (list: ErrorBody[]) => list.map(({code, message}) => ({code, message}));
    expect(reported(errors)).to.deep.equal([
      {
        code: 'UNKNOWN_COMPONENT',
        message:
          'Component "photo": Unknown component type "Image" (not in the surface\'s catalog)',
      },
    ]);
    expect(reported(v09.errors)).to.deep.equal(reported(errors));
  });

  it('on the minimal catalog, draws a date TextField and shows a DateTimeInput as unknown', async () => {
    const {host, errors} = await renderOnMinimalCatalog([
      {id: 'main', component: {Column: {children: {explicitList: ['day', 'dt', 'photo']}}}},
      {
        id: 'day',
        component: {
          TextField: {
            label: {literalString: 'Day'},
            text: {path: '/day', literalString: '2026-12-02'},
            textFieldType: 'date',
          },
        },
      },
      {id: 'dt', component: {DateTimeInput: {value: {path: '/d'}, enableDate: true}}},
      {id: 'photo', component: {Image: {url: {literalString: 'https://x.test/a.png'}}}},
    ]);
    await settle();
    const day = deepQuery(host, '[data-a2ui-id="day"]')!;
    expect(day.localName).to.equal('a2ui-date-time-input');
    expect(day.shadowRoot!.querySelector('input')!.value).to.equal('2026-12-02');
    const notes = deepQuery(host, '[data-a2ui-id="root"]')!.shadowRoot!.querySelectorAll(
      '.a2ui-unknown',
    );
    expect([...notes].map((note) => note.textContent)).to.deep.equal([
      'Unsupported component: DateTimeInput',
      'Unsupported component: Image',
    ]);
    // Each reported at its index in the agent's message.
    expect(errors.map(({code, path, message}) => ({code, path, message}))).to.deep.equal([
      {
        code: 'UNKNOWN_COMPONENT',
        path: '/components/2/component',
        message:
          'Component "dt": Unknown component type "DateTimeInput" (not in the surface\'s catalog)',
      },
      {
        code: 'UNKNOWN_COMPONENT',
        path: '/components/3/component',
        message:
          'Component "photo": Unknown component type "Image" (not in the surface\'s catalog)',
      },
    ]);
  });

  it('themes the surface with the v0.8 primary colour', async () => {
    const {adapter, host} = await renderSurface();
    adapter.processMessages(orderCard());
    await settle();
    const surface = host.querySelector('a2ui-surface')!;
    const color = getComputedStyle(surface).getPropertyValue('--a2ui-color-primary').trim();
    expect(color.toLowerCase()).to.equal('#00bfff');
  });

  it('clears the surface when the v0.8 agent deletes it', async () => {
    const {adapter, host} = await renderSurface();
    adapter.processMessages(orderCard());
    await settle();
    adapter.processMessages({deleteSurface: {surfaceId}});
    await settle();
    expect(deepQuery(host, '[data-a2ui-id="root"]')).to.equal(undefined);
  });

  it('repeats a template for each entry of a v0.8 data map', async () => {
    const {adapter, host, errors} = await renderSurface();
    adapter.processMessages([
      {
        surfaceUpdate: {
          surfaceId,
          components: [
            {
              id: 'menu',
              component: {
                List: {children: {template: {componentId: 'dish', dataBinding: '/menu'}}},
              },
            },
            {id: 'dish', component: {Text: {text: {path: 'name'}}}},
          ],
        },
      },
      {
        dataModelUpdate: {
          surfaceId,
          contents: [{key: 'menu', valueMap: [{key: 'first', valueString: 'unused'}]}],
        },
      },
      {
        dataModelUpdate: {
          surfaceId,
          path: '/menu/soup',
          contents: [{key: 'name', valueString: 'Soup'}],
        },
      },
      {
        dataModelUpdate: {
          surfaceId,
          path: '/menu/first',
          contents: [{key: 'name', valueString: 'Salad'}],
        },
      },
      {beginRendering: {surfaceId, root: 'menu'}},
    ]);
    await settle();
    expect(errors).to.deep.equal([]);
    const texts = deepAll(host, 'a2ui-text').map((text) => text.shadowRoot!.textContent!.trim());
    expect(texts).to.deep.equal(['Salad', 'Soup']);
  });
});

function deepAll(root: Element, selector: string): Element[] {
  const found = root.matches(selector) ? [root] : [];
  const children = [...root.children, ...(root.shadowRoot ? [...root.shadowRoot.children] : [])];
  return [...found, ...children.flatMap((element) => deepAll(element, selector))];
}
