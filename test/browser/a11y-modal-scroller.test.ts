// Content that scrolls and holds no control (a wide code block in a Text) is a Tab stop of its
// own in Chromium and Firefox, so a keyboard user can scroll it; in WebKit, which makes none, the
// Text makes it one (tabindex 0 while it scrolls). In a Modal it was never
// reached: the dialog's Tab wrapping took the last button for its last stop and sent Tab from
// there back to the close button, so the code block could not be scrolled (WCAG 2.1.1
// Keyboard); Shift+Tab from the close button skipped it the other way. A Tabs panel holding
// one counted it as empty and became a second stop around it.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const CODE = '```\n' + 'const wide = 1; '.repeat(40) + '\n```';

async function mount(components: object[]): Promise<HTMLElement> {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: CATALOG}},
    {version: 'v0.9', updateComponents: {surfaceId: 's', components}},
  ]);
  await settle();
  return surface;
}

/** The focused element, inside shadow roots, as its part name (or tag). */
function focused(): string {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active?.getAttribute('part') ?? active?.localName ?? 'nothing';
}

async function press(key: string, times: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) {
    await sendKeys({press: key});
    seen.push(focused());
  }
  return seen;
}

const text = (id: string, value: string) => ({id, component: 'Text', text: value});

describe('Tab reaches content that scrolls', () => {
  it('in a Modal, first in its content: from the close button and back from the button', async () => {
    const surface = await mount([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
      {id: 'open', component: 'Button', child: 'open-text', action: {event: {name: 'o'}}},
      text('open-text', 'Show code'),
      {id: 'body', component: 'Column', children: ['code', 'ok']},
      {id: 'ok', component: 'Button', child: 'ok-text', action: {event: {name: 'ok'}}},
      text('ok-text', 'Copy'),
      text('code', CODE),
    ]);
    deepQuery<HTMLElement>(deepQuery(surface, '[data-a2ui-id="open"]')!, 'button')!.click();
    await settle();
    const code = deepQuery<HTMLElement>(surface, 'pre')!;
    expect(code.scrollWidth).to.be.above(code.clientWidth);
    expect(focused()).to.equal('code-block');
    expect(await press('Tab', 3)).to.deep.equal(['button', 'close-button', 'code-block']);
    expect(await press('Shift+Tab', 3)).to.deep.equal(['close-button', 'button', 'code-block']);
  });

  it('in a Tabs panel, which is then no Tab stop of its own', async () => {
    await mount([
      {id: 'root', component: 'Tabs', tabs: [{title: 'Code', child: 'code'}]},
      text('code', CODE),
    ]);
    await new Promise(requestAnimationFrame);
    expect(await press('Tab', 2)).to.deep.equal(['tab tab-selected', 'code-block']);
  });
});
