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
import {stepFor} from './slider.js';
import './slider.js';

function slider(extra: Partial<ComponentDefinition> = {}): ComponentDefinition[] {
  return [
    {id: 'root', component: 'Slider', label: 'Volume', max: 100, value: {path: '/v'}, ...extra},
  ];
}

const range = (el: Element) => part<HTMLInputElement>(el, '[part="input"]');

/** A CSS colour (any syntax, `oklch()` included) as `rgb(r, g, b)`, as the canvas paints it. */
function rgb(color: string): string {
  const context = document.createElement('canvas').getContext('2d', {willReadFrequently: true})!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  return `rgb(${[...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(', ')})`;
}

describe('a2ui-slider', () => {
  it('shows its thumb and track at 3:1 on a light page with a light primary colour', async () => {
    const {surface} = inputSurface(slider(), {v: 30});
    const el = await renderInput(surface);
    const page = el.parentElement!;
    page.style.setProperty('--a2ui-color-primary', '#ffeb3b');
    const accent = rgb(getComputedStyle(range(el)).accentColor);
    expect(contrast(accent, getComputedStyle(page).backgroundColor)).to.be.at.least(3);
  });

  it('picks a step that suits the range', () => {
    expect(stepFor(0, 100)).to.equal(1);
    expect(stepFor(0, 1)).to.equal(0.01);
    expect(stepFor(0, 5)).to.equal(1);
    expect(stepFor(1, 4)).to.equal(1);
    expect(stepFor(0, 2)).to.equal(0.01);
    expect(stepFor(0, 4.5)).to.equal(0.01);
    expect(stepFor(-0.5, 0.5)).to.equal(0.01);
    expect(stepFor(3, 3)).to.equal(1);
  });

  it('renders a range input labelled by its label, min defaulting to 0', async () => {
    const {surface} = inputSurface(slider(), {v: 30});
    const input = range(await renderInput(surface));
    expect(input.type).to.equal('range');
    expect(input.labels![0]!.textContent).to.equal('Volume');
    expect([input.min, input.max, input.step, input.value]).to.deep.equal(['0', '100', '1', '30']);
  });

  it('honours min and decimal ranges', async () => {
    const {surface} = inputSurface(slider({min: 0.5, max: 1}), {v: 0.75});
    const input = range(await renderInput(surface));
    expect([input.min, input.max, input.value]).to.deep.equal(['0.5', '1', '0.75']);
    expect(Number(input.step)).to.be.closeTo(0.001, 1e-12);
  });

  it('counts in whole numbers between whole bounds: 0 to 5 items in a cart, one at a time', async () => {
    const {surface} = inputSurface(slider({label: 'Items in cart', min: 0, max: 5}), {v: 1});
    const el = await renderInput(surface);
    range(el).focus();
    await sendKeys({press: 'ArrowRight'});
    expect(surface.dataModel.peek('/v')).to.equal(2);
    await settle();
    expect(part(el, '[part="value"]').textContent).to.equal('2');
  });

  it('snaps to the divisions given by steps (v0.10)', async () => {
    const {surface} = inputSurface(slider({min: 0, max: 1, steps: 4}), {v: 0.3});
    const el = await renderInput(surface);
    expect(range(el).step).to.equal('0.25');
    expect(range(el).value).to.equal('0.25');
    range(el).focus();
    await sendKeys({press: 'ArrowRight'});
    expect(surface.dataModel.peek('/v')).to.equal(0.5);
  });

  it('makes steps (v0.10) equal divisions of the range: 0 to 10 in 4 steps moves by 2.5', async () => {
    const {surface} = inputSurface(slider({min: 0, max: 10, steps: 4}), {v: 5});
    const el = await renderInput(surface);
    expect(range(el).step).to.equal('2.5');
    range(el).focus();
    await sendKeys({press: 'ArrowRight'});
    expect(surface.dataModel.peek('/v')).to.equal(7.5);
    await sendKeys({press: 'ArrowRight'});
    await sendKeys({press: 'ArrowRight'});
    expect(surface.dataModel.peek('/v')).to.equal(10);
    await sendKeys({press: 'Home'});
    await sendKeys({press: 'ArrowRight'});
    expect(surface.dataModel.peek('/v')).to.equal(2.5);
    await settle();
    expect(part(el, '[part="value"]').textContent).to.equal('2.5');
  });

  it('lands on a division of steps from a value between two of them', async () => {
    const {surface} = inputSurface(slider({min: 0, max: 10, steps: 4}), {v: 3});
    const el = await renderInput(surface);
    range(el).focus();
    await sendKeys({press: 'ArrowRight'});
    expect(surface.dataModel.peek('/v')).to.equal(5);
  });

  it('shows the division its thumb is on for a value between two, leaving the data as sent', async () => {
    const {surface} = inputSurface(slider({min: 0, max: 10, steps: 4}), {v: 3});
    const el = await renderInput(surface);
    expect(range(el).value).to.equal('2.5');
    expect(part(el, '[part="value"]').textContent).to.equal('2.5');
    expect(range(el).getAttribute('aria-valuetext')).to.equal('2.5');
    expect(surface.dataModel.peek('/v')).to.equal(3);
  });

  it('shows a division of tenths without the float error of adding them up', async () => {
    const {surface} = inputSurface(slider({min: 0, max: 1, steps: 10}), {v: 0.3});
    const el = await renderInput(surface);
    expect(part(el, '[part="value"]').textContent).to.equal('0.3');
  });

  for (const steps of [0, -2, 1.5, '4']) {
    it(`keeps the usual step for an invalid steps ${JSON.stringify(steps)}`, async () => {
      const {surface} = inputSurface(slider({min: 0, max: 10, steps}), {v: 5});
      expect(range(await renderInput(surface)).step).to.equal(String(stepFor(0, 10)));
    });
  }

  it('shows and announces the current value, formatted for the locale', async () => {
    const {surface} = inputSurface(slider({max: 1}), {v: 0.5}, 'de-DE');
    const el = await renderInput(surface);
    expect(part(el, '[part="value"]').textContent).to.equal('0,5');
    expect(range(el).getAttribute('aria-valuetext')).to.equal('0,5');
  });

  it('keeps the value on one line beside a label that wraps on a phone', async () => {
    const label =
      'How many of the items in your last order arrived damaged, late or not at all? '.repeat(2);
    const {surface} = inputSurface(slider({label, max: 1000000}), {v: 999999});
    const el = await renderInput(surface);
    el.parentElement!.style.inlineSize = '360px';
    const value = part(el, '[part="value"]');
    expect(value.textContent).to.equal('999,999');
    // One line: under twice the font size high.
    expect(value.getBoundingClientRect().height).to.be.below(
      parseFloat(getComputedStyle(value).fontSize) * 2,
    );
  });

  it('writes a number to the data model on every input event', async () => {
    const {surface} = inputSurface(slider(), {v: 30});
    const input = range(await renderInput(surface));
    input.value = '31';
    fire(input);
    expect(surface.dataModel.peek('/v')).to.equal(31);
    input.value = '32';
    fire(input);
    expect(surface.dataModel.peek('/v')).to.equal(32);
  });

  it('moves with the arrow keys and jumps with Home / End', async () => {
    const {surface} = inputSurface(slider(), {v: 30});
    const el = await renderInput(surface);
    range(el).focus();
    await sendKeys({press: 'ArrowRight'});
    expect(surface.dataModel.peek('/v')).to.equal(31);
    await sendKeys({press: 'ArrowLeft'});
    await sendKeys({press: 'ArrowLeft'});
    expect(surface.dataModel.peek('/v')).to.equal(29);
    await sendKeys({press: 'End'});
    expect(surface.dataModel.peek('/v')).to.equal(100);
    await sendKeys({press: 'Home'});
    expect(surface.dataModel.peek('/v')).to.equal(0);
    await settle();
    expect(part(el, '[part="value"]').textContent).to.equal('0');
  });

  it('follows data model changes', async () => {
    const {surface} = inputSurface(slider(), {v: 30});
    const el = await renderInput(surface);
    surface.dataModel.set('/v', 70);
    await settle();
    expect(range(el).value).to.equal('70');
    expect(range(el).getAttribute('aria-valuetext')).to.equal('70');
  });

  it('shows an out-of-range value at the nearest bound without rewriting it', async () => {
    const {surface} = inputSurface(slider(), {v: 250});
    const el = await renderInput(surface);
    expect(range(el).value).to.equal('100');
    expect(surface.dataModel.peek('/v')).to.equal(250);
  });

  it('without a usable max, reaches 100, its min and its value', async () => {
    const {surface} = inputSurface(slider({min: 120, max: undefined}), {v: 150});
    const el = await renderInput(surface);
    expect([range(el).min, range(el).max, range(el).value]).to.deep.equal(['120', '150', '150']);
  });

  it('keeps the user value when value is a literal', async () => {
    const {surface} = inputSurface(slider({value: 10}));
    const el = await renderInput(surface);
    range(el).value = '60';
    fire(range(el));
    await settle();
    expect(range(el).value).to.equal('60');
    expect(part(el, '[part="value"]').textContent).to.equal('60');
  });

  it('shows a failing check with aria-invalid and aria-describedby', async () => {
    const check = {
      condition: {call: 'numeric', args: {value: {path: '/v'}, max: 50}, returnType: 'boolean'},
      message: 'At most 50.',
    };
    const {surface} = inputSurface(slider({checks: [check]}), {v: 80});
    const el = await renderInput(surface);
    const input = range(el);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(part(el, '#' + input.getAttribute('aria-describedby')).textContent!.trim()).to.equal(
      'At most 50.',
    );
  });

  it('names a slider the agent left unlabelled after its component id', async () => {
    const {surface} = inputSurface([
      {id: 'progress', component: 'Slider', max: 1, value: {path: '/p'}},
    ]);
    const el = await renderInput(surface, 'progress');
    expect(range(el).getAttribute('aria-label')).to.equal('Progress');
    await expectAccessible(el);
  });

  it('puts the accessibility label and description on the range input', async () => {
    const {surface} = inputSurface(
      slider({label: undefined, accessibility: {label: 'Level', description: 'Loudness'}}),
    );
    const el = await renderInput(surface);
    expect(range(el).getAttribute('aria-label')).to.equal('Level');
    expect(part(el, '#' + range(el).getAttribute('aria-describedby')).textContent).to.equal(
      'Loudness',
    );
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${scheme} mode`, async () => {
      const {surface} = inputSurface(slider(), {v: 40});
      await expectAccessible(await renderInput(surface, 'root', scheme));
    });
  }
});
