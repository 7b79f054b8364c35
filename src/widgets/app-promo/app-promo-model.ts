/**
 * Pure rules of `<pd-app-promo>` (booking-schedule §2 "Mobile-app promo banner": the install button opens the iOS
 * store link on iPhone/iPad/iPod devices, the Android store link otherwise; §7 goals on banner open and install). No
 * DOM. Decision: docs/decisions/161-app-promo.md.
 */
import { safeUrl } from '../../core/dom';

/** The tag. */
export const APP_PROMO_TAG = 'pd-app-promo';
/** Goal of opening the modal (booking-schedule §7 "banner open"); params `{ device: 'mobile' | 'desktop' }`. */
export const GOAL_APP_PROMO_OPEN = 'appPromoBanner_open';
/** Goal of the install button (§7 "install"); params `{ store: 'ios' | 'android' }`. */
export const GOAL_APP_PROMO_INSTALL = 'appPromoBanner_install';
/** Number of slides (§2 "a two-slide slider"). */
export const SLIDE_COUNT = 2;

export type AppStore = 'ios' | 'android';

/**
 * Which store the device gets (§2): iPhone, iPad or iPod in the user agent → iOS; also iPadOS 13+, which reports a
 * Macintosh user agent but has a touch screen (`maxTouchPoints > 1`). Everything else → Android.
 */
export function storeFor(userAgent: string, maxTouchPoints = 0): AppStore {
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'android';
}

/** The attributes (camelCase). */
export interface AppPromoInputs {
  iosUrl?: string | null;
  androidUrl?: string | null;
}

/** The validated store links; a missing or unsafe link is `null` with a problem. */
export function storeLinks(inputs: AppPromoInputs): {
  links: Record<AppStore, string | null>;
  problems: string[];
} {
  const problems: string[] = [];
  const read = (value: string | null | undefined, attribute: string): string | null => {
    const raw = typeof value === 'string' ? value.trim() : '';
    if (!raw) {
      problems.push(`attribute "${attribute}" is required (the store link)`);
      return null;
    }
    const safe = safeUrl(raw);
    if (!safe) problems.push(`attribute "${attribute}" must be an http(s) URL, got "${raw}"`);
    return safe;
  };
  return {
    links: { ios: read(inputs.iosUrl, 'ios-url'), android: read(inputs.androidUrl, 'android-url') },
    problems,
  };
}

/** The slide after a key press in the slider (arrow keys, Home, End); `null` for other keys. No wrap-around. */
export function slideForKey(key: string, current: number, count = SLIDE_COUNT): number | null {
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, current + 1);
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
