// Proves the accessibility checks of the input components' tests can fail: axe must see into
// the shadow roots (labels, contrast), otherwise "zero violations" would mean nothing.
import {expect} from '@open-wc/testing';
import '../../components/text-field/text-field.js';
import {expectAccessible, inputSurface, renderInput} from './inputs-harness.js';

async function violationsOf(run: Promise<void>): Promise<string> {
  try {
    await run;
    return '';
  } catch (error) {
    return String((error as Error).message);
  }
}

describe('input components test harness', () => {
  it('lets axe find an unlabelled control inside a shadow root', async () => {
    const {surface} = inputSurface([{id: 'root', component: 'TextField', label: ''}]);
    const el = await renderInput(surface);
    el.shadowRoot!.querySelector('input')!.removeAttribute('aria-label');
    expect(await violationsOf(expectAccessible(el))).to.contain('label');
  });

  it('lets axe find low contrast text inside a shadow root', async () => {
    const {surface} = inputSurface([{id: 'root', component: 'TextField', label: 'Name'}]);
    const el = await renderInput(surface);
    el.style.setProperty('--a2ui-text-field-label-color', '#ddd');
    expect(await violationsOf(expectAccessible(el))).to.contain('color-contrast');
  });
});
