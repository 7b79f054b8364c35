/**
 * The share flow of every share control (portal-identity-reviews §7 "A share goal event is sent as
 * shareButton_{doctor|lpu}_{page kind}", §8 "Sharing: if the user aborts the mobile share, nothing happens; other
 * failures fall back to copying the link ('Ссылка скопирована')", §9): the favourite button's share icon and
 * `<pd-share-button>`. Decision: docs/decisions/158 (one implementation, in src/shared/page-kind).
 */
import { logError } from '../../core/dom';
import { errorMessage } from '../../core/http';
import { reachGoal } from '../../core/tracking';
import { notify } from '../toasts/notices';
import { pageKind } from './page-kind';
import { shareFailureAction, shareGoal, shareUrl, type ShareSubject } from './share';

/** What a share click did. */
export type ShareResult = 'shared' | 'copied' | 'aborted' | 'failed';

/** What {@link shareLink} needs. */
export interface ShareLinkOptions {
  /** The widget's tag, for `[pd-widgets] <tag>: …` logs. */
  tag: string;
  /** Who is shared (the goal's `{doctor|lpu}`); `null` sends no goal. */
  subject: ShareSubject | null;
  /** The URL to share (absolute or relative; empty = the page itself); only http(s) is shared. */
  url: string | undefined;
  /** The notice after a copy: the widget's 'Ссылка скопирована' (its messages.ts). */
  copiedText: string;
}

function pageHref(): string {
  return typeof location !== 'undefined' ? location.href : 'http://localhost/';
}

async function copyLink(tag: string, url: string, copiedText: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('no clipboard API');
    await navigator.clipboard.writeText(url);
  } catch (err) {
    logError(tag, 'could not copy the link', err);
    notify({ text: errorMessage(err).title, tone: 'error' });
    return false;
  }
  notify({ text: copiedText, tone: 'success' });
  return true;
}

/**
 * One share click: the goal `shareButton_{doctor|lpu}_{page kind}`, then the system share sheet
 * (`navigator.share({url})`) where there is one; a user abort (`AbortError`) does nothing; any other failure, or no
 * share API, copies the link (`navigator.clipboard.writeText`) and shows `copiedText` (a copy failure shows the
 * generic error notice). A non-http(s) URL is refused with a log. Never throws.
 */
export async function shareLink({ tag, subject, url, copiedText }: ShareLinkOptions): Promise<ShareResult> {
  const href = pageHref();
  if (subject) reachGoal(shareGoal(subject, pageKind(href)));
  const target = shareUrl(url || href, href);
  if (!target) {
    logError(tag, `refused to share "${url}": only http(s) and relative URLs are allowed`);
    return 'failed';
  }
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ url: target });
      return 'shared';
    } catch (err) {
      if (shareFailureAction(err) === 'ignore') return 'aborted';
    }
  }
  return (await copyLink(tag, target, copiedText)) ? 'copied' : 'failed';
}
