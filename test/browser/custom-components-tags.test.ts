import {expect, fixture, html as testHtml} from '@open-wc/testing';
import {html} from 'lit';
import * as z from 'zod/mini';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {basicCatalog} from '../../src/catalog/basic-catalog.js';
import type {Catalog} from '../../src/catalog/catalog.js';
import {defineCatalog, defineComponent} from '../../src/catalog/define-catalog.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import '../../src/surface/a2ui-surface.js';

/** A component class with the given tag, not registered yet. */
function componentClass(name: string, tag: string) {
  return class extends A2uiElement {
    static api = defineComponent({name, tag, props: {label: z.string()}});
    protected override render(): unknown {
      return html`${this.props['label']}`;
    }
  };
}

function refusal(define: () => unknown): string {
  try {
    define();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

describe('custom component tags in the browser', () => {
  it('refuses a tag the page registered for another element class', () => {
    const Card = componentClass('StatCard', 'a2ui-text');
    expect(refusal(() => defineCatalog({id: 'urn:tags', components: [Card]}))).to.equal(
      'Component "StatCard" cannot use tag "a2ui-text": another element has it.',
    );
  });

  it('accepts an element class the page registered under the tag itself', () => {
    const Card = componentClass('StatCard', 'tags-own-card');
    customElements.define('tags-own-card', Card);
    const catalog = defineCatalog({id: 'urn:tags', components: [Card]});
    expect(catalog.components['StatCard']!.element).to.equal(Card);
  });

  it('refuses an invalid tag when the class is defined, before anything renders', () => {
    expect(refusal(() => componentClass('StatCard', 'statcard'))).to.match(
      /^Component "StatCard" cannot use tag "statcard": a custom element name .* contains a hyphen/,
    );
  });
});

describe('custom component tags at the first render', () => {
  it('names the component and its tag when the browser refuses to register it', async () => {
    const Card = class extends A2uiElement {};
    // A catalog written by hand, not by defineCatalog (which would refuse the tag at once).
    const catalog: Catalog = {
      id: 'urn:hand-made',
      components: {
        ...basicCatalog.components,
        StatCard: {
          ...defineComponent({name: 'StatCard', props: {}}),
          tag: 'statcard',
          element: Card,
        },
      },
      functions: basicCatalog.functions,
    };
    const processor = new MessageProcessor({catalogs: [catalog]});
    const messages: string[] = [];
    processor.addEventListener('error', (event) => messages.push(event.detail.message));
    await fixture(testHtml`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`);
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'urn:hand-made'}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 's',
          components: [
            {id: 'root', component: 'Column', children: ['card']},
            {id: 'card', component: 'StatCard'},
          ],
        },
      },
    ]);
    await settle();
    expect(messages.join('\n')).to.contain('Component "StatCard" cannot use tag "statcard": ');
  });

  it('reports a root component whose tag the browser refuses, without throwing', async () => {
    const Card = class extends A2uiElement {};
    // A catalog written by hand, not by defineCatalog (which would refuse the tag at once).
    const catalog: Catalog = {
      id: 'urn:hand-made-root',
      components: {
        ...basicCatalog.components,
        StatCard: {
          ...defineComponent({name: 'StatCard', props: {}}),
          tag: 'statcard',
          element: Card,
        },
      },
      functions: basicCatalog.functions,
    };
    const processor = new MessageProcessor({catalogs: [catalog]});
    const messages: string[] = [];
    processor.addEventListener('error', (event) => messages.push(event.detail.message));
    await fixture(testHtml`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`);
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'urn:hand-made-root'}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 's',
          components: [{id: 'root', component: 'StatCard'}],
        },
      },
    ]);
    await settle();
    expect(messages.join('\n')).to.contain('Component "StatCard" cannot use tag "statcard": ');
  });
});
