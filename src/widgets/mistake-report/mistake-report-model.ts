/**
 * Pure rules of `<pd-mistake-report>` (portal-identity-reviews §2 "Doctor page": "A mistake-report form opens in a
 * popup frame (address carries iframe=true). The frame sends messages with sender mistakeForm and actions close or
 * resize; the popup closes or resizes accordingly"): the openers and the frame's address, read at load. The frame's
 * messages are read in ./frame-message.ts, which comes with the popup's code (ADR 216). Decisions:
 * docs/decisions/165-mistake-report-frame.md, 216.
 */
import { isAllowedNavigation } from '../../core/dom';

/** The tag. */
export const MISTAKE_REPORT_TAG = 'pd-mistake-report';
/** Openers: any element with this attribute; its value (else its `href`) is the form URL. */
export const MISTAKE_REPORT_ATTRIBUTE = 'data-pd-mistake-report';
/** The popup's width on desktop, px (the default dialog, portal-identity-reviews §9). */
export const MISTAKE_REPORT_WIDTH = 456;
/** The frame's height until the form reports its own, px. */
export const DEFAULT_FRAME_HEIGHT = 480;

/** The popup frame's address: the form URL with `iframe=true` (§2), and the origin its messages must come from. */
export interface FrameTarget {
  url: string;
  origin: string;
}

/**
 * The form URL → the frame's address with `iframe=true` added (an existing `iframe` parameter is replaced), or `null`
 * with a problem when the URL is not http(s)/relative or leaves the page's origin and config `allowedRedirectHosts`.
 */
export function frameTarget(
  raw: string | null | undefined,
  pageHref: string,
): { target: FrameTarget | null; problem: string | null } {
  const text = raw?.trim() ?? '';
  if (!text || !isAllowedNavigation(text)) {
    return {
      target: null,
      problem: `the form URL must be a same-origin (or allowed host) http(s) address, got ${JSON.stringify(raw ?? null)}`,
    };
  }
  const url = new URL(text, pageHref);
  url.searchParams.set('iframe', 'true');
  return { target: { url: url.href, origin: url.origin }, problem: null };
}

/** What the opener asks for: its attribute value, else its `href`. */
export function openerFormUrl(opener: Element): string | null {
  const value = opener.getAttribute(MISTAKE_REPORT_ATTRIBUTE)?.trim();
  if (value) return value;
  return opener.getAttribute('href');
}
