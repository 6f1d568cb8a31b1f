// An open Modal is a dialog, and a dialog needs a name (WAI-ARIA dialog pattern, axe
// aria-dialog-name). The Modal's accessibility label names it; else the visible title of its
// content, its first heading (the pattern names a dialog by its visible title); else the name of
// the trigger that opened it, also when that trigger shows no text (an Image or an Icon).
import {expect} from '@open-wc/testing';
import '../../components/index.js';
import type {A2uiModal} from '../../components/modal/modal.js';
import {renderComponent, settle, shadow, testSurface} from '../../components/shared/testing.js';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {announced} from './a11y-tree.js';
import {expectAccessible} from './inputs-harness.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const plainBody: ComponentDefinition[] = [
  {id: 'body', component: 'Text', text: 'Inside the dialog'},
];

const titledBody: ComponentDefinition[] = [
  {id: 'body', component: 'Column', children: ['title', 'text']},
  {id: 'title', component: 'Text', variant: 'h2', text: 'Shipping options'},
  {id: 'text', component: 'Text', text: 'Choose how your order travels.'},
];

/** Opens a Modal with this trigger and content; what its dialog is announced as, and the Modal. */
async function openModal(
  trigger: Record<string, unknown>,
  body: ComponentDefinition[] = plainBody,
  modal: object = {},
  data: object = {},
) {
  const {surface} = testSurface(
    [
      {id: 'root', component: 'Modal', trigger: 'open', content: 'body', ...modal},
      {id: 'open', ...trigger} as ComponentDefinition,
      ...body,
    ],
    data as Record<string, unknown>,
  );
  const el = await renderComponent<A2uiModal>(surface);
  await el.show();
  await settle();
  const dialog = shadow(el).querySelector('dialog')!;
  return {surface, el, dialog, said: () => announced(dialog)};
}

describe('the dialog of a Modal whose trigger shows no text', () => {
  afterEach(() => {
    for (const modal of document.querySelectorAll('a2ui-modal')) modal.close();
  });

  it('is named "Open dialog" after a nameless Image trigger', async () => {
    const {said} = await openModal({component: 'Image', url: PNG});
    expect(said()).to.equal('dialog "Open dialog" modal');
  });

  it('has no axe violation after a nameless Image trigger', async () => {
    const {el} = await openModal({component: 'Image', url: PNG});
    await expectAccessible(el);
  });

  it('is named by the description of an Image trigger', async () => {
    const {said} = await openModal({component: 'Image', url: PNG, description: 'A red dot'});
    expect(said()).to.equal('dialog "A red dot" modal');
  });

  it('is named after the icon of an Icon trigger without a label', async () => {
    const {said} = await openModal({component: 'Icon', name: 'settings'});
    expect(said()).to.equal('dialog "settings" modal');
  });

  it('is named "Open dialog" after an Icon trigger drawn from a path, without a label', async () => {
    const {said} = await openModal({component: 'Icon', name: {svgPath: 'M2 2h20v20H2z'}});
    expect(said()).to.equal('dialog "Open dialog" modal');
  });

  it('is named by the accessibility label of an Icon trigger', async () => {
    const {said} = await openModal({
      component: 'Icon',
      name: 'settings',
      accessibility: {label: 'Preferences'},
    });
    expect(said()).to.equal('dialog "Preferences" modal');
  });

  it('is named by the Modal accessibility label, which names its trigger too', async () => {
    const {said} = await openModal({component: 'Icon', name: 'settings'}, plainBody, {
      accessibility: {label: 'Settings'},
    });
    expect(said()).to.equal('dialog "Settings" modal');
  });
});

describe('the dialog of a Modal named after its trigger', () => {
  afterEach(() => {
    for (const modal of document.querySelectorAll('a2ui-modal')) modal.close();
  });

  it('follows the text of the trigger as it changes in the data model', async () => {
    const {surface, said} = await openModal(
      {component: 'Text', text: {path: '/open'}},
      plainBody,
      {},
      {open: 'Show details'},
    );
    surface.dataModel.set('/open', 'Show the terms');
    await settle();
    expect(said()).to.equal('dialog "Show the terms" modal');
  });
});

describe('the dialog of a Modal whose content has a heading', () => {
  afterEach(() => {
    for (const modal of document.querySelectorAll('a2ui-modal')) modal.close();
  });

  it('is named by that heading, its visible title', async () => {
    const {said} = await openModal({component: 'Text', text: 'Show details'}, titledBody);
    expect(said()).to.equal('dialog "Shipping options" modal');
  });

  it('is named by the heading also when the trigger shows no text', async () => {
    const {said} = await openModal({component: 'Image', url: PNG}, titledBody);
    expect(said()).to.equal('dialog "Shipping options" modal');
  });

  it('is named by the Modal accessibility label before the heading', async () => {
    const {said} = await openModal({component: 'Text', text: 'Show details'}, titledBody, {
      accessibility: {label: 'Delivery'},
    });
    expect(said()).to.equal('dialog "Delivery" modal');
  });

  it('follows the heading text as it changes in the data model', async () => {
    const body = [
      titledBody[0]!,
      {id: 'title', component: 'Text', variant: 'h2', text: {path: '/title'}},
      titledBody[2]!,
    ];
    const {surface, said} = await openModal(
      {component: 'Text', text: 'Show'},
      body,
      {},
      {
        title: 'Shipping options',
      },
    );
    surface.dataModel.set('/title', 'Delivery times');
    await settle();
    expect(said()).to.equal('dialog "Delivery times" modal');
  });

  it('takes the heading as its name when it arrives after the dialog opened', async () => {
    const {surface, said} = await openModal(
      {component: 'Text', text: 'Show details'},
      titledBody.filter((definition) => definition.id !== 'title'),
    );
    expect(said()).to.equal('dialog "Show details" modal');
    surface.updateComponents([titledBody[1]!]);
    await settle();
    expect(said()).to.equal('dialog "Shipping options" modal');
  });

  it('has no axe violation', async () => {
    const {el} = await openModal({component: 'Image', url: PNG}, titledBody);
    await expectAccessible(el);
  });
});
