/**
 * The words the basic elements show or announce of their own (all the rest comes from the
 * agent), English by default. An application in another language replaces them before its
 * surfaces render, e.g. `Object.assign(uiText, {close: 'Schließen'})`.
 */
export const uiText = {
  /** Name of the Modal's close button. */
  close: 'Close',
  /** Placeholder of a filterable ChoicePicker's filter field. */
  filterPlaceholder: 'Filter…',
  /** Name of that field, from the ChoicePicker's label when it has one. */
  filterName: (label?: string): string => (label ? `Filter ${label}` : 'Filter options'),
  /** Shown while the filter matches no option. */
  noMatch: 'No matching options',
  /** Announced as the user filters: how many of the options are shown. */
  matchCount: (shown: number, total: number): string => `${shown} of ${total} options`,
};
