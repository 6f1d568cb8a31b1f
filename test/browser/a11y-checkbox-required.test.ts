// A required checkbox, as users know it from HTML, must be ticked. In A2UI v0.9 the `required`
// function only asks for a value (not null, undefined, "" or []; the basic catalog schema and the
// implementation guide), and an unticked CheckBox holds one: `false`. So a `required` check is
// met by an unticked box, as in every conformant renderer, and a Button guarded by it agrees.
// The spec's way to ask for a ticked box is a check whose condition is the box's own value: that
// box is announced required from the start (WCAG 3.3.2) and reports the message once left
// unticked, like an HTML required checkbox.
import {expect} from '@open-wc/testing';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import '../../components/check-box/check-box.js';
import {inputSurface, part, renderInput, settle} from './inputs-harness.js';
import {announced} from './a11y-tree.js';

const MESSAGE = 'Please accept the terms.';
const ticked = {condition: {path: '/agreed'}, message: MESSAGE};
const present = {condition: {call: 'required', args: {value: {path: '/agreed'}}}, message: MESSAGE};

async function box(checks: object[], data: Record<string, unknown> = {agreed: false}) {
  const definition: ComponentDefinition = {
    id: 'root',
    component: 'CheckBox',
    label: 'I agree',
    value: {path: '/agreed'},
    checks,
  };
  const {surface} = inputSurface([definition], data);
  const el = await renderInput(surface);
  return {el, input: part<HTMLInputElement>(el, '[part="checkbox"]')};
}

async function leave(input: HTMLInputElement): Promise<void> {
  input.focus();
  input.blur();
  await settle();
}

describe('a CheckBox that must be ticked (a check on its own value)', () => {
  it('is announced required before the user has touched it', async () => {
    const {input} = await box([ticked]);
    expect(announced(input)).to.equal('checkbox "I agree" required');
  });

  it('is announced invalid, with the message, once left unticked', async () => {
    const {input} = await box([ticked]);
    await leave(input);
    expect(announced(input)).to.equal(
      `checkbox "I agree" required invalid description="${MESSAGE}"`,
    );
  });

  it('is valid once ticked', async () => {
    const {input} = await box([ticked]);
    input.click();
    await leave(input);
    expect(announced(input)).to.equal('checkbox "I agree" checked required');
  });

  it('is not announced required for a check on another value', async () => {
    const {input} = await box([{condition: {path: '/adult'}, message: 'Adults only'}], {
      agreed: false,
      adult: true,
    });
    expect(announced(input)).to.equal('checkbox "I agree"');
  });
});

describe('a CheckBox with a `required` check (the spec function)', () => {
  it('is announced required', async () => {
    const {input} = await box([present]);
    expect(announced(input)).to.equal('checkbox "I agree" required');
  });

  it('fails while it holds no value at all', async () => {
    const {input} = await box([present], {});
    await leave(input);
    expect(announced(input)).to.equal(
      `checkbox "I agree" required invalid description="${MESSAGE}"`,
    );
  });

  it('is met by an unticked box, which holds the value false', async () => {
    const {input} = await box([present]);
    await leave(input);
    expect(announced(input)).to.equal('checkbox "I agree" required');
  });
});
