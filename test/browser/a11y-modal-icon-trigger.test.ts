// A Modal trigger that is an Icon alone shows no text, yet it is a button, and a button needs a
// name (WCAG 4.1.2, WAI-ARIA button pattern): the Icon's accessibility label, else the Modal's,
// else the icon's name, else `uiText.openDialog` (as for an Image trigger).
import {expect} from '@open-wc/testing';
import '../../components/index.js';
import {uiText} from '../../components/index.js';
import {renderComponent, settle, shadow, testSurface} from '../../components/shared/testing.js';
import {announced} from './a11y-tree.js';
import {expectAccessible} from './inputs-harness.js';

async function iconTrigger(icon: object = {}, modal: object = {}, data: object = {}) {
  const {surface} = testSurface(
    [
      {id: 'root', component: 'Modal', trigger: 'open', content: 'body', ...modal},
      {id: 'open', component: 'Icon', name: 'settings', ...icon},
      {id: 'body', component: 'Text', text: 'Inside the dialog'},
    ],
    data as Record<string, unknown>,
  );
  const el = await renderComponent(surface);
  const wrapper = shadow(el).querySelector<HTMLElement>('[part="trigger"]')!;
  return {surface, el, wrapper};
}

describe('a Modal whose trigger is an Icon', () => {
  it('is a button named after its icon when neither has a label', async () => {
    const {wrapper} = await iconTrigger();
    expect(announced(wrapper)).to.equal('button "settings"');
  });

  it('is a button named "Open dialog" when its icon is a drawn path and has no label', async () => {
    const {wrapper} = await iconTrigger({name: {svgPath: 'M2 2h20v20H2z'}});
    expect(announced(wrapper)).to.equal('button "Open dialog"');
  });

  it('has no axe violation without a label', async () => {
    const {el} = await iconTrigger();
    await expectAccessible(el);
  });

  it('is named after the Modal accessibility label when there is one', async () => {
    const {wrapper} = await iconTrigger({}, {accessibility: {label: 'Settings'}});
    expect(announced(wrapper)).to.equal('button "Settings"');
  });

  it('is named by the Icon accessibility label when it has one', async () => {
    const {wrapper} = await iconTrigger({accessibility: {label: 'Preferences'}});
    expect(announced(wrapper)).to.equal('button "Preferences"');
  });

  it('takes the Icon label as its name once it arrives in the data model', async () => {
    const {surface, wrapper} = await iconTrigger({accessibility: {label: {path: '/name'}}});
    surface.dataModel.set('/name', 'Preferences');
    await settle();
    expect(announced(wrapper)).to.equal('button "Preferences"');
  });

  it('says what uiText.openDialog says', async () => {
    const saved = uiText.openDialog;
    uiText.openDialog = 'Dialog öffnen';
    try {
      const {wrapper} = await iconTrigger({name: {svgPath: 'M2 2h20v20H2z'}});
      expect(announced(wrapper)).to.equal('button "Dialog öffnen"');
    } finally {
      uiText.openDialog = saved;
    }
  });
});
