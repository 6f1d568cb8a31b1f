// docs/theming.md lists every entry of `uiText` with its English default, in the code's order:
// a string entry with its exact text, a function entry with calls and what they return.
import {expect} from '@open-wc/testing';
import {uiText} from '../../components/index.js';

const entries = uiText as unknown as Record<string, string | ((...args: unknown[]) => string)>;

/** The rows of the doc's uiText table: key and default cell. */
async function documented(): Promise<Map<string, string>> {
  const text = await (await fetch('/docs/theming.md')).text();
  const start = text.indexOf('## Words the elements say (`uiText`)');
  expect(start, 'docs/theming.md has the uiText section').to.be.greaterThan(0);
  const section = text.slice(start, text.indexOf('\n## ', start + 1));
  return new Map(
    [...section.matchAll(/^\| `(\w+)` \| (.+?) \| .+ \|$/gm)].map((m) => [m[1]!, m[2]!]),
  );
}

describe('docs/theming.md uiText table', () => {
  it('lists every entry of uiText once, in the same order', async () => {
    expect([...(await documented()).keys()]).to.deep.equal(Object.keys(uiText));
  });

  for (const [key, value] of Object.entries(entries)) {
    it(`gives the default of ${key} as the code has it`, async () => {
      const cell = (await documented()).get(key)!;
      if (typeof value === 'string') {
        expect(cell).to.equal('`' + value + '`');
        return;
      }
      const calls = [...cell.matchAll(/`(\w+)\((.*?)\)` → `([^`]*)`/g)];
      expect(calls.length, `${key} shows a call and its result`).to.be.greaterThan(0);
      for (const [, name, args, result] of calls) {
        expect(name).to.equal(key);
        expect(value(...(JSON.parse(`[${args}]`) as unknown[]))).to.equal(result);
      }
    });
  }
});
