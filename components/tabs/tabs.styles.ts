import {css} from 'lit';

/** Styles of `<a2ui-tabs>`. */
export const tabsStyles = css`
  :host {
    display: block;
  }
  [part~='tablist'] {
    display: flex;
    gap: var(--a2ui-spacing-s);
    border-block-end: 1px solid var(--a2ui-tabs-border-color, var(--a2ui-color-divider));
    overflow-x: auto;
    scrollbar-width: thin;
  }
  [part~='tab'] {
    flex: none;
    font: inherit;
    /* Unset, the colour is inherited (not the button's): a var() without value or fallback acts
       as unset. */
    color: var(--a2ui-tabs-color);
    background: none;
    border: none;
    border-block-end: 3px solid transparent;
    padding: var(--a2ui-spacing-m) var(--a2ui-spacing-l);
    cursor: pointer;
  }
  /* Inside the tab: the scrolling tab row would cut off a ring drawn around it. */
  [part~='tab']:focus-visible {
    outline-offset: -2px;
  }
  [part~='tab']:hover {
    background: var(--a2ui-tabs-hover-background, var(--a2ui-color-secondary));
    color: var(--a2ui-color-on-secondary);
  }
  /* Pressed: a layer of the text colour, as on a pressed Button. */
  [part~='tab']:active {
    background-image: var(--_pressed);
  }
  /* Bold drawn, not a bolder font: the title is as wide selected or not, so no tab moves, and
     the space around every title is the same (room kept for a bold font grows with the title). */
  [part~='tab-selected'] {
    text-shadow:
      0.5px 0,
      -0.5px 0;
    border-block-end-color: var(--a2ui-tabs-indicator-color, var(--_link));
  }
  /* Forced colours paint the transparent underline of every tab: only the selected one keeps it.
     They also drop the text shadow: an outline around the letters draws the title bold instead,
     as wide as before. */
  @media (forced-colors: active) {
    [part='tab'] {
      border-block-end-color: Canvas;
    }
    [part~='tab-selected'] {
      -webkit-text-stroke: 1px;
    }
  }
  [part~='panel'] {
    padding-block-start: var(--a2ui-tabs-panel-padding, var(--a2ui-spacing-m));
  }
`;
