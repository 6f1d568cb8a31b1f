import {expect} from '@open-wc/testing';
import {run} from './fake-context.test.helper.js';

describe('and', () => {
  it('is true when every value is true', () => {
    expect(run('and', {values: [true, true, true]})).to.equal(true);
  });

  it('is false when one value is false', () => {
    expect(run('and', {values: [true, false]})).to.equal(false);
  });

  it("coerces 'true' strings and non-zero numbers", () => {
    expect(run('and', {values: ['TRUE', 1]})).to.equal(true);
  });

  it('treats missing values as false', () => {
    expect(run('and', {values: [true, undefined]})).to.equal(false);
  });

  it('is false when values is not a list', () => {
    expect(run('and', {values: true})).to.equal(false);
  });
});

describe('or', () => {
  it('is true when one value is true', () => {
    expect(run('or', {values: [false, true]})).to.equal(true);
  });

  it('is false when every value is false', () => {
    expect(run('or', {values: [false, 0, 'no', null]})).to.equal(false);
  });

  it('is false when values is not a list', () => {
    expect(run('or', {})).to.equal(false);
  });
});

describe('not', () => {
  it('negates true and false', () => {
    expect(run('not', {value: true})).to.equal(false);
    expect(run('not', {value: false})).to.equal(true);
  });

  it("negates the strings 'true' and 'false' case-insensitively", () => {
    expect(run('not', {value: 'False'})).to.equal(true);
    expect(run('not', {value: 'true'})).to.equal(false);
  });

  it('treats a missing value as false', () => {
    expect(run('not', {})).to.equal(true);
  });

  it('treats zero as false and other numbers as true', () => {
    expect(run('not', {value: 0})).to.equal(true);
    expect(run('not', {value: 2})).to.equal(false);
  });
});
