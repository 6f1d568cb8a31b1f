import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {
  expectAccessible,
  inputSurface,
  part,
  renderInput,
  settle,
} from '../../test/browser/inputs-harness.js';
import '../text/text.js';
import './button.js';

const required = (path: string) => ({
  condition: {call: 'required', args: {value: {path}}, returnType: 'boolean'},
  message: 'Enter a name first.',
});

function button(extra: Partial<ComponentDefinition> = {}): ComponentDefinition[] {
  return [
    {
      id: 'root',
      component: 'Button',
      child: 'label',
      action: {event: {name: 'submit', context: {who: {path: '/name'}, fixed: 1}}},
      ...extra,
    },
    {id: 'label', component: 'Text', text: 'Send'},
  ];
}

describe('a2ui-button', () => {
  it('renders its child inside a native button', async () => {
    const {surface} = inputSurface(button());
    const el = await renderInput(surface);
    expect(el.getAttribute('data-a2ui-id')).to.equal('root');
    const native = part(el, 'button');
    expect(native.localName).to.equal('button');
    expect(native.querySelector('[data-a2ui-id="label"]')).to.not.equal(null);
    expect(native.querySelector('a2ui-text')!.shadowRoot!.textContent!.trim()).to.equal('Send');
  });

  for (const variant of ['default', 'primary', 'borderless']) {
    it(`applies the ${variant} variant`, async () => {
      const {surface} = inputSurface(button({variant}));
      const el = await renderInput(surface);
      expect(part(el, 'button').className).to.equal(variant);
    });
  }

  it('falls back to the default variant when none or an unknown one is given', async () => {
    for (const extra of [{}, {variant: 'fancy'}]) {
      const {surface} = inputSurface(button(extra));
      const el = await renderInput(surface);
      expect(part(el, 'button').className).to.equal('default');
    }
  });

  it('paints primary with the primary colour, borderless without background or border', async () => {
    const {surface} = inputSurface([
      ...button({variant: 'primary'}),
      {
        id: 'flat',
        component: 'Button',
        child: 'label',
        variant: 'borderless',
        action: {event: {name: 'x'}},
      },
    ]);
    const primary = part(await renderInput(surface), 'button');
    const primaryColor = getComputedStyle(primary).getPropertyValue('--a2ui-color-primary').trim();
    const probe = document.createElement('span');
    probe.style.color = primaryColor;
    document.body.append(probe);
    expect(getComputedStyle(primary).backgroundColor).to.equal(getComputedStyle(probe).color);
    probe.remove();
    const flat = getComputedStyle(part(await renderInput(surface, 'flat'), 'button'));
    expect(flat.backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(flat.borderTopColor).to.equal('rgba(0, 0, 0, 0)');
  });

  it('dispatches a2uiaction with the context resolved at click time', async () => {
    const {surface, actions} = inputSurface(button(), {name: 'Ada'});
    const el = await renderInput(surface);
    surface.dataModel.set('/name', 'Grace');
    const events: CustomEvent[] = [];
    document.addEventListener('a2uiaction', (e) => events.push(e as CustomEvent), {once: true});
    part(el, 'button').click();
    expect(events).to.have.length(1);
    expect(events[0]!.bubbles && events[0]!.composed && events[0]!.cancelable).to.equal(true);
    expect(events[0]!.target).to.equal(el);
    expect(events[0]!.detail).to.include({
      name: 'submit',
      surfaceId: 'inputs',
      sourceComponentId: 'root',
    });
    expect(events[0]!.detail.context).to.deep.equal({who: 'Grace', fixed: 1});
    expect(actions).to.have.length(1);
  });

  it('does not send the action to the agent when a listener prevents it', async () => {
    const {surface, actions} = inputSurface(button());
    const el = await renderInput(surface);
    el.addEventListener('a2uiaction', (e) => e.preventDefault(), {once: true});
    part(el, 'button').click();
    expect(actions).to.have.length(0);
  });

  for (const key of ['Enter', ' ']) {
    it(`acts when focused and ${key === ' ' ? 'Space' : key} is pressed`, async () => {
      const {surface, actions} = inputSurface(button());
      const el = await renderInput(surface);
      part(el, 'button').focus();
      await sendKeys({press: key === ' ' ? 'Space' : key});
      expect(actions.map((a) => a.name)).to.deep.equal(['submit']);
    });
  }

  it('runs a functionCall action locally without dispatching a2uiaction', async () => {
    const {surface, actions} = inputSurface(
      button({
        action: {
          functionCall: {call: 'not', args: {value: true}, returnType: 'boolean'},
        },
      }),
    );
    const el = await renderInput(surface);
    let dispatched = false;
    el.addEventListener('a2uiaction', () => (dispatched = true));
    part(el, 'button').click();
    expect(dispatched).to.equal(false);
    expect(actions).to.have.length(0);
  });

  it('is disabled and explains why while a check fails', async () => {
    const {surface, actions} = inputSurface(button({checks: [required('/name')]}), {name: ''});
    const el = await renderInput(surface);
    const native = part(el, 'button');
    expect(native.getAttribute('aria-disabled')).to.equal('true');
    const reason = part(el, '#' + native.getAttribute('aria-describedby'));
    expect(reason.textContent!.trim()).to.equal('Enter a name first.');
    native.click();
    await sendKeys({press: 'Enter'});
    expect(actions).to.have.length(0);
  });

  it('becomes enabled and acts once its checks pass', async () => {
    const {surface, actions} = inputSurface(button({checks: [required('/name')]}), {name: ''});
    const el = await renderInput(surface);
    surface.dataModel.set('/name', 'Ada');
    await settle();
    const native = part(el, 'button');
    expect(native.hasAttribute('aria-disabled')).to.equal(false);
    expect(native.hasAttribute('aria-describedby')).to.equal(false);
    native.click();
    expect(actions.map((a) => a.context)).to.deep.equal([{who: 'Ada', fixed: 1}]);
  });

  it('names and describes the native button from accessibility', async () => {
    const {surface} = inputSurface(
      button({accessibility: {label: 'Send message', description: {path: '/hint'}}}),
      {hint: 'Sends it to Ada'},
    );
    const el = await renderInput(surface);
    const native = part(el, 'button');
    expect(native.getAttribute('aria-label')).to.equal('Send message');
    const description = part(el, '#' + native.getAttribute('aria-describedby'));
    expect(description.textContent).to.equal('Sends it to Ada');
    expect(el.hasAttribute('aria-label')).to.equal(false);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${scheme} mode, in every variant and disabled`, async () => {
      for (const extra of [
        {variant: 'default'},
        {variant: 'primary'},
        {variant: 'borderless'},
        {variant: 'primary', checks: [required('/name')]},
      ]) {
        const {surface} = inputSurface(button(extra), {name: ''});
        await expectAccessible(await renderInput(surface, 'root', scheme));
      }
    });
  }
});
