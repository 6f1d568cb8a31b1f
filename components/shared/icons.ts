// Material Design Icons (Pictogrammers, Apache-2.0): only the paths named here end up in the
// bundle, so the catalog's 59 icons cost a few kilobytes and need no font or network.
import {
  mdiAccount,
  mdiAccountCircle,
  mdiAlert,
  mdiAlertCircle,
  mdiArrowDown,
  mdiArrowLeft,
  mdiArrowRight,
  mdiArrowUp,
  mdiBell,
  mdiBellOff,
  mdiCalendar,
  mdiCalendarToday,
  mdiCamera,
  mdiCart,
  mdiCellphone,
  mdiCheck,
  mdiClose,
  mdiCog,
  mdiCreditCard,
  mdiDelete,
  mdiDotsHorizontal,
  mdiDotsVertical,
  mdiDownload,
  mdiEmail,
  mdiExclamation,
  mdiEye,
  mdiEyeOff,
  mdiFastForward,
  mdiFolder,
  mdiHeart,
  mdiHeartOff,
  mdiHelpCircle,
  mdiHome,
  mdiImage,
  mdiInformation,
  mdiLock,
  mdiLockOpenVariant,
  mdiMagnify,
  mdiMapMarker,
  mdiMenu,
  mdiPaperclip,
  mdiPause,
  mdiPencil,
  mdiPhone,
  mdiPlay,
  mdiPlus,
  mdiPrinter,
  mdiRefresh,
  mdiRewind,
  mdiRun,
  mdiSend,
  mdiShareVariant,
  mdiSkipNext,
  mdiSkipPrevious,
  mdiStar,
  mdiStarHalfFull,
  mdiStarOutline,
  mdiStop,
  mdiTrendingDown,
  mdiTrendingUp,
  mdiUpload,
  mdiVolumeHigh,
  mdiVolumeMedium,
  mdiVolumeMute,
  mdiVolumeOff,
} from '@mdi/js';
import {basicIconNames} from '../../src/protocol/v0_9/basic-components.js';

// Path data in the order of the catalog's `basicIconNames` (the names are written once).
const catalogPaths = [
  mdiAccountCircle, // accountCircle
  mdiPlus, // add
  mdiArrowLeft, // arrowBack
  mdiArrowRight, // arrowForward
  mdiPaperclip, // attachFile
  mdiCalendarToday, // calendarToday
  mdiPhone, // call
  mdiCamera, // camera
  mdiCheck, // check
  mdiClose, // close
  mdiDelete, // delete
  mdiDownload, // download
  mdiPencil, // edit
  mdiCalendar, // event
  mdiAlertCircle, // error
  mdiFastForward, // fastForward
  mdiHeart, // favorite
  mdiHeartOff, // favoriteOff
  mdiFolder, // folder
  mdiHelpCircle, // help
  mdiHome, // home
  mdiInformation, // info
  mdiMapMarker, // locationOn
  mdiLock, // lock
  mdiLockOpenVariant, // lockOpen
  mdiEmail, // mail
  mdiMenu, // menu
  mdiDotsVertical, // moreVert
  mdiDotsHorizontal, // moreHoriz
  mdiBellOff, // notificationsOff
  mdiBell, // notifications
  mdiPause, // pause
  mdiCreditCard, // payment
  mdiAccount, // person
  mdiCellphone, // phone
  mdiImage, // photo
  mdiPlay, // play
  mdiPrinter, // print
  mdiRefresh, // refresh
  mdiRewind, // rewind
  mdiMagnify, // search
  mdiSend, // send
  mdiCog, // settings
  mdiShareVariant, // share
  mdiCart, // shoppingCart
  mdiSkipNext, // skipNext
  mdiSkipPrevious, // skipPrevious
  mdiStar, // star
  mdiStarHalfFull, // starHalf
  mdiStarOutline, // starOff
  mdiStop, // stop
  mdiUpload, // upload
  mdiEye, // visibility
  mdiEyeOff, // visibilityOff
  mdiVolumeMedium, // volumeDown
  mdiVolumeMute, // volumeMute
  mdiVolumeOff, // volumeOff
  mdiVolumeHigh, // volumeUp
  mdiAlert, // warning
];

/** SVG path data (24×24 viewBox) of every icon name of the basic catalog. */
export const iconPaths: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(basicIconNames.map((name, i) => [name, catalogPaths[i]!])),
);

/**
 * Every name `iconPath` knows: the catalog's, and a few Material names outside the catalog's
 * list that the official examples bind from their data models (a bound name is not checked
 * against the catalog's enum). No prototype: `toString` is no icon name.
 */
const knownPaths: Readonly<Record<string, string>> = {
  __proto__: null,
  ...iconPaths,
  arrowDownward: mdiArrowDown,
  arrowUpward: mdiArrowUp,
  directionsRun: mdiRun,
  priorityHigh: mdiExclamation,
  trendingDown: mdiTrendingDown,
  trendingUp: mdiTrendingUp,
} as unknown as Readonly<Record<string, string>>;

/**
 * Path data of an icon name, or undefined for an unknown name. Accepts the catalog's camelCase
 * names and the Material snake_case spelling (`account_circle`).
 */
export function iconPath(name: string): string | undefined {
  return knownPaths[name.replace(/[_-]([a-z])/g, (_, letter: string) => letter.toUpperCase())];
}
