/**
 * `<Toasts>`: renders the page's notices (`$notices` of ./notices.ts; portal-identity-reviews §9 "Notices":
 * 'Добавлено в избранное' with 'Перейти', 'Удалено из избранного' with 'Отменить', 'Восстановлено', 'Ссылка
 * скопирована'). Decision: docs/decisions/104-toasts-one-owner-top-layer.md.
 *
 * - One renderer per page: every widget that may notify renders `<Toasts>`, the first one mounted claims the
 *   page and the others render nothing; when the owner unmounts, the next mounted one takes over.
 * - A polite live region (`role="status"`, `aria-live="polite"`) fixed at the bottom centre of the viewport. Where
 *   the browser has popovers it sits in the top layer (`popover="manual"`, shown once), so a transformed or
 *   clipped ancestor on a partner page cannot trap it.
 * - Each notice: its text, an optional action (a link for `href`, a button for `onClick`; either dismisses the
 *   notice) and a close button. Notices dismiss themselves after their `timeoutMs` (`notify`, default 5000 ms).
 *
 * Add {@link toastsStyles} to the widget's `styles`.
 */
import { CloseIcon } from '../ui/icons';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { modalMessages } from '../../core/i18n/messages/modal';
import { $notices, dismissNotice, type Notice } from './notices';
import { safeUrl } from '../../core/dom';

export { toastsStyles } from './Toasts.styles';

/** Props of {@link Toasts}. */
export interface ToastsProps {
  className?: string;
}

/**
 * Mounted `<Toasts>` instances in mount order, and the one that renders (the first; 0 when none). Only a change of
 * the owner notifies: N instances (500 favourite buttons) mount in O(N), where an atom of the list re-rendered every
 * mounted instance on every mount, O(N²) (issue 19, ADR 206).
 */
const owners: number[] = [];
const $owner = atom(0);
let nextOwner = 1;

function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';
}

function ToastItem({ notice }: { notice: Notice }) {
  const { action } = notice;
  const href = action?.href ? safeUrl(action.href) : null;
  return (
    <div className="pd-toast" part="toast" data-tone={notice.tone ?? 'info'}>
      <span className="pd-toast__text">{notice.text}</span>
      {action && href && (
        <a
          className="pd-toast__action"
          part="toast-action"
          href={href}
          onClick={() => dismissNotice(notice.id)}
        >
          {action.label}
        </a>
      )}
      {action && !href && action.onClick && (
        <button
          type="button"
          className="pd-toast__action"
          part="toast-action"
          onClick={() => {
            dismissNotice(notice.id);
            action.onClick?.();
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        className="pd-toast__close"
        aria-label={modalMessages.close}
        onClick={() => dismissNotice(notice.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** The notices of the page (rendered by the first mounted instance only). */
export function Toasts({ className }: ToastsProps) {
  const [me] = useState(() => nextOwner++);
  const owner = useStore($owner) === me;

  useEffect(() => {
    owners.push(me);
    if (!$owner.get()) $owner.set(me);
    return () => {
      owners.splice(owners.indexOf(me), 1);
      if ($owner.get() === me) $owner.set(owners[0] ?? 0);
    };
  }, [me]);

  return owner ? <ToastsRegion className={className} /> : null;
}

/** The owner's live region: only it hears the notices. */
function ToastsRegion({ className }: ToastsProps) {
  const notices = useStore($notices);
  const ref = useRef<HTMLDivElement>(null);
  const popover = supportsPopover();

  useLayoutEffect(() => {
    const el = ref.current;
    if (!popover || !el?.isConnected) return;
    try {
      if (!el.matches(':popover-open')) el.showPopover();
    } catch {
      // Not rendered (e.g. an ancestor is display:none): a plain fixed region instead of a closed popover.
      el.removeAttribute('popover');
    }
  }, [popover]);

  return (
    <div
      ref={ref}
      className={className ? `pd-toasts ${className}` : 'pd-toasts'}
      part="toasts"
      popover={popover ? 'manual' : undefined}
    >
      <div className="pd-toasts__list" role="status" aria-live="polite">
        {notices.map((n) => (
          <ToastItem key={n.id} notice={n} />
        ))}
      </div>
    </div>
  );
}
