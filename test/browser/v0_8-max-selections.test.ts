// A v0.8 MultipleChoice with maxAllowedSelections above one: the user who picks more than
// allowed is told so by the field, and the message goes once they pick no more than that.
import {expect, fixture, html} from '@open-wc/testing';
import * as z from 'zod/mini';
import {
  A2uiElement,
  ComponentContext,
  basicCatalog,
  defineCatalog,
  defineComponent,
  uiTexts,
} from '../../src/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {inputSurface, renderInput} from './inputs-harness.js';

const option = (value: string) => ({label: {literalString: value.toUpperCase()}, value});

/** A surface (of `catalog`) showing a v0.8 MultipleChoice of a, b, c that allows two. */
async function v08Picker(locale: string, catalog = basicCatalog) {
  const processor = new MessageProcessor({locale, catalogs: [catalog]});
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`,
  );
  new V08Adapter(processor).processMessages([
    {
      surfaceUpdate: {
        surfaceId: 's',
        components: [
          {
            id: 'toppings',
            component: {
              MultipleChoice: {
                selections: {path: '/toppings'},
                options: ['a', 'b', 'c'].map(option),
                maxAllowedSelections: 2,
              },
            },
          },
        ],
      },
    },
    {beginRendering: {surfaceId: 's', root: 'toppings'}},
  ]);
  return {processor, surface};
}

async function picker(locale = 'en') {
  const {processor, surface} = await v08Picker(locale);
  await settle();
  const element = deepQuery(surface, 'a2ui-choice-picker')!;
  const controls = () => [
    ...element.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="control"]'),
  ];
  const error = () =>
    element.shadowRoot!.querySelector('[part="error"]')?.textContent?.trim() ?? '';
  return {processor, controls, error};
}

describe('v0.8 MultipleChoice maxAllowedSelections', () => {
  it('says "Select at most 2." once a third option is picked, and not before', async () => {
    const {controls, error} = await picker();
    controls()[0]!.click();
    controls()[1]!.click();
    await settle();
    expect(error()).to.equal('');
    controls()[2]!.click();
    await settle();
    expect(error()).to.equal('Select at most 2.');
    expect(controls()[2]!.getAttribute('aria-invalid')).to.equal('true');
  });

  it('clears the message when the user unpicks one', async () => {
    const {processor, controls, error} = await picker();
    for (const control of controls()) control.click();
    await settle();
    expect(error()).to.equal('Select at most 2.');
    controls()[0]!.click();
    await settle();
    expect(error()).to.equal('');
    expect(processor.getSurface('s')!.dataModel.get('/toppings')).to.deep.equal(['b', 'c']);
  });

  it("says it in the surface language, from uiTexts, as the elements' other words", async () => {
    uiTexts['de'] = {maxSelections: (max: number) => `Höchstens ${max} auswählen.`};
    try {
      const {controls, error} = await picker('de-DE');
      for (const control of controls()) control.click();
      await settle();
      expect(error()).to.equal('Höchstens 2 auswählen.');
    } finally {
      delete uiTexts['de'];
    }
  });
});

// "Select at most N" stands for the one check that means it (a `length` of the picker's own
// value with a `max` and no `min`, as maxAllowedSelections is read), not for any check with a max.
describe('a ChoicePicker check without a message', () => {
  async function v09Picker(checks: unknown[]) {
    const {surface} = inputSurface(
      [
        {
          id: 'root',
          component: 'ChoicePicker',
          variant: 'multipleSelection',
          options: ['a', 'b', 'c'].map((value) => ({label: value.toUpperCase(), value})),
          value: {path: '/toppings'},
          checks,
        },
      ],
      {toppings: []},
    );
    const element = await renderInput(surface);
    const controls = [
      ...element.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="control"]'),
    ];
    const error = () =>
      element.shadowRoot!.querySelector('[part="error"]')?.textContent?.trim() ?? '';
    return {controls, error};
  }
  const length = (args: Record<string, unknown>) => ({
    condition: {call: 'length', args: {value: {path: '/toppings'}, ...args}},
  });

  it('says "Select at most 2." for the length of its value with a max of 2', async () => {
    const {controls, error} = await v09Picker([length({max: 2})]);
    for (const control of controls) control.click();
    await settle();
    expect(error()).to.equal('Select at most 2.');
  });

  it('says "Validation failed" for a length check with a min and a max', async () => {
    const {controls, error} = await v09Picker([length({min: 2, max: 3})]);
    controls[0]!.click();
    await settle();
    expect(error()).to.equal('Validation failed');
  });

  it('says "Validation failed" for a check with a max on another value', async () => {
    const {controls, error} = await v09Picker([
      {condition: {call: 'length', args: {value: {path: '/note'}, min: 1, max: 2}}},
    ]);
    controls[0]!.click();
    await settle();
    expect(error()).to.equal('Validation failed');
  });

  it("says the first failing check's message, not the limit behind it", async () => {
    const {controls, error} = await v09Picker([
      {...length({min: 3}), message: 'Pick all three.'},
      length({max: 1}),
    ]);
    controls[0]!.click();
    controls[1]!.click();
    await settle();
    expect(error()).to.equal('Pick all three.');
  });
});

// The same check says the same words wherever it is read: the picker's message, the text its
// controls are described by, the validation a custom element reads (`validationMessages`) and
// the core's `ComponentContext.validation`, in the surface's language.
describe('the limit on the selections, read anywhere', () => {
  class MyPicker extends A2uiElement {
    static api = defineComponent({
      name: 'ChoicePicker',
      tag: 'my-choice-picker',
      props: (t) => ({value: t.dynamicStringList, checks: z.optional(z.array(t.checkRule))}),
    });
    protected override render(): unknown {
      const {validationMessages} = this.props;
      return html`<p>${validationMessages.join(' ')}</p>`;
    }
  }

  async function picked(locale: string, catalog = basicCatalog) {
    const {processor, surface} = await v08Picker(locale, catalog);
    processor.getSurface('s')!.dataModel.set('/toppings', ['a', 'b', 'c']);
    await settle();
    // The reader makes the root component of a v0.8 surface the v0.9 "root".
    const validation = new ComponentContext(processor.getSurface('s')!, 'root').validation;
    return {surface, validation};
  }

  it('the core validation says "Select at most 2." as the picker does', async () => {
    const {surface, validation} = await picked('en');
    expect(validation.message).to.equal('Select at most 2.');
    expect(validation.messages.join('|')).to.equal('Select at most 2.');
    const element = deepQuery(surface, 'a2ui-choice-picker')!;
    const describedBy = element.shadowRoot!.querySelector('[part="options"]')!;
    const ids = describedBy.getAttribute('aria-describedby')!.split(' ');
    const text = ids.map((id) => element.shadowRoot!.getElementById(id)!.textContent!.trim());
    expect(text.join('|')).to.equal('Select at most 2.');
  });

  it("says it in the surface's language in the core validation too", async () => {
    uiTexts['de'] = {maxSelections: (max: number) => `Höchstens ${max} auswählen.`};
    try {
      const {validation} = await picked('de-DE');
      expect(validation.messages.join('|')).to.equal('Höchstens 2 auswählen.');
    } finally {
      delete uiTexts['de'];
    }
  });

  it("a design system's own ChoicePicker reads the same words in validationMessages", async () => {
    const catalog = defineCatalog({
      id: 'https://example.com/pickers',
      extends: basicCatalog,
      components: [MyPicker],
    });
    const processor = new MessageProcessor({catalogs: [catalog]});
    const surface = await fixture<HTMLElement>(
      html`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`,
    );
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: catalog.id}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 's',
          components: [
            {
              id: 'root',
              component: 'ChoicePicker',
              value: {path: '/toppings'},
              checks: [
                {
                  condition: {call: 'length', args: {value: {path: '/toppings'}, max: 1}},
                  message: '',
                },
              ],
            },
          ],
        },
      },
      {version: 'v0.9', updateDataModel: {surfaceId: 's', value: {toppings: ['a', 'b']}}},
    ]);
    await settle();
    const element = deepQuery(surface, 'my-choice-picker')!;
    expect(element.shadowRoot!.querySelector('p')!.textContent).to.equal('Select at most 1.');
  });

  it('a TextField with the same kind of check says "Validation failed"', async () => {
    const {surface} = inputSurface(
      [
        {
          id: 'root',
          component: 'TextField',
          label: 'Note',
          value: {path: '/note'},
          checks: [{condition: {call: 'length', args: {value: {path: '/note'}, max: 2}}}],
        },
      ],
      {note: 'abc'},
    );
    expect(new ComponentContext(surface, 'root').validation.message).to.equal('Validation failed');
  });
});
