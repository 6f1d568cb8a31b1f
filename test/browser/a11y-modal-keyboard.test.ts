// The gallery's "Modal with a form" (demo/examples/layout/modal-form.json) used with the keyboard
// alone, while the agent changes what the open dialog shows: Tab stays inside the dialog, Escape
// closes it, and focus goes back to the button that opened it (WAI-ARIA dialog pattern, WCAG
// 2.1.2 and 2.4.3), also after the agent replaced the form with a message or removed the
// focused control.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepText} from '../../components/shared/deep-text.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {deepActiveElement} from '../../components/shared/tab-stops.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

let processor: MessageProcessor;
let surface: HTMLElement;

async function mount(): Promise<void> {
  const example = (await (await fetch('/demo/examples/layout/modal-form.json')).json()) as {
    messages: object[];
  };
  processor = new MessageProcessor();
  surface = await fixture<HTMLElement>(
    html`<div>
      <button>Before</button>
      <a2ui-surface surface-id="modal-form" .processor=${processor}></a2ui-surface>
      <button>After</button>
    </div>`,
  ).then((wrapper) => wrapper.querySelector('a2ui-surface')!);
  processor.processMessages(example.messages);
  await settle();
}

function update(components: object[]): void {
  processor.processMessages([
    {version: 'v0.9', updateComponents: {surfaceId: 'modal-form', components}},
  ]);
}

const dialog = () => deepQuery<HTMLDialogElement>(surface, 'dialog')!;

/** What has focus, as a user would name it. */
function focused(): string {
  const active = deepActiveElement();
  if (!active || active === document.body) return 'page';
  if (active.getAttribute('part') === 'close-button') return 'close';
  if (!dialog().matches(':focus-within') && deepText(active).trim() === 'Edit note') {
    return 'trigger';
  }
  const name = active.ariaLabel ?? active.getAttribute('aria-label');
  return `${active.localName}${name ? ` "${name}"` : ''}: ${deepText(active).trim()}`;
}

/** Tabs from the button before the surface to the trigger and opens the dialog with Enter. */
async function open(): Promise<void> {
  (surface.previousElementSibling as HTMLElement).focus();
  await sendKeys({press: 'Tab'});
  expect(focused()).to.equal('trigger');
  await sendKeys({press: 'Enter'});
  await settle();
  expect(dialog().open).to.equal(true);
}

/**
 * Whether the dialog itself sends Tab from the focused element back to its first control. A
 * headless browser wraps Tab at the end of a modal dialog on its own; a browser with a window
 * sends it on to its address bar, so the dialog must: a Tab keydown it cancels shows that.
 */
function dialogWrapsTab(shiftKey = false): boolean {
  const tab = new KeyboardEvent('keydown', {
    key: 'Tab',
    shiftKey,
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  deepActiveElement()!.dispatchEvent(tab);
  return tab.defaultPrevented;
}

async function press(...keys: string[]): Promise<string[]> {
  const seen: string[] = [];
  for (const key of keys) {
    await sendKeys({press: key});
    await settle();
    seen.push(focused());
  }
  return seen;
}

describe('the gallery Modal with a form, by keyboard', () => {
  afterEach(() => {
    if (dialog()?.open) dialog().close();
  });

  it('keeps Tab inside the dialog, round and round', async () => {
    await mount();
    await open();
    const round = await press('Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab');
    expect(round).to.include('close');
    expect(round.some((it) => it === 'page' || it === 'trigger' || it.includes('Before'))).to.equal(
      false,
    );
  });

  it('closes with Escape from the priority choice, focus back on the trigger', async () => {
    await mount();
    await open();
    await press('Tab');
    expect(focused()).to.not.equal('close');
    await press('Escape');
    expect(dialog().open).to.equal(false);
    expect(focused()).to.equal('trigger');
  });

  it('keeps Tab inside after the agent replaces the form with a message', async () => {
    await mount();
    await open();
    await press('Shift+Tab', 'Shift+Tab');
    expect(focused()).to.contain('Save');
    update([{id: 'form', component: 'Text', text: 'Saved.'}]);
    await settle();
    expect(focused()).to.contain('Saved.');
    // The message comes before the close button: Shift+Tab would leave the dialog from it.
    expect(dialogWrapsTab(true), 'Shift+Tab from the message is not kept in the dialog').to.equal(
      true,
    );
    expect(focused()).to.equal('close');
    expect(dialogWrapsTab(), 'Tab from the close button').to.equal(true);
    expect(focused()).to.equal('close');
    expect(await press('Tab')).to.deep.equal(['close']);
    expect(await press('Shift+Tab')).to.deep.equal(['close']);
  });

  it('closes with Escape after the agent replaced the form, focus back on the trigger', async () => {
    await mount();
    await open();
    await press('Shift+Tab', 'Shift+Tab');
    update([{id: 'form', component: 'Text', text: 'Saved.'}]);
    await settle();
    await press('Escape');
    expect(dialog().open).to.equal(false);
    expect(focused()).to.equal('trigger');
  });

  it('keeps Tab inside after the agent removes the focused Save button', async () => {
    await mount();
    await open();
    await press('Shift+Tab', 'Shift+Tab');
    expect(focused()).to.contain('Save');
    update([{id: 'form', component: 'Column', children: ['f-title', 'f-prio']}]);
    await settle();
    expect(dialog().matches(':focus-within')).to.equal(true);
    const seen = await press('Tab', 'Tab', 'Tab', 'Tab');
    expect(seen).to.include('close');
    expect(seen.includes('page') || seen.includes('trigger')).to.equal(false);
  });
});
