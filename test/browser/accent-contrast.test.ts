// The controls drawn in the accent colour (a checked CheckBox, a chosen option, a Slider's thumb
// and track) show at 3:1 against the page in both schemes, whatever the primary colour, and in
// the same colour: the primary darkened on a light page when it is light (a yellow brand), and
// lightened on a dark one (WCAG 1.4.11 Non-text Contrast).
import {expect} from '@open-wc/testing';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {contrast, inputSurface, renderInput} from './inputs-harness.js';
import '../../components/index.js';

const CONTROLS: [string, ComponentDefinition, string][] = [
  ['CheckBox', {id: 'root', component: 'CheckBox', label: 'Agree', value: true}, 'input'],
  [
    'ChoicePicker',
    {
      id: 'root',
      component: 'ChoicePicker',
      label: 'Size',
      options: [{label: 'Small', value: 's'}],
      value: ['s'],
    },
    'input',
  ],
  ['Slider', {id: 'root', component: 'Slider', label: 'Volume', max: 100, value: 30}, 'input'],
];

/** A CSS colour (any syntax, `oklch()` included) as `rgb(r, g, b)`, as the canvas paints it. */
function rgb(color: string): string {
  const context = document.createElement('canvas').getContext('2d', {willReadFrequently: true})!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  return `rgb(${[...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(', ')})`;
}

async function accentOf(
  definition: ComponentDefinition,
  selector: string,
  scheme: 'light' | 'dark',
  primary?: string,
): Promise<{accent: string; page: string}> {
  const el = await renderInput(inputSurface([definition]).surface, 'root', scheme);
  const page = el.parentElement!;
  if (primary) page.style.setProperty('--a2ui-color-primary', primary);
  const control = el.shadowRoot!.querySelector(selector)!;
  return {
    accent: rgb(getComputedStyle(control).accentColor),
    page: rgb(getComputedStyle(page).backgroundColor),
  };
}

describe('controls drawn in the accent colour', () => {
  it('are the primary colour itself on a light page when it shows there (the default)', async () => {
    for (const [name, definition, selector] of CONTROLS) {
      const {accent} = await accentOf(definition, selector, 'light');
      expect(accent, name).to.equal('rgb(26, 98, 214)');
    }
  });

  for (const [scheme, primary] of [
    ['light', undefined],
    ['light', '#ffeb3b'],
    ['dark', undefined],
    ['dark', '#0d47a1'],
  ] as const) {
    it(`show at 3:1 and in one colour in the ${scheme} scheme (primary ${primary ?? 'default'})`, async () => {
      const accents: string[] = [];
      for (const [name, definition, selector] of CONTROLS) {
        const {accent, page} = await accentOf(definition, selector, scheme, primary);
        expect(contrast(accent, page), `${name}: ${accent} on ${page}`).to.be.at.least(3);
        accents.push(accent);
      }
      expect(new Set(accents).size, accents.join(', ')).to.equal(1);
    });
  }
});
