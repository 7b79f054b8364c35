/**
 * `<ClubInfo>`: the club info side menu 'Клуб ПроДокторов' (booking-schedule §2 "Club screens", §6 club users, §9
 * "Club"). A thin view over `club-info-model.ts`.
 *
 * Opens with the `open` attribute or a click (Enter/Space) on any `[data-pd-club-info]` element: a 400-px side sheet
 * (z-index 210) on desktop, a bottom sheet on mobile, with what the club gives, how to get the coupon and the
 * discount (an info toggletip 288 px wide explains the discount), how to join (the user's card: 99 ₽ instead of 499,
 * free, or the member's end date; live from the session store), a Q&A accordion (`<details>`/`<summary>`) and the
 * legal footer (offer, club rules; new tab). Bad attributes log `[pd-widgets] pd-club-info: …` and fall back.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useHost } from '../../core/define';
import { useLoggedProblems } from '../../core/hooks';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { listenForOpeners } from '../../shared/openers';
import { $session } from '../../shared/stores';
import {
  CLUB_INFO_OPENER_ATTRIBUTE,
  CLUB_INFO_TAG,
  CLUB_SIDE_MENU_WIDTH,
  CLUB_SIDE_MENU_Z_INDEX,
  clubInfoView,
  resolveClubInfo,
} from './club-info-model';
import { clubInfoMessages as msg } from './messages';

/** Props of {@link ClubInfo} (attributes `open`, `offer-url`, `rules-url`). */
export interface ClubInfoProps {
  /** Opens the side menu. */
  open?: boolean;
  /** The club offer (legal) page; default `/club/offer/`. */
  offerUrl?: string;
  /** The club rules page; default `/club/rules/`. */
  rulesUrl?: string;
}

/** The info toggletip (§2 "Club info tooltip width 288 px"): a button that shows and hides the text. */
function InfoTip() {
  const [shown, setShown] = useState(false);
  const ids = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const wrap = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!shown) return;
    const root = wrap.current?.getRootNode() as Document | ShadowRoot | undefined;
    const onDown = (e: Event) => {
      if (wrap.current && !e.composedPath().includes(wrap.current)) setShown(false);
    };
    root?.addEventListener('pointerdown', onDown);
    return () => root?.removeEventListener('pointerdown', onDown);
  }, [shown]);
  return (
    <span className="ci__tip-wrap" ref={wrap}>
      <button
        type="button"
        className="ci__tip-btn"
        part="tooltip-button"
        aria-label={msg.tooltipLabel}
        aria-expanded={shown}
        aria-controls={`ci-tip-${ids}`}
        onClick={() => setShown((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && shown) {
            // Esc closes the tip first, not the side menu.
            e.preventDefault();
            e.stopPropagation();
            setShown(false);
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span id={`ci-tip-${ids}`} className="ci__tip" part="tooltip" role="status" hidden={!shown}>
        {shown ? msg.tooltip : ''}
      </span>
    </span>
  );
}

/** The club info side menu; openers `[data-pd-club-info]`. */
export function ClubInfo(props: ClubInfoProps) {
  const host = useHost();
  const session = useStore($session);
  const isDesktop = useStore($isDesktop);
  const { config, problems } = resolveClubInfo({ offerUrl: props.offerUrl, rulesUrl: props.rulesUrl });
  useLoggedProblems(CLUB_INFO_TAG, problems);

  const [open, setOpen] = useState(props.open === true);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  // The `open` attribute drives the menu ("adjusting state when a prop changes").
  const openProp = props.open === true;
  const [lastOpenProp, setLastOpenProp] = useState(openProp);
  if (openProp !== lastOpenProp) {
    setLastOpenProp(openProp);
    setOpen(openProp);
  }

  useEffect(
    () =>
      listenForOpeners(document, CLUB_INFO_OPENER_ATTRIBUTE, {
        onOpen: ({ opener }) => {
          // `data-pd-club-info="<id>"` opens the element with that id; an empty value opens every one (one per page).
          const target = opener.getAttribute(CLUB_INFO_OPENER_ATTRIBUTE) ?? '';
          if (target === '' || target === host.id) setOpen(true);
        },
        onWarm: () => void preloadModal(),
      }),
    [host],
  );

  if (!wanted) return null;
  const view = clubInfoView(session.club);
  const close = () => {
    setOpen(false);
    if (host.hasAttribute('open')) host.removeAttribute('open');
  };
  return (
    <LazyDialog
      open={open}
      onClose={close}
      title={msg.title}
      variant={isDesktop ? 'side-sheet' : 'bottom-sheet'}
      width={CLUB_SIDE_MENU_WIDTH}
      zIndex={CLUB_SIDE_MENU_Z_INDEX}
      className="ci"
    >
      <section className="ci__section" part="section" aria-labelledby="ci-gives">
        <h3 id="ci-gives" className="ci__heading">
          {msg.givesTitle}
        </h3>
        <ul className="ci__list">
          {view.gives.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      <section className="ci__section" part="section" aria-labelledby="ci-coupon">
        <h3 id="ci-coupon" className="ci__heading">
          {msg.couponTitle}
        </h3>
        <ol className="ci__list">
          {view.coupon.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ol>
        <p className="ci__line">
          {msg.discountLine} <InfoTip />
        </p>
      </section>
      <section className="ci__section" part="section" aria-labelledby="ci-join">
        <h3 id="ci-join" className="ci__heading">
          {msg.joinTitle}
        </h3>
        <p className="ci__line" part="join" data-card={view.join.card.kind}>
          {view.join.text}
        </p>
      </section>
      <section className="ci__section" part="section" aria-labelledby="ci-faq">
        <h3 id="ci-faq" className="ci__heading">
          {msg.faqTitle}
        </h3>
        <div className="ci__faq" part="faq">
          {view.faq.map(({ q, a }) => (
            <details key={q} className="ci__qa">
              <summary className="ci__q">{q}</summary>
              <p className="ci__a">{a}</p>
            </details>
          ))}
        </div>
      </section>
      <nav className="ci__legal" part="legal" aria-label={msg.legalLabel}>
        <a href={config.offerUrl} target="_blank" rel="noopener noreferrer">
          {msg.offer}
          <span className="ci__sr"> {msg.newTab}</span>
        </a>
        <a href={config.rulesUrl} target="_blank" rel="noopener noreferrer">
          {msg.rules}
          <span className="ci__sr"> {msg.newTab}</span>
        </a>
      </nav>
    </LazyDialog>
  );
}
