// The focus order of an open Modal follows what the eye reads (WCAG 2.4.3 Focus Order): the
// content is drawn first in the dialog's row and the close button at its end, so opening the
// dialog puts focus on the content's first control and Tab reaches the close button last. The
// close button came first in the page and was drawn last (CSS `order`): opening the dialog
// focused it, and Tab went from it back to the top of the content. Content without a control
// gives focus to the close button; content whose first control is drawn below what the dialog
// first shows gives it to the dialog itself, so its beginning stays in view (WAI-ARIA dialog
// pattern, initial focus).
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepText} from '../../components/shared/deep-text.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {deepActiveElement} from '../../components/shared/tab-stops.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** A surface in `dir` whose root is a Modal with the `components` of its content, opened from
 * the keyboard. */
async function openModal(components: object[], dir = 'ltr') {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface dir=${dir} surface-id="s" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [
          {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
          {id: 'open', component: 'Button', child: 'open-text', action: {event: {name: 'o'}}},
          {id: 'open-text', component: 'Text', text: 'Open'},
          ...components,
        ],
      },
    },
  ]);
  await settle();
  deepQuery<HTMLElement>(deepQuery(surface, '[data-a2ui-id="open"]')!, 'button')!.focus();
  await sendKeys({press: 'Enter'});
  await settle();
  const modal = deepQuery(surface, 'a2ui-modal')!;
  const part = (name: string) => modal.shadowRoot!.querySelector<HTMLElement>(`[part=${name}]`)!;
  return {dialog: part('dialog') as HTMLDialogElement, close: part('close-button'), part};
}

/** What has focus, as a user would name it. */
function focused(): string {
  const active = deepActiveElement();
  if (!active) return 'nothing';
  if (active.localName === 'dialog') return 'dialog';
  if (active.getAttribute('part') === 'close-button') return 'close';
  // A field as the id of the TextField around it.
  if (active.localName === 'input') {
    return (active.getRootNode() as ShadowRoot).host.getAttribute('data-a2ui-id')!;
  }
  return deepText(active).trim();
}

async function press(...keys: string[]): Promise<string[]> {
  const seen: string[] = [];
  for (const key of keys) {
    await sendKeys({press: key});
    seen.push(focused());
  }
  return seen;
}

const form = [
  {id: 'body', component: 'Column', children: ['title', 'row', 'save']},
  {id: 'title', component: 'Text', variant: 'h2', text: 'Shipping'},
  {id: 'row', component: 'Row', children: ['name', 'city']},
  {id: 'name', component: 'TextField', label: 'Name', value: ''},
  {id: 'city', component: 'TextField', label: 'City', value: ''},
  {id: 'save', component: 'Button', child: 'save-text', action: {event: {name: 'save'}}},
  {id: 'save-text', component: 'Text', text: 'Save'},
];

afterEach(() => {
  for (const dialog of document.querySelectorAll('a2ui-surface')) {
    deepQuery<HTMLDialogElement>(dialog, 'dialog')?.close();
  }
});

describe('the focus order of an open Modal', () => {
  it('starts at the first control of the content, not at the close button', async () => {
    await openModal(form);
    expect(focused()).to.equal('name');
  });

  it('goes through the content as drawn, then to the close button at the end of the row', async () => {
    const {close, part} = await openModal(form);
    expect(await press('Tab', 'Tab', 'Tab', 'Tab')).to.deep.equal([
      'city',
      'Save',
      'close',
      'name',
    ]);
    expect(close.getBoundingClientRect().left).to.be.at.least(
      part('content').getBoundingClientRect().right,
    );
  });

  it('goes back from the first control to the close button with Shift+Tab', async () => {
    await openModal(form);
    expect(await press('Shift+Tab', 'Shift+Tab')).to.deep.equal(['close', 'Save']);
  });

  it('draws the close button at the left end in a right-to-left page, still reached last', async () => {
    const {close, part} = await openModal(form, 'rtl');
    expect(close.getBoundingClientRect().right).to.be.at.most(
      part('content').getBoundingClientRect().left,
    );
    expect(focused()).to.equal('name');
    expect(await press('Tab', 'Tab', 'Tab')).to.deep.equal(['city', 'Save', 'close']);
  });

  it('starts at the close button when the content has no control', async () => {
    await openModal([{id: 'body', component: 'Text', text: 'Your order has shipped.'}]);
    expect(focused()).to.equal('close');
  });

  it('starts at the dialog itself when the first control is drawn below the first view', async () => {
    const {dialog} = await openModal([
      {id: 'body', component: 'Column', children: ['terms', 'accept']},
      {id: 'terms', component: 'Text', text: 'You agree to the following terms. '.repeat(400)},
      {id: 'accept', component: 'Button', child: 'accept-text', action: {event: {name: 'a'}}},
      {id: 'accept-text', component: 'Text', text: 'Accept'},
    ]);
    expect(dialog.scrollHeight).to.be.above(dialog.clientHeight);
    expect(focused()).to.equal('dialog');
    expect(dialog.scrollTop).to.equal(0);
    expect(await press('Tab', 'Tab', 'Tab')).to.deep.equal(['Accept', 'close', 'Accept']);
  });

  it('sends Shift+Tab from the dialog itself to its last control, not out of the page', async () => {
    await openModal([
      {id: 'body', component: 'Column', children: ['terms', 'accept']},
      {id: 'terms', component: 'Text', text: 'You agree to the following terms. '.repeat(400)},
      {id: 'accept', component: 'Button', child: 'accept-text', action: {event: {name: 'a'}}},
      {id: 'accept-text', component: 'Text', text: 'Accept'},
    ]);
    // A headless browser wraps Tab in a modal dialog on its own; one with a window sends it on to
    // its address bar, so the dialog must: a keydown it cancels shows that.
    const tab = new KeyboardEvent('keydown', {
      key: 'Tab',
      shiftKey: true,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    deepActiveElement()!.dispatchEvent(tab);
    expect(tab.defaultPrevented, 'Shift+Tab is not kept in the dialog').to.equal(true);
    expect(focused()).to.equal('close');
  });
});
