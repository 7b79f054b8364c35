/**
 * The live state of one price block and its actions (booking-schedule §4 "Price block"): the user's tab choice,
 * the club discount sheet, and the current user's club card from the shared `$session` store (§6 "The club state
 * of the current user … changes the card price shown"). One store per element/component instance; the view only
 * reads and calls actions. No fetching: everything comes from the inputs and the page config.
 */
import { map, type MapStore, type ReadableAtom } from 'nanostores';
import { computed, $session } from '../../shared/stores';
import {
  choiceKey,
  clubCardFor,
  type ClubCard,
  type PriceBlockView,
  type PriceTab,
  type RedirectDetail,
  type TabChoice,
} from './price-block-model';

/**
 * The current user's club card, derived from `$session` (config `user.club`, updated by `setSession`). Shared by
 * every price block on the page, so a login or a club purchase updates them all at once.
 */
export const $clubCard: ReadableAtom<ClubCard> = computed($session, (session) => clubCardFor(session.club));

/** State of one price block. */
export interface PriceBlockState {
  /** The user's last tab choice, with the inputs it was made under; `null` before any choice. */
  choice: TabChoice | null;
  /** The club discount sheet 'Как работает клубная цена' is open. */
  sheetOpen: boolean;
  /**
   * The sheet was opened once: from then on it stays rendered (closed or open), so it can animate out. Before, it is
   * not rendered at all and the lazily loaded modal code is not fetched (docs/decisions/074).
   */
  sheetMounted: boolean;
}

/** Options of {@link createPriceBlockStore}. */
export interface PriceBlockStoreOptions {
  /** Dispatches `price-block:redirect` (and calls the `onRedirect` prop). */
  emit: (detail: RedirectDetail) => void;
}

/** One price block's store. */
export interface PriceBlockStore {
  readonly $state: MapStore<PriceBlockState>;
  /**
   * The user chose `tab` in the block as currently shown (`view`): a visible tab other than the active one becomes
   * active and `price-block:redirect` fires with its value (§4 "The tab choice yields a redirect value sent to the
   * parent"). The active tab again, or a tab that is not visible, does nothing.
   */
  choose(view: PriceBlockView, tab: PriceTab): void;
  /** Opens the club discount sheet. */
  openSheet(): void;
  /** Closes it ('Хорошо', the cross, Esc, a click outside). */
  closeSheet(): void;
}

/** Creates the store of one price block. */
export function createPriceBlockStore(options: PriceBlockStoreOptions): PriceBlockStore {
  const $state = map<PriceBlockState>({ choice: null, sheetOpen: false, sheetMounted: false });
  return {
    $state,
    choose(view, tab) {
      const target = view.tabs.find((t) => t.value === tab);
      if (!target || view.active === tab) return;
      $state.setKey('choice', { tab, key: choiceKey(view.config) });
      options.emit({ value: target.redirect });
    },
    openSheet() {
      $state.set({ ...$state.get(), sheetOpen: true, sheetMounted: true });
    },
    closeSheet() {
      $state.setKey('sheetOpen', false);
    },
  };
}
