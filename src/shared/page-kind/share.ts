/**
 * The share rules every share control uses (portal-identity-reviews §7 "A share goal event is sent as
 * shareButton_{doctor|lpu}_{page kind}", §8 "Sharing"): the favourite button's share icon and `<pd-share-button>`.
 * Pure: the page URL and the page kind come in as arguments.
 */
import type { PageKind } from './page-kind';

/** Who is shared: a doctor or a clinic (`doctors` is the favourites' spelling of `doctor`). */
export type ShareSubject = 'doctor' | 'doctors' | 'lpu';

/** The share goal `shareButton_{doctor|lpu}_{page kind}` (§7 "Tracking"), e.g. `shareButton_doctor_doctorCard`. */
export function shareGoal(subject: ShareSubject, kind: PageKind): string {
  return `shareButton_${subject === 'lpu' ? 'lpu' : 'doctor'}_${kind}`;
}

/** The absolute URL to share for `url` (absolute or relative), resolved against the page; `null` if not http(s). */
export function shareUrl(url: string, pageHref: string): string | null {
  try {
    const resolved = new URL(url, pageHref);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/** How a `navigator.share` failure is handled (§8 "Sharing"): a user abort does nothing, others copy the link. */
export function shareFailureAction(err: unknown): 'ignore' | 'copy' {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'AbortError' ? 'ignore' : 'copy';
}
