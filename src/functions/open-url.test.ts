import {expect} from '@open-wc/testing';
import {browserOpenUrl} from './browser-open-url.js';
import {fakeContext, run} from './fake-context.test.helper.js';
import {safeHttpUrl} from './safe-url.js';

function open(url: unknown, userAction = true) {
  const ctx = fakeContext({userAction});
  const result = run('openUrl', {url}, ctx);
  return {result, opened: ctx.opened, reports: ctx.reports};
}

describe('openUrl', () => {
  it('opens an https URL during a user action', () => {
    expect(open('https://example.com/a?b=1').opened).to.deep.equal(['https://example.com/a?b=1']);
  });

  it('opens an http URL during a user action', () => {
    expect(open('http://example.com/').opened).to.deep.equal(['http://example.com/']);
  });

  it('returns nothing (void)', () => {
    expect(open('https://example.com/').result).to.equal(undefined);
  });

  it('does not open outside a user action and reports it', () => {
    const {opened, reports} = open('https://example.com/', false);
    expect(opened).to.deep.equal([]);
    expect(reports[0]).to.contain('user action');
  });

  it('refuses javascript: URLs', () => {
    const {opened, reports} = open('javascript:alert(1)');
    expect(opened).to.deep.equal([]);
    expect(reports[0]).to.contain('refused');
  });

  it('refuses javascript: URLs hidden by case and whitespace', () => {
    expect(open('  JaVaScRiPt:alert(1)').opened).to.deep.equal([]);
  });

  it('refuses data: URLs', () => {
    expect(open('data:text/html,<script>alert(1)</script>').opened).to.deep.equal([]);
  });

  it('refuses relative and protocol-relative URLs, saying only absolute ones open', () => {
    const {opened, reports} = open('/account');
    expect(opened).to.deep.equal([]);
    expect(reports).to.deep.equal(["openUrl: refused '/account' (not an absolute http(s) URL)"]);
    expect(open('//evil.example/').opened).to.deep.equal([]);
  });

  it('refuses URLs with embedded credentials, saying so', () => {
    const {opened, reports} = open('https://bank.example@evil.example/');
    expect(opened).to.deep.equal([]);
    expect(reports).to.deep.equal([
      "openUrl: refused 'https://bank.example@evil.example/' (credentials in the URL)",
    ]);
    expect(open('http://a:b@b.example').reports[0]).to.contain('(credentials in the URL)');
  });

  it('refuses other schemes such as file: and mailto:', () => {
    expect(open('file:///etc/passwd').opened).to.deep.equal([]);
    expect(open('mailto:a@b.co').opened).to.deep.equal([]);
  });

  it('refuses a value that is not a string', () => {
    expect(open({href: 'https://example.com'}).opened).to.deep.equal([]);
  });

  it('does nothing without an opener (Node, workers)', () => {
    const ctx = fakeContext({userAction: true, withoutOpenUrl: true});
    expect(() => run('openUrl', {url: 'https://example.com'}, ctx)).not.to.throw();
  });
});

describe('safeHttpUrl', () => {
  it('normalises the URL it accepts', () => {
    expect(safeHttpUrl('HTTPS://Example.COM/a b')?.href).to.equal('https://example.com/a%20b');
  });
});

describe('browserOpenUrl', () => {
  let calls: unknown[][];
  let original: typeof window.open;

  beforeEach(() => {
    calls = [];
    original = window.open;
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return null;
    };
  });

  afterEach(() => {
    window.open = original;
  });

  it('opens a new tab with noopener and noreferrer', () => {
    browserOpenUrl('https://example.com/');
    expect(calls).to.deep.equal([['https://example.com/', '_blank', 'noopener,noreferrer']]);
  });

  it('refuses an unsafe URL itself too', () => {
    browserOpenUrl('javascript:alert(1)');
    expect(calls).to.deep.equal([]);
  });
});
