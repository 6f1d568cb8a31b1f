// What both sides of test/browser/docs-migration*.test.ts share: the guide's messages (the same
// for @a2ui/lit and for us) and the page helpers.
import {expect, waitUntil} from '@open-wc/testing';

export const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** An order form: a Text bound to /qty, a TextField writing it and a Button sending it. */
export function orderMessages<Message = unknown>(
  surfaceId = 'order',
  theme?: {primaryColor: string},
): Message[] {
  return [
    {version: 'v0.9', createSurface: {surfaceId, catalogId, ...(theme ? {theme} : {})}},
    {version: 'v0.9', updateDataModel: {surfaceId, value: {qty: '2'}}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'Column', children: ['summary', 'qty', 'buy']},
          {id: 'summary', component: 'Text', text: {path: '/qty'}},
          {id: 'qty', component: 'TextField', label: 'Quantity', value: {path: '/qty'}},
          {
            id: 'buy',
            component: 'Button',
            variant: 'primary',
            child: 'buy-label',
            action: {event: {name: 'buy', context: {qty: {path: '/qty'}}}},
          },
          {id: 'buy-label', component: 'Text', text: 'Buy'},
        ],
      },
    },
  ] as Message[];
}

/** Checks the v0.9 action body of the order form's Buy button, the quantity typed being 3. */
export function expectBuyAction(action: {
  name: string;
  surfaceId: string;
  sourceComponentId: string;
  context?: unknown;
}): void {
  expect(Object.keys(action).sort().join()).to.equal(
    'context,name,sourceComponentId,surfaceId,timestamp',
  );
  expect(JSON.stringify([action.name, action.surfaceId, action.sourceComponentId])).to.equal(
    '["buy","order","buy"]',
  );
  expect(JSON.stringify(action.context)).to.equal('{"qty":"3"}');
}

/** The order form's messages as JSON Lines. */
export const orderJsonl = () =>
  orderMessages()
    .map((message) => JSON.stringify(message))
    .join('\n');

/** The order form's JSON Lines as a stream of bytes cut every 37, in the middle of lines. */
export function orderJsonlBytes(): ReadableStream<Uint8Array<ArrayBuffer>> {
  const bytes = new TextEncoder().encode(orderJsonl());
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 37) controller.enqueue(bytes.slice(i, i + 37));
      controller.close();
    },
  });
}

/** A Column holding one custom StatCard bound to /visits, in a surface of `catalogId`. */
export function statCardMessages<Message = unknown>(catalogId: string): Message[] {
  return [
    {version: 'v0.9', createSurface: {surfaceId: 's', catalogId}},
    {version: 'v0.9', updateDataModel: {surfaceId: 's', value: {visits: '1,024'}}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [
          {id: 'root', component: 'Column', children: ['card']},
          {id: 'card', component: 'StatCard', label: 'Visits', value: {path: '/visits'}},
        ],
      },
    },
  ] as Message[];
}

const mounted: Element[] = [];

/** Keeps what a test puts in the body, for {@link removeMounted}. */
export function track<T extends Element>(element: T): T {
  mounted.push(element);
  return element;
}

/** Removes what the test tracked (an afterEach hook of each side). */
export function removeMounted(): void {
  for (const element of mounted.splice(0)) element.remove();
}

/**
 * A `.my-app` container in the body and the page's style element holding the CSS of the guide's
 * `<!-- run: <how> -->` block (both tracked).
 */
export async function appWithGuideCss(
  how: string,
): Promise<{app: HTMLDivElement; style: HTMLStyleElement}> {
  const doc = await (await fetch('/docs/migrating-from-a2ui-lit.md')).text();
  const block = new RegExp(`<!-- run: ${how} -->\\s*\`\`\`css\\n([\\s\\S]*?)\`\`\``).exec(doc);
  expect(block, `the guide has a ${how} block`).to.not.equal(null);
  const style = track(document.createElement('style'));
  style.textContent = block![1]!;
  document.head.append(style);
  const app = track(document.createElement('div'));
  app.className = 'my-app';
  document.body.append(app);
  return {app, style};
}

/** The first truthy value of `find`, polled until there is one. */
export async function until<T>(find: () => T | null | undefined, message?: string): Promise<T> {
  await waitUntil(() => find(), message);
  return find()!;
}

/** The element's text, whitespace collapsed. */
export const textOf = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
