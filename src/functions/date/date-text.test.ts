import {expect} from '@open-wc/testing';
import {formatOffset, pad} from './date-text.js';

describe('pad', () => {
  it('pads a number with zeros to two digits by default', () => {
    expect(pad(7)).to.equal('07');
    expect(pad(123)).to.equal('123');
  });

  it('pads to the given width', () => {
    expect(pad(42, 4)).to.equal('0042');
  });
});

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
