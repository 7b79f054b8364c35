/**
 * `<ShareButton>`: 'Поделиться' for a doctor or clinic page (portal-identity-reviews §7 share goal, §8 "Sharing", §9
 * 'Ссылка скопирована'). A thin view: the action is `share-button-store.ts`; the notices render through the page's
 * one `<Toasts>` (ADR 104). Decisions: docs/decisions/158, 215.
 *
 * At load only the button (ADR 215): the share action and the notices (./share-action.tsx, with src/shared/page-kind
 * and src/shared/toasts) load on a pointer or focus on the button or on its first click. A click meanwhile is kept
 * (the button `aria-busy`) and shares when the code has arrived; if the share sheet then refuses it (the click's
 * activation has expired), the link is copied as on any other share failure. A failed load logs and shows 'Не удалось
 * поделиться. Попробуйте ещё раз' with 'Повторить', which shares once the code has arrived
 * (src/shared/openers/popup-code.tsx, as the clinic map's popup, ADR 210).
 */
import { useState, type ComponentType } from 'react';
import { useLoggedProblems } from '../../core/hooks';
import { loadOnce } from '../../core/lazy';
import { usePopupCode } from '../../shared/openers/popup-code';
import { shareButtonMessages as msg } from './messages';
import type { ShareActionProps, ShareRequest } from './share-action';
import { isShareKind, SHARE_BUTTON_TAG } from './share-button-model';

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  /** The page to share, absolute or relative (http(s) only); absent = the current page. */
  url?: string;
  /** `doctor` or `lpu` (required for the goal `shareButton_{doctor|lpu}_{page kind}`). */
  kind?: string;
}

/** The texts of the load-failure dialog: named after the button. */
const failureTexts = { title: msg.label, loadFailed: msg.loadFailed, retry: msg.retry };

/**
 * The share action's code, once per page (a failure is forgotten, so the next call tries again). Without the modal
 * chunk, which only the failure dialog needs.
 */
const loadShareAction: () => Promise<ComponentType<ShareActionProps>> = loadOnce(() =>
  import('./share-action').then((m) => m.ShareAction),
);
const preload = () => void loadShareAction().catch(() => {});

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
  const [request, setRequest] = useState<ShareRequest | null>(null);
  const code = usePopupCode(SHARE_BUTTON_TAG, loadShareAction, failureTexts);
  const warm = code.Popup ? undefined : preload;
  return (
    <>
      <button
        type="button"
        className="share"
        part="button"
        aria-busy={busy || undefined}
        onPointerOver={warm}
        onPointerDown={warm}
        onFocus={warm}
        onClick={(e) => {
          if (busy) return;
          setRequest((r) => ({ seq: (r?.seq ?? 0) + 1 }));
          // Busy until the code arrives (usePopupCode), then while it shares (`busy`).
          if (!code.Popup) code.ask(e.currentTarget);
        }}
      >
        <ShareIcon />
        <span className="share__label">{msg.label}</span>
      </button>
      {code.Popup ? (
        <code.Popup request={request} kind={validKind} url={url} onBusy={setBusy} />
      ) : (
        code.failure
      )}
    </>
  );
}
