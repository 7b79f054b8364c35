/**
 * Constants of the modal stack. Spec: portal-identity-reviews §3 "Modal options", §9 (dialog widths,
 * "Modal histories trimmed to 10", "Default modal z-index 1000", "default side menu width 400 px");
 * booking-schedule §2 "Alert dialog", §9 "Dialog sizes sm 304, md 360, lg 456, xl 650, default 456".
 */

/** Dialog widths in CSS pixels by size name (portal-identity-reviews §9, booking-schedule §9). */
export const DIALOG_WIDTHS = { sm: 304, md: 360, lg: 456, xl: 650 } as const;

/** A named dialog size; `lg` (456 px) is the default. */
export type DialogSize = keyof typeof DIALOG_WIDTHS;

/** Default dialog size (456 px). */
export const DEFAULT_DIALOG_SIZE: DialogSize = 'lg';

/** Alert dialog width in px, and its width when `big` (booking-schedule §2 "Alert dialog", §9 "Alert 304, or 560"). */
export const ALERT_WIDTH = 304;
export const ALERT_BIG_WIDTH = 560;

/** Side-sheet width in px when no size is given (portal-identity-reviews §9 "default side menu width 400 px"). */
export const SIDE_SHEET_WIDTH = 400;

/** Default z-index of a modal that is not in the top layer (portal-identity-reviews §3, §9). */
export const MODAL_DEFAULT_Z_INDEX = 1000;

/** Length of the closing state in milliseconds: the open/close transition time (portal-identity-reviews §4 "Modal"). */
export const MODAL_TRANSITION_MS = 200;

/** How many ids `historyFull` and `historyAnchor` keep (portal-identity-reviews §9 "Modal histories trimmed to 10"). */
export const MODAL_HISTORY_LIMIT = 10;

/** localStorage key of the modal stack record (portal-identity-reviews §3 "Modal stack record"). */
export const MODAL_STORAGE_KEY = 'pd-widgets:modal';

/** URL hashes that suppress slider initialisation (portal-identity-reviews §2 "Modal dialogs in general"). */
export const SLIDER_SUPPRESSING_HASHES = ['#map_page', '#filters'] as const;
