// What a screen reader is told about each interactive basic component, read from the
// accessibility tree as axe-core computes it (role, name, states, description): the agent's
// label or `accessibility` names a control, its checks make it required or invalid with the
// message as description, and its state (checked, selected, disabled, modal) is exposed.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';
import {a11yTree} from './a11y-tree.js';
import {tabOut} from './tab-out.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const required = (path: string, message = 'Required') => [
  {condition: {call: 'required', args: {value: {path}}}, message},
];
const options = (...labels: string[]) => labels.map((label) => ({label, value: label}));

let processor: MessageProcessor;

/** A surface showing `components` (the first is the root) over `data`. */
async function mount(components: object[], data: object = {}): Promise<HTMLElement> {
  processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="t" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 't', catalogId: CATALOG}},
    {version: 'v0.9', updateDataModel: {surfaceId: 't', value: data}},
    {version: 'v0.9', updateComponents: {surfaceId: 't', components}},
  ]);
  await settle();
  return surface;
}

/** The announced nodes of component `id`. */
const tree = (surface: HTMLElement, id: string) =>
  a11yTree(deepQuery(surface, `[data-a2ui-id="${id}"]`)!);

/** The announced nodes of a surface holding only `component` (id `root`). */
async function treeOf(component: object, data: object = {}, more: object[] = []) {
  const surface = await mount([{id: 'root', ...component}, ...more], data);
  return tree(surface, 'root');
}

const label = (id: string, text: string) => ({id, component: 'Text', text});

describe('accessibility tree: Button', () => {
  it('is a button named by its content', async () => {
    expect(
      await treeOf({component: 'Button', child: 'l', action: {event: {name: 'go'}}}, {}, [
        label('l', 'Send'),
      ]),
    ).to.deep.equal(['button "Send"']);
  });

  it('is named and described by its accessibility properties', async () => {
    const button = {
      component: 'Button',
      child: 'l',
      action: {event: {name: 'go'}},
      accessibility: {label: 'Send the form', description: 'Nothing is stored'},
    };
    expect(await treeOf(button, {}, [label('l', 'Send')])).to.deep.equal([
      'button "Send the form" description="Nothing is stored"',
    ]);
  });

  it('is disabled, with the failing check as its description', async () => {
    const button = {
      component: 'Button',
      child: 'l',
      action: {event: {name: 'go'}},
      checks: [{condition: {path: '/ok'}, message: 'Accept the terms first'}],
    };
    expect(await treeOf(button, {ok: false}, [label('l', 'Send')])).to.deep.equal([
      'button "Send" disabled description="Accept the terms first"',
    ]);
  });
});

describe('accessibility tree: TextField', () => {
  const field = (extra: object) => ({component: 'TextField', label: 'Name', ...extra});

  it('is a textbox named by its label, required by a required check', async () => {
    expect(
      await treeOf(field({value: {path: '/name'}, checks: required('/name')}), {name: ''}),
    ).to.deep.equal(['textbox "Name" required']);
  });

  it('is invalid once the user leaves it empty, with the message as description', async () => {
    const surface = await mount(
      [{id: 'root', ...field({value: {path: '/name'}, checks: required('/name', 'Enter a name')})}],
      {name: ''},
    );
    deepQuery<HTMLInputElement>(surface, 'input')!.focus();
    await tabOut();
    await settle();
    expect(tree(surface, 'root')).to.deep.equal([
      'textbox "Name" required invalid description="Enter a name"',
    ]);
  });

  it('is a spinbutton for number, described by accessibility.description', async () => {
    expect(
      await treeOf(
        field({
          label: 'Age',
          variant: 'number',
          value: '5',
          accessibility: {description: 'In years'},
        }),
      ),
    ).to.deep.equal(['spinbutton "Age" description="In years"']);
  });

  it('is a textbox for obscured and longText', async () => {
    expect(await treeOf(field({label: 'Password', variant: 'obscured', value: ''}))).to.deep.equal([
      'textbox "Password"',
    ]);
    expect(await treeOf(field({label: 'Notes', variant: 'longText', value: ''}))).to.deep.equal([
      'textbox "Notes"',
    ]);
  });

  it('is invalid for a value not matching validationRegexp, with the format message', async () => {
    expect(
      await treeOf(field({label: 'Code', value: 'abc', validationRegexp: '^\\d+$'})),
    ).to.deep.equal(['textbox "Code" invalid description="Enter a value in the expected format."']);
  });

  it('is named by accessibility.label, else after its id when the agent gave no label', async () => {
    expect(
      await treeOf({
        component: 'TextField',
        label: '',
        value: '',
        accessibility: {label: 'Search'},
      }),
    ).to.deep.equal(['textbox "Search"']);
    const surface = await mount([
      {id: 'root', component: 'Column', children: ['postal-code']},
      {id: 'postal-code', component: 'TextField', label: '', value: ''},
    ]);
    expect(tree(surface, 'postal-code')).to.deep.equal(['textbox "Postal code"']);
  });
});

describe('accessibility tree: CheckBox', () => {
  it('is a checkbox named by its label, checked as the data says', async () => {
    expect(
      await treeOf({component: 'CheckBox', label: 'Subscribe', value: {path: '/s'}}, {s: true}),
    ).to.deep.equal(['checkbox "Subscribe" checked']);
  });

  it('is required by a required check, and invalid with its message once left', async () => {
    const mustBeChecked = {condition: {path: '/a'}, message: 'Please agree'};
    const surface = await mount(
      [
        {
          id: 'root',
          component: 'CheckBox',
          label: 'I agree',
          value: {path: '/a'},
          checks: [...required('/a'), mustBeChecked],
        },
      ],
      {a: false},
    );
    expect(tree(surface, 'root')).to.deep.equal(['checkbox "I agree" required']);
    deepQuery<HTMLInputElement>(surface, 'input')!.focus();
    await tabOut();
    await settle();
    expect(tree(surface, 'root')).to.deep.equal([
      'checkbox "I agree" required invalid description="Please agree"',
    ]);
  });
});

describe('accessibility tree: ChoicePicker', () => {
  const picker = (extra: object) => ({
    component: 'ChoicePicker',
    label: 'Size',
    options: options('Small', 'Large'),
    value: ['Large'],
    ...extra,
  });

  it('is a radio group of radios for a single choice, the chosen one checked', async () => {
    expect(await treeOf(picker({}))).to.deep.equal([
      'radiogroup "Size"',
      'radio "Small"',
      'radio "Large" checked',
    ]);
  });

  it('is a required radio group, invalid with its message once left empty', async () => {
    const surface = await mount(
      [{id: 'root', ...picker({value: {path: '/size'}, checks: required('/size', 'Pick a size')})}],
      {size: []},
    );
    expect(tree(surface, 'root')[0]).to.equal('radiogroup "Size" required');
    deepQuery<HTMLInputElement>(surface, 'input')!.focus();
    await tabOut();
    await settle();
    expect(tree(surface, 'root')[0]).to.equal(
      'radiogroup "Size" required invalid description="Pick a size"',
    );
  });

  it('is a group of checkboxes for multiple choices, as list or chips', async () => {
    for (const displayStyle of ['checkbox', 'chips']) {
      expect(await treeOf(picker({variant: 'multipleSelection', displayStyle}))).to.deep.equal([
        'group "Size"',
        'checkbox "Small"',
        'checkbox "Large" checked',
      ]);
    }
  });

  it('is a radio group for single-choice chips', async () => {
    expect(await treeOf(picker({displayStyle: 'chips'}))).to.deep.equal([
      'radiogroup "Size"',
      'radio "Small"',
      'radio "Large" checked',
    ]);
  });

  it('has a named search box whose result count is announced in a status', async () => {
    const surface = await mount([{id: 'root', ...picker({filterable: true})}]);
    expect(tree(surface, 'root')).to.deep.equal([
      'searchbox "Filter Size"',
      'radiogroup "Size"',
      'radio "Small"',
      'radio "Large" checked',
      'status',
    ]);
    deepQuery<HTMLInputElement>(surface, 'input[type="search"]')!.focus();
    await sendKeys({type: 'sma'});
    // The count is announced once the user pauses typing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await settle();
    expect(tree(surface, 'root')).to.deep.equal([
      'searchbox "Filter Size"',
      'radiogroup "Size"',
      'radio "Small"',
      'status "1 of 2 options"',
    ]);
  });
});

describe('accessibility tree: Slider', () => {
  it('is a slider named by its label with the formatted value as its value text', async () => {
    expect(
      await treeOf({component: 'Slider', label: 'Volume', min: 0, max: 1, value: 0.25}),
    ).to.deep.equal(['slider "Volume" value="0.25"']);
  });

  it('is invalid with the failing check as its description', async () => {
    const slider = {
      component: 'Slider',
      label: 'Guests',
      max: 20,
      value: {path: '/n'},
      checks: [
        {
          condition: {call: 'numeric', args: {value: {path: '/n'}, max: 10}},
          message: 'At most 10',
        },
      ],
    };
    expect(await treeOf(slider, {n: 12})).to.deep.equal([
      'slider "Guests" invalid value="12" description="At most 10"',
    ]);
  });
});

describe('accessibility tree: DateTimeInput', () => {
  for (const [flags, name] of [
    [{enableDate: true}, 'Day'],
    [{enableTime: true}, 'Time'],
    [{enableDate: true, enableTime: true}, 'When'],
  ] as const) {
    it(`is a named field for ${Object.keys(flags).join(' and ')}`, async () => {
      expect(
        await treeOf({component: 'DateTimeInput', label: name, value: '', ...flags}),
      ).to.deep.equal([`textbox "${name}"`]);
    });
  }

  it('is required by a required check, invalid outside its bounds with the bound', async () => {
    expect(
      await treeOf(
        {
          component: 'DateTimeInput',
          label: 'Day',
          enableDate: true,
          value: {path: '/d'},
          min: '2026-02-01',
          checks: required('/d'),
        },
        {d: '2026-01-01'},
      ),
    ).to.deep.equal(['textbox "Day" required invalid description="Choose Feb 1, 2026 or later."']);
  });
});

describe('accessibility tree: Tabs', () => {
  const tabs = [
    {
      id: 'root',
      component: 'Tabs',
      tabs: [
        {title: 'Details', child: 'a'},
        {title: 'Reviews', child: 'b'},
      ],
    },
    label('a', 'About'),
    label('b', 'Great'),
  ];

  it('is a tablist of tabs, the selected one named on its panel', async () => {
    const surface = await mount(tabs);
    expect(tree(surface, 'root')).to.deep.equal([
      'tablist',
      'tab "Details" selected',
      'tab "Reviews"',
      'tabpanel "Details"',
    ]);
  });

  it('moves the selection with the arrow keys', async () => {
    const surface = await mount(tabs);
    deepQuery<HTMLElement>(surface, '[role="tab"]')!.focus();
    await sendKeys({press: 'ArrowRight'});
    await settle();
    expect(tree(surface, 'root')).to.deep.equal([
      'tablist',
      'tab "Details"',
      'tab "Reviews" selected',
      'tabpanel "Reviews"',
    ]);
  });
});

describe('accessibility tree: Modal', () => {
  const modal = [
    {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
    {id: 'open', component: 'Button', child: 'open-text', action: {event: {name: 'o'}}},
    label('open-text', 'Shipping details'),
    {id: 'body', component: 'Button', child: 'ok', action: {event: {name: 'ok'}}},
    label('ok', 'OK'),
  ];

  it('shows only its trigger while closed', async () => {
    const surface = await mount(modal);
    expect(tree(surface, 'root')).to.deep.equal(['button "Shipping details"']);
  });

  it('is a modal dialog named after its trigger once open, with a named close button', async () => {
    const surface = await mount(modal);
    deepQuery(deepQuery(surface, '[data-a2ui-id="open"]')!, 'button')!.click();
    await settle();
    expect(tree(surface, 'root')).to.deep.equal([
      'button "Shipping details"',
      'dialog "Shipping details" modal',
      'button "OK"',
      'button "Close"',
    ]);
  });
});

describe('accessibility tree: display elements', () => {
  it('is a list of list items', async () => {
    expect(
      await treeOf({component: 'List', children: ['a', 'b']}, {}, [
        label('a', 'One'),
        label('b', 'Two'),
      ]),
    ).to.deep.equal(['list', 'listitem "One"', 'listitem "Two"']);
  });

  it('is a named group for a Card with an accessibility label, else nothing of its own', async () => {
    expect(
      await treeOf({component: 'Card', child: 'a', accessibility: {label: 'Order'}}, {}, [
        label('a', 'Two items'),
      ]),
    ).to.deep.equal(['group "Order"']);
    expect(
      await treeOf({component: 'Card', child: 'a'}, {}, [label('a', 'Two items')]),
    ).to.deep.equal([]);
  });

  it('is an image named by its description, left out without one', async () => {
    expect(await treeOf({component: 'Image', url: PNG, description: 'A red dot'})).to.deep.equal([
      'img "A red dot"',
    ]);
    expect(await treeOf({component: 'Image', url: PNG})).to.deep.equal([]);
  });

  it('is an image for a labelled Icon, left out for a decorative one', async () => {
    expect(
      await treeOf({component: 'Icon', name: 'star', accessibility: {label: 'Favourite'}}),
    ).to.deep.equal(['img "Favourite"']);
    expect(await treeOf({component: 'Icon', name: 'star'})).to.deep.equal([]);
  });

  it('names a Video and an AudioPlayer', async () => {
    const media = (name: string) => new URL(`/demo/public/media/${name}`, location.href).href;
    expect(
      await treeOf({
        component: 'Video',
        url: media('clip.webm'),
        accessibility: {label: 'Intro', description: 'Two minutes'},
      }),
    ).to.deep.equal(['video "Intro" description="Two minutes"']);
    expect(
      await treeOf({component: 'AudioPlayer', url: media('tone.wav'), description: 'Episode 4'}),
    ).to.deep.equal(['audio "Episode 4"']);
  });

  it('is a heading of the level its Text variant names', async () => {
    const surface = await mount([
      {id: 'root', component: 'Column', children: ['h1', 'h3', 'body']},
      {id: 'h1', component: 'Text', text: 'Order', variant: 'h1'},
      {id: 'h3', component: 'Text', text: 'Items', variant: 'h3'},
      label('body', 'Two items'),
    ]);
    expect(tree(surface, 'root')).to.deep.equal([
      'heading "Order" level=1',
      'heading "Items" level=3',
    ]);
  });

  it('is an alert saying so for a surface that cannot be displayed', async () => {
    const surface = await fixture<HTMLElement>(
      html`<a2ui-surface surface-id="x" .processor=${new MessageProcessor()}></a2ui-surface>`,
    );
    (surface as unknown as {processor: MessageProcessor}).processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'x', catalogId: 'urn:unknown'}},
    ]);
    await settle();
    expect(a11yTree(surface)).to.deep.equal(['alert "This interface could not be displayed."']);
  });

  it('is a separator for a Divider', async () => {
    expect(await treeOf({component: 'Divider'})).to.deep.equal(['separator']);
  });
});
