// The whole renderer under random input, in the browser: sequences of valid and broken v0.9
// and v1.0 messages (the generators of the spec suite), then a user clicking, typing and
// choosing through whatever rendered. Whatever the agent sends, the page keeps working: nothing
// throws, and the renderer never reports a failure of its own (RENDERER_ERROR, RENDER_ERROR).
import {expect, fixture, html} from '@open-wc/testing';
import fc from 'fast-check';
import '../../components/index.js';
import {V1Adapter, V1_BASIC_CATALOG_ID, basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {ErrorBody} from '../../src/state/errors.js';
import '../../src/surface/a2ui-surface.js';
import {
  componentArb,
  mutantOf,
  path,
  surfaceMessageArbOf,
  type MutationExtras,
} from '../spec/helpers/arbitraries.js';
import {actionResponseArb, componentArbV1, mutationsV1} from '../spec/helpers/arbitraries-v1_0.js';
import {everyElement, interact} from './dom-walk.js';
import {flush, watchUncaught} from './hostile-page.js';

const OWN_FAILURES = new Set(['RENDERER_ERROR', 'RENDER_ERROR']);
// A fixed seed keeps CI deterministic. To explore further, change it and raise the runs: seeds
// 11, 12, 13 (v0.9) and 77 (both versions) at 1,500 runs each passed when this was written.
const SEED = 20261201;

type Obj = Record<string, unknown>;

/** One protocol version under test: its messages and how a page feeds them. */
interface Version {
  readonly version: string;
  readonly catalogId: string;
  readonly component: fc.Arbitrary<Obj>;
  /** Valid messages of this version only (e.g. v1.0's actionResponse). */
  readonly more?: fc.Arbitrary<Obj>;
  readonly mutations?: MutationExtras;
  /** A processor for the surface, and what the agent's messages go through. */
  open(): {processor: MessageProcessor; feed(message: unknown): void};
}

const V0_9: Version = {
  version: 'v0.9',
  catalogId: 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json',
  component: componentArb,
  open() {
    const processor = new MessageProcessor();
    return {processor, feed: (message) => processor.processMessages([message])};
  },
};

const V1_0: Version = {
  version: 'v0.10',
  catalogId: V1_BASIC_CATALOG_ID,
  component: componentArbV1,
  more: actionResponseArb,
  mutations: mutationsV1,
  open() {
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const adapter = new V1Adapter(processor);
    return {processor, feed: (message) => adapter.processMessages([message])};
  },
};

/** The message aimed at surface `s` (a createSurface at the basic catalog), when it has a kind. */
function onSurface(message: unknown, catalogId: string): unknown {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return message;
  const out: Obj = {...(message as Obj)};
  for (const kind of ['createSurface', 'updateComponents', 'updateDataModel', 'deleteSurface']) {
    const body = out[kind];
    if (typeof body !== 'object' || body === null || Array.isArray(body)) continue;
    out[kind] = {
      ...body,
      ...('surfaceId' in body ? {surfaceId: 's'} : {}),
      ...(kind === 'createSurface' ? {catalogId} : {}),
    };
  }
  return out;
}

/**
 * Mostly components and data for surface `s` (what renders), now and then any valid message of
 * the version (another createSurface, a deleteSurface, …), and broken ones.
 */
function messagesOf({version, catalogId, component, more, mutations}: Version) {
  const components = fc
    .array(component, {minLength: 1, maxLength: 3})
    .map((list) => ({version, updateComponents: {surfaceId: 's', components: list}}));
  const data = fc
    .record({path, value: fc.jsonValue({maxDepth: 2})})
    .map((body) => ({version, updateDataModel: {surfaceId: 's', ...body}}));
  const valid = fc.oneof(
    {weight: 6, arbitrary: components},
    {weight: 3, arbitrary: data},
    {weight: 1, arbitrary: surfaceMessageArbOf(fc.constant(version), component)},
    ...(more ? [{weight: 1, arbitrary: more}] : []),
  );
  const message = fc
    .oneof({weight: 4, arbitrary: valid}, mutantOf(valid, mutations))
    .map((m) => onSurface(m, catalogId));
  return fc.array(message, {minLength: 1, maxLength: 8});
}

/** A root showing the other ids the generators use, so what they define is seen. */
const rootOf = (version: string) => ({
  version,
  updateComponents: {
    surfaceId: 's',
    components: [{id: 'root', component: 'Column', children: ['a', 'b', 'title', 'item-1']}],
  },
});

/**
 * Renders `runs` random message sequences of `version` on a fresh surface each, uses every
 * control, deletes the surface; fails on an uncaught error, on a failure of the renderer's own,
 * or on a component left after deletion.
 */
async function fuzz(version: Version, runs: number): Promise<void> {
  const uncaught = watchUncaught();
  const open = window.open;
  window.open = () => null; // openUrl actions open nothing during the test
  try {
    await fc.assert(
      fc.asyncProperty(messagesOf(version), async (sent) => {
        const {processor, feed} = version.open();
        const own: ErrorBody[] = [];
        processor.addEventListener('error', (event) => {
          const detail = (event as CustomEvent<ErrorBody>).detail;
          if (OWN_FAILURES.has(detail.code)) own.push(detail);
        });
        const surface = await fixture(
          html`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`,
        );
        const create = {version: version.version, createSurface: {surfaceId: 's'}};
        feed(onSurface(create, version.catalogId));
        feed(rootOf(version.version));
        for (const message of sent) feed(message);
        await flush();
        interact(surface);
        await flush();
        feed({version: version.version, deleteSurface: {surfaceId: 's'}});
        await flush();
        const left = everyElement(surface.shadowRoot!).filter((e) =>
          e.hasAttribute('data-a2ui-id'),
        );
        surface.remove();
        expect(left.length, 'components left after deleteSurface').to.equal(0);
        expect(own, JSON.stringify(own)).to.deep.equal([]);
        expect(uncaught.errors).to.deep.equal([]);
      }),
      {numRuns: runs, seed: SEED},
    );
  } finally {
    window.open = open;
    uncaught.stop();
  }
}

describe('the renderer under random messages and interaction', () => {
  it('never throws nor fails on its own with v0.9 messages, however it is used', async function () {
    this.timeout(120_000); // about 7 s here
    await fuzz(V0_9, 200);
  });

  it('never throws nor fails on its own with v1.0 messages through V1Adapter', async function () {
    this.timeout(120_000);
    await fuzz(V1_0, 200);
  });
});
