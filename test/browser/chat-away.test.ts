// The agent keeps changing a reply while the user has scrolled it out of view (its element is
// out of the page): added back, the reply shows what the agent did meanwhile.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import {everyElement} from './dom-walk.js';
import {CATALOG, renderedIds, replyMessages, surfaceElement} from './chat-conversation.js';

const listReply = (surfaceId: string): object[] => [
  {version: 'v0.9', createSurface: {surfaceId, catalogId: CATALOG}},
  {version: 'v0.9', updateDataModel: {surfaceId, value: {items: [{t: 'a'}, {t: 'b'}]}}},
  {
    version: 'v0.9',
    updateComponents: {
      surfaceId,
      components: [
        {id: 'root', component: 'List', children: {componentId: 'item', path: '/items'}},
        {id: 'item', component: 'Text', text: {path: 't'}},
      ],
    },
  },
];

function itemTexts(el: A2uiSurface): string[] {
  return everyElement(el.shadowRoot!)
    .filter((node) => node.getAttribute('data-a2ui-id') === 'item')
    .map((node) => node.shadowRoot!.textContent!.trim());
}

/** Shows `el`, takes it out of the page, runs `change` (in the same task or a later one), puts
 * it back. */
async function away(el: A2uiSurface, change: () => void, sameTask: boolean): Promise<void> {
  const list = await fixture<HTMLDivElement>(html`<div></div>`);
  list.append(el);
  await settle();
  el.remove();
  if (!sameTask) await settle();
  change();
  await settle();
  list.append(el);
  await settle();
}

for (const sameTask of [true, false]) {
  const when = sameTask ? 'in the task it left' : 'after it left';
  describe(`a reply changed ${when}`, () => {
    it('shows the List items the agent wrote', async () => {
      const processor = new MessageProcessor();
      processor.processMessages(listReply('r'));
      const el = surfaceElement(processor, 'r');
      await away(
        el,
        () =>
          processor.processMessages([
            {version: 'v0.9', updateDataModel: {surfaceId: 'r', path: '/items', value: [{t: 'c'}]}},
          ]),
        sameTask,
      );
      expect(itemTexts(el)).to.deep.equal(['c']);
    });

    it('shows a component whose type the agent changed', async () => {
      const processor = new MessageProcessor();
      processor.processMessages(replyMessages('r', 1));
      const el = surfaceElement(processor, 'r');
      await away(
        el,
        () =>
          processor.processMessages([
            {
              version: 'v0.9',
              updateComponents: {
                surfaceId: 'r',
                components: [{id: 'body', component: 'Divider'}],
              },
            },
          ]),
        sameTask,
      );
      expect(deepQuery(el, '[data-a2ui-id="body"]')?.localName).to.equal('a2ui-divider');
    });

    it('shows the children the agent gave its root', async () => {
      const processor = new MessageProcessor();
      processor.processMessages(replyMessages('r', 1));
      const el = surfaceElement(processor, 'r');
      await away(
        el,
        () =>
          processor.processMessages([
            {
              version: 'v0.9',
              updateComponents: {
                surfaceId: 'r',
                components: [{id: 'root', component: 'Column', children: ['body', 'title']}],
              },
            },
          ]),
        sameTask,
      );
      expect(renderedIds(el)).to.deep.equal(['root', 'body', 'title']);
    });
  });
}
