// A field's validation message is announced when it appears: its live region is in the page,
// empty, before there is a message (a region that appears together with its text is not
// reliably announced), and while empty it takes no room.
import {expect} from '@open-wc/testing';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import '../../components/index.js';
import {inputSurface, part, renderInput, settle} from './inputs-harness.js';

const tooShort = {
  condition: {call: 'length', args: {value: {path: '/name'}, min: 3}, returnType: 'boolean'},
  message: 'At least 3 characters.',
};
const nameField: ComponentDefinition[] = [
  {id: 'root', component: 'TextField', label: 'Name', value: {path: '/name'}, checks: [tooShort]},
];

async function render(name: string) {
  const el = await renderInput(inputSurface(nameField, {name}).surface);
  const region = part(el, '[part="error"]');
  const input = part(el, 'input') as HTMLInputElement;
  return {el, region, input};
}

describe('a field validation message', () => {
  it('has its polite live region in the page, empty, before any message', async () => {
    const {region} = await render('Ada');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.hidden).to.equal(false);
    expect(getComputedStyle(region).display).to.not.equal('none');
    expect(region.textContent!.trim()).to.equal('');
  });

  it('takes no room while empty: nothing below the input', async () => {
    const {el, input} = await render('Ada');
    const field = part(el, '[part="field"]');
    const gap = field.getBoundingClientRect().bottom - input.getBoundingClientRect().bottom;
    expect(Math.round(gap)).to.equal(0);
  });

  it('shows the message in that same region once the user has left the field', async () => {
    const {el, region, input} = await render('Al');
    input.focus();
    input.blur();
    await settle();
    expect(part(el, '[part="error"]') === region, 'the region was replaced').to.equal(true);
    expect(region.textContent!.trim()).to.equal('At least 3 characters.');
    expect(region.getBoundingClientRect().height).to.be.greaterThan(0);
  });
});
