// Fields side by side or stacked in one form line up: a TextField, DateTimeInput and Button in
// a Row stand equally tall (Chromium padded the date and time fields, 2px taller, WebKit 4px);
// every field's label stands as far above its control (a ChoicePicker's 2px further); a CheckBox
// and a ChoicePicker list draw boxes of one size (20 and 18px), their labels starting at one line.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** The heights of the text input, the date, time and date-time inputs and the button. */
async function heights(style = ''): Promise<Record<string, number>> {
  const processor = new MessageProcessor();
  const wrapper = await fixture<HTMLElement>(
    html`<div class="a2ui-light" style=${style}>
      <a2ui-surface surface-id="r" .processor=${processor}></a2ui-surface>
    </div>`,
  );
  const date = (id: string, flags: object, value: string) => ({
    id,
    component: 'DateTimeInput',
    label: id,
    value,
    ...flags,
  });
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'r', catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 'r',
        components: [
          {
            id: 'root',
            component: 'Row',
            children: ['name', 'date', 'time', 'when', 'go'],
            align: 'end',
          },
          {id: 'name', component: 'TextField', label: 'Name', value: 'Ada'},
          date('date', {enableDate: true}, '2026-03-14'),
          date('time', {enableTime: true}, '09:30'),
          date('when', {enableDate: true, enableTime: true}, '2026-03-14T09:30'),
          {id: 'go', component: 'Button', child: 'label', action: {event: {name: 'go'}}},
          {id: 'label', component: 'Text', text: 'Search'},
        ],
      },
    },
  ]);
  await settle();
  const surface = wrapper.querySelector('a2ui-surface')!;
  const height = (id: string, selector: string) =>
    deepQuery(surface, `[data-a2ui-id="${id}"]`)!
      .shadowRoot!.querySelector(selector)!
      .getBoundingClientRect().height;
  return {
    name: height('name', 'input'),
    date: height('date', 'input'),
    time: height('time', 'input'),
    when: height('when', 'input'),
    go: height('go', 'button'),
  };
}

describe('fields and a button in one Row', () => {
  for (const [density, style] of [
    ['default', ''],
    ['comfortable, large text', '--a2ui-font-size: 20px'],
    ['compact', '--a2ui-spacing-m: 0.35rem; --a2ui-spacing-l: 0.7rem'],
  ]) {
    it(`stand as tall as the TextField (${density})`, async () => {
      const boxes = await heights(style);
      for (const [id, height] of Object.entries(boxes))
        expect(height, `${id}: ${JSON.stringify(boxes)}`).to.be.closeTo(boxes.name!, 0.5);
    });
  }
});

describe('a field label', () => {
  it('stands as far above its control in every field (a ChoicePicker too)', async () => {
    const processor = new MessageProcessor();
    const wrapper = await fixture<HTMLElement>(
      html`<div class="a2ui-light">
        <a2ui-surface surface-id="g" .processor=${processor}></a2ui-surface>
      </div>`,
    );
    const options = [
      {label: 'Small', value: 's'},
      {label: 'Large', value: 'l'},
    ];
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'g', catalogId: CATALOG}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'g',
          components: [
            {id: 'root', component: 'Row', children: ['name', 'date', 'list', 'chips', 'filter']},
            {id: 'name', component: 'TextField', label: 'Name', value: 'Ada'},
            {id: 'date', component: 'DateTimeInput', label: 'Date', value: '2026-03-14'},
            {id: 'list', component: 'ChoicePicker', label: 'List', options, value: ['s']},
            {
              id: 'chips',
              component: 'ChoicePicker',
              label: 'Chips',
              displayStyle: 'chips',
              options,
              value: ['s'],
            },
            {
              id: 'filter',
              component: 'ChoicePicker',
              label: 'Filter',
              filterable: true,
              options,
              value: ['s'],
            },
          ],
        },
      },
    ]);
    await settle();
    const surface = wrapper.querySelector('a2ui-surface')!;
    const gap = (id: string, control: string) => {
      const root = deepQuery(surface, `[data-a2ui-id="${id}"]`)!.shadowRoot!;
      const label = root.querySelector('[part="label"]')!.getBoundingClientRect();
      return root.querySelector(control)!.getBoundingClientRect().top - label.bottom;
    };
    const gaps = {
      date: gap('date', 'input'),
      list: gap('list', '[part~="option"]'),
      chips: gap('chips', '[part~="option"]'),
      filter: gap('filter', '[part="filter"]'),
    };
    for (const [id, space] of Object.entries(gaps))
      expect(space, `${id}: ${JSON.stringify(gaps)}`).to.be.closeTo(gap('name', 'input'), 0.5);
  });
});

describe('a CheckBox above a ChoicePicker list', () => {
  it('draws boxes of one size, their labels starting at one line', async () => {
    const processor = new MessageProcessor();
    const wrapper = await fixture<HTMLElement>(
      html`<div class="a2ui-light">
        <a2ui-surface surface-id="c" .processor=${processor}></a2ui-surface>
      </div>`,
    );
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'c', catalogId: CATALOG}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'c',
          components: [
            {id: 'root', component: 'Column', children: ['terms', 'extras', 'seat']},
            {id: 'terms', component: 'CheckBox', label: 'I accept the terms', value: true},
            {
              id: 'extras',
              component: 'ChoicePicker',
              variant: 'multipleSelection',
              options: [{label: 'Breakfast', value: 'b'}],
              value: ['b'],
            },
            {
              id: 'seat',
              component: 'ChoicePicker',
              variant: 'mutuallyExclusive',
              options: [{label: 'Window', value: 'w'}],
              value: ['w'],
            },
          ],
        },
      },
    ]);
    await settle();
    const surface = wrapper.querySelector('a2ui-surface')!;
    const boxes = (id: string, label: string) => {
      const root = deepQuery(surface, `[data-a2ui-id="${id}"]`)!.shadowRoot!;
      const box = root.querySelector('input')!.getBoundingClientRect();
      const text = root.querySelector(label)!.getBoundingClientRect();
      return {width: box.width, height: box.height, labelStart: text.left};
    };
    const checkBox = boxes('terms', '[part="label"]');
    for (const id of ['extras', 'seat']) {
      const option = boxes(id, '[part="option-label"]');
      expect(option, id).to.deep.equal(checkBox);
    }
  });
});
