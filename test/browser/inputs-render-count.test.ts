// Typing, ticking, choosing or sliding re-renders the input itself and the elements that read
// the path it writes, nothing else: the column around them and unrelated siblings stay put.
import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/column/column.js';
import '../../components/text/text.js';
import '../../components/text-field/text-field.js';
import '../../components/check-box/check-box.js';
import '../../components/choice-picker/choice-picker.js';
import '../../components/slider/slider.js';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {inputSurface, renderInput, settle} from './inputs-harness.js';

const renders = new Map<string, number>();
const proto = A2uiElement.prototype as unknown as {update(changed: unknown): void};
const originalUpdate = proto.update;

function form(input: ComponentDefinition): ComponentDefinition[] {
  return [
    {id: 'root', component: 'Column', children: ['input', 'echo', 'other']},
    input,
    {id: 'echo', component: 'Text', text: {path: '/v'}},
    {id: 'other', component: 'Text', text: {path: '/unrelated'}},
  ];
}

function inner(column: Element, selector: string): HTMLInputElement {
  const input = column.shadowRoot!.querySelector('[data-a2ui-id="input"]')!;
  return input.shadowRoot!.querySelector<HTMLInputElement>(selector)!;
}

describe('input elements re-render only what reads the value they write', () => {
  before(() => {
    proto.update = function (this: A2uiElement, changed: unknown) {
      const id = this.node?.id;
      if (id) renders.set(id, (renders.get(id) ?? 0) + 1);
      originalUpdate.call(this, changed);
    };
  });
  after(() => {
    proto.update = originalUpdate;
  });

  it('typing a character re-renders the field and the text showing it, once each', async () => {
    const {surface} = inputSurface(
      form({id: 'input', component: 'TextField', label: 'Name', value: {path: '/v'}}),
      {v: 'Ad', unrelated: 'x'},
    );
    const column = await renderInput(surface);
    const field = inner(column, 'input');
    field.focus();
    field.setSelectionRange(2, 2);
    renders.clear();
    await sendKeys({type: 'a'});
    await settle();
    expect(surface.dataModel.peek('/v')).to.equal('Ada');
    expect(Object.fromEntries(renders)).to.deep.equal({input: 1, echo: 1});
  });

  it('ticking a checkbox re-renders the checkbox and its reader only', async () => {
    const {surface} = inputSurface(
      form({id: 'input', component: 'CheckBox', label: 'Done', value: {path: '/v'}}),
      {v: false, unrelated: 'x'},
    );
    const column = await renderInput(surface);
    renders.clear();
    inner(column, 'input').click();
    await settle();
    expect(Object.fromEntries(renders)).to.deep.equal({input: 1, echo: 1});
  });

  it('choosing an option re-renders the picker and its reader only', async () => {
    const options = [
      {label: 'A', value: 'a'},
      {label: 'B', value: 'b'},
    ];
    const {surface} = inputSurface(
      form({id: 'input', component: 'ChoicePicker', options, value: {path: '/v'}}),
      {v: ['a'], unrelated: 'x'},
    );
    const column = await renderInput(surface);
    renders.clear();
    inner(column, 'input[value="b"]').click();
    await settle();
    expect(Object.fromEntries(renders)).to.deep.equal({input: 1, echo: 1});
  });

  it('moving a slider re-renders the slider and its reader only', async () => {
    const {surface} = inputSurface(
      form({id: 'input', component: 'Slider', label: 'L', max: 10, value: {path: '/v'}}),
      {v: 3, unrelated: 'x'},
    );
    const column = await renderInput(surface);
    inner(column, 'input').focus();
    renders.clear();
    await sendKeys({press: 'ArrowRight'});
    await settle();
    expect(surface.dataModel.peek('/v')).to.equal(4);
    expect(Object.fromEntries(renders)).to.deep.equal({input: 1, echo: 1});
  });
});
