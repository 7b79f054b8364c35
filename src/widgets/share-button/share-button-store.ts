/**
 * The share action of `<pd-share-button>` (portal-identity-reviews §7 share goal, §8 "Sharing", §9 'Ссылка
 * скопирована'). The rules (goal name, URL, abort handling) are the ones the favourite button uses:
 * src/shared/page-kind (ADR 158). Loaded on first use with the page's notices (./share-action.tsx, ADR 215).
 */
import { shareLink as shareLinkFlow, type ShareResult } from '../../shared/page-kind';
import { shareButtonMessages as msg } from './messages';
import { SHARE_BUTTON_TAG, type ShareKind } from './share-button-model';

export { SHARE_BUTTON_TAG, isShareKind, type ShareKind } from './share-button-model';
export type { ShareResult };

/**
 * One share click: the goal `shareButton_{doctor|lpu}_{page kind}` (no goal for an unknown `kind`), then the system
 * share sheet (`navigator.share({url})`) where there is one; a user abort (`AbortError`) does nothing, any other
 * failure or no share API copies the link (`navigator.clipboard.writeText`) and shows 'Ссылка скопирована'.
 * `url` (absolute or relative; empty = the page itself) must be http(s), else it is refused with a log.
 */
export function shareLink(kind: ShareKind | null, url: string | undefined): Promise<ShareResult> {
  return shareLinkFlow({ tag: SHARE_BUTTON_TAG, subject: kind, url, copiedText: msg.linkCopied });
}
