import {expect} from '@open-wc/testing';
import {hasBacktrackingRisk} from './backtracking-risk.js';

describe('hasBacktrackingRisk', () => {
  it('flags a quantified group holding a quantifier', () => {
    expect(hasBacktrackingRisk('(a+)+$')).to.equal(true);
    expect(hasBacktrackingRisk('(\\w+\\s?)*$')).to.equal(true);
  });

  it('flags a repeated alternation', () => {
    expect(hasBacktrackingRisk('(a|aa)+$')).to.equal(true);
  });

  it('flags risk hidden one group deeper', () => {
    expect(hasBacktrackingRisk('((a+))+$')).to.equal(true);
  });

  it('flags an open-ended counted repeat of a risky group', () => {
    expect(hasBacktrackingRisk('(a*){2,}$')).to.equal(true);
  });

  it('accepts flat patterns with single quantifiers', () => {
    expect(hasBacktrackingRisk('^\\d{3}-\\d{4}$')).to.equal(false);
    expect(hasBacktrackingRisk('^(?:ab)+c$')).to.equal(false);
  });

  it('does not take the ? of (?: (?= (?<name> for a quantifier', () => {
    expect(hasBacktrackingRisk('(?=a)(?<x>b)(?<=c)(?:d)+')).to.equal(false);
  });

  it('accepts a bounded repeat of a quantified group', () => {
    expect(hasBacktrackingRisk('^(a+){2}$')).to.equal(false);
  });

  it('ignores quantifier characters inside classes and escapes', () => {
    expect(hasBacktrackingRisk('([+*])+')).to.equal(false);
    expect(hasBacktrackingRisk('(\\+)+')).to.equal(false);
  });
});
