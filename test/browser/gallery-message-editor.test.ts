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
