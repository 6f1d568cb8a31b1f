import {css} from 'lit';

/** Styles of `<a2ui-list>`. */
export const listStyles = css`
  :host {
    display: block;
    min-block-size: 0;
  }
  [part='list'] {
    display: flex;
    flex-direction: column;
    gap: var(--a2ui-list-gap, var(--a2ui-spacing-m));
    /* Unset, none (the initial value): a var() without value or fallback acts as unset. The
       padding is room for the items' focus rings, which the scroll box would cut off; the
       margin keeps the items where they were. */
    max-block-size: calc(var(--a2ui-list-max-height) + 8px);
    overflow-y: auto;
    padding: 4px;
    margin: -4px;
  }
  /* Without a max height a vertical list does not scroll: nothing cuts the rings off, and no room
     beyond the List's edges (which a surface without padding would overflow) is kept for them. */
  @container not style(--a2ui-list-max-height) {
    .vertical {
      overflow: visible;
      padding: 0;
      margin: 0;
    }
  }
  /* The room at the end is kept inside the List's width, so the row does not overflow either. */
  .horizontal[part='list'] {
    margin-inline-end: 0;
    flex-direction: row;
    overflow-x: auto;
    overflow-y: hidden;
    scrollbar-width: thin;
  }
  [part='item'] {
    display: flex;
    flex-direction: column;
    min-inline-size: 0;
  }
  .horizontal > [part='item'] {
    flex: none;
    max-inline-size: var(--a2ui-list-item-max-width, 80%);
  }
`;
