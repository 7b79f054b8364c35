/**
 * `<FavouriteButton>`: the heart toggle of a doctor or clinic card, optionally with a share icon
 * (portal-identity-reviews §4 "Favourite button", §5, §6, §8, §9: 32×32 px, or 72 px wide with the share icon).
 * A thin view: the rules live in `favourite-button-model.ts`, the shared state and the calls in
 * `favourites-store.ts`.
 *
 * - Real patients: the state comes from one batched request per type and page; a click adds or removes.
 * - Anonymous users: a click opens the prompt 'Необходимо войти в личный кабинет' ('Не сейчас' / 'Войти'); 'Войти'
 *   goes to `{loginUrl}?next={this page with addToFavourites={id}}` and the item is added on return.
 * - Other logged-in kinds, and malformed attributes (with a console error), render nothing.
 *
 * It also renders the page's notices (`<Toasts>`, one renderer per page).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FavouriteType } from './favourites-api';
import { logError } from '../../core/dom';
import { useEvent, useLoggedProblems } from '../../core/hooks';
import { emit, useHost } from '../../core/host';
import { lazyWithStyles } from '../../core/lazy';
import { favouritesMessages as msg } from './messages';
import type { AlertDialogProps } from '../../core/modal/AlertDialog';
import { $session } from '../../shared/stores';
import { Toasts } from '../../shared/toasts/Toasts';
import {
  audienceOf,
  FAVOURITE_BUTTON_TAG,
  FAVOURITE_CHANGE_EVENT,
  favouriteKey,
  resolveInputs,
  type FavouriteChangeDetail,
} from './favourite-button-model';
import {
  readFavourite,
  registerFavourite,
  settleFavouriteClaim,
  shareFavourite,
  startLogin,
  subscribeFavourite,
  toggleFavourite,
} from './favourites-store';

/** Props of {@link FavouriteButton}: the CONTRACT attributes in camelCase. */
export interface FavouriteButtonProps {
  /** `doctors` or `lpu` (required). */
  type?: string;
  /** The doctor's or clinic's id, an integer above 0 (required; attribute `item-id`). */
  itemId?: number;
  /** The item's page, relative or absolute (required): what the share icon shares. */
  url?: string;
  /** The 72-px variant with the share icon. */
  share?: boolean;
  /** Called with the `favourite:change` detail after the item was added or removed by this button. */
  onFavouriteChange?: (detail: FavouriteChangeDetail) => void;
}

/** Failed load of the prompt: cancel it (so the next click tries again) instead of leaving nothing on screen. */
function PromptUnavailable({ open, onClose }: AlertDialogProps) {
  useEffect(() => {
    if (open) onClose();
  }, [open, onClose]);
  return null;
}

/** `AlertDialog` from the modal chunk (fetched on first need), with the modal css adopted into this widget's shadow root. */
const loginPrompt = lazyWithStyles<AlertDialogProps>(
  () =>
    import('../../core/modal/index').then((modal) => ({
      component: modal.AlertDialog,
      styles: [modal.modalStyles],
    })),
  (err) => {
    logError(
      FAVOURITE_BUTTON_TAG,
      'could not load the sign-in prompt; it will be retried on the next click',
      err,
    );
    return PromptUnavailable;
  },
);

function HeartIcon() {
  return (
    <svg
      className="fav__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 20.3l-1.2-1.1C6.4 15.3 3.5 12.7 3.5 9.4 3.5 6.8 5.6 4.7 8.2 4.7c1.5 0 2.9.7 3.8 1.8.9-1.1 2.3-1.8 3.8-1.8 2.6 0 4.7 2.1 4.7 4.7 0 3.3-2.9 5.9-7.3 9.8L12 20.3z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ShareIcon() {
  return (
    <svg
      className="fav__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 15V4m0 0L8 8m4-4l4 4M6 12v6.5c0 .8.7 1.5 1.5 1.5h9c.8 0 1.5-.7 1.5-1.5V12"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/** The favourite button (§4). */
export function FavouriteButton(props: FavouriteButtonProps) {
  const host = useHost();
  const resolved = resolveInputs(props);
  useLoggedProblems(FAVOURITE_BUTTON_TAG, resolved.problems);

  // The latest callback prop, called when the store reports a change.
  const onFavouriteChange = useEvent(props.onFavouriteChange);

  const item = resolved.item;
  const type = item?.type ?? null;
  const id = item?.id ?? null;
  const token = useRef<number | undefined>(undefined);
  // A layout effect: it runs in the task of the render, so an element removed right after its first render has
  // registered (and its unmount unregisters it): Preact runs plain effects only after the next frame.
  useLayoutEffect(() => {
    if (type === null || id === null) return;
    const registration = registerFavourite(type as FavouriteType, id, (detail) => {
      emit(host, FAVOURITE_CHANGE_EVENT, detail);
      onFavouriteChange(detail);
    });
    token.current = registration.token;
    // The claim this element made at its connect is now held by the registration.
    settleFavouriteClaim(host, { type, itemId: id });
    return registration.unregister;
  }, [type, id, host, onFavouriteChange]);

  const session = useStore($session);
  // Per item (issue 19): this button re-renders when its own item changes, not on every change of the map.
  const key = type === null || id === null ? null : favouriteKey(type as FavouriteType, id);
  const subscribe = useCallback(
    (onChange: () => void) => (key ? subscribeFavourite(key, onChange) : () => {}),
    [key],
  );
  const snapshot = () => (key ? readFavourite(key) : undefined);
  // The same snapshot on the server (issue 18: pd-widgets/react renders in react-dom/server; React requires it).
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [promptOpen, setPromptOpen] = useState(false);
  const closePrompt = () => setPromptOpen(false);
  const [promptMounted, setPromptMounted] = useState(false);

  if (!item) return null;
  const audience = audienceOf(session);
  if (audience === 'hidden') return null;

  const inFavourites = audience === 'patient' && state?.inFavourites === true;
  // Busy until the item is registered and while a request runs (the state of a patient is not known yet).
  const loading = audience === 'patient' && (!state || state.loading);

  const onFavouriteClick = () => {
    if (audience === 'anonymous') {
      setPromptMounted(true);
      setPromptOpen(true);
      return;
    }
    void toggleFavourite(item.type, item.id, token.current);
  };
  const preload = audience === 'anonymous' ? () => void loginPrompt.preload() : undefined;

  return (
    <>
      <div className="fav" part="favourite" data-share={item.share ? '' : undefined}>
        <button
          type="button"
          className="fav__button fav__button--favourite"
          part="favourite-button"
          aria-label={msg.favouriteLabel}
          aria-pressed={inFavourites}
          aria-busy={loading || undefined}
          data-active={inFavourites ? '' : undefined}
          onClick={onFavouriteClick}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <HeartIcon />
        </button>
        {item.share && (
          <button
            type="button"
            className="fav__button fav__button--share"
            part="share-button"
            aria-label={msg.shareLabel}
            onClick={() => void shareFavourite(item.type, item.url)}
          >
            <ShareIcon />
          </button>
        )}
      </div>
      <Toasts />
      {promptMounted && (
        <loginPrompt.Component
          open={promptOpen}
          onClose={closePrompt}
          title={msg.loginTitle}
          closeText={msg.loginLater}
          confirmText={msg.loginConfirm}
          onConfirm={() => {
            startLogin(item.type, item.id);
          }}
        />
      )}
    </>
  );
}
