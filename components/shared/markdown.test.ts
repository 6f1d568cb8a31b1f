import {expect} from '@open-wc/testing';
import {parseInline, parseMarkdown} from './markdown.js';

describe('markdown subset parser', () => {
  it('reads a text without Markdown syntax as one trimmed paragraph, and a blank one as nothing', () => {
    for (const text of [
      'item 1 ok',
      '  padded\t ',
      '- 5 €',
      '1. first',
      'a > b <c>',
      'https://x.test/a?b=c',
    ]) {
      expect(parseMarkdown(text)).to.deep.equal([
        {type: 'paragraph', children: [{type: 'text', text: text.trim()}]},
      ]);
    }
    expect(parseMarkdown(' \t ')).to.deep.equal([]);
  });

  it('parses strong, emphasis and inline code', () => {
    expect(parseInline('a **b** *c* `d`')).to.deep.equal([
      {type: 'text', text: 'a '},
      {type: 'strong', children: [{type: 'text', text: 'b'}]},
      {type: 'text', text: ' '},
      {type: 'em', children: [{type: 'text', text: 'c'}]},
      {type: 'text', text: ' '},
      {type: 'code', text: 'd'},
    ]);
  });

  it('nests emphasis inside strong', () => {
    expect(parseInline('**a *b***')[0]).to.deep.equal({
      type: 'strong',
      children: [
        {type: 'text', text: 'a '},
        {type: 'em', children: [{type: 'text', text: 'b'}]},
      ],
    });
  });

  it('reads a run of three markers as strong and emphasis together', () => {
    const both = {type: 'strong', children: [{type: 'em', children: [{type: 'text', text: 'x'}]}]};
    expect(parseInline('***x***')).to.deep.equal([both]);
    expect(parseInline('___x___')).to.deep.equal([both]);
    expect(parseInline('***a* b**')).to.deep.equal([
      {
        type: 'strong',
        children: [
          {type: 'em', children: [{type: 'text', text: 'a'}]},
          {type: 'text', text: ' b'},
        ],
      },
    ]);
  });

  it('leaves underscores inside words alone', () => {
    expect(parseInline('snake_case_name')).to.deep.equal([{type: 'text', text: 'snake_case_name'}]);
  });

  it('keeps a lone asterisk and unmatched markers as text', () => {
    expect(parseInline('5 * 3 = 15*')).to.deep.equal([{type: 'text', text: '5 * 3 = 15*'}]);
  });

  it('honours backslash escapes', () => {
    expect(parseInline('\\*not em\\*')).to.deep.equal([{type: 'text', text: '*not em*'}]);
  });

  it('makes http(s) links and keeps only the label of other links', () => {
    expect(parseInline('[a](https://x.test/p_(1))')).to.deep.equal([
      {type: 'link', href: 'https://x.test/p_(1)', children: [{type: 'text', text: 'a'}]},
    ]);
    expect(parseInline('[a](data:text/html,hi)')).to.deep.equal([{type: 'text', text: 'a'}]);
  });

  it('labels a link without text with its URL', () => {
    expect(parseInline('[](https://x.test) [ ](https://y.test)')).to.deep.equal([
      {type: 'link', href: 'https://x.test', children: [{type: 'text', text: 'https://x.test'}]},
      {type: 'text', text: ' '},
      {type: 'link', href: 'https://y.test', children: [{type: 'text', text: 'https://y.test'}]},
    ]);
  });

  it('parses headings, paragraphs, bullet and numbered lists', () => {
    const blocks = parseMarkdown('## Title\n\nfirst\nsecond\n\n- a\n- b\n\n3. x\n4. y');
    expect(blocks.map((b) => b.type)).to.deep.equal(['heading', 'paragraph', 'list', 'list']);
    expect(blocks[0]).to.include({level: 2});
    expect(blocks[2]).to.include({ordered: false});
    expect(blocks[3]).to.include({ordered: true, start: 3});
  });

  it('keeps line breaks inside a paragraph', () => {
    const [paragraph] = parseMarkdown('one\ntwo');
    expect(paragraph).to.deep.equal({
      type: 'paragraph',
      children: [{type: 'text', text: 'one'}, {type: 'break'}, {type: 'text', text: 'two'}],
    });
  });

  it('reads emphasis and links that go on across a line break of their paragraph', () => {
    expect(parseMarkdown('**bold\nstill** [a\nlink](https://x.test)')).to.deep.equal([
      {
        type: 'paragraph',
        children: [
          {
            type: 'strong',
            children: [
              {type: 'text', text: 'bold'},
              {type: 'break'},
              {type: 'text', text: 'still'},
            ],
          },
          {type: 'text', text: ' '},
          {
            type: 'link',
            href: 'https://x.test',
            children: [{type: 'text', text: 'a'}, {type: 'break'}, {type: 'text', text: 'link'}],
          },
        ],
      },
    ]);
  });

  it('parses fenced code blocks verbatim', () => {
    expect(parseMarkdown('```\n**x**\n```')).to.deep.equal([{type: 'codeBlock', text: '**x**'}]);
  });

  it('never treats a one-line label as a list', () => {
    for (const label of ['-', '+', '* tax included', '- 5', '1. first']) {
      expect(parseMarkdown(label)[0]!.type, label).to.equal('paragraph');
    }
  });

  it('nests a list indented under an item, and goes on with the text indented under an item', () => {
    const [list] = parseMarkdown('- fruit\n  - apple\n  - pear\n- veg\n  green ones\n- nuts');
    expect(list).to.deep.equal({
      type: 'list',
      ordered: false,
      start: 1,
      items: [
        {
          children: [{type: 'text', text: 'fruit'}],
          blocks: [
            {
              type: 'list',
              ordered: false,
              start: 1,
              items: [
                {children: [{type: 'text', text: 'apple'}], blocks: []},
                {children: [{type: 'text', text: 'pear'}], blocks: []},
              ],
            },
          ],
        },
        {
          children: [
            {type: 'text', text: 'veg'},
            {type: 'break'},
            {type: 'text', text: 'green ones'},
          ],
          blocks: [],
        },
        {children: [{type: 'text', text: 'nuts'}], blocks: []},
      ],
    });
    // Under a numbered item (three columns of marker), and with a tab.
    const [numbered] = parseMarkdown('1. one\n   - a\n2. two\n\t1. b');
    expect(
      numbered!.type === 'list' && numbered!.items.map((item) => item.blocks[0]?.type),
    ).to.deep.equal(['list', 'list']);
    // One column in is still the same list.
    const [flat] = parseMarkdown('- a\n - b');
    expect(flat!.type === 'list' && flat!.items.length).to.equal(2);
  });

  it('parses block quotes, with Markdown inside them', () => {
    expect(parseMarkdown('Said:\n> **Ship it**\n>\n> - today\n> - now\nDone')).to.deep.equal([
      {type: 'paragraph', children: [{type: 'text', text: 'Said:'}]},
      {
        type: 'quote',
        children: [
          {
            type: 'paragraph',
            children: [{type: 'strong', children: [{type: 'text', text: 'Ship it'}]}],
          },
          {
            type: 'list',
            ordered: false,
            start: 1,
            items: [
              {children: [{type: 'text', text: 'today'}], blocks: []},
              {children: [{type: 'text', text: 'now'}], blocks: []},
            ],
          },
        ],
      },
      {type: 'paragraph', children: [{type: 'text', text: 'Done'}]},
    ]);
    expect(parseMarkdown('> > deep\n> > er')[0]).to.deep.equal({
      type: 'quote',
      children: [
        {
          type: 'quote',
          children: [
            {
              type: 'paragraph',
              children: [{type: 'text', text: 'deep'}, {type: 'break'}, {type: 'text', text: 'er'}],
            },
          ],
        },
      ],
    });
  });

  it('never treats a one-line label as a quote, and stops nesting five levels down', () => {
    expect(parseMarkdown('> 100 km')[0]!.type).to.equal('paragraph');
    let blocks = parseMarkdown('>'.repeat(20) + ' deep\nline');
    let depth = 0;
    while (blocks[0]?.type === 'quote') {
      blocks = blocks[0].children;
      depth++;
    }
    expect(depth).to.equal(5);
    expect(blocks[0]!.type).to.equal('paragraph');
  });

  it('keeps raw HTML as text', () => {
    expect(parseInline('<b>x</b>')).to.deep.equal([{type: 'text', text: '<b>x</b>'}]);
  });
});
