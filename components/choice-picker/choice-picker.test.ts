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
import {canCollectGarbage, collectGarbage} from '../../test/browser/dom-walk.js';
import {filterOptions, normalizeOptions} from './choice-picker.js';
import './choice-picker.js';
import {chromiumOnly} from '../../test/browser/chromium-only.js';
import {tabOut} from '../../test/browser/tab-out.js';

const OPTIONS = [
  {label: 'Grand Ballroom', value: 'ballroom'},
  {label: 'Sunset Terrace', value: 'terrace'},
  {label: 'Garden Pavilion', value: 'garden'},
];

function picker(extra: Partial<ComponentDefinition> = {}): ComponentDefinition[] {
  return [
    {
      id: 'root',
      component: 'ChoicePicker',
      label: 'Location',
      options: OPTIONS,
      value: {path: '/location'},
      ...extra,
    },
  ];
}

const controls = (el: Element) => [
  ...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="control"]'),
];
const labels = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('[part="option-label"]')].map((l) => l.textContent);
const active = (el: Element) => el.shadowRoot!.activeElement as HTMLInputElement | null;

describe('a2ui-choice-picker', () => {
  describe('options', () => {
    it('keeps well-formed options once each and labels them', () => {
      expect(
        normalizeOptions([
          {label: 'A', value: 'a'},
          {label: 'A again', value: 'a'},
          {value: 3},
          null,
          {label: 7, value: 'b'},
        ]),
      ).to.deep.equal([
        {label: 'A', value: 'a'},
        {label: '7', value: 'b'},
      ]);
    });

    it('filters by case-insensitive substring of the label', () => {
      expect(filterOptions(OPTIONS, 'TER').map((o) => o.value)).to.deep.equal(['terrace']);
      expect(filterOptions(OPTIONS, '  ')).to.have.length(3);
    });
  });

  it('renders a labelled radio group by default (mutuallyExclusive, checkbox style)', async () => {
    const {surface} = inputSurface(picker(), {location: []});
    const el = await renderInput(surface);
    const group = part(el, '[part="options"]');
    expect(group.getAttribute('role')).to.equal('radiogroup');
    expect(part(el, '#' + group.getAttribute('aria-labelledby')).textContent).to.equal('Location');
    expect(controls(el).map((c) => c.type)).to.deep.equal(['radio', 'radio', 'radio']);
    expect(labels(el)).to.deep.equal(['Grand Ballroom', 'Sunset Terrace', 'Garden Pavilion']);
  });

  it('renders a group of checkboxes for multipleSelection', async () => {
    const {surface} = inputSurface(picker({variant: 'multipleSelection'}), {location: []});
    const el = await renderInput(surface);
    expect(part(el, '[part="options"]').getAttribute('role')).to.equal('group');
    expect(controls(el).map((c) => c.type)).to.deep.equal(['checkbox', 'checkbox', 'checkbox']);
  });

  for (const style of ['checkbox', 'chips']) {
    it(`lays out the ${style} display style`, async () => {
      const {surface} = inputSurface(picker({displayStyle: style}), {location: []});
      const el = await renderInput(surface);
      const direction = getComputedStyle(part(el, '[part="options"]')).flexDirection;
      expect(direction).to.equal(style === 'chips' ? 'row' : 'column');
    });
  }

  it('shows the bound selection and follows data model changes', async () => {
    const {surface} = inputSurface(picker(), {location: ['terrace']});
    const el = await renderInput(surface);
    expect(controls(el).map((c) => c.checked)).to.deep.equal([false, true, false]);
    surface.dataModel.set('/location', ['garden']);
    await settle();
    expect(controls(el).map((c) => c.checked)).to.deep.equal([false, false, true]);
  });

  it('scrolls a long list of options instead of growing without end', async () => {
    const many = Array.from({length: 40}, (_, i) => ({label: 'Option ' + i, value: 'o' + i}));
    const {surface} = inputSurface(picker({options: many}), {location: []});
    const el = await renderInput(surface);
    const group = part(el, '[part="options"]');
    expect(group.scrollHeight).to.be.above(group.clientHeight);
    await expectAccessible(el);
  });

  it('keeps the room for focus rings inside its box: no overflow where nothing pads it', async () => {
    const {surface} = inputSurface(picker(), {location: []});
    const page = (await renderInput(surface)).parentElement!;
    page.style.padding = '0';
    page.style.overflow = 'auto';
    expect(page.scrollWidth).to.equal(page.clientWidth);
    expect(page.scrollHeight, 'below').to.equal(page.clientHeight);
  });

  it('marks chosen chips with the option-selected part', async () => {
    const {surface} = inputSurface(picker({displayStyle: 'chips'}), {location: ['garden']});
    const el = await renderInput(surface);
    const selected = el.shadowRoot!.querySelectorAll('[part~="option-selected"]');
    expect([...selected].map((s) => s.textContent!.trim())).to.deep.equal(['Garden Pavilion']);
  });

  it('writes a one-item list when a single choice is made', async () => {
    const {surface} = inputSurface(picker(), {location: ['terrace']});
    const el = await renderInput(surface);
    controls(el)[0]!.click();
    expect(surface.dataModel.peek('/location')).to.deep.equal(['ballroom']);
  });

  it('adds and removes values in option order for multipleSelection', async () => {
    const {surface} = inputSurface(picker({variant: 'multipleSelection'}), {location: []});
    const el = await renderInput(surface);
    controls(el)[2]!.click();
    await settle();
    controls(el)[0]!.click();
    await settle();
    expect(surface.dataModel.peek('/location')).to.deep.equal(['ballroom', 'garden']);
    controls(el)[2]!.click();
    expect(surface.dataModel.peek('/location')).to.deep.equal(['ballroom']);
  });

  it('moves and chooses with the arrow keys in a single-choice group', async () => {
    const {surface} = inputSurface(picker(), {location: ['ballroom']});
    const el = await renderInput(surface);
    controls(el)[0]!.focus();
    await sendKeys({press: 'ArrowDown'});
    await settle();
    expect(surface.dataModel.peek('/location')).to.deep.equal(['terrace']);
    expect(active(el)!.value).to.equal('terrace');
  });

  it('still moves with the arrow keys after the picker is moved in the page', async () => {
    const {surface} = inputSurface(picker(), {location: ['ballroom']});
    const el = await renderInput(surface);
    const parent = el.parentElement!;
    const other = document.createElement('div');
    parent.append(other);
    other.append(el);
    await settle();
    controls(el)[0]!.focus();
    await sendKeys({press: 'ArrowDown'});
    await settle();
    expect(surface.dataModel.peek('/location')).to.deep.equal(['terrace']);
    expect(active(el)!.value).to.equal('terrace');
  });

  it('toggles a checkbox option with Space in multipleSelection', async () => {
    const {surface} = inputSurface(picker({variant: 'multipleSelection'}), {location: []});
    const el = await renderInput(surface);
    controls(el)[1]!.focus();
    await sendKeys({press: 'Space'});
    expect(surface.dataModel.peek('/location')).to.deep.equal(['terrace']);
  });

  it('is one Tab stop as a radio group, landing on the chosen option', async () => {
    const {surface} = inputSurface(picker(), {location: ['terrace']});
    const el = await renderInput(surface);
    const before = document.createElement('button');
    before.textContent = 'before';
    el.before(before);
    before.focus();
    await sendKeys({press: 'Tab'});
    expect(active(el)!.value).to.equal('terrace');
    await tabOut();
    expect(active(el)).to.equal(null);
    before.remove();
  });

  it('resolves dynamic option labels', async () => {
    const {surface} = inputSurface(
      picker({
        options: [
          {label: {path: '/names/a'}, value: 'a'},
          {label: 'Fixed', value: 'b'},
        ],
      }),
      {location: [], names: {a: 'From data'}},
    );
    const el = await renderInput(surface);
    expect(labels(el)).to.deep.equal(['From data', 'Fixed']);
    surface.dataModel.set('/names/a', 'Changed');
    await settle();
    expect(labels(el)).to.deep.equal(['Changed', 'Fixed']);
  });

  describe('filterable', () => {
    it('shows a labelled filter box only when filterable', async () => {
      const plain = await renderInput(inputSurface(picker(), {location: []}).surface);
      expect(plain.shadowRoot!.querySelector('[part="filter"]')).to.equal(null);
      const el = await renderInput(inputSurface(picker({filterable: true})).surface);
      const filter = part<HTMLInputElement>(el, '[part="filter"]');
      expect(filter.type).to.equal('search');
      expect(filter.getAttribute('aria-label')).to.equal('Filter Location');
      expect(filter.getAttribute('aria-controls')).to.equal('options');
    });

    for (const scheme of ['light', 'dark'] as const) {
      it(`shows its placeholder at 4.5:1 contrast or more in ${scheme} mode`, async () => {
        const {surface} = inputSurface(picker({filterable: true}));
        const filter = part(await renderInput(surface, 'root', scheme), '[part="filter"]');
        const ratio = contrast(
          getComputedStyle(filter, '::placeholder').color,
          getComputedStyle(filter).backgroundColor,
        );
        expect(ratio).to.be.at.least(4.5);
      });
    }

    it('hides options whose label does not contain the typed text', async () => {
      const {surface} = inputSurface(picker({filterable: true}), {location: []});
      const el = await renderInput(surface);
      part(el, '[part="filter"]').focus();
      await sendKeys({type: 'gar'});
      await settle();
      expect(labels(el)).to.deep.equal(['Garden Pavilion']);
    });

    it('announces the number of matches once the user stops typing, not at each key', async () => {
      const {surface} = inputSurface(picker({filterable: true}), {location: []});
      const el = await renderInput(surface);
      const status = part(el, '[role="status"]');
      const announced: string[] = [];
      const observer = new MutationObserver(() => announced.push(status.textContent!));
      observer.observe(status, {subtree: true, childList: true, characterData: true});
      part(el, '[part="filter"]').focus();
      await sendKeys({type: 'gar'});
      await settle();
      expect(labels(el)).to.deep.equal(['Garden Pavilion']);
      expect(status.textContent).to.equal('');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await settle();
      observer.disconnect();
      expect(status.textContent).to.equal('1 of 3 options');
      expect(announced).to.deep.equal(['1 of 3 options']);
    });

    it('keeps a hidden option chosen while filtered', async () => {
      const {surface} = inputSurface(picker({filterable: true, variant: 'multipleSelection'}), {
        location: ['ballroom'],
      });
      const el = await renderInput(surface);
      const filter = part<HTMLInputElement>(el, '[part="filter"]');
      filter.value = 'garden';
      fire(filter);
      await settle();
      controls(el)[0]!.click();
      expect(surface.dataModel.peek('/location')).to.deep.equal(['ballroom', 'garden']);
    });

    it('says so when nothing matches', async () => {
      const {surface} = inputSurface(picker({filterable: true}), {location: []});
      const el = await renderInput(surface);
      const filter = part<HTMLInputElement>(el, '[part="filter"]');
      filter.value = 'zzz';
      fire(filter);
      await settle();
      expect(controls(el)).to.have.length(0);
      expect(part(el, '[part="empty"]').textContent).to.equal('No matching options');
    });

    it('keeps the typed filter text and its caret while options and choices change', async () => {
      const options = [
        {label: {path: '/names/a'}, value: 'a'},
        {label: 'Garden', value: 'b'},
      ];
      const {surface} = inputSurface(picker({filterable: true, options}), {
        location: [],
        names: {a: 'Garden room'},
      });
      const el = await renderInput(surface);
      const filter = part<HTMLInputElement>(el, '[part="filter"]');
      filter.focus();
      await sendKeys({type: 'gardn'});
      await sendKeys({press: 'ArrowLeft'});
      await sendKeys({type: 'e'});
      await settle();
      surface.dataModel.set('/names/a', 'Garden hall');
      surface.dataModel.set('/location', ['b']);
      await settle();
      expect(filter.value).to.equal('garden');
      expect([filter.selectionStart, filter.selectionEnd]).to.deep.equal([5, 5]);
      expect(labels(el)).to.deep.equal(['Garden hall', 'Garden']);
    });

    it('moves from the filter box to the options with ArrowDown', async () => {
      const {surface} = inputSurface(picker({filterable: true}), {location: ['terrace']});
      const el = await renderInput(surface);
      part(el, '[part="filter"]').focus();
      await sendKeys({press: 'ArrowDown'});
      expect(active(el)!.value).to.equal('terrace');
    });

    it('keeps the options one Tab stop when the filter hides the chosen one', async () => {
      const {surface} = inputSurface(picker({filterable: true}), {location: ['terrace']});
      const el = await renderInput(surface);
      const after = document.createElement('button');
      el.after(after);
      part(el, '[part="filter"]').focus();
      await sendKeys({press: 'Tab'});
      expect(active(el)?.value).to.equal('terrace');
      await sendKeys({press: 'Shift+Tab'});
      await sendKeys({type: 'o'});
      await settle();
      expect(labels(el)).to.deep.equal(['Grand Ballroom', 'Garden Pavilion']);
      await sendKeys({press: 'Tab'});
      expect(active(el)?.value).to.equal('ballroom');
      await sendKeys({press: 'Tab'});
      expect(document.activeElement).to.equal(after);
      await sendKeys({press: 'Shift+Tab'});
      expect(active(el)?.value).to.equal('ballroom');
      await sendKeys({press: 'ArrowDown'});
      await settle();
      expect(surface.dataModel.peek('/location')).to.deep.equal(['garden']);
      after.remove();
    });
  });

  it('frees the option inputs the filter removes, radios as well as checkboxes', async function () {
    chromiumOnly(this);
    // Chromium keeps a named radio removed from a shadow root, outside a <form>, in that
    // shadow root's radio group for as long as the shadow root lives.
    expect(canCollectGarbage, 'Chromium started with --expose-gc').to.equal(true);
    const options = Array.from({length: 50}, (_, i) => ({label: `Option ${i}`, value: `${i}`}));
    for (const variant of ['mutuallyExclusive', 'multipleSelection']) {
      const {surface} = inputSurface(picker({filterable: true, options, variant}), {
        location: ['7'],
      });
      const el = await renderInput(surface);
      const filter = part<HTMLInputElement>(el, '[part="filter"]');
      const created: WeakRef<HTMLInputElement>[] = [];
      const seen = new WeakSet<HTMLInputElement>();
      const track = () => {
        for (const control of controls(el)) {
          if (!seen.has(control)) created.push(new WeakRef(control));
          seen.add(control);
        }
      };
      track();
      for (let cycle = 0; cycle < 20; cycle++) {
        for (const text of ['1', '']) {
          filter.value = text;
          fire(filter);
          await settle();
          track();
        }
      }
      expect(created.length).to.be.greaterThan(50 * 2);
      await collectGarbage();
      const alive = created.filter((ref) => ref.deref() !== undefined).length;
      expect(alive, `${variant}: ${alive} of ${created.length} option inputs alive`).to.equal(50);
      expect(
        controls(el)
          .filter((control) => control.checked)
          .map((c) => c.value),
      ).to.deep.equal(['7']);
    }
  });

  it('keeps the user choice when value is a literal list', async () => {
    const {surface} = inputSurface(picker({value: ['terrace']}));
    const el = await renderInput(surface);
    controls(el)[2]!.click();
    await settle();
    expect(controls(el).map((c) => c.checked)).to.deep.equal([false, false, true]);
  });

  it('shows a failing check once the user left the group empty, with aria-invalid and aria-describedby', async () => {
    const check = {
      condition: {call: 'required', args: {value: {path: '/location'}}, returnType: 'boolean'},
      message: 'Pick a location.',
    };
    const {surface} = inputSurface(picker({checks: [check]}), {location: []});
    const el = await renderInput(surface);
    const group = part(el, '[part="options"]');
    expect(group.hasAttribute('aria-invalid')).to.equal(false);
    controls(el)[0]!.focus();
    controls(el)[0]!.blur();
    await settle();
    expect(group.getAttribute('aria-invalid')).to.equal('true');
    expect(part(el, '#' + group.getAttribute('aria-describedby')).textContent!.trim()).to.equal(
      'Pick a location.',
    );
    controls(el)[0]!.click();
    await settle();
    expect(group.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('waits for the user to leave the whole picker before showing a failing check', async () => {
    const check = {
      condition: {call: 'required', args: {value: {path: '/location'}}, returnType: 'boolean'},
      message: 'Pick a location.',
    };
    const {surface} = inputSurface(
      picker({checks: [check], variant: 'multipleSelection', filterable: true}),
      {location: []},
    );
    const el = await renderInput(surface);
    const error = () => part(el, '[part="error"]').textContent!.trim();
    part<HTMLInputElement>(el, '[part="filter"]').focus();
    await sendKeys({press: 'ArrowDown'});
    await settle();
    expect(error(), 'from the filter box to the options').to.equal('');
    await sendKeys({press: 'Tab'});
    await settle();
    expect(active(el)!.value).to.equal('terrace');
    expect(error(), 'from one option to the next').to.equal('');
    await sendKeys({press: 'Tab'});
    await tabOut();
    await settle();
    expect(active(el)).to.equal(null);
    expect(error(), 'out of the picker').to.equal('Pick a location.');
  });

  it('names a group the agent left unlabelled after its component id', async () => {
    const {surface} = inputSurface([
      {id: 'size_picker', component: 'ChoicePicker', options: OPTIONS, value: {path: '/s'}},
    ]);
    const el = await renderInput(surface, 'size_picker');
    const group = part(el, '[part="options"]');
    expect(group.getAttribute('aria-label')).to.equal('Size picker');
    expect(group.hasAttribute('aria-labelledby')).to.equal(false);
  });

  it('names the group from the accessibility label', async () => {
    const {surface} = inputSurface(
      picker({accessibility: {label: 'Venue', description: 'Where the party is'}}),
    );
    const el = await renderInput(surface);
    const group = part(el, '[part="options"]');
    expect(group.getAttribute('aria-label')).to.equal('Venue');
    expect(part(el, '#' + group.getAttribute('aria-describedby')).textContent).to.equal(
      'Where the party is',
    );
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${scheme} mode in every variant and style`, async () => {
      for (const variant of ['mutuallyExclusive', 'multipleSelection']) {
        for (const displayStyle of ['checkbox', 'chips']) {
          const {surface} = inputSurface(picker({variant, displayStyle, filterable: true}), {
            location: ['terrace'],
          });
          await expectAccessible(await renderInput(surface, 'root', scheme));
        }
      }
    });
  }
});
