import {expect, fixture, html} from '@open-wc/testing';
import {MessageProcessor, type A2uiSurface} from '../../src/index.js';
import {everyElement} from './dom-walk.js';
import {flush} from './hostile-page.js';
import {components, data, deepText, hostileSurface} from './hostile-surface.js';
import {unsafeMarkup} from './hostile-page.js';
import {CATALOG, URLS} from './hostile-arbitraries.js';

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

  it('links no Markdown target but http(s), however the scheme is disguised', async () => {
    const targets = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '<javascript:alert(1)>',
      '&#106;avascript:alert(1)',
      'javascript&#58;alert(1)',
      'java\tscript:alert(1)',
      '%6Aavascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,hi',
      'file:///etc/passwd',
      '//evil.example/',
    ];
    const text = targets.map((url, i) => `[label${i}](${url})`).join(' and ');
    const {el} = await hostileSurface(components([{id: 'root', component: 'Text', text}]));
    expect(everyElement(el.shadowRoot!).filter((e) => e.localName === 'a')).to.deep.equal([]);
    for (let i = 0; i < targets.length; i++) expect(deepText(el)).to.contain(`label${i}`);
  });

  for (const color of [
    'red;}*{display:none',
    'url(https://evil.example/x)',
    'expression(alert(1))',
  ]) {
    it(`refuses the theme colour ${color} and puts it in no style sheet`, async () => {
      const processor = new MessageProcessor();
      const errors: string[] = [];
      processor.addEventListener('error', (event) => errors.push(event.detail.path ?? ''));
      const el = await fixture<A2uiSurface>(
        html`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`,
      );
      processor.processMessages([
        {
          version: 'v0.9',
          createSurface: {surfaceId: 's', catalogId: CATALOG, theme: {primaryColor: color}},
        },
        components([{id: 'root', component: 'Text', text: 'x'}]),
      ]);
      await flush();
      expect(errors[0]).to.equal('/theme/primaryColor');
      const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText),
      );
      expect(rules.join('\n')).to.not.contain(color.slice(0, 8));
    });
  }
});
