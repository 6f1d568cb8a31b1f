// Lit SSR (@lit-labs/ssr) renders an <a2ui-surface> in Node, where elements come from Lit's DOM
// shim and are never in a document: it sets the element's properties, calls `willUpdate` and
// `render` (LitElementRenderer.connectedCallback and renderShadow). That must not throw while
// the processor holds the surface, as it did reading the surface's `lang` (element.closest).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {html, type PropertyValues} from 'lit';
import {defaultProcessor, type A2uiSurface} from '../../src/index.js';

/** What LitElementRenderer does with `<a2ui-surface surface-id=…>` (no DOM, never connected). */
function serverRender(surfaceId: string): unknown {
  const Surface = customElements.get('a2ui-surface') as unknown as new () => A2uiSurface;
  const element = new Surface();
  element.surfaceId = surfaceId;
  const open = element as unknown as {
    willUpdate(changed: PropertyValues): void;
    render(): unknown;
  };
  open.willUpdate(new Map([['surfaceId', undefined]]));
  return open.render();
}

test('a surface the processor holds renders on the server without throwing', () => {
  defaultProcessor.processMessages([
    {
      version: 'v0.9',
      createSurface: {
        surfaceId: 'ssr',
        catalogId: 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json',
        theme: {primaryColor: '#336699', agentDisplayName: 'Helper'},
      },
    },
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 'ssr',
        components: [{id: 'root', component: 'Text', text: 'Hello'}],
      },
    },
  ]);
  const result = serverRender('ssr') as ReturnType<typeof html>;
  assert.ok(result.strings.join('').includes('part="root"'));
});

test('a surface whose creation failed renders its error on the server without throwing', () => {
  defaultProcessor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'ssr-failed', catalogId: 'urn:unknown'}},
  ]);
  const result = serverRender('ssr-failed') as ReturnType<typeof html>;
  assert.ok(result.strings.join('').includes('name="error"'));
});
