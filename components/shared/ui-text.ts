import {idWords} from '../text-field/fallback-name.js';
import {bcp47} from '../../src/functions/locale.js';

/**
 * The words the basic elements and `<a2ui-agent>` show or announce of their own (all the rest
 * comes from the agent), English by default. An application in another language replaces them before its
 * surfaces render, e.g. `Object.assign(uiText, {close: 'Schließen'})`, or gives them per
 * language in `uiTexts`.
 */
export const uiText = {
  /** Name of the Modal's close button. */
  close: 'Close',
  /** Name of a Modal's trigger that shows no text (an Image without a description, an Icon
   * without a label), when the Modal has no `accessibility` label; also of the dialog it opens,
   * when the content has no heading. */
  openDialog: 'Open dialog',
  /** Placeholder of a filterable ChoicePicker's filter field. */
  filterPlaceholder: 'Filter…',
  /** Name of that field, from the ChoicePicker's label when it has one. */
  filterName: (label?: string): string => (label ? `Filter ${label}` : 'Filter options'),
  /** Shown while the filter matches no option. */
  noMatch: 'No matching options',
  /** Announced as the user filters: how many of the options are shown. */
  matchCount: (shown: number, total: number): string => `${shown} of ${total} options`,
  /** A TextField's message when its value does not match its `validationRegexp`. */
  formatError: 'Enter a value in the expected format.',
  /** A DateTimeInput's message for a value before `min` (the bound, in the surface's locale). */
  notBefore: (min: string): string => `Choose ${min} or later.`,
  /** A DateTimeInput's message for a value after `max` (the bound, in the surface's locale). */
  notAfter: (max: string): string => `Choose ${max} or earlier.`,
  /** Name of an icon-only Button without a label, from the catalog icon name (`skipNext`). */
  iconName: idWords,
  /** Shown by a surface that cannot be displayed (its `error` slot's default, role alert). */
  surfaceError: 'This interface could not be displayed.',
  /** Shown (role note) in place of a component of a type the catalog does not have. */
  unknownComponent: (type: string): string => `Unsupported component: ${type}`,
  /** The message of a failing check the agent gave no message. */
  checkFailed: 'Validation failed',
  /** A ChoicePicker's message when more than `max` options are picked (also of any component
   * whose `value` is a string list): its check of the number of selections (a `length` of its
   * value with a `max` and no `min`) gave no message, as the one a v0.8 MultipleChoice's
   * `maxAllowedSelections` becomes. */
  maxSelections: (max: number): string => `Select at most ${max}.`,
  /** Description (`aria-description`) of a link in a Text: links open in a new tab. */
  newTab: 'Opens in a new tab',
  /** Said after the name of a multiple-choice ChoicePicker with a `required` check. */
  required: 'required',
  /** `<a2ui-agent>`'s connection state line (part `status`) before it first connects. */
  notConnected: 'Not connected',
  /** That line while it connects, also while the first connection is retried. */
  connecting: 'Connecting…',
  /** That line while the connection is open. */
  connected: 'Connected',
  /** That line while a connection that was open is re-established. */
  reconnecting: 'Connection lost, reconnecting…',
  /** That line once the connection is closed. */
  disconnected: 'Disconnected',
  /** That line once a problem closed the connection, with its reason (the transport's words). */
  disconnectedBecause: (reason: string): string => `Disconnected: ${reason}`,
  /** That reason when the agent refused the credentials (HTTP 401 or 403). */
  credentialsRefused: (status: number): string => `the agent refused the credentials (${status})`,
  /** That line once the connection gave up after `maxAttempts` failed attempts in a row. */
  unreachable: (attempts: number): string => `Could not reach the agent after ${attempts} attempts`,
  /** The button after that line that connects again. */
  retry: 'Retry',
  /** Said after that line while the user's actions wait for the connection to be sent. */
  actionsWaiting: (count: number): string =>
    count === 1 ? '1 action waiting' : `${count} actions waiting`,
};

/** The elements' own words, as in `uiText`. */
export type UiText = typeof uiText;

/**
 * Translations of `uiText` by language, for pages showing surfaces in several:
 * `uiTexts.de = {close: 'Schließen'}`. A surface whose locale is `de-CH` takes each word from
 * `uiTexts['de-CH']`, else `uiTexts.de`, else `uiText`; `sr-Latn-RS` from `sr-Latn-RS`, else
 * `sr-Latn`, else `sr`. Tags match in any case (`EN-gb` is `en-GB`), and a POSIX locale reads as
 * its BCP 47 tag (`sr_RS@latin` is `sr-Latn-RS`).
 */
export const uiTexts: Record<string, Partial<UiText>> = {};

/** The words for a surface in `locale` (see `uiTexts`). */
export const uiTextFor = (locale = ''): UiText => {
  const words = {...uiText};
  const tag = bcp47(locale).toLowerCase() + '-';
  // Each entry whose tag starts the locale's, shortest first: the most specific one wins.
  for (const key of Object.keys(uiTexts).sort((a, b) => a.length - b.length)) {
    if (tag.startsWith(bcp47(key).toLowerCase() + '-')) Object.assign(words, uiTexts[key]);
  }
  return words;
};
