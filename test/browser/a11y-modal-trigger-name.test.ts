// A Modal trigger that shows no text (an Image without a description) is still a button, and a
// button needs a name (WCAG 4.1.2, WAI-ARIA button pattern): the Modal's accessibility label,
// else `uiText.openDialog`. An Image with a description keeps it as the name.
import {expect} from '@open-wc/testing';
import '../../components/index.js';
import {uiText} from '../../components/index.js';
import {renderComponent, settle, shadow, testSurface} from '../../components/shared/testing.js';
import {announced} from './a11y-tree.js';
import {expectAccessible} from './inputs-harness.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function imageTrigger(image: object, modal: object = {}, data: object = {}) {
  const {surface} = testSurface(
    [
      {id: 'root', component: 'Modal', trigger: 'open', content: 'body', ...modal},
      {id: 'open', component: 'Image', url: PNG, ...image},
      {id: 'body', component: 'Text', text: 'Inside the dialog'},
    ],
    data as Record<string, unknown>,
  );
  const el = await renderComponent(surface);
  const wrapper = shadow(el).querySelector<HTMLElement>('[part="trigger"]')!;
  return {surface, el, wrapper};
}

describe('a Modal whose trigger is an Image', () => {
  it('is a button named "Open dialog" when the Image has no description', async () => {
    const {wrapper} = await imageTrigger({});
    expect(announced(wrapper)).to.equal('button "Open dialog"');
  });

  it('has no axe violation without a description', async () => {
    const {el} = await imageTrigger({});
    await expectAccessible(el);
  });

  it('is named after the Modal accessibility label when there is one', async () => {
    const {wrapper} = await imageTrigger({}, {accessibility: {label: 'Product photos'}});
    expect(announced(wrapper)).to.equal('button "Product photos"');
  });

  it('is named by the Image description when there is one', async () => {
    const {wrapper} = await imageTrigger({description: 'A red dot'});
    expect(announced(wrapper)).to.equal('button "A red dot"');
  });

  it('is named by the Image accessibility label when it has no description', async () => {
    const {wrapper} = await imageTrigger({accessibility: {label: 'Our shop'}});
    expect(announced(wrapper)).to.equal('button "Our shop"');
  });

  it('takes the description as its name once it arrives in the data model', async () => {
    const {surface, wrapper} = await imageTrigger({description: {path: '/alt'}});
    surface.dataModel.set('/alt', 'A red dot');
    await settle();
    expect(announced(wrapper)).to.equal('button "A red dot"');
  });

  it('says what uiText.openDialog says', async () => {
    const saved = uiText.openDialog;
    uiText.openDialog = 'Dialog öffnen';
    try {
      const {wrapper} = await imageTrigger({});
      expect(announced(wrapper)).to.equal('button "Dialog öffnen"');
    } finally {
      uiText.openDialog = saved;
    }
  });
});
