/**
 * `<AppPromo>`: the mobile-app promo banner with the electronic medical card (booking-schedule §2 "Mobile-app promo
 * banner", §7 "Analytics goals … banner open and install").
 *
 * - Mobile (< 1200 px): the whole banner is a button (named by its visible text); a tap opens a full-screen modal.
 * - Desktop: the banner with an info icon button that opens the modal (a 456-px dialog).
 * - The modal: a two-slide slider (previous/next buttons, dots, arrow keys, Home/End), 'Установить приложение' (a
 *   link to the iOS store on iPhone/iPad/iPod, else the Android store, in a new tab, noopener noreferrer) and
 *   'Закрыть'. Goals `appPromoBanner_open` and `appPromoBanner_install`.
 * - Missing or unsafe store links log `[pd-widgets] pd-app-promo: …`; with neither link nothing shows.
 */
import { ChevronIcon } from '../../shared/ui/icons';
import { useStore } from '@nanostores/react';
import { useState, type KeyboardEvent } from 'react';
import { useLoggedProblems } from '../../core/hooks';
import { format } from '../../core/i18n';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { reachGoal } from '../../core/tracking';
import { Button } from '../../core/ui';
import {
  APP_PROMO_TAG,
  GOAL_APP_PROMO_INSTALL,
  GOAL_APP_PROMO_OPEN,
  SLIDE_COUNT,
  slideForKey,
  storeFor,
  storeLinks,
  type AppPromoInputs,
} from './app-promo-model';
import { appPromoMessages as msg } from './messages';

/** Props of {@link AppPromo}: the attributes in camelCase (`ios-url`, `android-url`). */
export type AppPromoProps = AppPromoInputs;

function PhoneIcon() {
  return (
    <svg className="ap__icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="11" y="3" width="18" height="34" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 14h8M20 10v8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M15 24h10M15 28h7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The slide pictures: a medical card with documents, and a doctor's computer. */
function SlidePicture({ index }: { index: number }) {
  return (
    <svg className="ap__picture" viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      {index === 0 ? (
        <>
          <rect x="40" y="10" width="56" height="76" rx="6" fill="#e6effb" stroke="#1a73e8" strokeWidth="2" />
          <path d="M52 28h32M52 40h32M52 52h22" stroke="#1a73e8" strokeWidth="3" strokeLinecap="round" />
          <rect x="80" y="30" width="44" height="58" rx="6" fill="#fff" stroke="#1f8a4c" strokeWidth="2" />
          <path d="M90 48h24M90 58h24M90 68h14" stroke="#1f8a4c" strokeWidth="3" strokeLinecap="round" />
        </>
      ) : (
        <>
          <rect
            x="30"
            y="12"
            width="100"
            height="62"
            rx="6"
            fill="#e6effb"
            stroke="#1a73e8"
            strokeWidth="2"
          />
          <path d="M70 86h20M80 74v12" stroke="#1a73e8" strokeWidth="3" strokeLinecap="round" />
          <path d="M46 32h40M46 44h60M46 56h30" stroke="#1a73e8" strokeWidth="3" strokeLinecap="round" />
          <circle cx="112" cy="34" r="8" fill="#1f8a4c" />
        </>
      )}
    </svg>
  );
}

const setAutofocus = (el: HTMLButtonElement | null) => el?.setAttribute('autofocus', '');

/** The two-slide slider (booking-schedule §2), keyboard and screen-reader accessible. */
function Slider() {
  const [slide, setSlide] = useState(0);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const next = slideForKey(e.key, slide);
    if (next === null) return;
    e.preventDefault();
    setSlide(next);
  };
  return (
    // The keys reach the section from its focusable buttons (arrow keys anywhere in the carousel, ADR 161).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="ap__slider"
      part="slider"
      aria-roledescription="карусель"
      aria-label={msg.sliderLabel}
      onKeyDown={onKeyDown}
    >
      <div className="ap__slides" aria-live="polite">
        {msg.slides.map((s, i) => (
          <div
            key={s.title}
            className="ap__slide"
            part="slide"
            role="group"
            aria-roledescription="слайд"
            aria-label={format(msg.slideLabel, { n: i + 1, total: SLIDE_COUNT })}
            hidden={i !== slide}
          >
            <SlidePicture index={i} />
            <p className="ap__slide-title">{s.title}</p>
            <p className="ap__slide-text">{s.text}</p>
          </div>
        ))}
      </div>
      <div className="ap__controls">
        <button
          type="button"
          className="ap__arrow"
          part="previous"
          aria-label={msg.previous}
          // aria-disabled, not disabled: the focused button keeps the focus at the first/last slide.
          aria-disabled={slide === 0 || undefined}
          onClick={() => setSlide(Math.max(0, slide - 1))}
        >
          <ChevronIcon dir="left" size={24} />
        </button>
        <div className="ap__dots" role="group" aria-label={msg.dotsLabel}>
          {msg.slides.map((s, i) => (
            <button
              key={s.title}
              type="button"
              className="ap__dot"
              part="dot"
              aria-label={format(msg.slideLabel, { n: i + 1, total: SLIDE_COUNT })}
              aria-current={i === slide ? 'true' : undefined}
              onClick={() => setSlide(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className="ap__arrow"
          part="next"
          aria-label={msg.next}
          // The dialog's first focus (its `[autofocus]` rule): the way forward, not the inactive 'previous' button.
          // Set as an attribute in both runtimes (React's autoFocus prop renders none).
          ref={setAutofocus}
          aria-disabled={slide === SLIDE_COUNT - 1 || undefined}
          onClick={() => setSlide(Math.min(SLIDE_COUNT - 1, slide + 1))}
        >
          <ChevronIcon dir="right" size={24} />
        </button>
      </div>
    </section>
  );
}

/** The promo banner and its modal. */
export function AppPromo({ iosUrl, androidUrl }: AppPromoProps) {
  const isDesktop = useStore($isDesktop);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { links, problems } = storeLinks({ iosUrl, androidUrl });
  useLoggedProblems(APP_PROMO_TAG, problems);
  const store =
    typeof navigator === 'undefined'
      ? 'android'
      : storeFor(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  const installHref = links[store];
  if (!links.ios && !links.android) return null;

  const openModal = () => {
    setUsed(true);
    setOpen(true);
    reachGoal(GOAL_APP_PROMO_OPEN, { device: isDesktop ? 'desktop' : 'mobile' });
  };
  const warm = () => void preloadModal();

  return (
    <>
      {isDesktop ? (
        <div className="ap" part="banner" data-device="desktop">
          <PhoneIcon />
          <div className="ap__body">
            <p className="ap__title">{msg.bannerTitle}</p>
            <p className="ap__text">{msg.bannerText}</p>
          </div>
          <button
            type="button"
            className="ap__info"
            part="info"
            aria-label={msg.infoLabel}
            aria-haspopup="dialog"
            onClick={openModal}
            onPointerEnter={warm}
            onFocus={warm}
          >
            <InfoIcon />
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="ap ap--button"
          part="banner"
          data-device="mobile"
          aria-haspopup="dialog"
          onClick={openModal}
          onFocus={warm}
          onTouchStart={warm}
        >
          <PhoneIcon />
          <span className="ap__body">
            <span className="ap__title">{msg.bannerTitle}</span>
            <span className="ap__text">{msg.bannerText}</span>
          </span>
          <ChevronIcon dir="right" size={24} />
        </button>
      )}
      {used && (
        <LazyDialog
          open={open}
          onClose={() => setOpen(false)}
          title={msg.modalTitle}
          variant={isDesktop ? 'dialog' : 'fullscreen'}
          size="lg"
          // The footer's 'Закрыть' is the close button (§2); Esc and a click outside still close.
          hideCloseBtn
          className="ap__modal"
          footer={
            <div className="ap__actions">
              {installHref && (
                <a
                  className="pd-button"
                  part="install"
                  data-variant="primary"
                  data-size="md"
                  data-block
                  data-store={store}
                  href={installHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => reachGoal(GOAL_APP_PROMO_INSTALL, { store })}
                >
                  {msg.install}
                  <span className="ap__sr">{` ${msg.installHint}`}</span>
                </a>
              )}
              <Button variant="secondary" block className="ap__close" onClick={() => setOpen(false)}>
                {msg.close}
              </Button>
            </div>
          }
        >
          <Slider />
        </LazyDialog>
      )}
    </>
  );
}
