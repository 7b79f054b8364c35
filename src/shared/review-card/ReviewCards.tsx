/**
 * `<ReviewCards>`: the behaviour of server-rendered review cards (portal-identity-reviews §2 "Review cards", §3 "Review
 * card data", "Review", "Review assessment", §4 "Review seen", §5 "Review star colour", §7 "Tracking" review metrics,
 * §8 "Gallery image failure", "Tracking failures are silent", §9). Shared by `<pd-review-list>` and
 * `<pd-review-card>` (docs/reviews-html.md); decisions docs/decisions/136–139.
 *
 * Render it inside a widget's shadow root with the light-DOM container of the cards as `root` (usually the custom
 * element itself, whose `<slot>` shows them). It enhances every `[data-pd-review]` under `root`, present at mount and
 * added later (enhance.ts), and renders into the shadow root what the cards need on top: the tooltip and the gallery
 * dialog. Add {@link reviewCardsStyles} to the widget's styles.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { logError } from '../../core/dom';
import { preloadModal } from '../../core/lazy-modal';
import { startEnhancer, type Enhancer, type GalleryImage } from './enhance';
import { Gallery } from './Gallery';
import { Tooltip } from './Tooltip';

/** After the gallery has closed, focus goes back to the clicked link if the dialog could not restore it, ms. */
const FOCUS_FALLBACK_MS = 300;

/** Props of {@link ReviewCards}. */
export interface ReviewCardsProps {
  /** The light-DOM container whose `[data-pd-review]` cards are enhanced (those present at mount and added later). */
  root: HTMLElement;
  /** The widget's tag, for `[pd-widgets] <tag>: …` messages. */
  tag: string;
  /**
   * The metrics service base URL (absolute or a path, e.g. `/metrics`): seen cards are reported to
   * `{metricsBase}/rates/seen/` (config env prod, stage, smoke only). Absent or empty: no tracking.
   */
  metricsBase?: string;
}

interface GalleryState {
  open: boolean;
  images: GalleryImage[];
  index: number;
  opening: number;
  opener: HTMLElement;
}

/** Enhances the review cards under `root`; renders their tooltip and gallery dialog. */
export function ReviewCards({ root, tag, metricsBase }: ReviewCardsProps): ReactNode {
  const [tip, setTip] = useState<{ target: HTMLElement; text: string } | null>(null);
  const [gallery, setGallery] = useState<GalleryState | null>(null);
  const enhancer = useRef<Enhancer | null>(null);

  useEffect(() => {
    if (!root || typeof root.querySelectorAll !== 'function') {
      logError(tag, 'review cards: no root element to enhance');
      return;
    }
    let enh: Enhancer;
    try {
      enh = startEnhancer(root, {
        metricsBase: metricsBase?.trim() || undefined,
        onTooltip: setTip,
        onGallery: (images, index, opener) =>
          setGallery((g) => ({ open: true, images, index, opener, opening: (g?.opening ?? 0) + 1 })),
        onWarm: () => void preloadModal(),
      });
    } catch (err) {
      logError(tag, 'could not enhance the review cards', err);
      return;
    }
    enhancer.current = enh;
    return () => {
      enh.stop();
      if (enhancer.current === enh) enhancer.current = null;
      setTip(null);
    };
  }, [root, tag, metricsBase]);

  // Focus back to the link when the dialog could not restore it (e.g. it was lost while the chunk loaded).
  const wasOpen = useRef(false);
  const open = gallery?.open ?? false;
  useEffect(() => {
    const closedNow = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closedNow) return;
    const opener = gallery?.opener;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body)) opener.focus({ preventScroll: true });
    }, FOCUS_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [open, gallery?.opener]);

  return (
    <>
      {tip && (
        <Tooltip
          target={tip.target}
          text={tip.text}
          onPointerEnter={() => enhancer.current?.holdTooltip()}
          onPointerLeave={() => enhancer.current?.releaseTooltip()}
        />
      )}
      {gallery && (
        <Gallery
          open={gallery.open}
          images={gallery.images}
          index={gallery.index}
          opening={gallery.opening}
          onClose={() => setGallery((g) => (g ? { ...g, open: false } : g))}
        />
      )}
    </>
  );
}
