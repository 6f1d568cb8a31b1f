import {expect} from '@open-wc/testing';
import {renderComponent, settle, shadow, testSurface} from '../shared/testing.js';
import '../column/column.js';
import './text.js';

describe('a2ui-text', () => {
  it('renders body text with its component id on the host', async () => {
    const {surface} = testSurface([{id: 'root', component: 'Text', text: 'Hello'}]);
    const el = await renderComponent(surface);
    expect(el.getAttribute('data-a2ui-id')).to.equal('root');
    expect(shadow(el).textContent!.trim()).to.equal('Hello');
  });

  for (const level of ['h1', 'h2', 'h3', 'h4', 'h5']) {
    it(`renders variant ${level} as an ${level} heading`, async () => {
      const {surface} = testSurface([{id: 'root', component: 'Text', text: 'T', variant: level}]);
      const el = await renderComponent(surface);
      expect(shadow(el).querySelector(level)!.textContent).to.equal('T');
    });
  }

  it('renders the caption variant as smaller muted text', async () => {
    const {surface} = testSurface([{id: 'root', component: 'Text', text: 'c', variant: 'caption'}]);
    const el = await renderComponent(surface);
    const caption = shadow(el).querySelector('.caption')!;
    expect(caption.textContent).to.equal('c');
    const size = parseFloat(getComputedStyle(caption).fontSize);
    expect(size).to.be.below(parseFloat(getComputedStyle(el).fontSize));
  });

  it('takes no room in its Column while its text is empty, and its place once it has text', async () => {
    const {surface} = testSurface(
      [
        {id: 'root', component: 'Column', children: ['a', 'empty', 'unbound', 'b']},
        {id: 'a', component: 'Text', text: 'A'},
        {id: 'empty', component: 'Text', text: ''},
        {id: 'unbound', component: 'Text', text: {path: '/later'}},
        {id: 'b', component: 'Text', text: 'B'},
      ],
      {},
    );
    const column = await renderComponent(surface);
    const [a, , unbound, b] = [...shadow(column).querySelectorAll('a2ui-text')];
    const gap = parseFloat(getComputedStyle(shadow(column).firstElementChild!).rowGap);
    const space = () => b!.getBoundingClientRect().top - a!.getBoundingClientRect().bottom;
    expect(space()).to.equal(gap);
    surface.dataModel.set('/later', 'Later');
    await settle();
    expect(shadow(unbound!).textContent!.trim()).to.equal('Later');
    expect(unbound!.getBoundingClientRect().height).to.be.above(0);
    expect(space()).to.equal(2 * gap + unbound!.getBoundingClientRect().height);
  });

  it('takes no room in its Column while its text is only white space, in every variant', async () => {
    const {surface} = testSurface(
      [
        {id: 'root', component: 'Column', children: ['a', 's', 'lines', 'h', 'c', 'bound', 'b']},
        {id: 'a', component: 'Text', text: 'A'},
        {id: 's', component: 'Text', text: ' '},
        {id: 'lines', component: 'Text', text: ' \n\t\n '},
        {id: 'h', component: 'Text', text: ' ', variant: 'h2'},
        {id: 'c', component: 'Text', text: '  ', variant: 'caption'},
        {id: 'bound', component: 'Text', text: {path: '/later'}},
        {id: 'b', component: 'Text', text: 'B'},
      ],
      {later: ' '},
    );
    const column = await renderComponent(surface);
    const texts = [...shadow(column).querySelectorAll('a2ui-text')];
    const [a, b, bound] = [texts[0]!, texts[6]!, texts[5]!];
    const gap = parseFloat(getComputedStyle(shadow(column).firstElementChild!).rowGap);
    const space = () => b.getBoundingClientRect().top - a.getBoundingClientRect().bottom;
    expect(space()).to.equal(gap);
    surface.dataModel.set('/later', ' x ');
    await settle();
    expect(shadow(bound).textContent!.trim()).to.equal('x');
    expect(space()).to.equal(2 * gap + bound.getBoundingClientRect().height);
  });

  it('follows a bound text value when the data changes', async () => {
    const {surface} = testSurface([{id: 'root', component: 'Text', text: {path: '/name'}}], {
      name: 'Ada',
    });
    const el = await renderComponent(surface);
    expect(shadow(el).textContent!.trim()).to.equal('Ada');
    surface.dataModel.set('/name', 'Grace');
    await settle();
    expect(shadow(el).textContent!.trim()).to.equal('Grace');
  });

  it('shows a bound text that turns from plain to Markdown and back, one part at a time', async () => {
    const {surface} = testSurface(
      [{id: 'root', component: 'Text', text: {path: '/t'}, variant: {path: '/v'}}],
      {t: 'Plain', v: 'body'},
    );
    const root = shadow(await renderComponent(surface));
    const shown = () =>
      [...root.querySelectorAll('[part=text]')]
        .map((part) => `${part.localName}:${part.innerHTML.replace(/<!--[^>]*-->/g, '')}`)
        .join('|');
    expect(shown()).to.equal('p:Plain');
    for (const [t, v, expected] of [
      ['Some **bold**', 'body', 'div:<p>Some <strong>bold</strong></p>'],
      ['Plain again', 'body', 'p:Plain again'],
      ['Title', 'h2', 'h2:Title'],
      ['Back', 'body', 'p:Back'],
      ['<b>Back</b>', 'body', 'p:&lt;b&gt;Back&lt;/b&gt;'],
    ]) {
      surface.dataModel.set('/t', t);
      surface.dataModel.set('/v', v);
      await settle();
      expect(shown()).to.equal(expected);
    }
  });

  it('renders markdown emphasis, strong, code, lists and http links as elements', async () => {
    const text =
      '# Title\n\nSome *em* and **strong** and `code` [site](https://example.com)\n\n- a\n- b';
    const {surface} = testSurface([{id: 'root', component: 'Text', text}]);
    const root = shadow(await renderComponent(surface));
    expect(root.querySelector('h1')!.textContent).to.equal('Title');
    expect(root.querySelector('em')!.textContent).to.equal('em');
    expect(root.querySelector('strong')!.textContent).to.equal('strong');
    expect(root.querySelector('code')!.textContent).to.equal('code');
    expect(root.querySelector('a')!.getAttribute('href')).to.equal('https://example.com');
    expect(root.querySelectorAll('li').length).to.equal(2);
  });

  it('renders nested lists inside their item, and block quotes set off by a rule', async () => {
    const text = 'Steps:\n1. Pack\n   - tent\n   - stove\n2. Go\n\n> Leave no trace.\n> - really';
    const {surface} = testSurface([{id: 'root', component: 'Text', text}]);
    const root = shadow(await renderComponent(surface));
    const nested = root.querySelector('ol > li > ul')!;
    expect(nested.parentElement!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      'Pack tent stove',
    );
    expect([...nested.querySelectorAll('li')].map((li) => li.textContent!.trim())).to.deep.equal([
      'tent',
      'stove',
    ]);
    expect(root.querySelectorAll('ol > li').length).to.equal(2);
    const quote = root.querySelector('blockquote')!;
    expect(quote.getAttribute('part')).to.equal('quote');
    expect(quote.querySelector('p')!.textContent).to.equal('Leave no trace.');
    expect(quote.querySelector('li')!.textContent!.trim()).to.equal('really');
    const style = getComputedStyle(quote);
    expect(parseFloat(style.borderInlineStartWidth)).to.be.above(0);
    expect(style.marginInlineStart).to.equal('0px');
  });

  it('links to the destination of a link written with a title, without the title', async () => {
    const text =
      'See [the guide](https://example.com/guide "The guide") or [faq](https://example.com/faq \'FAQ\').';
    const {surface} = testSurface([{id: 'root', component: 'Text', text}]);
    const root = shadow(await renderComponent(surface));
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href')).join(' ')).to.equal(
      'https://example.com/guide https://example.com/faq',
    );
    expect(root.textContent!.replace(/\s+/g, ' ').trim()).to.equal('See the guide or faq.');
  });

  it('keeps raw HTML as literal text', async () => {
    const text = '<img src=x onerror="alert(1)"> <b>bold</b>';
    const {surface} = testSurface([{id: 'root', component: 'Text', text}]);
    const root = shadow(await renderComponent(surface));
    expect(root.querySelector('img, b')).to.equal(null);
    expect(root.textContent).to.contain('<b>bold</b>');
  });

  it('drops javascript: link targets and keeps the label', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Text', text: '[click](javascript:alert(1))'},
    ]);
    const root = shadow(await renderComponent(surface));
    expect(root.querySelector('a')).to.equal(null);
    expect(root.textContent!.trim()).to.equal('click');
  });

  /** What the user sees of a Text with `text`: its words, its links and its images. */
  async function seen(text: string) {
    const {surface} = testSurface([{id: 'root', component: 'Text', text}]);
    const root = shadow(await renderComponent(surface));
    return {
      words: root.textContent!.replace(/\s+/g, ' ').trim(),
      links: [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
      images: root.querySelectorAll('img, picture, svg').length,
    };
  }

  it('shows a Markdown image as its alt text alone: no "!", no link, no image, no request', async () => {
    expect(await seen('Logo: ![img](https://a.example/x.png) here')).to.deep.equal({
      words: 'Logo: img here',
      links: [],
      images: 0,
    });
    expect(performance.getEntriesByType('resource').map((entry) => entry.name)).to.not.include(
      'https://a.example/x.png',
    );
  });

  it('shows nothing for a Markdown image without alt text', async () => {
    expect(await seen('a ![](https://a.example/x.png) b')).to.deep.equal({
      words: 'a b',
      links: [],
      images: 0,
    });
  });

  it("shows the marks and links inside an image's alt text as plain words", async () => {
    const text = '![see *this* [here](https://c.example/)](https://a.example/x.png)';
    const {surface} = testSurface([{id: 'root', component: 'Text', text}]);
    const root = shadow(await renderComponent(surface));
    expect(root.textContent!.trim()).to.equal('see this here');
    expect(root.querySelector('a, em, img')).to.equal(null);
  });

  it("links an image inside a link's text by its alt text", async () => {
    expect(await seen('[![img](https://a.example/x.png)](https://b.example/)')).to.deep.equal({
      words: 'img',
      links: [['img', 'https://b.example/']],
      images: 0,
    });
  });

  it('shows an escaped "!" before a link as "!", then the link', async () => {
    expect(await seen('\\![a](https://b.example/)')).to.deep.equal({
      words: '!a',
      links: [['a', 'https://b.example/']],
      images: 0,
    });
  });

  for (const label of ['-', '+', '* tax included', '- 5 €', '#1 seller']) {
    it(`shows the label "${label}" exactly as typed`, async () => {
      const {surface} = testSurface([{id: 'root', component: 'Text', text: label}]);
      const root = shadow(await renderComponent(surface));
      expect(root.textContent!.trim()).to.equal(label);
      expect(root.querySelector('li, em, h1')).to.equal(null);
    });
  }

  it('exposes the accessibility label on the host', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Text', text: '42', accessibility: {label: 'Answer'}},
    ]);
    const el = await renderComponent(surface);
    expect(el.getAttribute('aria-label')).to.equal('Answer');
  });
});

describe('a2ui-text heading variants', () => {
  it('drops a leading markdown heading marker from a heading variant', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Text', text: '# Invitation *Builder*', variant: 'h1'},
    ]);
    const root = shadow(await renderComponent(surface));
    expect(root.querySelector('h1')!.textContent).to.equal('Invitation Builder');
    expect(root.querySelector('h1 em')!.textContent).to.equal('Builder');
  });
});
