/** The tag of each basic-catalog element, as the public contract names them. Tests list them
 * here, written out, rather than derive them from the code they check. */
export const basicElementTags = [
  'a2ui-text',
  'a2ui-image',
  'a2ui-icon',
  'a2ui-video',
  'a2ui-audio-player',
  'a2ui-row',
  'a2ui-column',
  'a2ui-list',
  'a2ui-card',
  'a2ui-tabs',
  'a2ui-modal',
  'a2ui-divider',
  'a2ui-button',
  'a2ui-text-field',
  'a2ui-check-box',
  'a2ui-choice-picker',
  'a2ui-slider',
  'a2ui-date-time-input',
] as const;
