// Surface elements juggled while a hostile agent creates, deletes and updates surfaces: each
// `<a2ui-surface>` is re-pointed at other surface ids (among them "" and "__proto__") and other
// processors, taken off the page and put back, between and during batches. Whatever the order,
// every element on the page shows the surface its processor has under its id (or nothing when
// there is none), every error its processor reports for that id while it is on the page reaches
// it as an a2uierror, and nothing is thrown. Seeded; a failure names the case and its steps.
// (test/spec-browser/render-fuzz.test.ts mutates the official examples.)
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/index.js';
import {MessageProcessor, type A2uiSurface, type ErrorBody} from '../../src/index.js';
import {CATALOG} from './hostile-arbitraries.js';
import {flush, prng, watchUncaught} from './hostile-page.js';
import {deepText} from './hostile-surface.js';

const SEED = 20261201;
const CASES = 60;
const IDS = ['s', 't', '', '__proto__'];

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** The messages of one agent step on surface `id`: create and fill it, delete it, or update it. */
function step(kind: number, id: string, label: string): object[] {
  const version = 'v0.9';
  const data = {version, updateDataModel: {surfaceId: id, path: '/label', value: label}};
  if (kind === 0) {
    return [
      {version, createSurface: {surfaceId: id, catalogId: CATALOG}},
      {
        version,
        updateComponents: {
          surfaceId: id,
          components: [{id: 'root', component: 'Text', text: {path: '/label'}}],
        },
      },
      data,
    ];
  }
  return kind === 1 ? [{version, deleteSurface: {surfaceId: id}}] : [data];
}

describe('surface elements juggled while the agent changes its surfaces', function () {
  this.timeout(60_000);

  it(`always show their own surface, in ${CASES} seeded cases`, async () => {
    const random = prng(SEED);
    const uncaught = watchUncaught();
    try {
      for (let n = 0; n < CASES; n++) {
        const processors = [new MessageProcessor(), new MessageProcessor()];
        const host = await fixture<HTMLDivElement>(html`<div></div>`);
        const elements = [0, 1, 2].map(() => {
          const element = document.createElement('a2ui-surface');
          element.surfaceId = pick(random, IDS);
          element.processor = pick(random, processors);
          host.append(element);
          return element;
        });
        const received = new Map<A2uiSurface, Set<ErrorBody>>();
        const owed: [A2uiSurface, ErrorBody][] = [];
        for (const element of elements) {
          received.set(element, new Set());
          element.addEventListener('a2uierror', (event) =>
            received.get(element)!.add((event as CustomEvent<ErrorBody>).detail),
          );
        }
        for (const processor of processors) {
          processor.addEventListener('error', ({detail}) => {
            for (const element of elements) {
              const shows =
                element.isConnected &&
                element.processor === processor &&
                element.surfaceId === detail.surfaceId;
              if (shows) owed.push([element, detail]);
            }
          });
        }
        const steps: string[] = [];
        for (let k = 0; k < 12; k++) {
          const op = Math.floor(random() * 6);
          const element = pick(random, elements);
          const e = `el${elements.indexOf(element)}`;
          const processor = pick(random, processors);
          const p = `p${processors.indexOf(processor)}`;
          const id = pick(random, IDS);
          if (op === 0) {
            element.surfaceId = id;
            steps.push(`${e}.surfaceId = "${id}"`);
          } else if (op === 1) {
            element.processor = processor;
            steps.push(`${e}.processor = ${p}`);
          } else if (op === 2) {
            if (element.isConnected) element.remove();
            else host.append(element);
            steps.push(`${e} ${element.isConnected ? 'back' : 'away'}`);
          } else {
            // Markdown-free labels: "__proto__" would show as bold "proto".
            const label = `${p}:${IDS.indexOf(id)}:${k}`;
            processor.processMessages(step(op - 3, id, label));
            steps.push(`${p} ${['create', 'delete', 'update'][op - 3]} "${id}"`);
          }
          if (random() < 0.5) await flush();
        }
        await flush();
        const label = `case ${n}: ${steps.join('; ')}`;
        for (const [index, element] of elements.entries()) {
          if (!element.isConnected) continue;
          const surface = element.processor.getSurface(element.surfaceId);
          const text = deepText(element).trim();
          if (surface) {
            const want = String(surface.dataModel.peek('/label') ?? '');
            expect(text, `${label}: el${index} shows its surface`).to.equal(want);
          } else {
            expect(/p\d:/.test(text), `${label}: el${index} shows no surface (${text})`).to.equal(
              false,
            );
          }
        }
        for (const [element, detail] of owed) {
          const index = elements.indexOf(element);
          expect(
            received.get(element)!.has(detail),
            `${label}: el${index} a2uierror ${detail.code} "${detail.surfaceId}"`,
          ).to.equal(true);
        }
        expect(uncaught.errors, label).to.deep.equal([]);
        host.remove();
      }
    } finally {
      uncaught.stop();
    }
  });
});
