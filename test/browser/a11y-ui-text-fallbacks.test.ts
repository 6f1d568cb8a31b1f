// The words the renderer shows in place of what the agent left out or got wrong (the note for a
// component type it does not know, the message of a check without one) follow `uiText` too.
import {expect} from '@open-wc/testing';
import {uiText} from '../../components/index.js';
import {deepQuery, renderComponent, shadow, testSurface} from '../../components/shared/testing.js';

const english = {...uiText};

describe('uiText fallbacks', () => {
  afterEach(() => Object.assign(uiText, english));

  it('gives the note shown for a component type the catalog does not have', async () => {
    uiText.unknownComponent = (type) => `Nicht unterstützte Komponente: ${type}`;
    const {surface} = testSurface([
      {id: 'root', component: 'Column', children: ['chart']},
      {id: 'chart', component: 'Chart3D'},
    ]);
    const el = await renderComponent(surface);
    const note = deepQuery(el, '.a2ui-unknown')!;
    expect(note.textContent).to.equal('Nicht unterstützte Komponente: Chart3D');
    expect(note.getAttribute('role')).to.equal('note');
  });

  it('gives the message of a failing check the agent gave none', async () => {
    uiText.checkFailed = 'Ungültige Eingabe';
    const {surface} = testSurface([
      {id: 'root', component: 'TextField', label: 'Name', value: 'x', checks: [{condition: false}]},
    ]);
    const el = await renderComponent(surface);
    expect(shadow(el).querySelector('[part="error"]')?.textContent?.trim()).to.equal(
      'Ungültige Eingabe',
    );
  });
});
