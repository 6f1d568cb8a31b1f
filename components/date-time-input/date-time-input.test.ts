import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {
  expectAccessible,
  fire,
  inputSurface,
  part,
  renderInput,
  settle,
} from '../../test/browser/inputs-harness.js';
import {toInputValue} from './iso-date-time.js';
import {readableBound} from './date-time-input.js';

function picker(extra: Partial<ComponentDefinition> = {}): ComponentDefinition[] {
  return [
    {
      id: 'root',
      component: 'DateTimeInput',
      label: 'Due',
      value: {path: '/due'},
      enableDate: true,
      enableTime: true,
      ...extra,
    },
  ];
}

const input = (el: Element) => part<HTMLInputElement>(el, '[part="input"]');

describe('a2ui-date-time-input', () => {
  const modes: [Partial<ComponentDefinition>, string][] = [
    [{enableDate: true, enableTime: false}, 'date'],
    [{enableDate: false, enableTime: true}, 'time'],
    [{enableDate: true, enableTime: true}, 'datetime-local'],
    [{enableDate: undefined, enableTime: undefined}, 'datetime-local'],
  ];
  for (const [flags, type] of modes) {
    it(`renders enableDate=${flags.enableDate} enableTime=${flags.enableTime} as ${type}`, async () => {
      const {surface} = inputSurface(picker(flags), {due: ''});
      expect(input(await renderInput(surface)).type).to.equal(type);
    });
  }

  it('associates its label with the input', async () => {
    const {surface} = inputSurface(picker(), {due: ''});
    expect(input(await renderInput(surface)).labels![0]!.textContent).to.equal('Due');
  });

  it('shows the bound ISO value in the native format', async () => {
    const {surface} = inputSurface(picker({enableTime: false}), {due: '2025-12-15'});
    expect(input(await renderInput(surface)).value).to.equal('2025-12-15');
  });

  it('shows a zoned date-time in local time', async () => {
    const due = '2025-12-15T17:00:00Z';
    const {surface} = inputSurface(picker(), {due});
    expect(input(await renderInput(surface)).value).to.equal(toInputValue(due, 'datetime'));
  });

  it('uses the surface time zone, like formatDate', async () => {
    const {surface} = inputSurface(picker(), {due: '2025-12-15T17:00:00Z'}, 'en-US', 'Asia/Tokyo');
    const el = await renderInput(surface);
    expect(input(el).value).to.equal('2025-12-16T02:00');
    input(el).value = '2025-12-16T03:30';
    fire(input(el));
    expect(surface.dataModel.peek('/due')).to.equal('2025-12-15T18:30:00Z');
  });

  it('never rewrites a value the user did not change', async () => {
    const due = '2025-12-15T17:00:00.125+05:30';
    const {surface} = inputSurface(picker(), {due, other: 1});
    const el = await renderInput(surface);
    surface.dataModel.set('/other', 2);
    input(el).dispatchEvent(new Event('blur'));
    await settle();
    expect(surface.dataModel.peek('/due')).to.equal(due);
  });

  it('writes an edit as ISO 8601 keeping the zone and seconds the agent used', async () => {
    const {surface} = inputSurface(picker(), {due: '2025-12-15T17:00:00Z'});
    const el = await renderInput(surface);
    input(el).value = toInputValue('2025-12-16T09:30:00Z', 'datetime');
    fire(input(el));
    expect(surface.dataModel.peek('/due')).to.equal('2025-12-16T09:30:00Z');
  });

  it('keeps the time of day when only the date can be picked', async () => {
    const {surface} = inputSurface(picker({enableTime: false}), {due: '2025-12-15T17:00:00'});
    const el = await renderInput(surface);
    input(el).value = '2025-12-20';
    fire(input(el));
    expect(surface.dataModel.peek('/due')).to.equal('2025-12-20T17:00:00');
  });

  it('writes a time-only value', async () => {
    const {surface} = inputSurface(picker({enableDate: false}), {due: '09:00'});
    const el = await renderInput(surface);
    input(el).value = '10:15';
    fire(input(el));
    expect(surface.dataModel.peek('/due')).to.equal('10:15');
  });

  it('changes the focused date segment with the arrow keys', async () => {
    const {surface} = inputSurface(picker({enableTime: false}), {due: '2025-07-15'});
    const el = await renderInput(surface);
    input(el).focus();
    await sendKeys({press: 'ArrowUp'});
    const written = surface.dataModel.peek('/due') as string;
    expect(written).to.match(/^\d{4}-\d{2}-\d{2}$/);
    expect(written).to.not.equal('2025-07-15');
  });

  it('shows a value that is not ISO 8601 as empty and reports it once', async () => {
    const {surface, errors} = inputSurface(picker(), {due: 'next Tuesday'});
    const el = await renderInput(surface);
    expect(input(el).value).to.equal('');
    surface.dataModel.set('/other', 1);
    await settle();
    expect(errors.map((e) => e.code)).to.deep.equal(['INVALID_VALUE']);
    expect(surface.dataModel.peek('/due')).to.equal('next Tuesday');
  });

  it('follows data model changes', async () => {
    const {surface} = inputSurface(picker({enableTime: false}), {due: '2025-12-15'});
    const el = await renderInput(surface);
    surface.dataModel.set('/due', '2026-01-02');
    await settle();
    expect(input(el).value).to.equal('2026-01-02');
  });

  it('passes min and max to the picker and flags a value outside them', async () => {
    const {surface} = inputSurface(picker({min: '2025-01-01', max: '2025-12-31T18:00:00'}), {
      due: '2024-06-01T10:00:00',
    });
    const el = await renderInput(surface);
    expect([input(el).min, input(el).max]).to.deep.equal(['2025-01-01T00:00', '2025-12-31T18:00']);
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    const message = part(el, '#' + input(el).getAttribute('aria-describedby'));
    expect(message.textContent!.trim()).to.equal('Choose Jan 1, 2025, 12:00 AM or later.');
    surface.dataModel.set('/due', '2025-06-01T10:00:00');
    await settle();
    expect(input(el).hasAttribute('aria-invalid')).to.equal(false);
  });

  it('names bounds in the surface locale', () => {
    expect(readableBound('2025-03-04', 'date', 'en-US')).to.equal('Mar 4, 2025');
    expect(readableBound('2025-03-04', 'date', 'de-DE')).to.equal('04.03.2025');
    expect(readableBound('09:30', 'time', 'de-DE')).to.equal('09:30');
    expect(readableBound('2025-03-04T18:05', 'datetime', 'en-GB')).to.equal('4 Mar 2025, 18:05');
  });

  it('shows a failing check of an empty input once the user leaves it', async () => {
    const check = {
      condition: {call: 'required', args: {value: {path: '/due'}}, returnType: 'boolean'},
      message: 'Pick a date.',
    };
    const {surface} = inputSurface(picker({checks: [check]}), {due: ''});
    const el = await renderInput(surface);
    expect(input(el).hasAttribute('aria-invalid')).to.equal(false);
    input(el).focus();
    input(el).blur();
    await settle();
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    expect(part(el, '[part="error"]').textContent!.trim()).to.equal('Pick a date.');
  });

  it('names an input the agent left unlabelled after its component id', async () => {
    const {surface} = inputSurface([
      {id: 'dueDate', component: 'DateTimeInput', enableDate: true, value: {path: '/d'}},
    ]);
    const el = await renderInput(surface, 'dueDate');
    expect(input(el).getAttribute('aria-label')).to.equal('Due date');
  });

  it('puts the accessibility label and description on the input', async () => {
    const {surface} = inputSurface(
      picker({accessibility: {label: 'Due date', description: 'Your local time'}}),
      {due: ''},
    );
    const el = await renderInput(surface);
    expect(input(el).getAttribute('aria-label')).to.equal('Due date');
    expect(part(el, '#' + input(el).getAttribute('aria-describedby')).textContent).to.equal(
      'Your local time',
    );
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${scheme} mode for date, time and date-time`, async () => {
      for (const [flags] of modes.slice(0, 3)) {
        const {surface} = inputSurface(picker(flags), {due: '2025-12-15T17:00:00Z'});
        await expectAccessible(await renderInput(surface, 'root', scheme));
      }
    });
  }
});
