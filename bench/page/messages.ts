/**
 * The A2UI v0.9 messages every contestant is fed. Generated fresh for each run because a renderer
 * may keep or mutate what it is given. Pure functions, no DOM: usable in the page and in Node.
 */

/** The basic catalog id as the v0.9 specification names it (both renderers answer to it). */
export const BASIC_CATALOG_ID = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** One A2UI message, as JSON. */
export type Message = Record<string, unknown>;

/** A component definition, as JSON. */
export type Component = {id: string; component: string} & Record<string, unknown>;

/** The text every generated Text component shows; `countItems` finds it again in the DOM. */
export function itemText(index: number): string {
  return `item ${index} ok`;
}

/** How many distinct `itemText(i)` labels occur in `text`. */
export function countItems(text: string): number {
  const seen = new Set<string>();
  for (const match of text.matchAll(/item (\d+) ok/g)) seen.add(match[1]!);
  return seen.size;
}

/** `createSurface` for the basic catalog. */
export function createSurface(surfaceId: string): Message {
  return {version: 'v0.9', createSurface: {surfaceId, catalogId: BASIC_CATALOG_ID}};
}

/** `updateComponents` carrying `components`. */
export function updateComponents(surfaceId: string, components: Component[]): Message {
  return {version: 'v0.9', updateComponents: {surfaceId, components}};
}

/** `updateDataModel` writing `value` at `path`. */
export function updateDataModel(surfaceId: string, path: string, value: unknown): Message {
  return {version: 'v0.9', updateDataModel: {surfaceId, path, value}};
}

/** `deleteSurface`. */
export function deleteSurface(surfaceId: string): Message {
  return {version: 'v0.9', deleteSurface: {surfaceId}};
}

function textId(index: number): string {
  return `text-${index}`;
}

function textComponent(index: number): Component {
  return {id: textId(index), component: 'Text', text: itemText(index)};
}

function rootColumn(count: number): Component {
  return {
    id: 'root',
    component: 'Column',
    children: Array.from({length: count}, (_, i) => textId(i)),
  };
}

/** A root Column with `count` literal Text children, in one `updateComponents` message. */
export function textSurface(surfaceId: string, count: number): Message[] {
  const components = [rootColumn(count)];
  for (let i = 0; i < count; i++) components.push(textComponent(i));
  return [updateComponents(surfaceId, components)];
}

/** The same surface as `textSurface`, one component per message, the root first. */
export function streamedTextSurface(surfaceId: string, count: number): Message[] {
  const messages = [updateComponents(surfaceId, [rootColumn(count)])];
  for (let i = 0; i < count; i++) messages.push(updateComponents(surfaceId, [textComponent(i)]));
  return messages;
}

/** The label of row `index` in the template list. */
export function rowName(index: number): string {
  return `row ${index} name`;
}

/**
 * A List whose children are a template over `/items` (`rows` items); each row is a Row of two
 * Texts bound to the item's `name` and `detail`.
 */
export function templateList(surfaceId: string, rows: number): Message[] {
  const items = Array.from({length: rows}, (_, i) => ({name: rowName(i), detail: `detail ${i}`}));
  return [
    updateDataModel(surfaceId, '/items', items),
    updateComponents(surfaceId, [
      {id: 'root', component: 'List', children: {componentId: 'row', path: '/items'}},
      {id: 'row', component: 'Row', children: ['row-name', 'row-detail']},
      {id: 'row-name', component: 'Text', text: {path: 'name'}},
      {id: 'row-detail', component: 'Text', text: {path: 'detail'}},
    ]),
  ];
}

/**
 * A TextField bound to `/form/text`, a Text echoing it, and `others` Texts bound to their own
 * paths `/others/<i>` (bound, but not to what is typed).
 */
export function typingForm(surfaceId: string, others: number): Message[] {
  const otherIds = Array.from({length: others}, (_, i) => `other-${i}`);
  const components: Component[] = [
    {id: 'root', component: 'Column', children: ['field', 'echo', ...otherIds]},
    {id: 'field', component: 'TextField', label: 'Type here', value: {path: '/form/text'}},
    {id: 'echo', component: 'Text', text: {path: '/form/text'}},
  ];
  otherIds.forEach((id, i) =>
    components.push({id, component: 'Text', text: {path: `/others/${i}`}}),
  );
  return [
    updateDataModel(surfaceId, '/', {
      form: {text: ''},
      others: Array.from({length: others}, (_, i) => `other value ${i}`),
    }),
    updateComponents(surfaceId, components),
  ];
}
