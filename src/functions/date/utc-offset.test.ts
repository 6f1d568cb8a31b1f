import {expect} from '@open-wc/testing';
import {formatOffset} from './utc-offset.js';

describe('formatOffset', () => {
  it('writes hours and minutes with a colon when asked', () => {
    expect(formatOffset(-330, true)).to.equal('-05:30');
  });

  it('writes hours and minutes without a colon otherwise', () => {
    expect(formatOffset(345, false)).to.equal('+0545');
  });

  it('writes zero as Z only when asked', () => {
    expect(formatOffset(0, true, true)).to.equal('Z');
    expect(formatOffset(0, true)).to.equal('+00:00');
  });

  it('drops zero minutes when they are optional', () => {
    expect(formatOffset(120, false, false, true)).to.equal('+02');
    expect(formatOffset(150, false, false, true)).to.equal('+0230');
  });
});
