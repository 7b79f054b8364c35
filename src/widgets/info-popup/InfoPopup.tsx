/**
 * `<InfoPopup>`: the psychiatric-doctor info popup (portal-identity-reviews §2 "Psychiatric doctor info popup"):
 * a bottom sheet on mobile, a 456-px dialog on desktop, with a title, an optional subtitle, the description and an
 * 'Понятно' button that closes it.
 *
 * It opens from its own info button (an 'i' icon named 'Подробнее: {title}', or a text button with `button-label`;
 * none with `openers-only`) and from any element on the page with `data-pd-info-popup="{this element's id}"`
 * (`data-pd-info-popup=""` when the element has no id), through `src/shared/openers`. Rules in
 * `info-popup-model.ts`. Decision: docs/decisions/155-info-popup-badges-stage.md.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useHost } from '../../core/define';
import { useLoggedProblems } from '../../core/hooks';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { Button } from '../../core/ui';
import { listenForOpeners } from '../../shared/openers';
import {
  INFO_POPUP_ATTRIBUTE,
  INFO_POPUP_TAG,
  INFO_POPUP_WIDTH,
  openerTargets,
  readInfoPopup,
} from './info-popup-model';
import { infoPopupMessages as msg } from './messages';

/** Props of {@link InfoPopup} (attributes `popup-title`, `subtitle`, `description`, `button-label`, `openers-only`). */
export interface InfoPopupProps {
  /** The popup's title (required). */
  popupTitle?: string;
  /** Optional subtitle under the title. */
  subtitle?: string;
  /** The description, plain text; blank lines separate paragraphs. */
  description?: string;
  /** A text for the widget's own button (a text button instead of the 'i' icon). */
  buttonLabel?: string;
  /** No button of its own: only `[data-pd-info-popup]` openers open it. */
  openersOnly?: boolean;
}

function InfoIcon() {
  return (
    <svg className="ip__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M12 10.5v6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="7.5" r="1.3" fill="#fff" />
    </svg>
  );
}

/** The info popup and its button. */
export function InfoPopup({ popupTitle, subtitle, description, buttonLabel, openersOnly }: InfoPopupProps) {
  const host = useHost();
  const { content, problems } = useMemo(
    () => readInfoPopup({ popupTitle, subtitle, description }),
    [popupTitle, subtitle, description],
  );
  useLoggedProblems(INFO_POPUP_TAG, problems);
  const isDesktop = useStore($isDesktop);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const enabled = content !== null;

  useEffect(() => {
    if (!enabled) return;
    return listenForOpeners(document, INFO_POPUP_ATTRIBUTE, {
      onOpen: ({ opener }) => {
        if (!openerTargets(opener.getAttribute(INFO_POPUP_ATTRIBUTE), host.id || null)) return;
        setWanted(true);
        setOpen(true);
      },
      onWarm: () => void preloadModal(),
    });
  }, [enabled, host]);

  if (!content) return null;
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const label = buttonLabel?.trim();
  return (
    <>
      {!openersOnly && (
        <button
          type="button"
          className={label ? 'ip__button ip__button--text' : 'ip__button'}
          part="button"
          aria-haspopup="dialog"
          aria-label={label ? undefined : `${msg.more}: ${content.title}`}
          onClick={show}
          onPointerEnter={() => void preloadModal()}
          onFocus={() => void preloadModal()}
        >
          {label || <InfoIcon />}
        </button>
      )}
      {wanted && (
        <LazyDialog
          open={open}
          onClose={close}
          title={content.title}
          variant={isDesktop ? 'dialog' : 'bottom-sheet'}
          width={INFO_POPUP_WIDTH}
          className="ip"
          footer={
            <Button className="ip__ok" block onClick={close}>
              {msg.ok}
            </Button>
          }
        >
          {content.subtitle && (
            <p className="ip__subtitle" part="subtitle">
              {content.subtitle}
            </p>
          )}
          <div className="ip__description" part="description">
            {content.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </LazyDialog>
      )}
    </>
  );
}
