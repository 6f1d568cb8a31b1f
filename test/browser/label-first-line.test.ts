// A checkbox or radio button with a label of several lines sits beside its first line, as in
// every form, not halfway down the paragraph; with a one-line label nothing moves.
import {expect} from '@open-wc/testing';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import '../../components/index.js';
import {inputSurface, part, renderInput} from './inputs-harness.js';

const LONG =
  'I have read the terms of service and the privacy notice, and I agree that my answers are ' +
  'kept for twelve months to improve the service.';

/** Vertical distance between the centres of the box and of the label's first line. */
function offset(box: Element, label: Element): number {
  const range = document.createRange();
  range.selectNodeContents(label);
  const first = range.getClientRects()[0]!;
  const b = box.getBoundingClientRect();
  return Math.abs(b.top + b.height / 2 - (first.top + first.height / 2));
}

async function render(components: ComponentDefinition[]): Promise<HTMLElement> {
  const el = await renderInput(inputSurface(components).surface);
  el.parentElement!.style.inlineSize = '360px';
  return el;
}

describe('a checkbox or radio button beside a label of several lines', () => {
  for (const label of ['Subscribe', LONG]) {
    const lines = label === LONG ? 'several lines' : 'one line';
    it(`CheckBox: the box is level with the first line (${lines})`, async () => {
      const el = await render([{id: 'root', component: 'CheckBox', label, value: false}]);
      expect(offset(part(el, 'input'), part(el, '[part="label"]'))).to.be.below(2);
    });

    it(`ChoicePicker: the radio button is level with the first line (${lines})`, async () => {
      const el = await render([
        {id: 'root', component: 'ChoicePicker', options: [{label, value: 'a'}], value: ['a']},
      ]);
      expect(offset(part(el, 'input'), part(el, '[part="option-label"]'))).to.be.below(2);
    });
  }
});
