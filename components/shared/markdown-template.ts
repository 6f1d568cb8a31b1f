import {html, nothing, type TemplateResult} from 'lit';
import type {MdBlock, MdInline} from './markdown.js';

/** A one-item list as the item itself: Lit renders each array item in a part of its own (two
 * comment markers and a part object), which for the usual one-paragraph Text doubled its DOM. */
function single(items: unknown[]): unknown {
  return items.length === 1 ? items[0] : items;
}

/** Lit template of inline Markdown nodes (text is always bound as text, never as HTML). A link
 * opens in a new tab and says so: `newTab()` is its description (`uiText.newTab`), asked for
 * only when there is a link. */
export function inlineTemplate(nodes: readonly MdInline[], newTab: () => string): unknown {
  return single(
    nodes.map((node) => {
      switch (node.type) {
        case 'text':
          return node.text;
        case 'code':
          return html`<code part="code">${node.text}</code>`;
        case 'em':
          return html`<em>${inlineTemplate(node.children, newTab)}</em>`;
        case 'strong':
          return html`<strong>${inlineTemplate(node.children, newTab)}</strong>`;
        case 'link':
          return html`<a
            part="link"
            href=${node.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-description=${newTab()}
            >${inlineTemplate(node.children, newTab)}</a
          >`;
        case 'break':
          return html`<br />`;
      }
    }),
  );
}

/**
 * A heading that looks like level `level` (class `h1`…`h6`) and is an `<h1>`…`<h6>` element
 * `deeper` levels below it (6 at most), with the given part name: a surface shown under the
 * page's own headings keeps its look and fits the page's outline.
 */
export function headingTemplate(
  level: number,
  content: unknown,
  part = 'heading',
  deeper = 0,
): TemplateResult {
  const look = `h${level}`;
  switch (level + deeper) {
    case 1:
      return html`<h1 part=${part} class=${look}>${content}</h1>`;
    case 2:
      return html`<h2 part=${part} class=${look}>${content}</h2>`;
    case 3:
      return html`<h3 part=${part} class=${look}>${content}</h3>`;
    case 4:
      return html`<h4 part=${part} class=${look}>${content}</h4>`;
    case 5:
      return html`<h5 part=${part} class=${look}>${content}</h5>`;
    default:
      return html`<h6 part=${part} class=${look}>${content}</h6>`;
  }
}

/** Lit template of Markdown blocks (`newTab` as for `inlineTemplate`); headings are `deeper()`
 * levels deeper than they look (see `headingTemplate`), asked for only when there is one. */
export function blocksTemplate(
  blocks: readonly MdBlock[],
  newTab: () => string,
  deeper: () => number = () => 0,
): unknown {
  return single(
    blocks.map((block) => {
      switch (block.type) {
        case 'paragraph':
          return html`<p>${inlineTemplate(block.children, newTab)}</p>`;
        case 'heading':
          return headingTemplate(
            block.level,
            inlineTemplate(block.children, newTab),
            'heading',
            deeper(),
          );
        case 'codeBlock':
          return html`<pre part="code-block"><code>${block.text}</code></pre>`;
        case 'quote':
          return html`<blockquote part="quote">
            ${blocksTemplate(block.children, newTab, deeper)}
          </blockquote>`;
        case 'list': {
          const items = block.items.map(
            (item) =>
              html`<li>
                ${inlineTemplate(item.children, newTab)}${blocksTemplate(item.blocks, newTab, deeper)}
              </li>`,
          );
          return block.ordered
            ? html`<ol part="list" start=${block.start === 1 ? nothing : block.start}>
                ${items}
              </ol>`
            : html`<ul part="list">
                ${items}
              </ul>`;
        }
      }
    }),
  );
}
