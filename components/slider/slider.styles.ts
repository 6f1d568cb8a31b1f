import {css} from 'lit';

/** Styles of `<a2ui-slider>`. */
export const sliderStyles = css`
  :host {
    display: block;
    min-inline-size: 8rem;
  }
  [part='field'] {
    display: flex;
    flex-direction: column;
    gap: var(--a2ui-spacing-xs);
  }
  [part='header'] {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: var(--a2ui-spacing-m);
  }
  [part='label'] {
    font-size: 0.875em;
    font-weight: 500;
  }
  /* The number never wraps: a long label wraps beside it instead. */
  [part='value'] {
    flex: none;
    margin-inline-start: auto;
    color: var(--a2ui-slider-value-color, var(--a2ui-color-muted));
    font-size: 0.875em;
    font-variant-numeric: tabular-nums;
  }
  [part='input'] {
    inline-size: 100%;
    block-size: var(--a2ui-slider-height, 1.5rem);
    margin: 0;
    /* The link colour: a light primary colour is darkened on a light page, to show (3:1). */
    accent-color: var(--a2ui-slider-accent, var(--_link));
    cursor: pointer;
  }
  [part='error'] {
    color: var(--a2ui-slider-error-color, var(--a2ui-color-error));
    font-size: 0.875em;
  }
`;
