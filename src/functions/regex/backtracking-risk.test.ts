import {expect} from '@open-wc/testing';
import {hasBacktrackingRisk} from './backtracking-risk.js';

describe('hasBacktrackingRisk', () => {
  it('flags a quantified group', () => {
    expect(hasBacktrackingRisk('(a+)+$')).to.equal(true);
    expect(hasBacktrackingRisk('^(?:ab)+c$')).to.equal(true);
    expect(hasBacktrackingRisk('^(a+){2}$')).to.equal(true);
  });

  it('flags a quantified back-reference', () => {
    expect(hasBacktrackingRisk('(a)\\1*')).to.equal(true);
    expect(hasBacktrackingRisk('(?<x>a)\\k<x>{2}')).to.equal(true);
  });

  it('flags more than one choice', () => {
    expect(hasBacktrackingRisk('^\\d*\\d*x')).to.equal(true);
    expect(hasBacktrackingRisk('a?b+')).to.equal(true);
    expect(hasBacktrackingRisk('a|b|c')).to.equal(true);
    expect(hasBacktrackingRisk('a{1,2}|b')).to.equal(true);
  });

  it('flags a lookaround', () => {
    expect(hasBacktrackingRisk('(?=a)b')).to.equal(true);
    expect(hasBacktrackingRisk('(?<!a)b')).to.equal(true);
  });

  it('accepts one choice and fixed counts', () => {
    expect(hasBacktrackingRisk('^\\d{3}-\\d{4}$')).to.equal(false);
    expect(hasBacktrackingRisk('^(["\'])[^"\']*\\1$')).to.equal(false);
    expect(hasBacktrackingRisk('^\\d{4}([-/])\\d{2}\\1\\d{2}$')).to.equal(false);
    expect(hasBacktrackingRisk('(?<year>\\d{4})|x')).to.equal(false);
  });

  it('ignores quantifier characters inside classes and escapes', () => {
    expect(hasBacktrackingRisk('([+*|])x+')).to.equal(false);
    expect(hasBacktrackingRisk('(\\+)\\|\\?+')).to.equal(false);
    expect(hasBacktrackingRisk('a{,2}b*')).to.equal(false);
  });
});
