import {css} from 'lit';

/** Styles of `<a2ui-text>`. */
export const textStyles = css`
  :host {
    display: block;
    /* Unset, the colour is inherited: a var() without value or fallback acts as unset. */
    color: var(--a2ui-text-color);
    font-size: var(--a2ui-text-font-size, var(--a2ui-font-size));
    line-height: var(--a2ui-line-height-body);
  }
  /* Empty text ("", only white space, or a binding to nothing) takes no room: no gap in its Row
     or Column. The element marks it (:host:has(> :empty) would say it here, but Firefox does not
     match :has() on a shadow host). */
  :host([data-empty]) {
    display: none;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6,
  p,
  ul,
  ol,
  pre {
    margin: 0;
  }
  [part='text'] > * + *,
  blockquote > * + * {
    margin-block-start: var(--a2ui-spacing-m);
  }
  blockquote {
    margin: 0;
    padding-inline-start: var(--a2ui-spacing-m);
    border-inline-start: 3px solid var(--a2ui-color-border);
    color: var(--a2ui-color-muted);
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    /* The token's default is inherit, which leaves it without value: inherited, as above. */
    font-family: var(--a2ui-font-family-title);
    line-height: var(--a2ui-line-height-headings);
    font-weight: var(--a2ui-text-heading-weight, 600);
  }
  /* The look follows the variant (or Markdown level), not the element: a surface's h1 shown as
     an <h3> under the page's own headings (heading-level) looks like an h1. */
  .h1 {
    font-size: var(--a2ui-text-h1-size, 2em);
  }
  .h2 {
    font-size: var(--a2ui-text-h2-size, 1.75em);
  }
  .h3 {
    font-size: var(--a2ui-text-h3-size, 1.5em);
  }
  .h4 {
    font-size: var(--a2ui-text-h4-size, 1.25em);
  }
  .h5,
  .h6 {
    font-size: var(--a2ui-text-h5-size, 1.125em);
  }
  .caption {
    display: block;
    font-size: var(--a2ui-text-caption-size, 0.8em);
    color: var(--a2ui-text-caption-color, var(--a2ui-color-muted));
  }
  ul,
  ol {
    padding-inline-start: 1.5em;
  }
  code,
  pre {
    font-family: var(--a2ui-font-family-monospace);
    font-size: 0.9em;
    border-radius: var(--a2ui-border-radius-s);
    background: var(--a2ui-text-code-background, var(--a2ui-color-secondary));
    color: var(--a2ui-color-on-secondary);
  }
  code {
    padding: 0 0.25em;
  }
  pre {
    padding: var(--a2ui-spacing-m);
    overflow-x: auto;
  }
  pre code {
    padding: 0;
    background: none;
  }
  a {
    color: var(--_link);
  }
  /* Links open in a new tab: a marker shows it, left out of the name (the description says it). */
  a::after {
    content: '↗' / '';
  }
  /* Out and onwards, right to left. */
  a:dir(rtl)::after {
    content: '↖' / '';
  }
`;
