import type {Example} from './examples.js';

/** The drop-in bundle's file name, served next to the gallery and written by `npm run build`. */
const bundle = './a2ui-elements.js';

/** The shortest page that renders `messages` (the landing page's snippet). */
export const dropInSnippet = `<script type="module" src="${bundle}"></script>
<a2ui-surface surface-id="main"></a2ui-surface>
<script type="module">
  import {defaultProcessor} from '${bundle}';
  defaultProcessor.processMessages(messages); // your agent's A2UI messages
</script>`;

/**
 * Why `example` has no one-file page, or '' when it has one: only v0.9 messages on the basic
 * catalog render with the drop-in bundle alone.
 */
export function snippetNeeds(example: Example): string {
  switch (example.group) {
    case 'legacy':
      return 'This example is A2UI v0.8: its messages go through V08Adapter (a2ui-elements/v0_8), see docs/v0_8.md.';
    case 'v1_0':
      return 'This example is A2UI v1.0: its messages go through V1Adapter (a2ui-elements/v1_0), see docs/v1_0.md.';
    case 'custom':
      return 'This example needs its custom catalog (demo/catalogs/) registered first, see "Custom components" in the README.';
    default:
      return '';
  }
}

/** A whole HTML page rendering `messages` (by default `example`'s own) with the drop-in bundle. */
export function pageSnippet(example: Example, messages = messagesOf(example)): string {
  const surfaceIds = messages.flatMap((message) => {
    const id = (message as {createSurface?: {surfaceId?: unknown}}).createSurface?.surfaceId;
    return typeof id === 'string' ? [id] : [];
  });
  const surfaces = [...new Set(surfaceIds)]
    .map((id) => `<a2ui-surface surface-id="${escapeAttribute(id)}"></a2ui-surface>`)
    .join('\n');
  // `<` escaped so no text in the messages can end the script element.
  const json = JSON.stringify(messages, null, 2)
    .replaceAll('<', '\\u003c')
    .replaceAll('\n', '\n  ');
  return `<!doctype html>
<meta charset="utf-8" />
<title>${escapeText(example.title)}</title>
<script type="module" src="${bundle}"></script>
${surfaces}
<script type="module">
  import {defaultProcessor} from '${bundle}';
  const messages = ${json};
  defaultProcessor.processMessages(messages);
  document.addEventListener('a2uiaction', (event) => console.log('action', event.detail));
</script>
`;
}

/** The example's messages (the editor text as first written: a JSON array or JSON Lines). */
function messagesOf(example: Example): unknown[] {
  if (example.format === 'json') return JSON.parse(example.source) as unknown[];
  return example.source
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as unknown);
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', '&quot;');
}
