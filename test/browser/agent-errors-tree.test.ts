import {expect, fixture, html} from '@open-wc/testing';
import {
  BASIC_CATALOG_ID,
  MessageProcessor,
  type A2uiSurface,
  type ErrorBody,
} from '../../src/index.js';

// The errors an agent triggers with the shape of its component tree, as the `a2uierror` event
// of the surface carries them (the body the agent gets back in the `error` message).

const components = (list: object[]) => ({
  version: 'v0.9',
  updateComponents: {surfaceId: 'tree', components: list},
});

/** Surface `tree`, mounted, after `messages`; and every `a2uierror` it dispatched. */
async function surfaceErrors(...messages: object[]): Promise<ErrorBody[]> {
  const processor = new MessageProcessor();
  const el = await fixture<A2uiSurface>(
    html`<a2ui-surface surface-id="tree" .processor=${processor}></a2ui-surface>`,
  );
  const errors: ErrorBody[] = [];
  el.addEventListener('a2uierror', (event) => errors.push((event as CustomEvent).detail));
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'tree', catalogId: BASIC_CATALOG_ID}},
    ...messages,
  ]);
  await el.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return errors;
}

describe('agent errors: the component tree', () => {
  it('names the component that refers to its ancestor, and the chain', async () => {
    const errors = await surfaceErrors(
      components([
        {id: 'root', component: 'Column', children: ['loop']},
        {id: 'loop', component: 'Card', child: 'root'},
      ]),
    );
    expect(errors).to.deep.equal([
      {
        code: 'INVALID_COMPONENT_TREE',
        surfaceId: 'tree',
        message:
          'Component "loop" refers to its ancestor "root" (root → loop → root); that reference is not rendered.',
      },
    ]);
  });

  it('names a component that lists itself, and a long chain by its ends', async () => {
    const chain = Array.from({length: 12}, (_, i) => ({
      id: `c${i}`,
      component: 'Card',
      child: i < 11 ? `c${i + 1}` : 'c0',
    }));
    const errors = await surfaceErrors(
      components([
        {id: 'root', component: 'Column', children: ['self', 'c0']},
        {id: 'self', component: 'Row', children: ['self']},
        ...chain,
      ]),
    );
    expect(errors.map((e) => e.message)).to.deep.equal([
      'Component "self" refers to itself (self → self); that reference is not rendered.',
      'Component "c11" refers to its ancestor "c0" (c0 → c1 → c2 → … → c9 → c10 → c11 → c0); that reference is not rendered.',
    ]);
  });

  it('names 20 components that refer to an ancestor at most, however many do', async () => {
    // One message in which every row refers to the root must not send back one error per row.
    const ids = Array.from({length: 100}, (_, i) => `r${i}`);
    const errors = await surfaceErrors(
      components([
        {id: 'root', component: 'Column', children: ids},
        ...ids.map((id) => ({id, component: 'Card', child: 'root'})),
      ]),
    );
    expect(errors.length).to.equal(20);
    expect(errors[0]!.message).to.equal(
      'Component "r0" refers to its ancestor "root" (root → r0 → root); that reference is not rendered.',
    );
  });

  it('names a component nested deeper than 256 levels', async () => {
    const chain = Array.from({length: 300}, (_, i) => ({
      id: i ? `c${i}` : 'root',
      component: 'Card',
      child: `c${i + 1}`,
    }));
    const errors = await surfaceErrors(components(chain));
    expect(errors.map((e) => [e.code, e.message])).to.deep.equal([
      [
        'INVALID_COMPONENT_TREE',
        'Component "c256" is nested more than 256 levels deep; it is not rendered.',
      ],
    ]);
  });

  it('names the component and the type the catalog lacks', async () => {
    const errors = await surfaceErrors(components([{id: 'root', component: 'Chart'}]));
    expect(errors).to.deep.equal([
      {
        code: 'UNKNOWN_COMPONENT',
        surfaceId: 'tree',
        message: 'Component "root": Unknown component type "Chart" (not in the surface\'s catalog)',
        path: '/components/0/component',
      },
    ]);
  });

  it('points at the unknown type in the message that brought it', async () => {
    const errors = await surfaceErrors(
      components([
        {id: 'root', component: 'Column', children: ['t', 'u', 'a']},
        {id: 't', component: 'Text', text: 'Hi'},
        {id: 'u', component: 'Text', text: 'Ho'},
        {id: 'a', component: 'Txt', text: 'Hey'},
      ]),
    );
    expect(errors).to.deep.equal([
      {
        code: 'UNKNOWN_COMPONENT',
        surfaceId: 'tree',
        message:
          'Component "a": Unknown component type "Txt" (not in the surface\'s catalog); did you mean "Text"?',
        path: '/components/3/component',
      },
    ]);
  });

  it('suggests the catalog type a wrong case or a typo meant', async () => {
    const errors = await surfaceErrors(
      components([
        {id: 'root', component: 'Column', children: ['title', 'go', 'chart']},
        {id: 'title', component: 'text', text: 'Hi'},
        {id: 'go', component: 'Buton', child: 'title'},
        {id: 'chart', component: 'Chart'},
      ]),
    );
    expect(errors.map((e) => e.message)).to.deep.equal([
      'Component "title": Unknown component type "text" (not in the surface\'s catalog); did you mean "Text"?',
      'Component "go": Unknown component type "Buton" (not in the surface\'s catalog); did you mean "Button"?',
      'Component "chart": Unknown component type "Chart" (not in the surface\'s catalog)',
    ]);
  });

  it('names every component of an unknown type, up to 20', async () => {
    const ids = Array.from({length: 30}, (_, i) => `t${i}`);
    const errors = await surfaceErrors(
      components([
        {id: 'root', component: 'Column', children: [...ids, 't0']},
        ...ids.map((id) => ({id, component: 'Sparkline'})),
      ]),
    );
    expect(errors.map((e) => e.message)).to.deep.equal(
      ids
        .slice(0, 20)
        .map(
          (id) =>
            `Component "${id}": Unknown component type "Sparkline" (not in the surface's catalog)`,
        ),
    );
  });
});
