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
       padding is room for the items' focus rings, which the scroll box would cut off (the
       scroll padding keeps it when focus scrolls an item into view); the margin keeps the items
       where they were, but at the ends: there the room stays inside the List's box, which a
       surface without padding would otherwise overflow. */
    max-block-size: calc(var(--a2ui-list-max-height) + 4px);
    overflow-y: auto;
    padding: 4px;
    scroll-padding: 4px;
    margin-block: -4px 0;
    margin-inline: -4px 0;
  }
  /* Without a max height a vertical list does not scroll: nothing cuts the rings off, no room is
     kept for them, and its items keep the List's whole width. */
  @container not style(--a2ui-list-max-height) {
    .vertical {
      overflow: visible;
      padding: 0;
      margin: 0;
    }
  }
  .horizontal[part='list'] {
    flex-direction: row;
    overflow-x: auto;
    overflow-y: hidden;
    scrollbar-width: thin;
  }
  /* A child not yet arrived (or showing nothing) makes no empty list item, and a List without a
     child to show is no list of zero items: neither is shown, nor read. */
  [part='item']:not(:has(> :not(.a2ui-pending))),
  [part='list']:not(:has(> [part='item'] > :not(.a2ui-pending))) {
    display: none;
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
