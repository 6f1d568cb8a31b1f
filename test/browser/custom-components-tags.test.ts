import {expect} from '@open-wc/testing';
import {html} from 'lit';
import * as z from 'zod/mini';
import '../../components/index.js';
import {defineCatalog, defineComponent} from '../../src/catalog/define-catalog.js';
import {A2uiElement} from '../../src/surface/a2ui-element.js';

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
