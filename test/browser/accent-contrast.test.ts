// The controls drawn in the accent colour (a checked CheckBox, a chosen option, a Slider's thumb
// and track) show at 3:1 against the page in both schemes, whatever the primary colour, and in
// the same colour: the primary darkened on a light page when it is light (a yellow brand), and
// lightened on a dark one (WCAG 1.4.11 Non-text Contrast). So does the edge of a chosen chip,
// which is filled with the primary colour itself.
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

describe('a chosen ChoicePicker chip', () => {
  const chips: ComponentDefinition = {
    id: 'root',
    component: 'ChoicePicker',
    label: 'Size',
    displayStyle: 'chips',
    options: [
      {label: 'Small', value: 's'},
      {label: 'Large', value: 'l'},
    ],
    value: ['s'],
  };

  /** The colours of the chosen chip's outer edge (its border, or its fill where that is clear)
   * and fill, and of the page and the surface background around it. */
  async function edgeOf(
    scheme: 'light' | 'dark',
    primary?: string,
  ): Promise<{edge: string; fill: string; page: string; surface: string}> {
    const el = await renderInput(inputSurface([chips]).surface, 'root', scheme);
    const page = el.parentElement!;
    if (primary) page.style.setProperty('--a2ui-color-primary', primary);
    const option = el.shadowRoot!.querySelector("[part~='option-selected']")!;
    // The colours as they end, not in the middle of their transition.
    for (const animation of option.getAnimations()) animation.finish();
    const chip = getComputedStyle(option);
    const clear = chip.borderTopColor.replace(/\s/g, '').endsWith(',0)');
    const card = document.createElement('div');
    card.style.background = 'var(--a2ui-color-surface)';
    page.append(card);
    return {
      edge: rgb(clear ? chip.backgroundColor : chip.borderTopColor),
      fill: rgb(chip.backgroundColor),
      page: rgb(getComputedStyle(page).backgroundColor),
      surface: rgb(getComputedStyle(card).backgroundColor),
    };
  }

  it('is the primary colour itself on a light page, edge and fill (the default)', async () => {
    const {edge, fill} = await edgeOf('light');
    expect([edge, fill]).to.deep.equal(['rgb(26, 98, 214)', 'rgb(26, 98, 214)']);
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const primary of [undefined, '#ffd400', '#0d47a1']) {
      it(`shows its edge at 3:1 in the ${scheme} scheme (primary ${primary ?? 'default'})`, async () => {
        const {edge, page, surface} = await edgeOf(scheme, primary);
        expect(contrast(edge, page), `${edge} on the page ${page}`).to.be.at.least(3);
        expect(contrast(edge, surface), `${edge} on a surface ${surface}`).to.be.at.least(3);
      });
    }
  }
});
