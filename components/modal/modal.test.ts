import {expect} from '@open-wc/testing';
import {sendKeys, sendMouse} from '@web/test-runner-commands';
import '../button/button.js';
import '../choice-picker/choice-picker.js';
import '../date-time-input/date-time-input.js';
import '../video/video.js';
import '../text/text.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';
import {contrast} from '../../test/browser/inputs-harness.js';
import {deepActiveElement} from '../shared/tab-stops.js';
import {deepQuery, renderComponent, settle, shadow, testSurface} from '../shared/testing.js';
import type {A2uiModal} from './modal.js';
import './modal.js';

/** The colour `top` (`rgb(a)(…)`) painted over the opaque `bottom`, as `rgb(r, g, b)`. */
function over(top: string, bottom: string): string {
  const [r, g, b, a = 1] = top.match(/[\d.]+/g)!.map(Number);
  const under = bottom.match(/[\d.]+/g)!.map(Number);
  return `rgb(${[r!, g!, b!].map((c, i) => Math.round(c * a + under[i]! * (1 - a))).join(', ')})`;
}

async function modal() {
  const {surface, actions} = testSurface([
    {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
    {id: 'open', component: 'Button', child: 'label', action: {event: {name: 'opened'}}},
    {id: 'label', component: 'Text', text: 'Open'},
    {id: 'body', component: 'Text', text: 'Inside the dialog'},
  ]);
  const el = await renderComponent(surface);
  const dialog = shadow(el).querySelector('dialog')!;
  const trigger = deepQuery(el, 'a2ui-button')!.shadowRoot!.querySelector('button')!;
  return {el, dialog, trigger, actions};
}

describe('a2ui-modal', () => {
  it('shows only the trigger until opened', async () => {
    const {el, dialog} = await modal();
    expect(dialog.open).to.equal(false);
    expect(shadow(el).querySelector('[data-a2ui-id="body"]')).to.equal(null);
  });

  it('opens a modal dialog with the content when the trigger is activated', async () => {
    const {el, dialog, trigger, actions} = await modal();
    trigger.click();
    await settle();
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(shadow(el).querySelector('[data-a2ui-id="body"]')).to.not.equal(null);
    expect(actions.map((a) => a.name)).to.deep.equal(['opened']);
  });

  it('shows its edge on the backdrop in the dark scheme (3:1), none in the light one', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
      {id: 'open', component: 'Button', child: 'label', action: {event: {name: 'opened'}}},
      {id: 'label', component: 'Text', text: 'Open'},
      {id: 'body', component: 'Text', text: 'Inside the dialog'},
    ]);
    for (const scheme of ['dark', 'light']) {
      const el = await renderComponent(surface, 'root', `a2ui-${scheme}`);
      const page = el.parentElement!;
      page.style.background = 'var(--a2ui-color-background)';
      deepQuery(el, 'a2ui-button')!.shadowRoot!.querySelector('button')!.click();
      await settle();
      const dialog = shadow(el).querySelector('dialog')!;
      const style = getComputedStyle(dialog);
      // The backdrop (translucent) over the page: what the dialog stands out from, by its
      // outline where one is drawn, else by its own background.
      const around = over(
        getComputedStyle(dialog, '::backdrop').backgroundColor,
        getComputedStyle(page).backgroundColor,
      );
      const drawn = style.outlineColor !== 'rgba(0, 0, 0, 0)';
      const edge = drawn ? style.outlineColor : style.backgroundColor;
      if (scheme === 'light') expect(drawn).to.equal(false);
      else expect(contrast(edge, around), `${edge} on ${around}`).to.be.at.least(3);
      dialog.close();
    }
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const {dialog, trigger} = await modal();
    trigger.focus();
    await sendKeys({press: 'Enter'});
    await settle();
    expect(dialog.open).to.equal(true);
    await sendKeys({press: 'Escape'});
    await settle();
    expect(dialog.open).to.equal(false);
    expect(trigger.matches(':focus')).to.equal(true);
  });

  it('closes with its close button', async () => {
    const {el, dialog, trigger} = await modal();
    trigger.click();
    await settle();
    shadow(el).querySelector<HTMLButtonElement>('[part="close-button"]')!.click();
    await settle();
    expect(dialog.open).to.equal(false);
  });

  it('closes on a click on the backdrop but not inside the dialog', async () => {
    const {el, dialog, trigger} = await modal();
    trigger.click();
    await settle();
    shadow(el).querySelector<HTMLElement>('[part="content"]')!.click();
    expect(dialog.open).to.equal(true);
    dialog.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    expect(dialog.open).to.equal(false);
  });

  it('names the dialog with the accessibility label', async () => {
    const {surface} = testSurface([
      {
        id: 'root',
        component: 'Modal',
        trigger: 'open',
        content: 'body',
        accessibility: {label: 'Details'},
      },
      {id: 'open', component: 'Text', text: 'Open'},
      {id: 'body', component: 'Text', text: 'Body'},
    ]);
    const el = await renderComponent(surface);
    expect(shadow(el).querySelector('dialog')!.getAttribute('aria-label')).to.equal('Details');
  });

  it('without a label, names the dialog after what its trigger shows', async () => {
    const {dialog, trigger} = await modal();
    trigger.click();
    await settle();
    expect(dialog.getAttribute('aria-label')).to.equal('Open');
  });

  it('keeps focus inside the dialog while open', async () => {
    const {el, dialog, trigger} = await modal();
    trigger.click();
    await settle();
    for (let i = 0; i < 4; i++) {
      await sendKeys({press: 'Tab'});
      const active = el.shadowRoot!.activeElement;
      expect(active === null || dialog.contains(active), 'focus left the dialog').to.equal(true);
    }
  });

  it('moves focus into the dialog when it opens', async () => {
    const {el, dialog, trigger} = await modal();
    trigger.focus();
    await sendKeys({press: 'Enter'});
    await settle();
    expect(dialog.contains(el.shadowRoot!.activeElement)).to.equal(true);
  });

  it('wraps Tab from the last control to the first, and Shift+Tab back', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'ok'},
      {id: 'open', component: 'Button', child: 'label', action: {event: {name: 'opened'}}},
      {id: 'label', component: 'Text', text: 'Open'},
      {id: 'ok', component: 'Button', child: 'ok-text', action: {event: {name: 'ok'}}},
      {id: 'ok-text', component: 'Text', text: 'OK'},
    ]);
    const el = await renderComponent(surface);
    const close = shadow(el).querySelector<HTMLElement>('[part="close-button"]')!;
    const ok = () => deepQuery(shadow(el).querySelector('[part="content"]')!, 'button')!;
    const focused = () => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active;
    };
    await (el as A2uiModal).show();
    await settle();
    close.focus();
    const seen: (Element | null)[] = [];
    for (const press of ['Tab', 'Tab', 'Shift+Tab']) {
      await sendKeys({press});
      seen.push(focused());
    }
    (el as A2uiModal).close();
    // Compared as names: a failing comparison of elements would print them whole.
    const name = (element: Element | null) =>
      element === close ? 'close' : element === ok() ? 'ok' : String(element?.localName);
    expect(seen.map(name)).to.deep.equal(['ok', 'close', 'ok']);
  });

  it('lets Tab reach a choice with nothing chosen yet that is its last control, both ways', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'size'},
      {id: 'open', component: 'Text', text: 'Open'},
      {
        id: 'size',
        component: 'ChoicePicker',
        label: 'Size',
        options: [
          {label: 'Small', value: 's'},
          {label: 'Large', value: 'l'},
        ],
        value: {path: '/size'},
      },
    ]);
    const el = await renderComponent(surface);
    const close = shadow(el).querySelector<HTMLElement>('[part="close-button"]')!;
    await (el as A2uiModal).show();
    await settle();
    close.focus();
    const seen: string[] = [];
    for (const press of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await sendKeys({press});
      const active = deepActiveElement() as HTMLInputElement | undefined;
      seen.push(active === close ? 'close' : `${active?.type}:${active?.value}`);
    }
    (el as A2uiModal).close();
    // The group is one stop: Shift+Tab wraps to it at its first radio.
    expect(seen).to.deep.equal(['radio:s', 'close', 'radio:s', 'close']);
  });

  it('leaves Tab to the fields inside a date input that is its last control', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'when'},
      {id: 'open', component: 'Text', text: 'Open'},
      {id: 'when', component: 'DateTimeInput', label: 'Day', enableDate: true, value: ''},
    ]);
    const el = await renderComponent(surface);
    await (el as A2uiModal).show();
    await settle();
    const input = deepQuery<HTMLInputElement>(
      shadow(el).querySelector('[part="content"]')!,
      'input',
    )!;
    input.focus();
    await sendKeys({press: 'Tab'});
    const stayed = input.matches(':focus');
    (el as A2uiModal).close();
    expect(stayed, 'Tab moved to the next field of the date').to.equal(true);
  });

  it('leaves Tab to the controls of a video that is its last control', async () => {
    const url = new URL('/demo/public/media/clip.webm', location.href).href;
    const {surface} = testSurface([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'clip'},
      {id: 'open', component: 'Text', text: 'Open'},
      {id: 'clip', component: 'Video', url},
    ]);
    const el = await renderComponent(surface);
    await (el as A2uiModal).show();
    await settle();
    const video = deepQuery<HTMLVideoElement>(
      shadow(el).querySelector('[part="content"]')!,
      'video',
    )!;
    video.focus();
    await sendKeys({press: 'Tab'});
    // Focus on one of the player's own controls shows as focus on the <video>.
    const stayed = (video.getRootNode() as ShadowRoot).activeElement === video;
    (el as A2uiModal).close();
    expect(stayed, 'Tab moved to the next control of the player').to.equal(true);
  });

  it('is modal again when its element leaves the page and comes back while open', async () => {
    const {el, dialog, trigger} = await modal();
    trigger.click();
    await settle();
    const list = el.parentElement!;
    el.remove();
    list.append(el);
    await settle();
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal'), 'not modal').to.equal(true);
    el.remove();
  });

  it('after coming back, still closes with Escape and returns focus to the trigger', async () => {
    const {el, dialog, trigger} = await modal();
    trigger.focus();
    await sendKeys({press: 'Enter'});
    await settle();
    const list = el.parentElement!;
    el.remove();
    list.append(el);
    await settle();
    await sendKeys({press: 'Escape'});
    await settle();
    expect(dialog.open).to.equal(false);
    expect(trigger.matches(':focus')).to.equal(true);
  });

  it('is modal again when its reply surface is removed and added back', async () => {
    const processor = new MessageProcessor();
    const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'reply', catalogId}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'reply',
          components: [
            {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
            {id: 'open', component: 'Text', text: 'Open'},
            {id: 'body', component: 'Text', text: 'Inside'},
          ],
        },
      },
    ]);
    const surface = document.createElement('a2ui-surface');
    surface.processor = processor;
    surface.setAttribute('surface-id', 'reply');
    document.body.append(surface);
    await settle();
    const el = deepQuery<A2uiModal>(surface, 'a2ui-modal')!;
    await el.show();
    surface.remove();
    document.body.append(surface);
    await settle();
    const dialog = shadow(el).querySelector('dialog')!;
    const modal = dialog.matches(':modal');
    surface.remove();
    expect(modal, 'not modal').to.equal(true);
  });

  it('stays closed when its trigger is a Button that a failing check disables', async () => {
    const {surface, actions} = testSurface([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
      {
        id: 'open',
        component: 'Button',
        child: 'label',
        action: {event: {name: 'opened'}},
        checks: [{condition: false, message: 'Not yet'}],
      },
      {id: 'label', component: 'Text', text: 'Open'},
      {id: 'body', component: 'Text', text: 'Inside the dialog'},
    ]);
    const el = await renderComponent(surface);
    const trigger = deepQuery(el, 'a2ui-button')!.shadowRoot!.querySelector('button')!;
    const dialog = shadow(el).querySelector('dialog')!;
    trigger.click();
    await settle();
    expect(dialog.open, 'opened by a click').to.equal(false);
    trigger.focus();
    await sendKeys({press: 'Enter'});
    await settle();
    expect(dialog.open, 'opened by Enter').to.equal(false);
    expect(actions.length).to.equal(0);
  });

  it('stays open when a text selection started inside ends over the backdrop', async () => {
    const {el, dialog, trigger} = await modal();
    trigger.click();
    await settle();
    const content = shadow(el).querySelector('[part="content"]')!.getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.ceil(content.left) + 2, Math.ceil(content.top) + 2],
    });
    await sendMouse({type: 'down'});
    await sendMouse({type: 'move', position: [2, 2]});
    await sendMouse({type: 'up'});
    await settle();
    expect(dialog.open).to.equal(true);
    // A press and release on the backdrop still closes it.
    await sendMouse({type: 'click', position: [2, 2]});
    await settle();
    expect(dialog.open).to.equal(false);
  });
});
