/**
 * The messages of the mistake-report form's frame (portal-identity-reviews §2 "Doctor page": "The frame sends messages
 * with sender mistakeForm and actions close or resize; the popup closes or resizes accordingly"), with the security
 * rule of ADR 165. Pure; loaded with the popup's code (ADR 216). Decisions: docs/decisions/165-mistake-report-frame.md,
 * 216.
 */

/** §2: the `sender` of the frame's messages. */
export const MISTAKE_FORM_SENDER = 'mistakeForm';
/** The heights a `resize` may set, px (anything outside is clamped). */
export const FRAME_HEIGHT_RANGE = { min: 120, max: 4000 } as const;

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
