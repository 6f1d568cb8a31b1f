// A component's tag is checked where it is defined, not at its first render.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {basicCatalog, defineCatalog, defineComponent, type ComponentApi} from '../../src/core.js';

const props = {label: z.string()};

describe('defineComponent tag', () => {
  it('refuses a tag without a hyphen, naming the component, the tag and the rule', () => {
    assert.throws(() => defineComponent({name: 'StatCard', tag: 'statcard', props}), {
      message: /^Component "StatCard" cannot use tag "statcard": .*contains a hyphen/,
    });
  });

  it('refuses a tag with uppercase letters', () => {
    assert.throws(() => defineComponent({name: 'StatCard', tag: 'My-Stat-Card', props}), {
      message: /"My-Stat-Card".*no uppercase letters/,
    });
  });

  it('refuses a tag that does not start with a lowercase letter', () => {
    for (const tag of ['1-card', '-card', 'é-card']) {
      assert.throws(() => defineComponent({name: 'Card', tag, props}), {
        message: /starts with a lowercase letter a-z/,
      });
    }
  });

  it('refuses a tag with spaces or symbols', () => {
    for (const tag of ['stat card-x', 'stat-card!', 'stat:card-x']) {
      assert.throws(() => defineComponent({name: 'Card', tag, props}), /cannot use tag/);
    }
  });

  it('refuses the names SVG and MathML reserve', () => {
    for (const tag of ['font-face', 'annotation-xml', 'missing-glyph', 'font-face-src']) {
      assert.throws(() => defineComponent({name: 'Card', tag, props}), /reserve/);
    }
  });

  it('refuses a name whose default tag would not be valid', () => {
    assert.throws(() => defineComponent({name: 'Stat Card', props}), {
      message: /^Component "Stat Card" cannot use tag "a2ui-stat card"/,
    });
  });

  it('accepts valid names, non-ASCII letters and dots included', () => {
    for (const tag of ['my-stat-card', 'x-1', 'my-card.v2_b', 'mon-élément', 'emoji-😀']) {
      assert.equal(defineComponent({name: 'Card', tag, props}).tag, tag);
    }
    assert.equal(defineComponent({name: 'StatCard', props}).tag, undefined);
  });
});

describe('defineCatalog tags', () => {
  class Element1 {}
  class Element2 {}
  const withElement = (name: string, tag: string, element: object): ComponentApi => ({
    ...defineComponent({name, tag, props}),
    element: element as CustomElementConstructor,
  });

  it('refuses two components of the catalog rendered by different elements under one tag', () => {
    assert.throws(
      () =>
        defineCatalog({
          id: 'urn:tags',
          components: [
            withElement('First', 'my-card', Element1),
            withElement('Second', 'my-card', Element2),
          ],
        }),
      {message: /^Component "Second" cannot use tag "my-card": component "First"/},
    );
  });

  it('refuses a custom component taking the tag of an inherited basic one', () => {
    assert.throws(
      () =>
        defineCatalog({
          id: 'urn:tags',
          extends: basicCatalog,
          components: [withElement('FancyButton', 'a2ui-button', Element1)],
        }),
      /Component "FancyButton" cannot use tag "a2ui-button": component "Button"/,
    );
  });

  it('refuses a hand-written ComponentApi with an invalid tag', () => {
    const api = {...defineComponent({name: 'Chip', props}), tag: 'chip'};
    assert.throws(() => defineCatalog({id: 'urn:tags', components: [api]}), /"chip"/);
  });

  it('accepts one element under one tag for two component names', () => {
    const catalog = defineCatalog({
      id: 'urn:tags',
      components: [
        withElement('Card', 'my-card', Element1),
        withElement('Tile', 'my-card', Element1),
      ],
    });
    assert.deepEqual(Object.keys(catalog.components), ['Card', 'Tile']);
  });

  it('accepts a replacement of a basic component under the same name', () => {
    const catalog = defineCatalog({
      id: 'urn:tags',
      extends: basicCatalog,
      components: [withElement('Text', 'my-text', Element1)],
    });
    assert.equal(catalog.components['Text']!.tag, 'my-text');
  });
});
