// The basic catalog's elements: importing this module registers all 18 custom elements. They
// come in the order whose drop-in bundle compresses best (gzip looks back 32 KB, so modules
// with alike styles and templates are placed near each other); each one stands alone.
export {A2uiText, type TextProps, type TextVariant} from './text/text.js';
export {A2uiIcon, type IconProps} from './icon/icon.js';
export {A2uiModal, type ModalProps} from './modal/modal.js';
export {A2uiButton, type ButtonProps, type ButtonVariant} from './button/button.js';
export {A2uiVideo, type VideoProps} from './video/video.js';
export {
  A2uiChoicePicker,
  type ChoicePickerProps,
  type ChoicePickerVariant,
  type ChoicePickerDisplayStyle,
  type ChoiceOption,
} from './choice-picker/choice-picker.js';
export {A2uiList, type ListProps} from './list/list.js';
export {A2uiColumn, type ColumnProps} from './column/column.js';
export {A2uiRow, type RowProps} from './row/row.js';
export {A2uiAudioPlayer, type AudioPlayerProps} from './audio-player/audio-player.js';
export {A2uiDivider, type DividerProps} from './divider/divider.js';
export {A2uiTabs, type TabsProps, type TabItem} from './tabs/tabs.js';
export {A2uiCard, type CardProps} from './card/card.js';
export {
  A2uiTextField,
  type TextFieldProps,
  type TextFieldVariant,
} from './text-field/text-field.js';
export {A2uiCheckBox, type CheckBoxProps} from './check-box/check-box.js';
export {A2uiImage, type ImageProps, type ImageFit, type ImageVariant} from './image/image.js';
export {A2uiDateTimeInput, type DateTimeInputProps} from './date-time-input/date-time-input.js';
export {A2uiSlider, type SliderProps} from './slider/slider.js';
export {baseStyles} from './shared/base.styles.js';
export {addElementStyles} from './shared/element-styles.js';
export {uiText, uiTexts, type UiText} from './shared/ui-text.js';
export {tokensCss} from './shared/tokens.js';
export {iconPaths, iconPath} from './shared/icons.js';
export {parseMarkdown, parseInline, type MdBlock, type MdInline} from './shared/markdown.js';
