// Every official v0.9 basic-catalog example renders in Chromium: each component reachable from
// `root` is present as a `data-a2ui-id` element (Modal content once opened, each tab once
// selected, template components once per item), with no a2uierror and no console error. So does
// every official v1.0 (v0.10) example, basic and minimal, fed through V1Adapter with the v1.0
// catalogs, and every official v0.8 example, standard ("basic") and minimal, fed through
// V08Adapter.
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/index.js';
import {V1Adapter, basicCatalogV1, minimalCatalogV1} from '../../src/adapters/v1_0/index.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {settle} from '../../components/shared/testing.js';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {SurfaceModel} from '../../src/state/surface-model.js';
import type {A2uiModal} from '../../components/modal/modal.js';

/** A spec version's examples of one catalog, and how its messages reach a processor. */
interface Version {
  readonly version: string;
  readonly examples: string;
  readonly count: number;
  /** A processor for the version, and the function that feeds it the example's messages. */
  readonly setUp: () => {processor: MessageProcessor; feed: (messages: unknown[]) => void};
}

const v1 = () => {
  const processor = new MessageProcessor({catalogs: [basicCatalogV1, minimalCatalogV1]});
  const adapter = new V1Adapter(processor);
  return {processor, feed: (messages: unknown[]) => adapter.processMessages(messages)};
};
const v08 = () => {
  const processor = new MessageProcessor();
  const adapter = new V08Adapter(processor);
  return {processor, feed: (messages: unknown[]) => adapter.processMessages(messages)};
};

const versions: Version[] = [
  {
    version: 'v0.9 basic-catalog',
    examples: '/a2ui-spec/v0_9/catalogs/basic/examples/',
    count: 36,
    setUp: () => {
      const processor = new MessageProcessor();
      return {processor, feed: (messages) => processor.processMessages(messages)};
    },
  },
  {
    version: 'v1.0 (v0.10) basic-catalog',
    examples: '/a2ui-spec/v0_10/catalogs/basic/examples/',
    count: 36,
    setUp: v1,
  },
  {
    version: 'v1.0 (v0.10) minimal-catalog',
    examples: '/a2ui-spec/v0_10/catalogs/minimal/examples/',
    count: 7,
    setUp: v1,
  },
  {
    version: 'v0.8 standard-catalog',
    examples: '/a2ui-spec/v0_8/json/catalogs/basic/examples/',
    count: 30,
    setUp: v08,
  },
  {
    version: 'v0.8 minimal-catalog',
    examples: '/a2ui-spec/v0_8/json/catalogs/minimal/examples/',
    count: 5,
    setUp: v08,
  },
];

/** An example's messages: `{messages}` (v0.9, v0.10) or a bare array (v0.8). */
type Example = {messages: Message[]} | Message[];
type Message = Record<string, {surfaceId?: string}>;

/** Every `id@scope` the definitions say a user can reach from `root`. */
function expectedNodes(surface: SurfaceModel): Set<string> {
  const nodes = new Set<string>();
  const visit = (id: string, scope: string, trail: string[]): void => {
    const definition = surface.components.get(id) as ComponentDefinition | undefined;
    if (!definition || trail.includes(id + '@' + scope)) return;
    nodes.add(`${id}@${scope}`);
    const next = [...trail, id + '@' + scope];
    const childIds: unknown[] = [];
    const {children, child, trigger, content, tabs} = definition as Record<string, unknown>;
    if (Array.isArray(children)) childIds.push(...children);
    else if (children && typeof children === 'object') {
      const {componentId, path} = children as {componentId: string; path: string};
      const absolute = path.startsWith('/') ? path : `${scope}/${path}`;
      const items = surface.dataModel.peek(absolute);
      const keys = Array.isArray(items)
        ? items.map((_, i) => String(i))
        : items && typeof items === 'object'
          ? Object.keys(items)
          : [];
      for (const key of keys) visit(componentId, `${absolute}/${key}`, next);
    }
    childIds.push(child, trigger, content);
    if (Array.isArray(tabs)) childIds.push(...tabs.map((tab: {child?: string}) => tab?.child));
    for (const childId of childIds) if (typeof childId === 'string') visit(childId, scope, next);
  };
  visit('root', '', []);
  return nodes;
}

/** The `id@scope` of every rendered element (through shadow roots), and the tabs and modals. */
function scan(root: Element): {nodes: Set<string>; tabs: Element[]; modals: Element[]} {
  const nodes = new Set<string>();
  const tabs: Element[] = [];
  const modals: Element[] = [];
  const walk = (node: Element | ShadowRoot): void => {
    for (const element of Array.from(node.children)) {
      const id = element.getAttribute('data-a2ui-id');
      const scope = (element as {node?: {scope?: {path: string}}}).node?.scope?.path ?? '';
      if (id !== null) nodes.add(`${id}@${scope}`);
      if (element.localName === 'a2ui-tabs') tabs.push(element);
      if (element.localName === 'a2ui-modal') modals.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
      walk(element);
    }
  };
  if (root.shadowRoot) walk(root.shadowRoot);
  return {nodes, tabs, modals};
}

function merge(into: Set<string>, nodes: Set<string>): void {
  for (const node of nodes) into.add(node);
}

/** Renders, then opens every modal and selects every tab (repeatedly, for nested ones). */
async function explore(surfaceElement: Element): Promise<Set<string>> {
  const seen = new Set<string>();
  const done = new Set<Element>();
  for (let round = 0; round < 5; round++) {
    const {nodes, tabs, modals} = scan(surfaceElement);
    merge(seen, nodes);
    const pending = [...tabs, ...modals].filter((element) => !done.has(element));
    if (!pending.length) break;
    for (const element of pending) {
      done.add(element);
      if (element.localName === 'a2ui-modal') {
        await (element as A2uiModal).show();
        await settle();
        merge(seen, scan(surfaceElement).nodes);
        (element as A2uiModal).close();
      } else {
        const buttons = element.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]');
        for (const button of Array.from(buttons)) {
          button.click();
          await settle();
          merge(seen, scan(surfaceElement).nodes);
        }
      }
    }
  }
  return seen;
}

for (const {version, examples, count, setUp} of versions) {
  const names: string[] = await (await fetch(examples)).json();

  describe(`official ${version} examples render in Chromium`, () => {
    const consoleErrors: string[] = [];
    const originalError = console.error;
    before(() => {
      console.error = (...args: unknown[]) => {
        consoleErrors.push(args.map(String).join(' '));
        originalError.apply(console, args);
      };
    });
    after(() => {
      console.error = originalError;
    });
    beforeEach(() => {
      consoleErrors.length = 0;
    });

    it(`finds the ${count} examples`, () => {
      expect(names.filter((name) => name.endsWith('.json')).length).to.equal(count);
    });

    for (const name of names.filter((file) => file.endsWith('.json'))) {
      it(`renders ${name} with every reachable component`, async () => {
        const example: Example = await (await fetch(examples + name)).json();
        const messages = Array.isArray(example) ? example : example.messages;
        const {processor, feed} = setUp();
        const errors: unknown[] = [];
        processor.addEventListener('error', (event) => errors.push(event.detail));
        const surfaceIds = [
          ...new Set(
            messages
              .map((message) => (message['createSurface'] ?? message['beginRendering'])?.surfaceId)
              .filter((id): id is string => typeof id === 'string'),
          ),
        ];
        const host = await fixture<HTMLDivElement>(html`<div></div>`);
        const uiErrors: unknown[] = [];
        for (const id of surfaceIds) {
          const element = document.createElement('a2ui-surface');
          element.setAttribute('surface-id', id);
          (element as unknown as {processor: MessageProcessor}).processor = processor;
          element.addEventListener('a2uierror', (event) =>
            uiErrors.push((event as CustomEvent).detail),
          );
          host.append(element);
        }
        feed(messages);
        await settle();
        expect(surfaceIds.length, 'surfaces').to.be.greaterThan(0);
        for (const [index, id] of surfaceIds.entries()) {
          const surface = processor.getSurface(id);
          expect(surface, `surface ${id}`).to.not.equal(undefined);
          const expected = expectedNodes(surface!);
          expect(expected.size, 'reachable components').to.be.greaterThan(0); // a minimal example may be one Text
          const seen = await explore(host.children[index]!);
          const missing = [...expected].filter((node) => !seen.has(node));
          expect(missing, 'components missing').to.deep.equal([]);
        }
        expect(errors, 'processor errors').to.deep.equal([]);
        expect(uiErrors, 'a2uierror events').to.deep.equal([]);
        expect(consoleErrors, 'console errors').to.deep.equal([]);
      });
    }
  });
}
