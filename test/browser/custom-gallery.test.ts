import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {catalog} from '../../demo/catalogs/authoring.js';
import type {ErrorBody} from '../../src/state/errors.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import '../../src/surface/a2ui-surface.js';

async function mountExample() {
  const example = (await (await fetch('/demo/examples/custom/authoring-api.json')).json()) as {
    messages: unknown[];
  };
  const processor = new MessageProcessor({catalogs: [catalog]});
  const errors: ErrorBody[] = [];
  const actions: {name: string; context: Record<string, unknown>}[] = [];
  processor.addEventListener('error', (e) => errors.push(e.detail));
  processor.addEventListener('action', (e) => actions.push(e.detail));
  processor.processMessages(example.messages);
  const el = await fixture<A2uiSurface>(
    html`<a2ui-surface surface-id="authoring-api" .processor=${processor}></a2ui-surface>`,
  );
  await settle();
  const surface = processor.getSurface('authoring-api')!;
  return {el, surface, errors, actions, find: (s: string) => deepQuery<HTMLElement>(el, s)!};
}

describe('gallery example: the authoring-API custom catalog', () => {
  it('renders the container, its three children and no error', async () => {
    const {find, errors} = await mountExample();
    expect(find('[data-a2ui-id="root"]').shadowRoot!.textContent).to.contain('Team notes');
    for (const id of ['note', 'count', 'vote'])
      expect(find(`[data-a2ui-id="${id}"]`)).to.not.equal(undefined);
    expect(errors).to.deep.equal([]);
  });

  it('counts words with a custom function inside formatString', async () => {
    const {find} = await mountExample();
    expect(find('[data-a2ui-id="count"]').shadowRoot!.textContent!.trim()).to.equal('5 words');
  });

  it('writes typing to the data model and shows the custom check failing', async () => {
    const {find, surface} = await mountExample();
    const textarea = find('[data-a2ui-id="note"]').querySelector('textarea')!;
    textarea.value = 'one two three four five six seven eight nine';
    textarea.dispatchEvent(new Event('input'));
    await settle();
    expect(surface.dataModel.get('/note')).to.equal(textarea.value);
    expect(textarea.getAttribute('aria-invalid')).to.equal('true');
    expect(find('[data-a2ui-id="note"]').querySelector('.error')!.textContent).to.equal(
      'Keep it to 8 words or fewer.',
    );
    expect(find('[data-a2ui-id="count"]').shadowRoot!.textContent!.trim()).to.equal('9 words');
  });

  it('sends the vote action from the plain element with its context', async () => {
    const {find, actions} = await mountExample();
    const button = find('[data-a2ui-id="vote"]').querySelector('button')!;
    expect(button.textContent).to.equal('👍 Agree (2)');
    button.click();
    expect(actions.map((a) => [a.name, a.context])).to.deep.equal([
      ['vote', {note: 'Ship the custom catalog guide'}],
    ]);
  });
});
