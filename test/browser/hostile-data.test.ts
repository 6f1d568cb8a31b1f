import {expect} from '@open-wc/testing';
import {flush} from './hostile-page.js';
import {components, data, deepText, hostileSurface} from './hostile-surface.js';

// Data paths built to hurt: far longer than any data model may nest.

describe('data paths from a hostile agent', () => {
  it('refuses a write deeper than the data model may nest, even of a plain value', async () => {
    const {errors} = await hostileSurface(data('/a'.repeat(1001), 1), data('/a'.repeat(5000), 1));
    expect(errors.map((e) => `${e.code}: ${e.message}`)).to.deep.equal([
      'DATA_ERROR: The value nests deeper than 1000 levels.',
      'DATA_ERROR: The value nests deeper than 1000 levels.',
    ]);
  });

  it('clears a deleted surface whose Text was bound to a path 50,000 levels deep', async () => {
    const {el, processor, errors} = await hostileSurface(
      components([
        {id: 'root', component: 'Column', children: ['deep', 'plain']},
        {id: 'deep', component: 'Text', text: {path: '/a'.repeat(50_000)}},
        {id: 'plain', component: 'Text', text: 'visible'},
      ]),
    );
    expect(deepText(el)).to.contain('visible');
    processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 's'}}]);
    await flush();
    expect(deepText(el)).to.not.contain('visible');
    expect(errors).to.deep.equal([]);
  });
});
