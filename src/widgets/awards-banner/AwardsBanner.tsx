/**
 * `<AwardsBanner>`: the seasonal awards banner and its modal (portal-identity-reviews §2 "Awards banner and modal",
 * §3 "Awards content per phase", §4 "Awards phases", §9). A thin view: the phase and the content rules are in
 * `awards-phase.ts` and `awards-banner-model.ts`, the cookie in `awards-cookie.ts`.
 *
 * The banner (image, title, dark theme) is a button opening the modal (456 px on desktop, fullscreen on mobile):
 * the events (done icon, date, paragraphs), the button link, and the awards site and video links (new tab). The
 * hide control stores `award_banner=hidden` for half a day and removes the banner; with that cookie it never renders.
 * Bad content logs `[pd-widgets] pd-awards-banner: …` and renders nothing.
 */
import { CloseIcon } from '../../shared/ui/icons';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { emit, useHost } from '../../core/define';
import { useLoggedProblems } from '../../core/hooks';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { now } from '../../core/time';
import { hideBanner, isBannerHidden } from './awards-cookie';
import { AWARDS_BANNER_TAG, resolveAwardsBanner, type AwardsEvent } from './awards-banner-model';
import type { AwardsPhase } from './awards-phase';
import { awardsBannerMessages as msg } from './messages';

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

function DoneIcon({ done }: { done: boolean }) {
  return done ? (
    <svg
      className="ab__event-icon"
      data-done="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      role="img"
      aria-label={msg.done}
    >
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        d="m7 12.5 3.2 3.2L17 9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  ) : (
    <svg
      className="ab__event-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function Event({ event }: { event: AwardsEvent }) {
  return (
    <li className="ab__event" data-done={event.done ? 'true' : undefined} part="event">
      <DoneIcon done={event.done} />
      <div className="ab__event-text">
        <p className="ab__event-title">{event.title}</p>
        {event.date && <p className="ab__event-date">{event.date}</p>}
        {event.paragraphs.map((p, i) => (
          <p className="ab__event-paragraph" key={i}>
            {p}
          </p>
        ))}
      </div>
    </li>
  );
}

function NewTabLink({ href, label, part }: { href: string; label: string; part: string }) {
  return (
    <a className="ab__link" part={part} href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="ab__sr">{` ${msg.newTab}`}</span>
    </a>
  );
}

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
  const isDesktop = useStore($isDesktop);
  const [hidden, setHidden] = useState(() => isBannerHidden());
  const [open, setOpen] = useState(false);
  // The dialog code loads on first use (or on hover/focus of the banner); once opened it stays rendered (closed).
  const [wanted, setWanted] = useState(false);
  if (!view || hidden) return null;

  const show = () => {
    setWanted(true);
    setOpen(true);
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
          type="button"
          className="ab__open"
          part="open"
          aria-haspopup="dialog"
          onClick={show}
          onPointerEnter={() => void preloadModal()}
          onFocus={() => void preloadModal()}
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
      {wanted && (
        <LazyDialog
          open={open}
          onClose={() => setOpen(false)}
          title={view.modalTitle}
          variant={isDesktop ? 'dialog' : 'fullscreen'}
          size="lg"
          className="ab-modal"
        >
          {view.events.length > 0 && (
            <ol className="ab__events" part="events">
              {view.events.map((event, i) => (
                <Event key={i} event={event} />
              ))}
            </ol>
          )}
          {view.button && (
            <a
              className="pd-button ab__button"
              part="button"
              data-variant="primary"
              data-size="md"
              href={view.button.link}
            >
              {view.button.text}
            </a>
          )}
          {(view.siteUrl || view.videoUrl) && (
            <p className="ab__links">
              {view.siteUrl && <NewTabLink href={view.siteUrl} label={msg.site} part="site-link" />}
              {view.videoUrl && <NewTabLink href={view.videoUrl} label={msg.video} part="video-link" />}
            </p>
          )}
        </LazyDialog>
      )}
    </>
  );
}
