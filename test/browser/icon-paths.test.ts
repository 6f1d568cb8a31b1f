// The bundle rounds, merges the arcs of, smooths and compacts its icons' path data at build time
// (scripts/round-path.mjs, merge-arcs.mjs, smooth-curves.mjs, svg-path.mjs; composed as
// compact-mdi.mjs does): Chromium must draw each smoothed and compacted path exactly where it
// draws the original, and each path as the bundle holds it within 0.05 of the 24-unit grid of
// it. (Merged arcs are the same circles, see test/node/merge-arcs.test.ts; Chromium measures
// their length a few thousandths apart.)
import {expect} from '@open-wc/testing';
import {iconPaths} from '../../components/shared/icons.js';
import {mergeArcs} from '../../scripts/merge-arcs.mjs';
import {roundPath} from '../../scripts/round-path.mjs';
import {smoothCurves} from '../../scripts/smooth-curves.mjs';
import {compactPath} from '../../scripts/svg-path.mjs';
import {chromiumOnly} from './chromium-only.js';

function pathElement(d: string, scale = 1): SVGPathElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  // Hit testing flattens curves to the pixels drawn: at 100 pixels a unit, to a hundredth.
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', String(24 * scale));
  svg.setAttribute('height', String(24 * scale));
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', d);
  svg.append(path);
  document.body.append(svg);
  return path;
}

/**
 * The share of 512 points along `a` that lie farther than `tolerance` from the outline of `b`:
 * a point is within it when it falls in `b`'s stroke of twice that width, joins and caps round.
 */
function pointsAway(a: SVGPathElement, b: SVGPathElement, tolerance: number): number[] {
  b.style.cssText = `stroke-width: ${2 * tolerance}px; stroke-linejoin: round; stroke-linecap: round`;
  const length = a.getTotalLength();
  const away: number[] = [];
  for (let i = 0; i <= 512; i++) {
    const point = a.getPointAtLength((length * i) / 512);
    if (!b.isPointInStroke(point)) away.push(i);
  }
  return away;
}

describe('smoothed and compacted icon paths', () => {
  for (const [name, original] of Object.entries(iconPaths)) {
    it(`draw the ${name} icon exactly like the original`, () => {
      const a = pathElement(original);
      const b = pathElement(compactPath(smoothCurves(original)));
      try {
        const length = a.getTotalLength();
        expect(b.getTotalLength()).to.be.closeTo(length, 1e-3);
        for (let i = 0; i <= 64; i++) {
          const p = a.getPointAtLength((length * i) / 64);
          const q = b.getPointAtLength((length * i) / 64);
          // Single-precision rounding apart (1/24,000 of the icon), the same point.
          expect(q.x, `x at ${i}/64`).to.be.closeTo(p.x, 1e-3);
          expect(q.y, `y at ${i}/64`).to.be.closeTo(p.y, 1e-3);
        }
      } finally {
        a.ownerSVGElement!.remove();
        b.ownerSVGElement!.remove();
      }
    });
  }
});

describe('rounded icon paths (as the bundle ships them)', () => {
  // The measure needs hit testing to a hundredth of a unit, which Firefox's isPointInStroke does
  // not reach (the first test fails there). The paths are the same data in every browser.
  before(function () {
    chromiumOnly(this);
  });

  it('the measure tells a circle moved by 0.055 from one moved by 0.045', () => {
    const circle = (x: number) => `M${x} 12a10 10 0 0 1 20 0 10 10 0 0 1-20 0z`;
    const a = pathElement(circle(2), 100);
    const b = pathElement(circle(2.055), 100);
    const c = pathElement(circle(2.045), 100);
    try {
      expect(pointsAway(b, a, 0.05)).to.not.deep.equal([]);
      expect(pointsAway(c, a, 0.05)).to.deep.equal([]);
    } finally {
      a.ownerSVGElement!.remove();
      b.ownerSVGElement!.remove();
      c.ownerSVGElement!.remove();
    }
  });

  for (const [name, original] of Object.entries(iconPaths)) {
    it(`draw the ${name} icon within 0.05 of the original outline, both ways`, () => {
      const a = pathElement(original, 100);
      const b = pathElement(compactPath(smoothCurves(mergeArcs(roundPath(original)))), 100);
      try {
        expect(pointsAway(b, a, 0.05), 'points of the rounded outline away').to.deep.equal([]);
        expect(pointsAway(a, b, 0.05), 'points of the original outline away').to.deep.equal([]);
      } finally {
        a.ownerSVGElement!.remove();
        b.ownerSVGElement!.remove();
      }
    });
  }
});
