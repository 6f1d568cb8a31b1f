import {expect} from '@open-wc/testing';

describe('test runner', () => {
  it('runs in a real browser', () => {
    expect(typeof document.createElement).to.equal('function');
  });
});
