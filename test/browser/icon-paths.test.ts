// The bundle compacts its icons' path data at build time (scripts/svg-path.mjs); Chromium must
// draw each compacted path exactly where it draws the original.
import {expect} from '@open-wc/testing';
import {iconPaths} from '../../components/shared/icons.js';
import {compactPath} from '../../scripts/svg-path.mjs';

function pathElement(d: string): SVGPathElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', d);
  svg.append(path);
  document.body.append(svg);
  return path;
}

describe('compacted icon paths', () => {
  for (const [name, original] of Object.entries(iconPaths)) {
    it(`draw the ${name} icon exactly like the original`, () => {
      const a = pathElement(original);
      const b = pathElement(compactPath(original));
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
