import {expect} from '@open-wc/testing';
import type {CallNode, ExpressionNode} from './ast.js';
import {parseFormatStringCached} from './cache.js';
import {FormatStringError} from './errors.js';
import {MAX_DEPTH, parseFormatString} from './parser.js';

/** The parts without positions, for readable expectations. */
function shape(source: string): unknown[] {
  return parseFormatString(source).parts.map((part) =>
    typeof part === 'string' ? part : strip(part),
  );
}

function strip(node: ExpressionNode): unknown {
  switch (node.kind) {
    case 'literal':
      return {literal: node.value};
    case 'path':
      return {path: node.path};
    case 'call':
      return {
        call: node.name,
        args: Object.fromEntries(node.args.map((a) => [a.name, strip(a.value)])),
      };
  }
}

function errorOf(source: string): FormatStringError {
  try {
    parseFormatString(source);
  } catch (error) {
    expect(error).to.be.instanceOf(FormatStringError);
    return error as FormatStringError;
  }
  throw new Error(`expected '${source}' to be refused`);
}

describe('parseFormatString', () => {
  describe('literal text', () => {
    it('returns plain text as a single literal part', () => {
      expect(shape('Hello world')).to.deep.equal(['Hello world']);
    });

    it('returns no parts for an empty template', () => {
      expect(shape('')).to.deep.equal([]);
    });

    it('turns an escaped \\${ into a literal ${', () => {
      expect(shape('Price: \\${/price}')).to.deep.equal(['Price: ${/price}']);
    });

    it('keeps a lone dollar sign as text', () => {
      expect(shape('costs $5 or $')).to.deep.equal(['costs $5 or $']);
    });

    it('keeps backslashes that do not escape ${', () => {
      expect(shape('a\\b\\n')).to.deep.equal(['a\\b\\n']);
    });

    it('keeps a lone closing brace as text', () => {
      expect(shape('a } b')).to.deep.equal(['a } b']);
    });

    it('joins the escape with the surrounding text', () => {
      expect(shape('x\\${y}z')).to.deep.equal(['x${y}z']);
    });
  });

  describe('paths', () => {
    it('parses an absolute path', () => {
      expect(shape('${/user/name}')).to.deep.equal([{path: '/user/name'}]);
    });

    it('parses a relative path', () => {
      expect(shape('${firstName}')).to.deep.equal([{path: 'firstName'}]);
    });

    it('parses a relative path with several segments', () => {
      expect(shape('${address/city}')).to.deep.equal([{path: 'address/city'}]);
    });

    it('parses array indexes inside a path', () => {
      expect(shape('${/items/0/name}')).to.deep.equal([{path: '/items/0/name'}]);
    });

    it('parses a relative path that starts with an index', () => {
      expect(shape('${0/name}')).to.deep.equal([{path: '0/name'}]);
    });

    it('keeps JSON Pointer escapes ~0 and ~1 as written', () => {
      expect(shape('${/a~1b/c~0d}')).to.deep.equal([{path: '/a~1b/c~0d'}]);
    });

    it('accepts hyphens, dots and underscores in segments', () => {
      expect(shape('${/my-key/v1.2/_x}')).to.deep.equal([{path: '/my-key/v1.2/_x'}]);
    });

    it('accepts non-ASCII letters in segments', () => {
      expect(shape('${/größe/名前}')).to.deep.equal([{path: '/größe/名前'}]);
    });

    it('allows whitespace around the expression', () => {
      expect(shape('${  /a  }')).to.deep.equal([{path: '/a'}]);
    });

    it('parses the root pointer', () => {
      expect(shape('${/}')).to.deep.equal([{path: '/'}]);
    });

    it('mixes text and several paths in order', () => {
      expect(shape('Hello, ${/first} ${/last}!')).to.deep.equal([
        'Hello, ',
        {path: '/first'},
        ' ',
        {path: '/last'},
        '!',
      ]);
    });

    it('parses adjacent interpolations', () => {
      expect(shape('${/a}${/b}')).to.deep.equal([{path: '/a'}, {path: '/b'}]);
    });
  });

  describe('literals', () => {
    it('parses a single-quoted string', () => {
      expect(shape("${'hi'}")).to.deep.equal([{literal: 'hi'}]);
    });

    it('parses a double-quoted string', () => {
      expect(shape('${"hi"}')).to.deep.equal([{literal: 'hi'}]);
    });

    it('unescapes quotes and backslashes inside strings', () => {
      expect(shape("${'it\\'s \\\\ ok'}")).to.deep.equal([{literal: "it's \\ ok"}]);
    });

    it('turns \\n and \\t inside strings into control characters', () => {
      expect(shape("${'a\\nb\\tc'}")).to.deep.equal([{literal: 'a\nb\tc'}]);
    });

    it('keeps braces and parentheses inside strings', () => {
      expect(shape("${'a}b(c)${d'}")).to.deep.equal([{literal: 'a}b(c)${d'}]);
    });

    it('parses an integer', () => {
      expect(shape('${42}')).to.deep.equal([{literal: 42}]);
    });

    it('parses a negative decimal', () => {
      expect(shape('${-3.25}')).to.deep.equal([{literal: -3.25}]);
    });

    it('accepts a trailing decimal point like other A2UI clients', () => {
      expect(shape('${2.}')).to.deep.equal([{literal: 2}]);
    });

    it('parses a number with an exponent', () => {
      expect(shape('${1e3}')).to.deep.equal([{literal: 1000}]);
    });

    it('parses true, false and null', () => {
      expect(shape('${true}${false}${null}')).to.deep.equal([
        {literal: true},
        {literal: false},
        {literal: null},
      ]);
    });

    it('treats names of Object.prototype members as paths, not values', () => {
      expect(shape('${toString}${hasOwnProperty}')).to.deep.equal([
        {path: 'toString'},
        {path: 'hasOwnProperty'},
      ]);
    });

    it('refuses a bare constructor path instead of reading Object members', () => {
      expect(errorOf('${constructor}').message).to.contain("'constructor' is not allowed");
    });

    it('treats a keyword prefix as a path', () => {
      expect(shape('${trueValue}')).to.deep.equal([{path: 'trueValue'}]);
    });
  });

  describe('function calls', () => {
    it('parses a call without arguments', () => {
      expect(shape('${now()}')).to.deep.equal([{call: 'now', args: {}}]);
    });

    it('parses named arguments of every kind', () => {
      expect(shape("${f(a: 1, b: 'x', c: true, d: /p, e: q)}")).to.deep.equal([
        {
          call: 'f',
          args: {
            a: {literal: 1},
            b: {literal: 'x'},
            c: {literal: true},
            d: {path: '/p'},
            e: {path: 'q'},
          },
        },
      ]);
    });

    it('parses the documented formatDate form with a nested ${}', () => {
      expect(shape("${formatDate(value:${/currentDate}, format:'yyyy-MM-dd')}")).to.deep.equal([
        {
          call: 'formatDate',
          args: {value: {path: '/currentDate'}, format: {literal: 'yyyy-MM-dd'}},
        },
      ]);
    });

    it('allows whitespace around names, colons and commas', () => {
      expect(shape('${ f ( a : 1 ,  b:2 ) }')).to.deep.equal([
        {call: 'f', args: {a: {literal: 1}, b: {literal: 2}}},
      ]);
    });

    it('accepts a trailing comma', () => {
      expect(shape('${f(a: 1,)}')).to.deep.equal([{call: 'f', args: {a: {literal: 1}}}]);
    });

    it('parses calls nested as arguments', () => {
      expect(shape('${outer(x: inner(y: 1))}')).to.deep.equal([
        {call: 'outer', args: {x: {call: 'inner', args: {y: {literal: 1}}}}},
      ]);
    });

    it('passes a single unnamed argument as value', () => {
      expect(shape('${upper(${now()})}')).to.deep.equal([
        {call: 'upper', args: {value: {call: 'now', args: {}}}},
      ]);
    });

    it('records where a call starts and ends', () => {
      const node = parseFormatString('ab${f(a: 1)}').parts[1] as CallNode;
      expect([node.start, node.end]).to.deep.equal([4, 11]);
    });

    it('records where a path starts and ends', () => {
      const node = parseFormatString('x ${ /a/b }').parts[1] as ExpressionNode;
      expect([node.start, node.end]).to.deep.equal([5, 9]);
    });
  });

  describe('errors', () => {
    it('reports an unclosed interpolation at its opening', () => {
      const error = errorOf('Hi ${/name');
      expect(error.offset).to.equal(3);
      expect(error.message).to.contain("Missing '}'");
    });

    it('reports an empty interpolation', () => {
      expect(errorOf('a ${} b').message).to.contain('Expected an expression');
    });

    it('reports an unterminated string at its quote', () => {
      const error = errorOf("${'abc}");
      expect(error.offset).to.equal(2);
      expect(error.message).to.contain('Unterminated string');
    });

    it('reports a brace where a comma or closing parenthesis belongs', () => {
      const error = errorOf('${f(a: 1}');
      expect(error.message).to.contain("Expected ',' or ')'");
      expect(error.offset).to.equal(8);
    });

    it('reports a call that never closes', () => {
      expect(errorOf('${f(a: 1').message).to.contain("Missing ')'");
    });

    it('reports a second unnamed argument', () => {
      expect(errorOf('${f(1, 2)}').message).to.contain('must be named');
    });

    it('reports an unnamed argument after named ones', () => {
      expect(errorOf('${f(a: 1, 2)}').message).to.contain('must be named');
    });

    it('reports an argument given twice', () => {
      const error = errorOf('${f(a: 1, a: 2)}');
      expect(error.message).to.contain("'a' is given twice");
      expect(error.offset).to.equal(10);
    });

    it('reports an invalid function name', () => {
      expect(errorOf('${/a/b(x: 1)}').message).to.contain('not a valid function name');
    });

    it('reports an invalid argument name', () => {
      expect(errorOf('${f(a-b: 1)}').message).to.contain('not a valid argument name');
    });

    it('reports an argument without a value', () => {
      expect(errorOf('${f(a: )}').message).to.contain("Expected an expression but found ')'");
    });

    it('reports text after an expression', () => {
      expect(errorOf('${/a /b}').message).to.contain("Expected '}' but found '/b'");
    });

    it('reports a malformed number', () => {
      expect(errorOf('${1.2.3}').message).to.contain("Invalid number '1.2.3'");
    });

    it('reports a tilde not followed by 0 or 1 at the tilde', () => {
      const error = errorOf('${/a~2}');
      expect(error.offset).to.equal(4);
    });

    it('refuses a __proto__ path segment', () => {
      expect(errorOf('${/__proto__/x}').message).to.contain("'__proto__' is not allowed");
    });

    it('refuses constructor and prototype segments, even escaped-looking', () => {
      expect(errorOf('${a/constructor}').message).to.contain('constructor');
      expect(errorOf('${/x/prototype}').message).to.contain('prototype');
    });

    it('reports a stray opening brace', () => {
      expect(errorOf('${ { }').message).to.contain("Unexpected '{'");
    });

    it('gives line and column on multi-line templates', () => {
      const error = errorOf('line one\nand ${/oops');
      expect([error.line, error.column]).to.deep.equal([2, 5]);
      expect(error.message).to.contain('2:5');
    });

    it('refuses expressions nested deeper than the limit', () => {
      const deep = '${'.repeat(MAX_DEPTH + 1) + '/a' + '}'.repeat(MAX_DEPTH + 1);
      expect(errorOf(deep).message).to.contain(`deeper than ${MAX_DEPTH}`);
    });

    it('accepts expressions nested exactly to the limit', () => {
      const deep = '${'.repeat(MAX_DEPTH) + '/a' + '}'.repeat(MAX_DEPTH);
      expect(shape(deep)).to.deep.equal([{path: '/a'}]);
    });

    it('counts nested calls towards the depth limit', () => {
      const deep = 'f(a: '.repeat(MAX_DEPTH) + '1' + ')'.repeat(MAX_DEPTH);
      expect(errorOf('${' + deep + '}').message).to.contain('deeper than');
    });

    it('fails fast on a pathological depth without overflowing the stack', () => {
      const deep = '${'.repeat(100_000);
      expect(errorOf(deep).message).to.contain('deeper than');
    });
  });

  describe('cache', () => {
    it('returns the same parse for the same template', () => {
      const source = 'cached ${/a} ' + Math.random();
      expect(parseFormatStringCached(source)).to.equal(parseFormatStringCached(source));
    });

    it('returns the error, not throws, for a malformed template', () => {
      expect(parseFormatStringCached('${')).to.be.instanceOf(FormatStringError);
    });
  });
});
