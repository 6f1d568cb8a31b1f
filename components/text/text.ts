import {html, type TemplateResult} from 'lit';
import {toDisplayString} from '../../src/functions/coerce.js';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {blocksTemplate, headingTemplate, inlineTemplate} from '../shared/markdown-template.js';
import {parseInline, parseMarkdown, plainParagraph} from '../shared/markdown.js';
import {keepScrollStop} from '../shared/tab-stops.js';
import {textStyles} from './text.styles.js';

/** Text variants of the basic catalog. */
export type TextVariant = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'caption' | 'body';

/** Resolved properties of a Text component. */
export interface TextProps {
  /** The text; simple Markdown (emphasis, lists, code, links) is rendered, HTML is not. */
  text: unknown;
  /** Typographic role: `h1` to `h5`, `caption` or `body`. */
  variant: TextVariant;
}

// The empty plain paragraph, `<p part="text" class="body">`, each Text's is cloned from.
let emptyParagraph: Element | undefined;

/**
 * Text: a heading (`h1`–`h5`), body text with a Markdown subset, or a caption.
 *
 * Body text renders paragraphs, headings, lists, code, emphasis, strong and http(s) links as
 * real elements (never as HTML strings); an image (`![alt](url)`) shows its alt text alone, and
 * loads nothing. Headings and captions render inline Markdown only.
 * Links open in a new tab, which they say to assistive technology: their `aria-description` is
 * `uiText.newTab` ("Opens in a new tab") in the surface's language; a ↗ after their words, not
 * read out, shows it. An empty Text (`""`, only white space, or a binding to nothing) takes no
 * room: no gap in its Row or Column (the element is marked `data-empty` then).
 *
 * @csspart text - The element holding the text (`h1`–`h5`, `span.caption`, `p` for one plain paragraph, `div` for other body text).
 * @csspart heading - A Markdown heading inside body text.
 * @csspart link - A link inside the text.
 * @csspart code - Inline code.
 * @csspart code-block - A fenced code block.
 * @csspart list - A bullet or numbered list.
 * @csspart quote - A block quote (`>` lines).
 * @cssprop --a2ui-text-color - Text colour (default: inherited).
 * @cssprop --a2ui-text-font-size - Base size of body text (default `--a2ui-font-size`).
 * @cssprop --a2ui-text-h1-size - Size of the `h1` variant (default 2em).
 * @cssprop --a2ui-text-h2-size - Size of the `h2` variant (default 1.75em).
 * @cssprop --a2ui-text-h3-size - Size of the `h3` variant (default 1.5em).
 * @cssprop --a2ui-text-h4-size - Size of the `h4` variant (default 1.25em).
 * @cssprop --a2ui-text-h5-size - Size of the `h5` variant, and of a Markdown `######` heading (default
 *   1.125em).
 * @cssprop --a2ui-text-heading-weight - Font weight of headings (default 600).
 * @cssprop --a2ui-text-caption-size - Size of captions (default 0.8em).
 * @cssprop --a2ui-text-caption-color - Colour of captions (default `--a2ui-color-muted`).
 * @cssprop --a2ui-text-code-background - Background of code (default `--a2ui-color-secondary`).
 */
export class A2uiText extends A2uiElement<TextProps> {
  static override styles = [baseStyles, textStyles, elementStyles];

  protected override render(): TemplateResult | Node {
    const {text, variant = 'body'} = this.props;
    const value = toDisplayString(text);
    if (variant === 'caption' || /^h[1-5]$/.test(variant))
      return this.#renderInline(variant, value);
    // The usual case, one paragraph of plain text, in one template (no nested template parts).
    let plain = plainParagraph(value);
    const blocks = plain === undefined ? parseMarkdown(value) : [];
    // A Text that draws nothing is marked so (see the styles) from what it renders: no query of
    // the shadow tree after each update.
    this.toggleAttribute('data-empty', plain === undefined && !blocks.length);
    const only = blocks.length === 1 && blocks[0]!.type === 'paragraph' ? blocks[0]!.children : [];
    if (only.length === 1 && only[0]!.type === 'text') plain = only[0]!.text;
    // One paragraph is the part itself: an element less per Text is less style and layout work.
    if (plain !== undefined) return this.#paragraph(plain);
    // A code block (after a fence) is a Tab stop while it scrolls, once rendered.
    if (/```|~~~/.test(value))
      void this.updateComplete.then(() =>
        this.renderRoot.querySelectorAll('pre').forEach(keepScrollStop),
      );
    const content = blocksTemplate(blocks, this.#newTab, this.#deeper);
    return html`<div part="text" class="body">${content}</div>`;
  }

  // The text node of the plain paragraph, once rendered (kept while the Text shows other content).
  #plain?: Text;

  /**
   * The plain paragraph, `<p part="text" class="body">`, built once by hand and given the text
   * as a text node (never markup); later texts only change that node. Rendered as a node, it
   * costs no template clone and no template parts: the most common Text renders about a tenth
   * faster than with a template.
   */
  #paragraph(text: string): Node {
    let node = this.#plain;
    if (!node) {
      if (!emptyParagraph) {
        emptyParagraph = document.createElement('p');
        emptyParagraph.setAttribute('part', 'text');
        emptyParagraph.className = 'body';
      }
      // A clone is one native call where building it is three.
      node = this.#plain = emptyParagraph.cloneNode().appendChild(document.createTextNode(text));
    } else if (node.data !== text) node.data = text;
    return node.parentNode!;
  }

  // Read only when a link is rendered: the words (and the locale they follow) are not needed
  // by the rest of the text.
  #newTab = (): string => this.uiText.newTab;

  // How much deeper than their variant headings are in the page (`heading-level` of the surface):
  // read only by headings, which alone render again when it changes.
  #deeper = (): number => (this.node?.surface.headingLevel ?? 1) - 1;

  #renderInline(variant: TextVariant, value: string): TemplateResult {
    // A heading variant already is a heading: a leading "# " marker is dropped, not shown. White
    // space around the words is not shown either: trimmed, text of spaces only leaves the part
    // :empty, which takes no room (body text parses to no block then).
    const nodes = parseInline(value.trim().replace(/^#{1,6}[ \t]+/, ''));
    this.toggleAttribute('data-empty', !nodes.length);
    const content = inlineTemplate(nodes, this.#newTab);
    return variant === 'caption'
      ? html`<span part="text" class="caption">${content}</span>`
      : headingTemplate(Number(variant[1]), content, 'text', this.#deeper());
  }
}

if (!customElements.get('a2ui-text')) customElements.define('a2ui-text', A2uiText);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-text': A2uiText;
  }
}
