/**
 * `<PriceBlock>`: a clinic card's price with an optional type switcher (club / default / on-site tabs) and the club
 * discount sheet 'Как работает клубная цена' (booking-schedule §2 "Price block", §4 "Price block", §6, §9 "Club").
 * A thin view: the rules live in `price-block-model.ts`, the state in `price-block-store.ts`.
 *
 * Inside `<pd-price-block>` a tab choice is the DOM event `price-block:redirect` `{value}` on the element; rendered
 * directly in a React app (e.g. inside `<pd-clinic-list>`'s clinic card) pass `onRedirect` (both happen in either
 * case). Renders nothing when no price is visible (§4).
 */
import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import { useEvent, useLoggedProblems } from '../../core/hooks';
import { emit, useHost } from '../../core/host';
import { formatPrice, formatRoubles } from '../../shared/format';
import { logError } from '../../core/dom';
import { lazyWithStyles } from '../../core/lazy';
import { preloadModal } from '../../core/lazy-modal';
import { Button } from '../../core/ui';
import { tabIds, Tabs } from '../../shared/tabs/Tabs';
import { priceMessages as msg } from './messages';
import {
  cardLine,
  PRICE_BLOCK_TAG,
  priceBlockView,
  REDIRECT_EVENT,
  resolvePriceBlockConfig,
  type ClubOffer,
  type PriceBlockInputs,
  type PriceTabView,
  type RedirectDetail,
} from './price-block-model';
import { $clubCard, createPriceBlockStore, type PriceBlockStore } from './price-block-store';
import type { ClubSheetProps } from './on-demand/ClubSheet';

/**
 * The club discount sheet (on-demand/ClubSheet.tsx) with its css: the price block's on-demand chunk, loaded on the
 * sheet's first open, or earlier when its link is hovered or focused (ADR 236). A failed load is logged; the next
 * open tries again.
 */
const LazyClubSheet = lazyWithStyles<ClubSheetProps>(
  () =>
    import('./on-demand/ClubSheet').then(({ ClubSheet, clubSheetStyles }) => ({
      component: ClubSheet,
      styles: [clubSheetStyles],
    })),
  (err) =>
    logError(PRICE_BLOCK_TAG, 'could not load the club sheet code; it is retried on the next open', err),
);

/** Warms the sheet's code and the modal's (the link was hovered or focused). */
const preloadSheet = () => {
  void LazyClubSheet.preload();
  void preloadModal();
};

/**
 * Props of {@link PriceBlock}: the CONTRACT attributes of `<pd-price-block>` in camelCase (`club-price` →
 * `priceClub`, `telemed-medtochka-price` → `priceMedtochkaTelemed`) plus the derived price set of a workplace
 * (booking-schedule §3). All prices in ROUBLES; `null`/`undefined`/`0` = no such price. Malformed values log
 * `[pd-widgets] pd-price-block: …` and are ignored; nothing throws.
 *
 * Which tabs show (docs/decisions/070):
 * - `club` 'Клубная цена' — `priceClub` at a club clinic (`isClubClinic`, default: true when `priceClub` is set);
 * - `default` — the page type's own price: `price` ('Обычная цена') on `clinic`/`other`, `priceHome` ('На дому') on
 *   `home`, on `telemed` ('Онлайн') the lower of `priceOnline` and `priceMedtochkaTelemed`, with 'от' when they differ;
 * - `on-site` 'В клинике' — `price` on `telemed` and `home` pages.
 */
export interface PriceBlockProps extends PriceBlockInputs {
  /**
   * Called with `{value}` when the user chooses another tab: `club`, `on-site`, or for the default tab `default`
   * (clinic/other pages), `telemed` or `home` (those pages). Same detail as the `price-block:redirect` event.
   */
  onRedirect?: (detail: RedirectDetail) => void;
}

/** The price block (booking-schedule §2, §4). */
export function PriceBlock(props: PriceBlockProps) {
  const host = useHost();
  // The latest onRedirect prop, called when a tab is chosen.
  const onRedirect = useEvent(props.onRedirect);
  const [store] = useState(() =>
    createPriceBlockStore({
      emit: (detail) => {
        emit(host, REDIRECT_EVENT, detail);
        onRedirect(detail);
      },
    }),
  );

  const { config, problems } = resolvePriceBlockConfig(props);
  useLoggedProblems(PRICE_BLOCK_TAG, problems);

  const card = useStore($clubCard);
  const state = useStore(store.$state);
  const view = priceBlockView(config, card, state.choice);
  const idPrefix = `pb${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  if (!view.active) return null;
  const active = view.tabs.find((t) => t.value === view.active) as PriceTabView;
  const switcher = view.tabs.length > 1;

  const panel = (tab: PriceTabView) => (
    <TabBody tab={tab} offer={tab.value === 'club' ? view.offer : null} store={store} />
  );

  return (
    <div className="pb" part="price-block">
      {switcher ? (
        <>
          <Tabs
            items={view.tabs.map((t) => ({ value: t.value, label: t.label }))}
            value={active.value}
            onChange={(value) => store.choose(view, value as PriceTabView['value'])}
            idPrefix={idPrefix}
            aria-label={msg.tabsLabel}
            className="pb__tabs"
          />
          {view.tabs.map((tab) => {
            const ids = tabIds(idPrefix, tab.value);
            return (
              <div
                key={tab.value}
                id={ids.panel}
                role="tabpanel"
                aria-labelledby={ids.tab}
                className="pb__panel"
                part="panel"
                hidden={tab.value !== active.value}
              >
                {tab.value === active.value && panel(tab)}
              </div>
            );
          })}
        </>
      ) : (
        <div className="pb__panel" part="panel">
          <p className="pb__caption">{active.label}</p>
          {panel(active)}
        </div>
      )}
      {view.offer && state.sheetMounted && (
        <LazyClubSheet.Component
          open={state.sheetOpen}
          onClose={store.closeSheet}
          offer={view.offer}
          clubUrl={config.clubUrl}
        />
      )}
    </div>
  );
}

interface TabBodyProps {
  tab: PriceTabView;
  /** The club offer (club tab only). */
  offer: ClubOffer | null;
  store: PriceBlockStore;
}

/** A tab's price line; the club tab adds the card line and the club info link. */
function TabBody({ tab, offer, store }: TabBodyProps): ReactNode {
  return (
    <>
      <p className="pb__price-line">
        <span className="pb__price" part="price">
          {formatPrice(tab.price, { from: tab.from })}
        </span>
        {tab.oldPrice !== null && (
          <span className="pb__old">
            <span className="pb__sr">{msg.oldPriceLabel} </span>
            <s>{formatRoubles(tab.oldPrice)}</s>
          </span>
        )}
        {tab.badge && (
          <span className="pb__badge" part="badge">
            {tab.badge}
          </span>
        )}
      </p>
      {offer && (
        <>
          <p className="pb__card" part="card">
            {cardLine(offer.card)}
          </p>
          <Button
            variant="text"
            size="sm"
            className="pb__info"
            aria-haspopup="dialog"
            onPointerEnter={preloadSheet}
            onFocus={preloadSheet}
            onClick={store.openSheet}
          >
            {msg.clubInfoLink}
          </Button>
        </>
      )}
    </>
  );
}
