import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {
  contrast,
  expectAccessible,
  fire,
  inputSurface,
  part,
  renderInput,
  settle,
} from '../../test/browser/inputs-harness.js';
import {accessibleName} from './accessible-name.test.helper.js';
import {uiText} from '../shared/ui-text.js';
import './text-field.js';

function field(extra: Partial<ComponentDefinition> = {}): ComponentDefinition[] {
  return [{id: 'root', component: 'TextField', label: 'Name', value: {path: '/name'}, ...extra}];
}

const minLength = (min: number) => ({
  condition: {call: 'length', args: {value: {path: '/name'}, min}, returnType: 'boolean'},
  message: `At least ${min} characters.`,
});
const required = {
  condition: {call: 'required', args: {value: {path: '/name'}}, returnType: 'boolean'},
  message: 'A name is required.',
};

const control = (el: Element) => part<HTMLInputElement>(el, '[part="input"]');

describe('a2ui-text-field', () => {
  it('associates its label with the input', async () => {
    const {surface} = inputSurface(field());
    const input = control(await renderInput(surface));
    expect(input.labels).to.have.length(1);
    expect(input.labels![0]!.textContent!.trim()).to.equal('Name');
  });

  const types: [string | undefined, string][] = [
    [undefined, 'text'],
    ['shortText', 'text'],
    ['number', 'number'],
    ['obscured', 'password'],
    ['mystery', 'text'],
  ];
  for (const [variant, type] of types) {
    it(`renders variant ${variant ?? '(none)'} as an input of type ${type}`, async () => {
      const {surface} = inputSurface(field(variant ? {variant} : {}));
      const input = control(await renderInput(surface));
      expect(input.localName).to.equal('input');
      expect(input.type).to.equal(type);
    });
  }

  it('renders longText as a labelled textarea', async () => {
    const {surface} = inputSurface(field({variant: 'longText'}), {name: 'line 1\nline 2'});
    const area = control(await renderInput(surface)) as unknown as HTMLTextAreaElement;
    expect(area.localName).to.equal('textarea');
    expect(area.value).to.equal('line 1\nline 2');
    expect(area.labels![0]!.textContent!.trim()).to.equal('Name');
  });

  it('shows a placeholder (v0.10) without using it as the label', async () => {
    const {surface} = inputSurface(field({placeholder: 'e.g. Ada'}));
    const input = control(await renderInput(surface));
    expect(input.placeholder).to.equal('e.g. Ada');
    expect(input.labels![0]!.textContent!.trim()).to.equal('Name');
  });

  it('keeps its label as the accessible name when it has a placeholder', async () => {
    const {surface} = inputSurface(field({placeholder: 'e.g. Ada'}));
    const input = control(await renderInput(surface));
    expect(accessibleName(input)).to.equal('Name');
    expect(input.hasAttribute('aria-label')).to.equal(false);
  });

  it('follows a bound placeholder', async () => {
    const {surface} = inputSurface(field({placeholder: {path: '/hint'}}), {hint: 'e.g. Ada'});
    const el = await renderInput(surface);
    expect(control(el).placeholder).to.equal('e.g. Ada');
    surface.dataModel.set('/hint', 'e.g. Grace');
    await settle();
    expect(control(el).placeholder).to.equal('e.g. Grace');
  });

  it('shows a placeholder in the longText textarea', async () => {
    const {surface} = inputSurface(field({variant: 'longText', placeholder: 'Say more'}));
    const area = control(await renderInput(surface));
    expect(area.localName).to.equal('textarea');
    expect(area.placeholder).to.equal('Say more');
    expect(accessibleName(area)).to.equal('Name');
  });

  it('has no placeholder without one, as before v0.10', async () => {
    const {surface} = inputSurface(field());
    expect(control(await renderInput(surface)).hasAttribute('placeholder')).to.equal(false);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`shows its placeholder at 4.5:1 contrast or more in ${scheme} mode`, async () => {
      const {surface} = inputSurface(field({placeholder: 'e.g. Ada'}));
      const input = control(await renderInput(surface, 'root', scheme));
      const text = getComputedStyle(input, '::placeholder').color;
      expect(contrast(text, getComputedStyle(input).backgroundColor)).to.be.at.least(4.5);
    });
  }

  it('names an unlabelled field after its id, not its placeholder', async () => {
    const {surface} = inputSurface([
      {id: 'email-field', component: 'TextField', placeholder: 'you@example.com'},
    ]);
    const input = control(await renderInput(surface, 'email-field'));
    expect(input.placeholder).to.equal('you@example.com');
    expect(accessibleName(input)).to.equal('Email field');
  });

  it('shows the bound value', async () => {
    const {surface} = inputSurface(field(), {name: 'Ada'});
    expect(control(await renderInput(surface)).value).to.equal('Ada');
  });

  it('writes the data model on every input event', async () => {
    const {surface} = inputSurface(field(), {name: ''});
    const input = control(await renderInput(surface));
    input.focus();
    const seen: unknown[] = [];
    for (const key of ['A', 'd', 'a']) {
      await sendKeys({type: key});
      seen.push(surface.dataModel.peek('/name'));
    }
    expect(seen).to.deep.equal(['A', 'Ad', 'Ada']);
  });

  it('writes the number variant as a string', async () => {
    const {surface} = inputSurface(field({variant: 'number'}), {name: ''});
    const input = control(await renderInput(surface));
    input.focus();
    await sendKeys({type: '42.5'});
    expect(surface.dataModel.peek('/name')).to.equal('42.5');
  });

  it('follows data model changes', async () => {
    const {surface} = inputSurface(field(), {name: 'Ada'});
    const el = await renderInput(surface);
    surface.dataModel.set('/name', 'Grace');
    await settle();
    expect(control(el).value).to.equal('Grace');
  });

  it('keeps the caret where it was when the data model changes under it', async () => {
    const {surface} = inputSurface(field(), {name: 'Hello'});
    const el = await renderInput(surface);
    const input = control(el);
    input.focus();
    input.setSelectionRange(2, 2);
    surface.dataModel.set('/name', 'Hello world');
    await settle();
    expect(input.value).to.equal('Hello world');
    expect([input.selectionStart, input.selectionEnd]).to.deep.equal([2, 2]);
  });

  it('keeps the caret when the user types in the middle', async () => {
    const {surface} = inputSurface(field(), {name: 'Ad'});
    const input = control(await renderInput(surface));
    input.focus();
    input.setSelectionRange(1, 1);
    await sendKeys({type: 'xy'});
    await settle();
    expect(surface.dataModel.peek('/name')).to.equal('Axyd');
    expect(input.value).to.equal('Axyd');
    expect(input.selectionStart).to.equal(3);
  });

  it('keeps the typed text in the input when value is a literal', async () => {
    const {surface} = inputSurface(field({value: 'start'}));
    const input = control(await renderInput(surface));
    input.value = 'changed';
    fire(input);
    await settle();
    expect(input.value).to.equal('changed');
  });

  it('shows the first failing check with aria-invalid and aria-describedby', async () => {
    const {surface} = inputSurface(field({checks: [minLength(5), minLength(3)]}), {name: 'Al'});
    const el = await renderInput(surface);
    const input = control(el);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const error = part(el, '#' + input.getAttribute('aria-describedby')!.split(' ')[0]);
    expect(error.textContent!.trim()).to.equal('At least 5 characters.');
    expect(error.getAttribute('part')).to.equal('error');
  });

  it('clears the message once the value passes its checks', async () => {
    const {surface} = inputSurface(field({checks: [minLength(3)]}), {name: 'Al'});
    const el = await renderInput(surface);
    const input = control(el);
    input.focus();
    input.setSelectionRange(2, 2);
    await sendKeys({type: 'i'});
    await settle();
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(input.hasAttribute('aria-describedby')).to.equal(false);
    expect(part(el, '[part="error"]').textContent!.trim()).to.equal('');
  });

  it('waits until an empty field is touched before showing its error', async () => {
    const {surface} = inputSurface(field({checks: [required]}), {name: ''});
    const el = await renderInput(surface);
    const input = control(el);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    input.focus();
    input.blur();
    await settle();
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(part(el, '[part="error"]').textContent!.trim()).to.equal('A name is required.');
  });

  it('flags a value that does not match validationRegexp', async () => {
    const {surface} = inputSurface(field({validationRegexp: '^[0-9]{5}$'}), {name: '12a'});
    const el = await renderInput(surface);
    expect(control(el).getAttribute('aria-invalid')).to.equal('true');
    expect(part(el, '[part="error"]').textContent!.trim()).to.equal(uiText.formatError);
    surface.dataModel.set('/name', '12345');
    await settle();
    expect(control(el).hasAttribute('aria-invalid')).to.equal(false);
  });

  it('ignores and reports a validationRegexp that cannot be compiled', async () => {
    const {surface, errors} = inputSurface(field({validationRegexp: '(unclosed'}), {name: 'x'});
    const el = await renderInput(surface);
    expect(control(el).hasAttribute('aria-invalid')).to.equal(false);
    expect(errors.map((e) => e.code)).to.deep.equal(['INVALID_REGEXP']);
  });

  it('reports a validationRegexp written with slashes once, and checks it as written', async () => {
    const {surface, errors} = inputSurface(field({validationRegexp: '/^\\d+$/'}), {name: ''});
    const el = await renderInput(surface);
    surface.dataModel.set('/name', '123');
    await settle();
    surface.dataModel.set('/name', '1234');
    await settle();
    // Its slashes are characters to match: the pattern is not read as a JavaScript literal.
    expect(control(el).getAttribute('aria-invalid')).to.equal('true');
    expect(errors.map((e) => [e.code, e.message])).to.deep.equal([
      [
        'INVALID_REGEXP',
        'TextField "root": validationRegexp "/^\\\\d+$/" is a JavaScript literal; write the pattern without slashes (flags are not supported)',
      ],
    ]);
  });

  it('names a field the agent left unlabelled after its component id', async () => {
    const {surface} = inputSurface([{id: 'searchQuery', component: 'TextField', label: ''}]);
    const el = await renderInput(surface, 'searchQuery');
    expect(control(el).getAttribute('aria-label')).to.equal('Search query');
    expect(el.shadowRoot!.querySelector('label')).to.equal(null);
  });

  it('puts the accessibility label and description on the input', async () => {
    const {surface} = inputSurface(
      field({accessibility: {label: 'Full name', description: 'As on your passport'}}),
    );
    const el = await renderInput(surface);
    const input = control(el);
    expect(input.getAttribute('aria-label')).to.equal('Full name');
    expect(part(el, '#' + input.getAttribute('aria-describedby')).textContent).to.equal(
      'As on your passport',
    );
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${scheme} mode, in every variant and with an error`, async () => {
      for (const extra of [
        {},
        {variant: 'longText'},
        {variant: 'number'},
        {variant: 'obscured'},
        {checks: [minLength(5)]},
      ]) {
        const {surface} = inputSurface(field(extra), {name: 'Al'});
        await expectAccessible(await renderInput(surface, 'root', scheme));
      }
    });
  }
});
