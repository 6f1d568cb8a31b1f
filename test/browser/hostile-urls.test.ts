import {expect} from '@open-wc/testing';
import {components, data, hostileSurface} from './hostile-surface.js';
import {unsafeMarkup} from './hostile-page.js';
import {URLS} from './hostile-arbitraries.js';

// Every URL a hostile agent might give a link or a media element, literal and bound.
const unsafe = URLS.filter((url) => !/^https?:\/\/[^@]*$/.test(url));
const media = ['Image', 'Video', 'AudioPlayer'];

describe('URLs from a hostile agent', () => {
  for (const type of media) {
    it(`${type} loads no URL but http(s) and reports each one it refuses`, async () => {
      const list = unsafe.flatMap((url, i) => [
        {id: `literal${i}`, component: type, url},
        {id: `bound${i}`, component: type, url: {path: `/urls/${i}`}},
      ]);
      const {el, errors} = await hostileSurface(
        data('/urls', unsafe),
        components([{id: 'root', component: 'Column', children: list.map((c) => c.id)}, ...list]),
      );
      expect(unsafeMarkup(el)).to.deep.equal([]);
      // Image inlines data:image/… URLs; everything else is refused, once per component.
      const loaded = type === 'Image' ? unsafe.filter((url) => url.startsWith('data:image/')) : [];
      const refused = errors.filter((error) => error.code === 'INVALID_URL');
      expect(refused).to.have.length(2 * (unsafe.length - loaded.length));
    });
  }
});
