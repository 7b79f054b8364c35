/**
 * The gallery dialog of a review card (portal-identity-reviews §2 "Review cards": image gallery; §8 "Gallery image
 * failure"). Fullscreen on mobile, a 960-px dialog on desktop (`LazyDialog`: the modal code loads on demand); the
 * image, 'N из M', previous/next buttons and the arrow keys (wrapping around). An image that fails to load (or whose
 * URL `safeUrl` refused) shows 'не удается загрузить изображение'. Decision: docs/decisions/137-review-gallery.md.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { LazyDialog } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import type { GalleryImage } from './enhance';
import { reviewCardMessages as msg } from './messages';
import { galleryCounter, stepIndex } from './review-card-model';

/** Width of the desktop gallery dialog, px (docs/decisions/137-review-gallery.md). */
export const GALLERY_DESKTOP_WIDTH = 960;

/** Props of {@link Gallery}. */
export interface GalleryProps {
  open: boolean;
  images: GalleryImage[];
  /** The image shown first. */
  index: number;
  /** Changes with every opening (the gallery then starts again at `index`). */
  opening: number;
  onClose(): void;
}

function Arrow({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/** The gallery dialog. */
export function Gallery({ open, images, index: start, opening, onClose }: GalleryProps) {
  const isDesktop = useStore($isDesktop);
  const [index, setIndex] = useState(start);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  // The shadow root the dialog renders into: its keydown events reach it (set once the dialog content exists).
  const [keyRoot, setKeyRoot] = useState<Node | null>(null);
  const stageRef = useCallback((el: HTMLDivElement | null) => {
    if (el) setKeyRoot(el.getRootNode());
  }, []);
  const count = images.length;
  const image = images[Math.min(index, count - 1)];
  const src = image?.src ?? null;

  // A new opening starts at the clicked image.
  const [openedAs, setOpenedAs] = useState(opening);
  if (openedAs !== opening) {
    setOpenedAs(opening);
    setIndex(start);
  }

  const step = (by: number) => setIndex((i) => stepIndex(i, by, count));

  // Arrow keys anywhere in the dialog (the events of the dialog bubble to this shadow root).
  useEffect(() => {
    const target = keyRoot;
    if (!open || count < 2 || !target) return;
    const onKey = (e: Event) => {
      const key = (e as KeyboardEvent).key;
      if (e.defaultPrevented || (key !== 'ArrowLeft' && key !== 'ArrowRight')) return;
      e.preventDefault();
      setIndex((i) => stepIndex(i, key === 'ArrowLeft' ? -1 : 1, count));
    };
    target.addEventListener('keydown', onKey);
    return () => target.removeEventListener('keydown', onKey);
  }, [open, count, keyRoot]);

  return (
    <LazyDialog
      open={open}
      onClose={onClose}
      title={msg.galleryTitle}
      variant={isDesktop ? 'dialog' : 'fullscreen'}
      width={isDesktop ? GALLERY_DESKTOP_WIDTH : undefined}
      className="rc-gallery"
    >
      <div className="rc-gallery__stage" ref={stageRef}>
        {src && !failed.has(src) ? (
          <img
            key={src}
            className="rc-gallery__image"
            src={src}
            alt={image?.alt ?? ''}
            onError={() => setFailed((set) => new Set(set).add(src))}
          />
        ) : (
          <p className="rc-gallery__error" role="alert">
            {msg.imageFailed}
          </p>
        )}
      </div>
      <div className="rc-gallery__nav">
        {count > 1 && (
          <button
            type="button"
            className="rc-gallery__btn"
            aria-label={msg.previous}
            onClick={() => step(-1)}
          >
            <Arrow back />
          </button>
        )}
        <span className="rc-gallery__counter" aria-live="polite">
          {galleryCounter(index, count)}
        </span>
        {count > 1 && (
          <button type="button" className="rc-gallery__btn" aria-label={msg.next} onClick={() => step(1)}>
            <Arrow />
          </button>
        )}
      </div>
    </LazyDialog>
  );
}
