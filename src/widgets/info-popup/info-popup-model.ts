/**
 * Pure rules of `<pd-info-popup>` (portal-identity-reviews §2 "Psychiatric doctor info popup": bottom sheet on
 * mobile, 456-wide dialog on desktop, title, optional subtitle, description and an 'Понятно' button). No DOM.
 * Decision: docs/decisions/155-info-popup-badges-stage.md.
 */

/** The tag. */
export const INFO_POPUP_TAG = 'pd-info-popup';
/** Any element with this attribute opens a popup: its value is the popup element's `id` ('' = a popup without id). */
export const INFO_POPUP_ATTRIBUTE = 'data-pd-info-popup';
/** The dialog's width on desktop, px (§2 "456-wide dialog"). */
export const INFO_POPUP_WIDTH = 456;

/** What the popup shows. */
export interface InfoPopupContent {
  title: string;
  /** `''` = no subtitle (§2 "optional subtitle"). */
  subtitle: string;
  /** The description split into paragraphs at blank lines (plain text; never HTML). */
  paragraphs: string[];
}

/** The content and the problems to log (`content: null` when there is no title: nothing is rendered). */
export interface InfoPopupRead {
  content: InfoPopupContent | null;
  problems: string[];
}

const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '');

/**
 * Reads the attributes `popup-title`, `subtitle`, `description`. The title is required (else `content: null` and a
 * problem); a missing description is logged but the popup still works. Paragraphs: split at blank lines, inner
 * line breaks and runs of spaces collapsed.
 */
export function readInfoPopup(input: {
  popupTitle?: string | null;
  subtitle?: string | null;
  description?: string | null;
}): InfoPopupRead {
  const problems: string[] = [];
  const title = clean(input.popupTitle);
  const paragraphs = clean(input.description)
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (!title) problems.push('popup-title is missing: the popup needs a title; nothing is rendered');
  if (!paragraphs.length) problems.push('description is missing: the popup shows only its title');
  if (!title) return { content: null, problems };
  return { content: { title, subtitle: clean(input.subtitle), paragraphs }, problems };
}

/**
 * Whether an opener's attribute value targets a popup with element id `popupId` (`''`/`null` = the element has no
 * id): equal values match; an opener with an empty value opens the popup without an id.
 */
export function openerTargets(openerValue: string | null, popupId: string | null): boolean {
  return clean(openerValue) === clean(popupId);
}
