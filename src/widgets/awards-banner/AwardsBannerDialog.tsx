/**
 * The modal of `<pd-awards-banner>` (portal-identity-reviews §2 "Awards banner and modal"): 456 px on desktop,
 * fullscreen on mobile, with the events (done icon, date, paragraphs), the button link, and the awards site and video
 * links (new tab). Loaded on the banner's first open, with the modal chunk (ADR 216); AwardsBanner.tsx keeps the
 * banner, its phase and its hide control. Decisions: docs/decisions/150–152, 216.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useHost } from '../../core/define';
import { LazyDialog } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { adoptStyles, supportsAdoptedStyleSheets } from '../../core/styles';
import { awardsBannerWidgetStyles } from './AwardsBanner.styles';
import type { AwardsEvent, AwardsView } from './awards-banner-model';
import { awardsBannerMessages as msg } from './messages';

/** Props of {@link AwardsBannerDialog}. */
export interface AwardsBannerDialogProps {
  /** The banner's view (phase content) the modal shows. */
  view: AwardsView;
  open: boolean;
  onClose(): void;
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

/** The awards modal. */
export function AwardsBannerDialog({ view, open, onClose }: AwardsBannerDialogProps) {
  const host = useHost();
  // Its css, adopted when it first renders (ADR 216: not with the banner, which has no modal until the first open).
  useState(() => host.shadowRoot && adoptStyles(host.shadowRoot, awardsBannerWidgetStyles));
  const isDesktop = useStore($isDesktop);
  return (
    <>
      {host.shadowRoot &&
        !supportsAdoptedStyleSheets() &&
        awardsBannerWidgetStyles.map((css, i) => <style key={i}>{css}</style>)}
      <LazyDialog
        open={open}
        onClose={onClose}
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
    </>
  );
}
