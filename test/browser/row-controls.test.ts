// A control beside a long text in a Row, on a phone: the text wraps and the control keeps its
// words whole (or, for a field, room to type), while a few fields side by side still fit. Every
// element lets a long word break anywhere, so a row shrinking its children in proportion to
// their text squeezed a Button next to a paragraph to one letter a line.
import {expect} from '@open-wc/testing';
import {deepQuery} from '../../components/shared/testing.js';
import {surfaceAtWidth} from './surface-at-width.js';

const PARAGRAPH =
  'Get the weekly digest of everything that changed in your projects, with the comments you ' +
  'missed and the tasks that are due soon, delivered every Monday morning.';

/**
 * A Row 360 px wide (a phone's) of PARAGRAPH and `control`: `root` overrides the Row's props,
 * `more` adds components.
 */
const row = (control: object, root: object = {}, more: object[] = []) =>
  surfaceAtWidth(360, [
    {id: 'root', component: 'Row', children: ['text', 'control'], align: 'center', ...root},
    {id: 'text', component: 'Text', text: PARAGRAPH},
    {id: 'control', ...control},
    {id: 'label', component: 'Text', text: 'Subscribe now'},
    ...more,
  ]);

/** Lines the text of `element` (in its shadow root) takes. */
function lines(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
}

describe('a control beside a long text in a narrow Row', () => {
  it('keeps the words of a Button label whole, the text wrapping beside it', async () => {
    const surface = await row({
      component: 'Button',
      child: 'label',
      variant: 'primary',
      action: {event: {name: 'go'}},
    });
    const button = deepQuery(surface, 'a2ui-button')!;
    const label = deepQuery(button, 'a2ui-text')!.shadowRoot!.querySelector('[part="text"]')!;
    // 'Subscribe' and 'now' whole: one or two lines, never a word cut in pieces.
    expect(lines(label)).to.be.at.most(2);
    expect(label.scrollWidth).to.be.at.most(label.clientWidth);
    expect(button.getBoundingClientRect().right).to.be.at.most(
      surface.getBoundingClientRect().right + 0.5,
    );
  });

  it('keeps the words of a CheckBox label whole', async () => {
    const surface = await row({component: 'CheckBox', label: 'Subscribe now', value: false});
    const label = deepQuery(surface, 'a2ui-check-box')!.shadowRoot!.querySelector(
      '[part="label"]',
    )!;
    expect(lines(label)).to.be.at.most(2);
    expect(label.scrollWidth).to.be.at.most(label.clientWidth);
  });

  it('leaves a DateTimeInput room to show a date', async () => {
    const surface = await row({
      component: 'DateTimeInput',
      label: 'Due',
      enableDate: true,
      value: '2024-05-01',
    });
    const input = deepQuery(surface, 'a2ui-date-time-input')!.shadowRoot!.querySelector('input')!;
    // A date in the form mm/dd/yyyy and the picker's button.
    expect(input.getBoundingClientRect().width).to.be.at.least(128);
  });

  it('leaves a TextField room to type in', async () => {
    const surface = await row({component: 'TextField', label: 'Email', value: ''});
    const input = deepQuery(surface, 'a2ui-text-field')!.shadowRoot!.querySelector('input')!;
    expect(input.getBoundingClientRect().width).to.be.at.least(96);
  });

  it('still fits three TextFields, or two DateTimeInputs, side by side', async () => {
    const field = (id: string) => ({id, component: 'TextField', label: id, value: ''});
    const date = (id: string) => ({
      id,
      component: 'DateTimeInput',
      label: id,
      enableDate: true,
      value: '2024-05-01',
    });
    for (const fields of [['City', 'State', 'ZIP'].map(field), ['From', 'To'].map(date)]) {
      const [first, ...more] = fields;
      const ids = fields.map((f) => f.id);
      const surface = await row(first!, {children: ids}, more);
      const bounds = surface.getBoundingClientRect();
      const container = deepQuery(surface, 'a2ui-row')!.shadowRoot!.querySelector(
        '[part="container"]',
      )!;
      const boxes = [...container.children].map((child) => child.getBoundingClientRect());
      expect(boxes.length).to.equal(ids.length);
      for (const box of boxes) expect(box.right).to.be.at.most(bounds.right + 0.5);
    }
  });

  /** The boxes of the children of the Row on `surface`. */
  function childBoxes(surface: HTMLElement): DOMRect[] {
    const container = deepQuery(surface, 'a2ui-row')!.shadowRoot!.querySelector(
      '[part="container"]',
    )!;
    return [...container.children].map((child) => child.getBoundingClientRect());
  }

  it('wraps a row of Buttons too wide for a phone instead of running off it', async () => {
    const wide = {component: 'Button', child: 'label', action: {event: {name: 'go'}}};
    const more = ['b', 'c', 'd'].map((id) => ({id, ...wide}));
    const surface = await row(wide, {children: ['control', 'b', 'c', 'd']}, more);
    const bounds = surface.getBoundingClientRect();
    const buttons = childBoxes(surface);
    expect(buttons.length).to.equal(4);
    for (const box of buttons) expect(box.right).to.be.at.most(bounds.right + 0.5);
    expect(new Set(buttons.map((box) => Math.round(box.top))).size).to.equal(2);
  });

  it('keeps a long Text and two Buttons side by side, the text wrapping', async () => {
    const wide = {component: 'Button', child: 'label', action: {event: {name: 'go'}}};
    const surface = await row(wide, {children: ['text', 'control', 'b']}, [{id: 'b', ...wide}]);
    const [text, ...buttons] = childBoxes(surface);
    for (const button of buttons) expect(button.left).to.be.at.least(text!.right - 0.5);
  });

  for (const justify of ['end', 'center']) {
    it(`shows the start of a Row (justify ${justify}) too wide for its children, not cut off`, async () => {
      const wide = {component: 'Button', child: 'label', action: {event: {name: 'go'}}};
      // Four buttons, each as wide as its longest word, are wider than a 360 px phone's row.
      const more = ['b', 'c', 'd'].map((id) => ({id, ...wide}));
      const surface = await row(wide, {justify, children: ['control', 'b', 'c', 'd']}, more);
      const container = deepQuery(surface, 'a2ui-row')!.shadowRoot!.querySelector(
        '[part="container"]',
      )!;
      const first = deepQuery(surface, 'a2ui-button')!;
      expect(first.getBoundingClientRect().left).to.be.at.least(
        container.getBoundingClientRect().left - 0.5,
      );
    });
  }
});
