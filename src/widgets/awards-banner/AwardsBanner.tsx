/**
 * `<AwardsBanner>`: the seasonal awards banner and its modal (portal-identity-reviews §2 "Awards banner and modal",
 * §3 "Awards content per phase", §4 "Awards phases", §9). A thin view: the phase and the content rules are in
 * `awards-phase.ts` and `awards-banner-model.ts`, the cookie in `awards-cookie.ts`.
 *
 * The banner (image, title, dark theme) is a button opening the modal (456 px on desktop, fullscreen on mobile):
 * the events (done icon, date, paragraphs), the button link, and the awards site and video links (new tab). The
 * hide control stores `award_banner=hidden` for half a day and removes the banner; with that cookie it never renders.
 * Bad content logs `[pd-widgets] pd-awards-banner: …` and renders nothing.
 *
 * This part is the banner (its phase, its timer, its hide control): the modal's contents (AwardsBannerDialog.tsx,
 * with their css) are loaded on the first open (ADR 216), like the modal they render in. A pointer or focus on the
 * banner starts loading both; a click meanwhile is kept (the banner busy); a failed load shows
 * 'Не удалось загрузить подробности. Попробуйте ещё раз' with 'Повторить' (src/shared/openers/popup-code.tsx).
 */
import { CloseIcon } from '../../shared/ui/icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { emit, useHost } from '../../core/define';
import { useLoggedProblems } from '../../core/hooks';
import { now } from '../../core/time';
import { popupCode, usePopupCode } from '../../shared/openers/popup-code';
import type { AwardsBannerDialogProps } from './AwardsBannerDialog';
import { hideBanner, isBannerHidden } from './awards-cookie';
import { AWARDS_BANNER_TAG, resolveAwardsBanner } from './awards-banner-model';
import type { AwardsPhase } from './awards-phase';
import { awardsBannerShellMessages as msg } from './shell-messages';

/** Props of {@link AwardsBanner} (attributes `content`, `content-source`, `year`). */
export interface AwardsBannerProps {
  /** §3 content per phase (JSON attribute; see awards-banner-model.ts for the shape). */
  content?: unknown;
  /** Id of a `<script type="application/json">` (Django `json_script`) holding it; used when `content` is not set. */
  contentSource?: string;
  /**
   * The season's year when the content has no `year` (the phase dates of §4 are days of this year); neither set: the
   * current season's year by Moscow time.
   */
  year?: number;
}

/** Starts loading the modal's code and the modal chunk (once per page; a failure is tried again on the next call). */
const loadDialog = popupCode<AwardsBannerDialogProps>(() =>
  import('./AwardsBannerDialog').then((m) => m.AwardsBannerDialog),
);
const preload = () => void loadDialog().catch(() => {});

/** Past a phase start before re-reading the clock (timers may fire a little early). */
const PHASE_TIMER_SLACK_MS = 500;
/** The longest `setTimeout` browsers honour (2^31 − 1 ms, ~24.8 days); a later boundary re-arms on firing. */
const MAX_TIMER_MS = 2_147_483_647;

/** The seasonal awards banner. */
/** `detail` of `awards-banner:hide`: the banner was closed in this phase (the page may free its space). */
export interface AwardsBannerHideDetail {
  phase: AwardsPhase;
}

export function AwardsBanner({ content, contentSource, year }: AwardsBannerProps) {
  const host = useHost();
  // Bumped by the phase timer: the view is resolved again with a later now().
  const [clockTick, setClockTick] = useState(0);
  const { view, problems, nextChange } = useMemo(
    () => resolveAwardsBanner({ content, contentSource, year }, now(), host.getRootNode?.()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- clockTick re-reads the clock
    [content, contentSource, year, host, clockTick],
  );
  useLoggedProblems(AWARDS_BANNER_TAG, problems);
  // §4: a page left open switches phase at the boundary (e.g. the 19:00 broadcast). A boundary beyond the longest
  // timer re-arms when it fires; a fixed config clock (`now`, never moving) stops after one timer.
  const nextChangeAt = nextChange?.getTime() ?? null;
  useEffect(() => {
    if (nextChangeAt === null) return;
    const armedAt = now().getTime();
    const delay = Math.min(Math.max(nextChangeAt - armedAt, 0) + PHASE_TIMER_SLACK_MS, MAX_TIMER_MS);
    const timer = setTimeout(() => {
      if (now().getTime() !== armedAt) setClockTick((n) => n + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [nextChangeAt, clockTick]);
  const [hidden, setHidden] = useState(() => isBannerHidden());
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The modal's code (and the modal chunk) loads on the first open, or on a pointer or focus on the banner (ADR 216);
  // once opened it stays rendered (closed).
  const code = usePopupCode(AWARDS_BANNER_TAG, loadDialog, { ...msg, title: view?.modalTitle ?? '' });
  // The failure dialog was closed: the open is dropped.
  if (open && !code.asked) setOpen(false);
  if (!view || hidden) return null;

  const show = () => {
    setOpen(true);
    code.ask(opener.current);
  };
  const hide = () => {
    hideBanner();
    setOpen(false);
    setHidden(true);
    emit(host, 'awards-banner:hide', { phase: view.phase } satisfies AwardsBannerHideDetail);
  };
  return (
    <>
      <div
        className="ab"
        part="banner"
        data-theme={view.darkTheme ? 'dark' : 'light'}
        data-phase={view.phase}
      >
        <button
          ref={opener}
          type="button"
          className="ab__open"
          part="open"
          aria-haspopup="dialog"
          onClick={show}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {view.image && <img className="ab__image" part="image" src={view.image} alt="" />}
          <span className="ab__title" part="title">
            {view.bannerTitle}
          </span>
          <span className="ab__more">{msg.more}</span>
        </button>
        <button
          type="button"
          className="ab__hide"
          part="hide"
          aria-label={msg.hide}
          title={msg.hide}
          onClick={hide}
        >
          <CloseIcon />
        </button>
      </div>
      {code.Popup ? <code.Popup view={view} open={open} onClose={() => setOpen(false)} /> : code.failure}
    </>
  );
}
