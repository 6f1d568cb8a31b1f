// formatDate speaks the surface's language (docs/theming.md) in every locale: the names it takes
// from Intl are Gregorian, as the numbers beside them are.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {ComponentContext, MessageProcessor, basicCatalog} from '../../src/core.js';

function formatDate(locale: string, format: string): unknown {
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
            text: {call: 'formatDate', args: {value: '2026-01-02T10:00:00Z', format}},
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
});
