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

describe('custom component tags when a module is evaluated again', () => {
  /** What a module defining StatCard makes each time it is evaluated (Vite's hot module
   * replacement evaluates it again on every edit): a new class, same name, same tag. */
  function evaluateStatCardModule(tag: string, text: string) {
    return class StatCard extends A2uiElement {
      static api = defineComponent({name: 'StatCard', tag, props: {label: z.string()}});
      protected override render(): unknown {
        return html`${text}: ${this.props['label']}`;
      }
    };
  }

  async function renderCard(catalog: Catalog): Promise<string | undefined> {
    const processor = new MessageProcessor({catalogs: [catalog]});
    const surface = await fixture<HTMLElement>(
      testHtml`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`,
    );
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: catalog.id}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 's',
          components: [{id: 'root', component: 'StatCard', label: 'Revenue'}],
        },
      },
    ]);
    await settle();
    return surface.shadowRoot?.querySelector('[data-a2ui-id="root"]')?.shadowRoot?.textContent;
  }

  function warningsOf(run: () => void): string[] {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      run();
    } finally {
      console.warn = warn;
    }
    return warnings;
  }

  it('keeps the first element, warning once that a reload picks up the change', async () => {
    const first = evaluateStatCardModule('tags-hmr-card', 'v1');
    expect(await renderCard(defineCatalog({id: 'urn:hmr', components: [first]}))).to.contain(
      'v1: Revenue',
    );
    let again: Catalog | undefined;
    const warnings = warningsOf(() => {
      again = defineCatalog({
        id: 'urn:hmr',
        components: [evaluateStatCardModule('tags-hmr-card', 'v2')],
      });
      defineCatalog({id: 'urn:hmr', components: [evaluateStatCardModule('tags-hmr-card', 'v3')]});
    });
    expect(warnings).to.deep.equal([
      'Component "StatCard" cannot use tag "tags-hmr-card": the element of an earlier run of its ' +
        'module (hot module replacement) has it. Reload the page to see the change.',
    ]);
    expect(await renderCard(again!)).to.contain('v1: Revenue');
  });

  it('still refuses the tag to another component', async () => {
    const first = evaluateStatCardModule('tags-hmr-other', 'v1');
    await renderCard(defineCatalog({id: 'urn:hmr-other', components: [first]}));
    const Other = componentClass('OtherCard', 'tags-hmr-other');
    expect(refusal(() => defineCatalog({id: 'urn:hmr-other', components: [Other]}))).to.equal(
      'Component "OtherCard" cannot use tag "tags-hmr-other": another element has it.',
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
