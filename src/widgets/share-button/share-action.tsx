/**
 * The part of `<pd-share-button>` that runs only once it is used (ADR 215), its `share-button-lazy` chunk: the share
 * action (page kind, goal, share sheet or clipboard: ./share-button-store.ts with src/shared/page-kind) and the page's
 * notices (`<Toasts>` with their css, src/shared/toasts). Loaded on a pointer or focus on the button or on its first
 * click; rendered from that click on.
 */
import { useEffect, useRef, useState } from 'react';
import { useHost } from '../../core/define';
import { adoptStyles, supportsAdoptedStyleSheets } from '../../core/styles';
import { Toasts, toastsStyles } from '../../shared/toasts/Toasts';
import type { ShareKind } from './share-button-model';
import { shareLink } from './share-button-store';

/** A click on the button (a new object per click). */
export interface ShareRequest {
  seq: number;
}

/** Props of {@link ShareAction}. */
export interface ShareActionProps {
  /** The last click, shared once; `null` before the first. */
  request: ShareRequest | null;
  kind: ShareKind | null;
  url: string | undefined;
  /** A share is under way (the button is busy) or has ended. */
  onBusy(busy: boolean): void;
}

/** Shares once per click (also the click made while this code was on its way) and renders the page's notices. */
export function ShareAction({ request, kind, url, onBusy }: ShareActionProps) {
  // The notices' css, adopted when they first render (not with the element, which shows only its button until then).
  const root = useHost().shadowRoot;
  useState(() => root && adoptStyles(root, [toastsStyles]));
  const shared = useRef<ShareRequest | null>(null);

  useEffect(() => {
    if (!request || shared.current === request) return;
    shared.current = request;
    onBusy(true);
    // A click kept while the code loaded shares now; if its activation has expired the share sheet refuses, and the
    // link is copied as on any other share failure (share-button-store.ts).
    void shareLink(kind, url).finally(() => onBusy(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one share per click, with that click's attributes
  }, [request]);

  return (
    <>
      {root && !supportsAdoptedStyleSheets() && <style>{toastsStyles}</style>}
      <Toasts />
    </>
  );
}
