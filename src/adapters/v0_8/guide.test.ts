// docs/v0_8.md's example, line for line (test/node/docs-v0_8.test.ts checks the mirror): run
// against a real page, with `sendToAgent` standing in for the app's transport.
import {expect, fixture, html} from '@open-wc/testing';
import '../../index.js'; // registers <a2ui-surface> and the basic components
import {MessageProcessor} from '../../core.js';
import {V08Adapter, v08ClientCapabilities} from './index.js';
import {deepQuery, settle} from '../../../components/shared/testing.js';
import type {A2uiSurface} from '../../surface/a2ui-surface.js';

interface Sent {
  message: unknown;
  metadata: unknown;
}

/** The guide's example, run on a page holding its `<a2ui-surface>`. */
async function runGuideExample(): Promise<{surface: A2uiSurface; sent: Sent[]}> {
  await fixture<A2uiSurface>(html`<a2ui-surface surface-id="booking"></a2ui-surface>`);
  const sent: Sent[] = [];
  const sendToAgent = (message: unknown, metadata: unknown) => sent.push({message, metadata});

  const processor = new MessageProcessor();
  const adapter = new V08Adapter(processor);

  const surface = document.querySelector('a2ui-surface')!; // <a2ui-surface surface-id="booking">
  surface.processor = processor;

  adapter.processMessages([
    {
      surfaceUpdate: {
        surfaceId: 'booking',
        components: [
          {id: 'form', component: {Column: {children: {explicitList: ['title', 'guest', 'book']}}}},
          {
            id: 'title',
            component: {Text: {text: {literalString: 'Book a table'}, usageHint: 'h2'}},
          },
          {
            id: 'guest',
            component: {TextField: {label: {literalString: 'Name'}, text: {path: '/guest'}}},
          },
          {
            id: 'book',
            component: {
              Button: {
                child: 'book-label',
                primary: true,
                action: {name: 'book', context: [{key: 'guest', value: {path: '/guest'}}]},
              },
            },
          },
          {id: 'book-label', component: {Text: {text: {literalString: 'Book'}}}},
        ],
      },
    },
    {dataModelUpdate: {surfaceId: 'booking', contents: [{key: 'guest', valueString: 'Ada'}]}},
    {beginRendering: {surfaceId: 'booking', root: 'form', styles: {primaryColor: '#00BFFF'}}},
  ]);

  // User actions, as v0.8 `userAction` messages for the agent.
  surface.addEventListener('a2uiaction', (event) => {
    const message = adapter.toV08ClientMessage({version: 'v0.9', action: event.detail});
    // → {userAction: {name: 'book', surfaceId: 'booking', sourceComponentId: 'book',
    //                 timestamp: '…', context: {guest: 'Ada'}}}
    sendToAgent(message, {a2uiClientCapabilities: v08ClientCapabilities(processor)});
  });

  // Errors: invalid v0.8 messages are reported here (and as `a2uierror` on the surface).
  processor.addEventListener('error', (event) => {
    const {code, path, message} = event.detail; // path points into the v0.8 message
    console.warn(code, path, message);
  });

  await settle();
  return {surface, sent};
}

describe('the v0.8 guide example', () => {
  it('renders the v0.8 surface with its data', async () => {
    const {surface} = await runGuideExample();
    expect(deepQuery(surface, 'h2')?.textContent).to.equal('Book a table');
    expect((deepQuery(surface, 'input') as HTMLInputElement).value).to.equal('Ada');
    expect(getComputedStyle(surface).getPropertyValue('--a2ui-color-primary').trim()).to.equal(
      '#00BFFF',
    );
  });

  it('sends the click as the v0.8 userAction the comment shows, with v0.8 capabilities', async () => {
    const {surface, sent} = await runGuideExample();
    (deepQuery(surface, 'button') as HTMLButtonElement).click();
    expect(sent).to.have.length(1);
    const {message, metadata} = sent[0]!;
    const {timestamp, ...action} = (message as {userAction: {timestamp: string}}).userAction;
    expect(action).to.deep.equal({
      name: 'book',
      surfaceId: 'booking',
      sourceComponentId: 'book',
      context: {guest: 'Ada'},
    });
    expect(Number.isNaN(Date.parse(timestamp))).to.equal(false);
    expect(metadata).to.deep.equal({
      a2uiClientCapabilities: v08ClientCapabilities(new MessageProcessor()),
    });
  });
});
