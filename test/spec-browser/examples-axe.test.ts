// axe-core finds no accessibility violation in any official v0.9 basic-catalog example, in the
// light and in the dark colour scheme. Each render is saved as screenshots/examples/<scheme>/.
import {expect, fixture, html} from '@open-wc/testing';
import {executeServerCommand} from '@web/test-runner-commands';
// axe-core ships as a UMD script: imported as a module it installs `window.axe`.
import 'axe-core';
import type {AxeResults, RunOptions} from 'axe-core';
import '../../src/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';

const EXAMPLES = '/a2ui-spec/v0_9/catalogs/basic/examples/';
const names: string[] = (await (await fetch(EXAMPLES)).json()).filter((name: string) =>
  name.endsWith('.json'),
);
const axe = (globalThis as unknown as {axe: {run(c: Element, o: RunOptions): Promise<AxeResults>}})
  .axe;

async function violations(context: Element): Promise<string[]> {
  // heading-order is off: Text variants h1–h5 are the agent's visual hints, rendered as real
  // headings for navigation, and agents pick them for size (a big number as "h3"), not outline.
  const results = await axe.run(context, {
    resultTypes: ['violations'],
    rules: {'heading-order': {enabled: false}},
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

for (const scheme of ['light', 'dark']) {
  describe(`official examples are accessible (${scheme})`, () => {
    for (const name of names) {
      it(`${name} has no axe violations`, async () => {
        const example = await (await fetch(EXAMPLES + name)).json();
        const processor = new MessageProcessor();
        const surfaceId = example.messages.find(
          (m: Record<string, {surfaceId?: string}>) => m['createSurface'],
        ).createSurface.surfaceId;
        const host = await fixture<HTMLElement>(
          html`<main class="a2ui-${scheme}">
            <a2ui-surface surface-id=${surfaceId} .processor=${processor}></a2ui-surface>
          </main>`,
        );
        processor.processMessages(example.messages);
        await settle();
        const found = await violations(host);
        await executeServerCommand('screenshot', {
          name: `examples/${scheme}/${name.replace(/\.json$/, '')}`,
        });
        expect(found).to.deep.equal([]);
      });
    }
  });
}
