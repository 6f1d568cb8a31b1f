// formatDate speaks the surface's language (docs/theming.md) in every locale: the names it takes
// from Intl are Gregorian, as the numbers beside them are, and a month name is never a bare
// number where the language writes it with a word or a sign (zh and ja: 1月). A year beside a
// month is the calendar year, even written YYYY as in the spec's own example.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {ComponentContext, MessageProcessor, basicCatalog} from '../../src/core.js';

function formatDate(locale: string, format: string, value = '2026-01-02T10:00:00Z'): unknown {
  const processor = new MessageProcessor({locale, timeZone: 'UTC'});
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: basicCatalog.id}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [
          {
            id: 'root',
            component: 'Text',
            text: {call: 'formatDate', args: {value, format}},
          },
        ],
      },
    },
  ]);
  return new ComponentContext(processor.getSurface('s')!, 'root').props['text'];
}

describe('formatDate names', () => {
  it('come from the Gregorian calendar in a locale whose default calendar is another', () => {
    // fa-IR counts in the Persian calendar (2 January 2026 is 12 Dey 1404): a Persian month
    // name and era beside the Gregorian day and year read as another date.
    assert.equal(formatDate('fa-IR', 'd MMMM yyyy'), '۲ ژانویه ۲۰۲۶');
    assert.equal(formatDate('fa-IR', 'G'), 'م.');
    assert.equal(formatDate('th-TH', 'd MMMM yyyy G'), '2 มกราคม 2026 ค.ศ.');
  });

  it('give a month name, not a bare number, where the language writes 1月', () => {
    assert.equal(formatDate('ja-JP', 'MMMM'), '1月');
    assert.equal(formatDate('ja-JP', 'd MMM'), '2 1月');
    assert.equal(formatDate('zh-TW', 'd MMMM'), '2 1月');
    assert.equal(formatDate('zh-CN', 'MMMM'), '一月');
    assert.equal(formatDate('cs-CZ', 'd MMM'), '2 led');
    // Unchanged: declined forms, English names, Korean.
    assert.equal(formatDate('ru-RU', 'd MMMM'), '2 января');
    assert.equal(formatDate('cs-CZ', 'd MMMM'), '2 ledna');
    assert.equal(formatDate('en-US', 'MMMM MMM MMMMM LLLL'), 'January Jan J January');
    assert.equal(formatDate('ko-KR', 'MMMM'), '1월');
  });

  it("show the calendar year for the spec's 'E MMM d, YYYY h:mm a' in the last days of December", () => {
    // TR35's Y is the week year: in the US, Sunday 28 December 2025 begins week 1 of 2026.
    assert.equal(
      formatDate('en-US', 'E MMM d, YYYY h:mm a', '2025-12-28T15:17:00Z'),
      'Sun Dec 28, 2025 3:17 PM',
    );
    assert.equal(formatDate('de-DE', 'dd.MM.YYYY', '2024-12-30T12:00:00Z'), '30.12.2024');
    assert.equal(
      formatDate('en-US', 'YYYY-MM-DD hh:mm A', '2026-02-02T15:17:00Z'),
      '2026-02-02 03:17 PM',
    );
  });
});
