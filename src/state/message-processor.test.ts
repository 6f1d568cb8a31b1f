import {expect} from '@open-wc/testing';
import {ComponentContext} from '../binding/component-context.js';
import {MessageProcessor} from './message-processor.js';

// The core in a real browser: fetch-style byte streams, DOM events, window.open.

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const messages = [
  {version: 'v0.9', createSurface: {surfaceId: 'b', catalogId: CATALOG}},
  {
    version: 'v0.9',
    updateComponents: {
      surfaceId: 'b',
      components: [
        {id: 'root', component: 'Text', text: {path: '/greeting'}},
        {
          id: 'open',
          component: 'Button',
          child: 'root',
          action: {functionCall: {call: 'openUrl', args: {url: 'https://example.com/help'}}},
        },
      ],
    },
  },
  {version: 'v0.9', updateDataModel: {surfaceId: 'b', path: '/greeting', value: 'Grüß dich 👋'}},
];

describe('MessageProcessor in the browser', () => {
  it('processes a fetch Response body as a JSONL stream', async () => {
    const processor = new MessageProcessor();
    const body = new Response(messages.map((m) => JSON.stringify(m)).join('\n')).body!;
    await processor.processJsonl(body);
    const root = new ComponentContext(processor.getSurface('b')!, 'root');
    expect(root.props['text']).to.equal('Grüß dich 👋');
  });

  it('dispatches errors as CustomEvents with the error body as detail', () => {
    const processor = new MessageProcessor();
    let event: Event | undefined;
    processor.addEventListener('error', (e) => (event = e));
    processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 'nope'}}]);
    expect(event).to.be.instanceOf(CustomEvent);
    expect((event as CustomEvent).detail.code).to.equal('SURFACE_NOT_FOUND');
  });

  it('a functionCall openUrl action opens the page with noopener,noreferrer', () => {
    const processor = new MessageProcessor();
    processor.processMessages(messages);
    const calls: unknown[][] = [];
    const original = window.open;
    window.open = (...args: unknown[]) => (calls.push(args), null);
    try {
      const body = new ComponentContext(processor.getSurface('b')!, 'open').resolveAction();
      expect(body).to.equal(undefined);
    } finally {
      window.open = original;
    }
    expect(calls).to.deep.equal([['https://example.com/help', '_blank', 'noopener,noreferrer']]);
  });

  it('openUrl bound to a property never opens anything', () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      messages[0],
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'b',
          components: [
            {
              id: 'root',
              component: 'Text',
              text: {call: 'openUrl', args: {url: 'https://example.com'}, returnType: 'void'},
            },
          ],
        },
      },
    ]);
    let opened = false;
    const original = window.open;
    window.open = () => ((opened = true), null);
    try {
      void new ComponentContext(processor.getSurface('b')!, 'root').props;
    } finally {
      window.open = original;
    }
    expect(opened).to.equal(false);
  });
});
