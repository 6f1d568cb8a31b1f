// A v0.8 MultipleChoice with maxAllowedSelections above one: the user who picks more than
// allowed is told so by the field, and the message goes once they pick no more than that.
import {expect, fixture, html} from '@open-wc/testing';
import {uiTexts} from '../../src/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {inputSurface, renderInput} from './inputs-harness.js';

const option = (value: string) => ({label: {literalString: value.toUpperCase()}, value});

async function picker(locale = 'en') {
  const processor = new MessageProcessor({locale});
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
