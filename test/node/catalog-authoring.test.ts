// What a developer writing a catalog meets: properties described for the agent, and mistakes
// that must say what to do.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import * as z from 'zod/mini';
import {
  ComponentContext,
  MessageProcessor,
  basicCatalog,
  defineCatalog,
  defineComponent,
  type ComponentEntry,
} from '../../src/core.js';
import {inlineCatalog} from '../../src/inline-catalogs.js';

describe('a property described for the agent', () => {
  const Meter = defineComponent({
    name: 'Meter',
    props: (t) => ({
      value: t.dynamicNumber.check(z.describe('The reading, from 0 to max.')),
      unit: z.optional(t.dynamicString.check(z.describe('Shown after the value.'))),
      live: z.optional(t.dynamicBoolean).check(z.describe('Announce changes.')),
    }),
  });
  const catalog = defineCatalog({id: 'urn:meters', extends: basicCatalog, components: [Meter]});

  it('is coerced like the undescribed type', () => {
    const processor = new MessageProcessor({catalogs: [catalog]});
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: catalog.id}},
      {version: 'v0.9', updateDataModel: {surfaceId: 's', value: {v: '42', u: 7, on: 'true'}}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 's',
          components: [
            {
              id: 'root',
              component: 'Meter',
              value: {path: '/v'},
              unit: {path: '/u'},
              live: {path: '/on'},
            },
          ],
        },
      },
    ]);
    const props = new ComponentContext(processor.getSurface('s')!, 'root').props;
    assert.deepEqual([props['value'], props['unit'], props['live']], [42, '7', true]);
  });

  it('carries its description to the agent', () => {
    const properties = inlineCatalog(catalog).components['Meter']!['properties'] as Record<
      string,
      {description?: string}
    >;
    assert.equal(properties['value']!.description, 'The reading, from 0 to max.');
    assert.equal(properties['unit']!.description, 'Shown after the value.');
  });
});

describe('a catalog listing an element class', () => {
  it('without static api says what the class needs', () => {
    class RatingStars {}
    assert.throws(
      () =>
        defineCatalog({
          id: 'urn:x',
          components: [RatingStars as unknown as ComponentEntry],
        }),
      {message: 'RatingStars has no static api (defineComponent)'},
    );
  });
});

describe('a component module imported in Node (server-side rendering)', () => {
  it('defines an A2uiElement class, and has no HTMLElement for a plain one', async () => {
    const root = join(import.meta.dirname, '..', '..');
    const index = pathToFileURL(join(root, 'src/index.ts')).href;
    const binder = pathToFileURL(join(root, 'src/binder.ts')).href;
    // A fresh process: nothing another test put on globalThis can help.
    const script = `
      const {A2uiElement, defineComponent} = await import(${JSON.stringify(index)});
      await import(${JSON.stringify(binder)});
      class Rating extends A2uiElement {
        static api = defineComponent({name: 'Rating', props: {}});
      }
      console.log(JSON.stringify({lit: Rating.api.name, plain: typeof HTMLElement}));
    `;
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {cwd: root, encoding: 'utf8'},
    );
    assert.deepEqual(JSON.parse(run.stdout.trim().split('\n').pop()!), {
      lit: 'Rating',
      plain: 'undefined',
    });
  });
});
