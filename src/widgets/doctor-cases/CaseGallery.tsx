/**
 * The gallery popup of a case (booking-schedule §2 "Clicking an image opens a gallery popup with a 'Закрыть' button
 * and pagination 'N из M'"; §4 "Cases list": opens at a slide, slide change re-renders the description, video
 * slides autoplay only when active, closing resets content; §8 image load failure; §9 slide speed 400 ms, gap
 * 5 px). Fullscreen on mobile, a 960-px dialog on desktop. Arrow keys and the buttons move by one slide (no
 * wrap-around); Esc and 'Закрыть' close it and focus returns to the image that opened it. Decision:
 * docs/decisions/169-doctor-cases-gallery.md.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { format } from '../../core/i18n';
import { LazyDialog } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { clampIndex, galleryCounter, type DoctorCase } from './doctor-cases-model';
import { ChevronIcon } from '../../shared/ui/icons';
import { doctorCasesMessages as msg } from './messages';

/** Width of the desktop gallery dialog, px (ADR 169). */
export const CASE_GALLERY_WIDTH = 960;

/** Props of {@link CaseGallery}. */
export interface CaseGalleryProps {
  open: boolean;
  /** The case whose images are shown (kept while closing). */
  item: DoctorCase | null;
  /** 'Случай N' of the case. */
  title: string;
  /** The slide shown first. */
  start: number;
  /** Changes with every opening (the gallery then starts again at `start`). */
  opening: number;
  onClose(): void;
}

/** The gallery popup; its content exists only while open (closing resets it, §4). */
export function CaseGallery({ open, item, title, start, opening, onClose }: CaseGalleryProps) {
  const isDesktop = useStore($isDesktop);
  return (
    <LazyDialog
      open={open}
      onClose={onClose}
      aria-label={format(msg.galleryTitle, { title })}
      variant={isDesktop ? 'dialog' : 'fullscreen'}
      width={isDesktop ? CASE_GALLERY_WIDTH : undefined}
      hideCloseBtn
      className="csg-dialog"
    >
      {open && item && <Slides key={opening} item={item} start={start} onClose={onClose} />}
    </LazyDialog>
  );
}

function Slides({ item, start, onClose }: { item: DoctorCase; start: number; onClose(): void }) {
  const count = item.images.length;
  const [index, setIndex] = useState(() => clampIndex(start, count));
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const videos = useRef(new Map<number, HTMLVideoElement>());
  const go = (to: number) => setIndex(clampIndex(to, count));

  // §4: only the active slide's video plays; the others are paused.
  useLayoutEffect(() => {
    for (const [i, video] of videos.current) {
      if (i === index) {
        const played = video.play();
        if (played && typeof played.catch === 'function') played.catch(() => {});
      } else {
        video.pause();
      }
    }
  }, [index]);

  // Arrow keys anywhere in the gallery (not on the player, which seeks with them).
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
      if ((e.target as HTMLElement | null)?.tagName === 'VIDEO') return;
      e.preventDefault();
      setIndex((i) => clampIndex(i + (e.key === 'ArrowLeft' ? -1 : 1), count));
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [count]);

  const current = item.images[index];
  return (
    <div className="csg" part="gallery" ref={box}>
      <div className="csg__bar">
        <span className="csg__counter" aria-live="polite">
          {galleryCounter(index, count)}
        </span>
        <button type="button" className="csg__btn" part="gallery-close" onClick={onClose}>
          {msg.close}
        </button>
      </div>
      <div className="csg__viewport">
        <div
          className="csg__track"
          style={{ transform: `translateX(calc(${-index * 100}% - ${index * 5}px))` }}
        >
          {item.images.map((image, i) => {
            const active = i === index;
            const src = image.photo ?? image.preview;
            return (
              <div
                key={i}
                className="csg__slide"
                data-active={active ? '' : undefined}
                aria-hidden={active ? undefined : 'true'}
                inert={active ? undefined : true}
              >
                {!src || failed.has(i) ? (
                  <p className="csg__error" role={active ? 'alert' : undefined}>
                    {msg.imageFailed}
                  </p>
                ) : image.isVideo ? (
                  <video
                    ref={(el) => {
                      if (el) videos.current.set(i, el);
                      else videos.current.delete(i);
                    }}
                    className="csg__media"
                    src={src}
                    poster={image.preview && image.preview !== src ? image.preview : undefined}
                    controls
                    muted
                    playsInline
                    loop
                    preload="metadata"
                    aria-label={`${msg.video} ${image.caption}`.trim()}
                    onError={() => setFailed((set) => new Set(set).add(i))}
                  />
                ) : (
                  <img
                    className="csg__media"
                    src={src}
                    alt={`${format(msg.imageAlt, { n: i + 1 })} ${image.caption}`.trim()}
                    loading={Math.abs(i - index) > 1 ? 'lazy' : undefined}
                    onError={() => setFailed((set) => new Set(set).add(i))}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="csg__nav">
          <button
            type="button"
            className="csg__btn"
            aria-label={msg.previousSlide}
            aria-disabled={index === 0 || undefined}
            onClick={() => go(index - 1)}
          >
            <ChevronIcon dir="left" />
          </button>
          <button
            type="button"
            className="csg__btn"
            aria-label={msg.nextSlide}
            aria-disabled={index === count - 1 || undefined}
            onClick={() => go(index + 1)}
          >
            <ChevronIcon dir="right" />
          </button>
        </div>
      )}
      {current?.caption && <p className="csg__caption">{current.caption}</p>}
      {item.description && <p className="csg__description">{item.description}</p>}
    </div>
  );
}
