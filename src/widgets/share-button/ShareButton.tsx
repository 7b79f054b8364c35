/**
 * `<ShareButton>`: 'Поделиться' for a doctor or clinic page (portal-identity-reviews §7 share goal, §8 "Sharing", §9
 * 'Ссылка скопирована'). A thin view: the action is `share-button-store.ts`; the notices render through the page's
 * one `<Toasts>` (ADR 104). Decision: docs/decisions/158.
 */
import { useState } from 'react';
import { useLoggedProblems } from '../../core/hooks';
import { Toasts } from '../../shared/toasts/Toasts';
import { shareButtonMessages as msg } from './messages';
import { isShareKind, SHARE_BUTTON_TAG, shareLink } from './share-button-store';

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  /** The page to share, absolute or relative (http(s) only); absent = the current page. */
  url?: string;
  /** `doctor` or `lpu` (required for the goal `shareButton_{doctor|lpu}_{page kind}`). */
  kind?: string;
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 15V4m0 0L8 8m4-4l4 4M6 12v6.5c0 .8.7 1.5 1.5 1.5h9c.8 0 1.5-.7 1.5-1.5V12"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/** The share button. */
export function ShareButton({ url, kind }: ShareButtonProps) {
  const validKind = isShareKind(kind) ? kind : null;
  useLoggedProblems(
    SHARE_BUTTON_TAG,
    validKind
      ? []
      : [`attribute "kind" must be "doctor" or "lpu", got "${kind ?? ''}"; no share goal is sent`],
  );
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        className="share"
        part="button"
        aria-busy={busy || undefined}
        onClick={() => {
          if (busy) return;
          setBusy(true);
          void shareLink(validKind, url).finally(() => setBusy(false));
        }}
      >
        <ShareIcon />
        <span className="share__label">{msg.label}</span>
      </button>
      <Toasts />
    </>
  );
}
