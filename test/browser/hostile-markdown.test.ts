import {expect} from '@open-wc/testing';
import {parseInline, parseMarkdown} from '../../components/shared/markdown.js';
import {components, deepText, hostileSurface} from './hostile-surface.js';
import {everyElement} from './dom-walk.js';
import {flush} from './hostile-page.js';

// Text crafted to make the Markdown parser of Text slow (each unclosed opener searched to the
// end: length squared) or overflow the stack. Each case is a megabyte; the bound is generous,
// the old parser took minutes to hours.
const MEGABYTE = 1024 * 1024;
const crafted: Record<string, string> = {
  'unclosed emphasis': '*a ',
  'unclosed underscores': '_a ',
  'unclosed brackets': '[',
  'unclosed link targets': '[a](',
  'unclosed image targets': '![a](',
  'images of unclosed brackets': '![[',
  'strong runs': '**a',
  'mixed openers': '[*[_`',
  'quotes nested past the limit': '>>>>>>>>>>>> *a\n',
  'lists nested past the limit': Array.from(
    {length: 12},
    (_, i) => ' '.repeat(2 * i) + '- [a\n',
  ).join(''),
};

function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('Markdown from a hostile agent', function () {
  this.timeout(20_000);

  for (const [name, unit] of Object.entries(crafted)) {
    it(`parses a megabyte of ${name} in linear time`, () => {
      const text = unit.repeat(Math.ceil(MEGABYTE / unit.length));
      expect(timed(() => parseMarkdown(text))).to.be.below(3000);
    });
  }

  it('parses backtick runs of falling length in linear time', () => {
    let text = '';
    for (let run = 1400; run > 0; run--) text += '`'.repeat(run) + 'a';
    expect(timed(() => parseInline(text))).to.be.below(3000);
  });

  it('keeps links nested 10,000 deep without overflowing the stack', () => {
    const depth = 10_000;
    const text = '['.repeat(depth) + 'x' + '](https://example.com)'.repeat(depth);
    const [outer] = parseInline(text);
    expect(outer).to.include({type: 'link', href: 'https://example.com'});
  });

  it('parses a line of 200,000 strong words (more nodes than a spread can pass)', () => {
    const [paragraph] = parseMarkdown('**a** '.repeat(200_000));
    expect(paragraph!.type).to.equal('paragraph');
    const {children} = paragraph as {children: unknown[]};
    expect(children.filter((node) => (node as {type: string}).type === 'strong')).to.have.length(
      200_000,
    );
  });

  it('still parses normal Markdown after a text that spent its budget', () => {
    parseInline('[a]('.repeat(100_000));
    expect(parseInline('**b** [c](https://example.com)')).to.deep.equal([
      {type: 'strong', children: [{type: 'text', text: 'b'}]},
      {type: 'text', text: ' '},
      {type: 'link', href: 'https://example.com', children: [{type: 'text', text: 'c'}]},
    ]);
  });

  it('renders a 5 MB Text and then the next message', async () => {
    const huge = 'x *a [b '.repeat((5 * MEGABYTE) / 8);
    const {el, processor} = await hostileSurface(
      components([{id: 'root', component: 'Column', children: ['big', 'next']}]),
      components([{id: 'big', component: 'Text', text: huge}]),
    );
    processor.processMessages([components([{id: 'next', component: 'Text', text: 'after'}])]);
    await flush();
    expect(deepText(el)).to.contain('after');
    expect(deepText(el).length).to.be.above(5 * MEGABYTE);
  });

  it('never links a URL whose user:pass@ part disguises its host', async () => {
    const {el} = await hostileSurface(
      components([
        {
          id: 'root',
          component: 'Text',
          text: 'See [your bank](https://bank.example@evil.example/)',
        },
      ]),
    );
    expect(everyElement(el.shadowRoot!).filter((e) => e.tagName === 'A')).to.deep.equal([]);
    expect(deepText(el)).to.contain('your bank');
  });
});
