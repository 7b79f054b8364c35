/**
 * Pure rules of `<pd-mistake-report>` (portal-identity-reviews §2 "Doctor page": "A mistake-report form opens in a
 * popup frame (address carries iframe=true). The frame sends messages with sender mistakeForm and actions close or
 * resize; the popup closes or resizes accordingly"). Decision: docs/decisions/165-mistake-report-frame.md.
 */
import { isAllowedNavigation } from '../../core/dom';

/** The tag. */
export const MISTAKE_REPORT_TAG = 'pd-mistake-report';
/** Openers: any element with this attribute; its value (else its `href`) is the form URL. */
export const MISTAKE_REPORT_ATTRIBUTE = 'data-pd-mistake-report';
/** §2: the `sender` of the frame's messages. */
export const MISTAKE_FORM_SENDER = 'mistakeForm';
/** The popup's width on desktop, px (the default dialog, portal-identity-reviews §9). */
export const MISTAKE_REPORT_WIDTH = 456;
/** The frame's height until the form reports its own, px. */
export const DEFAULT_FRAME_HEIGHT = 480;
/** The heights a `resize` may set, px (anything outside is clamped). */
export const FRAME_HEIGHT_RANGE = { min: 120, max: 4000 } as const;

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

/** A message of the form: close the popup, or resize the frame to `height` px. */
export type FrameMessage = { action: 'close' } | { action: 'resize'; height: number };

/** Clamps a reported height into {@link FRAME_HEIGHT_RANGE}. */
export function clampHeight(height: number): number {
  return Math.round(Math.min(FRAME_HEIGHT_RANGE.max, Math.max(FRAME_HEIGHT_RANGE.min, height)));
}

/**
 * The message's meaning, or `null`: `{sender: 'mistakeForm', action: 'close'}` or `{sender: 'mistakeForm', action:
 * 'resize', height: <number or numeric string>}`, as an object or its JSON text. Anything else is ignored.
 */
export function readFrameMessage(data: unknown): FrameMessage | null {
  let value = data;
  if (typeof value === 'string') {
    if (value.length > 2000) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (m.sender !== MISTAKE_FORM_SENDER) return null;
  if (m.action === 'close') return { action: 'close' };
  if (m.action === 'resize') {
    const height = typeof m.height === 'string' ? Number(m.height) : m.height;
    if (typeof height !== 'number' || !Number.isFinite(height)) return null;
    return { action: 'resize', height: clampHeight(height) };
  }
  return null;
}

/** The parts of a `MessageEvent` the filter reads. */
export interface MessageLike {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * §2 with the security rule of ADR 165: a message counts only when it comes from the popup's own frame — its origin
 * equals the frame's origin AND its `source` is the frame's window — and reads as a form message.
 */
export function acceptFrameMessage(
  event: MessageLike,
  frame: { origin: string; window: unknown },
): FrameMessage | null {
  if (!frame.window || event.source !== frame.window) return null;
  if (event.origin !== frame.origin) return null;
  return readFrameMessage(event.data);
}
