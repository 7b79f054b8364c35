/**
 * `<pd-favourite-button>` (CONTRACT; portal-identity-reviews §4 "Favourite button", §5, §6, §7, §8, §9). Importing
 * this module defines the tag. Decisions: docs/decisions/100–104.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { adoptStyles } from '../../core/styles';
import { FavouriteButton, type FavouriteButtonProps } from './FavouriteButton';
import { favouriteButtonWidgetStyles, favouriteWaitingBoxStyles } from './FavouriteButton.styles';
import { FAVOURITE_BUTTON_TAG, FAVOURITE_CHANGE_EVENT } from './favourite-button-model';
import { prefetchFavourite, settleFavouriteClaim } from './favourites-store';
import { mountInBox } from './mount-slices';

export { FavouriteButton, type FavouriteButtonProps } from './FavouriteButton';
export {
  ADD_TO_FAVOURITES_PARAM,
  BUTTON_SIZE,
  BUTTON_WITH_SHARE_WIDTH,
  FAVOURITE_BUTTON_TAG,
  FAVOURITE_CHANGE_EVENT,
  NOTIFICATION_ID_PARAM,
  type FavouriteChangeDetail,
} from './favourite-button-model';
export { $favourites, type FavouriteItemState } from './favourites-store';

const props: Record<keyof FavouriteButtonProps & string, WidgetProp> = {
  type: { type: 'string', doc: 'doctors | lpu (required).' },
  itemId: { type: 'number', doc: "The doctor's or clinic's id, an integer above 0 (required)." },
  url: {
    type: 'string',
    doc: "The item's page, relative or absolute (required): what the share icon shares.",
  },
  share: { type: 'boolean', doc: 'The 72-px variant with the share icon.', default: false },
  onFavouriteChange: {
    type: 'function',
    doc: 'Callback with the favourite:change detail (property only).',
  },
};

// Before the tag is defined: the elements it upgrades wait for their slices in this box (ADR 234).
if (typeof document !== 'undefined') adoptStyles(document, [favouriteWaitingBoxStyles]);

defineWidget<FavouriteButtonProps>({
  tag: FAVOURITE_BUTTON_TAG,
  // The site's session (cookies, CSRF, the signed-in user): not on a partner page (ADR 184).
  session: true,
  component: FavouriteButton,
  props,
  events: {
    [FAVOURITE_CHANGE_EVENT]:
      "{type: 'doctors' | 'lpu', id: number, inFavourites: boolean} — after an add, remove, undo or the " +
      'automatic add on the login return; once per change, on the button that acted (else the first one of the item)',
  },
  // Every button of the page asks for its state in the task that upgrades them: one batch (docs/decisions/100).
  // Their first renders then follow in time slices (ADR 206), each in its box (ADR 207): 500 buttons are not one
  // long task, and a slice does not move the rest of the page.
  onConnect: (host, inputs) => {
    prefetchFavourite(inputs, host);
    return mountInBox(host, inputs, () => settleFavouriteClaim(host, inputs));
  },
  // The AlertDialog css arrives with the lazily loaded modal chunk.
  styles: [...favouriteButtonWidgetStyles],
  // A waiting button's box is the element, sized by the document rule above (mountInBox, ADR 234).
  ownWaitingBox: true,
  parts: {
    favourite: 'The wrapper: 32×32 px, or 72 px wide with the share icon.',
    'favourite-button': 'The heart toggle (aria-pressed).',
    'share-button': 'The share icon.',
    toasts: 'The notices region (rendered by one widget of the page).',
    toast: 'One notice.',
    'toast-action': "A notice's action ('Перейти', 'Отменить').",
  },
  docs:
    'The heart toggle of a doctor or clinic card (portal-identity-reviews §4). Real patients add and remove; the ' +
    'state of every button of the page comes from one POST /api/patient/favourites/{type}/ per type. Anonymous ' +
    "users get the 'Необходимо войти в личный кабинет' prompt and return from the login page with " +
    'addToFavourites={id}, which adds the item. Other logged-in users see nothing. With share, a share icon uses ' +
    "navigator.share or copies the link ('Ссылка скопирована'). Renders the page's notices.",
});
