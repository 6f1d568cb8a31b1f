import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../demo/gallery/message-editor.js';
import type {MessageEditor} from '../../demo/gallery/message-editor.js';
import type {SourceProblem} from '../../demo/gallery/parse-messages.js';

const problem: SourceProblem = {
  line: 3,
  column: 5,
  path: '/version',
  message: 'Expected "v0.9"',
  messageIndex: 0,
  kind: 'validation',
};

async function editor(problems: SourceProblem[] = []) {
  const el = await fixture<MessageEditor>(
    html`<message-editor
        .value=${'[\n  {\n    "version": "x"\n  }\n]'}
        .problems=${problems}
      ></message-editor>
      <button id="after">after</button>`,
  );
  await el.updateComplete;
  return el;
}

const textarea = (el: MessageEditor) => el.shadowRoot!.querySelector('textarea')!;

describe('gallery message editor: keyboard', () => {
  it('reaches each listed problem with Tab and reveals its line with Enter', async () => {
    const el = await editor([problem]);
    const item = el.shadowRoot!.querySelector<HTMLElement>('[part="problems"] button');
    expect(item, 'a problem is a button').to.not.equal(null);
    item!.focus();
    await sendKeys({press: 'Enter'});
    const area = textarea(el);
    expect(el.shadowRoot!.activeElement).to.equal(area);
    const caretLine = area.value.slice(0, area.selectionStart).split('\n').length;
    expect(caretLine).to.equal(3);
  });

  it('shows how to leave the text area while it has focus', async () => {
    const el = await editor();
    const hint = el.shadowRoot!.querySelector<HTMLElement>('#keys')!;
    expect(hint.getBoundingClientRect().height).to.be.below(2);
    textarea(el).focus();
    expect(hint.getBoundingClientRect().height).to.be.above(10);
    expect(hint.textContent).to.contain('Escape, then Tab');
    textarea(el).blur();
    expect(hint.getBoundingClientRect().height).to.be.below(2);
  });

  it('indents with Tab, and Escape then Tab leaves the text area', async () => {
    const el = await editor();
    const area = textarea(el);
    area.focus();
    area.setSelectionRange(0, 0);
    await sendKeys({press: 'Tab'});
    expect(area.value.startsWith('  [')).to.equal(true);
    await sendKeys({press: 'Escape'});
    await sendKeys({press: 'Tab'});
    expect(el.shadowRoot!.activeElement).to.not.equal(area);
    expect(area.value.startsWith('    [')).to.equal(false);
  });
});

describe('gallery message editor: problems beside their lines', () => {
  it('shows the label after the end of the bad line, never over its text', async () => {
    const el = await editor([problem]);
    const area = textarea(el).getBoundingClientRect();
    const copy = el.shadowRoot!.querySelector('.marker .line')!.getBoundingClientRect();
    const label = el.shadowRoot!.querySelector('.marker .label')!.getBoundingClientRect();
    // The hidden copy of line 3 sits where the text area draws it (8 px padding).
    expect(Math.abs(copy.left - (area.left + 8))).to.be.below(1.5);
    expect(copy.width).to.be.above(50);
    expect(label.left).to.be.at.least(copy.right);
    // The message comes first (the path is in the list below and in the tooltip).
    const text = el.shadowRoot!.querySelector('.marker .label')!.textContent!.trim();
    expect(text).to.equal('Expected "v0.9"');
  });

  it('does not slide the label back over a short line when the label is wider than the view', async () => {
    const el = await fixture<MessageEditor>(
      html`<message-editor
        style="width: 260px"
        .value=${'[\n  {\n    "version": "x"\n  }\n]'}
        .problems=${[{...problem, message: 'A long explanation '.repeat(6)}]}
      ></message-editor>`,
    );
    await el.updateComplete;
    const copy = el.shadowRoot!.querySelector('.marker .line')!.getBoundingClientRect();
    const label = el.shadowRoot!.querySelector('.marker .label')!.getBoundingClientRect();
    expect(label.left).to.be.at.least(copy.right);
  });

  it('keeps the line numbers in view when long lines are scrolled sideways', async () => {
    const el = await fixture<MessageEditor>(
      html`<message-editor
        style="width: 300px"
        .value=${`[\n  {"version": "v0.9", "text": "${'long '.repeat(40)}"}\n]`}
      ></message-editor>`,
    );
    await el.updateComplete;
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    scroller.scrollLeft = 150;
    expect(scroller.scrollLeft).to.be.above(0);
    const gutter = el.shadowRoot!.querySelector('.gutter')!.getBoundingClientRect();
    expect(Math.abs(gutter.left - scroller.getBoundingClientRect().left)).to.be.below(1.5);
  });
});

describe('gallery message editor: a new text', () => {
  it('starts at its top: caret at the start, scrolled to the top', async () => {
    const long = (n: number) => Array.from({length: n}, (_, i) => `{"line": ${i}}`).join('\n');
    const el = await fixture<MessageEditor>(
      html`<message-editor style="height: 200px" .value=${long(100)}></message-editor>`,
    );
    await el.updateComplete;
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    scroller.scrollTop = 800;
    expect(scroller.scrollTop).to.be.above(0);
    el.value = long(120);
    await el.updateComplete;
    expect(scroller.scrollTop).to.equal(0);
    textarea(el).focus();
    expect(textarea(el).selectionStart).to.equal(0);
    expect(scroller.scrollTop).to.equal(0);
  });

  it('keeps the caret where the user types', async () => {
    const el = await editor();
    const area = textarea(el);
    area.focus();
    area.setSelectionRange(5, 5);
    await sendKeys({type: 'x'});
    await el.updateComplete;
    expect(area.selectionStart).to.equal(6);
  });
});
