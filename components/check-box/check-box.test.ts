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
import './check-box.js';

function box(extra: Partial<ComponentDefinition> = {}): ComponentDefinition[] {
  return [
    {id: 'root', component: 'CheckBox', label: 'I agree', value: {path: '/agreed'}, ...extra},
  ];
}

const mustAgree = {
  condition: {path: '/agreed'},
  message: 'Please accept the terms.',
};

const mustNotAgree = {
  condition: {call: 'not', args: {value: {path: '/agreed'}}, returnType: 'boolean'},
  message: 'Leave this unchecked.',
};

const checkbox = (el: Element) => part<HTMLInputElement>(el, '[part="checkbox"]');

/** Where the text of `element` (one line) starts and ends: its text, not its box. */
function textEdges(element: Element): [number, number] {
  const range = document.createRange();
  range.selectNodeContents(element);
  const line = range.getBoundingClientRect();
  return [Math.round(line.left), Math.round(line.right)];
}

describe('a2ui-check-box', () => {
  it('shows its message under the label text, not under the box, also right to left', async () => {
    for (const dir of ['ltr', 'rtl']) {
      const {surface} = inputSurface(box({label: 'I agree', checks: [mustNotAgree]}), {
        agreed: true,
      });
      const el = await renderInput(surface);
      el.setAttribute('dir', dir);
      const [label, error] = [part(el, '[part="label"]'), part(el, '[part="error"]')];
      expect(error.textContent!.trim()).to.equal('Leave this unchecked.');
      const side = dir === 'ltr' ? 0 : 1;
      expect(textEdges(error)[side]).to.equal(textEdges(label)[side]);
    }
  });

  it('renders a native checkbox labelled by its label text', async () => {
    const {surface} = inputSurface(box(), {agreed: false});
    const input = checkbox(await renderInput(surface));
    expect(input.type).to.equal('checkbox');
    expect(input.labels![0]!.textContent!.trim()).to.equal('I agree');
  });

  it('shows the bound value', async () => {
    const {surface} = inputSurface(box(), {agreed: true});
    expect(checkbox(await renderInput(surface)).checked).to.equal(true);
  });

  it('writes true and false to the data model when clicked', async () => {
    const {surface} = inputSurface(box(), {agreed: false});
    const input = checkbox(await renderInput(surface));
    input.click();
    expect(surface.dataModel.peek('/agreed')).to.equal(true);
    input.click();
    expect(surface.dataModel.peek('/agreed')).to.equal(false);
  });

  it('toggles with the Space key', async () => {
    const {surface} = inputSurface(box(), {agreed: false});
    const input = checkbox(await renderInput(surface));
    input.focus();
    await sendKeys({press: 'Space'});
    expect(surface.dataModel.peek('/agreed')).to.equal(true);
  });

  it('toggles when the label text is clicked', async () => {
    const {surface} = inputSurface(box(), {agreed: false});
    const el = await renderInput(surface);
    part(el, '[part="label"]').click();
    expect(surface.dataModel.peek('/agreed')).to.equal(true);
  });

  it('follows data model changes', async () => {
    const {surface} = inputSurface(box(), {agreed: false});
    const el = await renderInput(surface);
    surface.dataModel.set('/agreed', true);
    await settle();
    expect(checkbox(el).checked).to.equal(true);
  });

  it('reads the string "true" as checked (boolean coercion)', async () => {
    const {surface} = inputSurface(box(), {agreed: 'true'});
    expect(checkbox(await renderInput(surface)).checked).to.equal(true);
  });

  it('keeps the user choice when value is a literal', async () => {
    const {surface} = inputSurface(box({value: false}));
    const el = await renderInput(surface);
    checkbox(el).click();
    await settle();
    expect(checkbox(el).checked).to.equal(true);
  });

  it('shows a failing check of an unchecked box once the user leaves it, until it passes', async () => {
    const {surface} = inputSurface(box({checks: [mustAgree]}), {agreed: false});
    const el = await renderInput(surface);
    const input = checkbox(el);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    input.focus();
    input.blur();
    await settle();
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(part(el, '#' + input.getAttribute('aria-describedby')).textContent!.trim()).to.equal(
      'Please accept the terms.',
    );
    input.click();
    await settle();
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(part(el, '[part="error"]').textContent!.trim()).to.equal('');
  });

  it('shows a failing check of a checked box straight away', async () => {
    const {surface} = inputSurface(box({checks: [mustNotAgree]}), {agreed: true});
    const el = await renderInput(surface);
    expect(checkbox(el).getAttribute('aria-invalid')).to.equal('true');
    expect(part(el, '[part="error"]').textContent!.trim()).to.equal('Leave this unchecked.');
  });

  it('names a checkbox the agent left unlabelled after its component id', async () => {
    const {surface} = inputSurface([
      {id: 'status-checkbox', component: 'CheckBox', label: '', value: {path: '/done'}},
    ]);
    const el = await renderInput(surface, 'status-checkbox');
    expect(checkbox(el).getAttribute('aria-label')).to.equal('Status checkbox');
    await expectAccessible(el);
  });

  it('is announced as required when a check calls required', async () => {
    const required = {
      condition: {call: 'required', args: {value: {path: '/agreed'}}},
      message: 'Please accept the terms.',
    };
    const {surface} = inputSurface(box({checks: [required]}), {agreed: false});
    const input = checkbox(await renderInput(surface));
    expect(input.getAttribute('aria-required')).to.equal('true');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('puts the accessibility label and description on the checkbox', async () => {
    const {surface} = inputSurface(
      box({accessibility: {label: 'Accept terms', description: 'Required to continue'}}),
    );
    const el = await renderInput(surface);
    const input = checkbox(el);
    expect(input.getAttribute('aria-label')).to.equal('Accept terms');
    expect(part(el, '#' + input.getAttribute('aria-describedby')).textContent).to.equal(
      'Required to continue',
    );
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${scheme} mode, checked, unchecked and invalid`, async () => {
      for (const [extra, agreed] of [
        [{}, true],
        [{}, false],
        [{checks: [mustNotAgree]}, true],
      ] as const) {
        const {surface} = inputSurface(box(extra), {agreed});
        await expectAccessible(await renderInput(surface, 'root', scheme));
      }
    });
  }
});
