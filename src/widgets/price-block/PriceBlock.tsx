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
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { Button } from '../../core/ui';
import { tabIds, Tabs } from '../../shared/tabs/Tabs';
import { priceMessages as msg } from './messages';
import {
  cardLine,
  cardRow,
  discountBadge,
  PRICE_BLOCK_TAG,
  priceBlockView,
  REDIRECT_EVENT,
  resolvePriceBlockConfig,
  sheetTexts,
  type ClubOffer,
  type PriceBlockInputs,
  type PriceTabView,
  type RedirectDetail,
} from './price-block-model';
import { $clubCard, createPriceBlockStore, type PriceBlockStore } from './price-block-store';

/** Width of the club dialog on desktop, px (booking-schedule §9 "club dialog max 476"). */
const CLUB_DIALOG_WIDTH = 476;

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
        <ClubSheet
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
            onPointerEnter={() => void preloadModal()}
            onFocus={() => void preloadModal()}
            onClick={store.openSheet}
          >
            {msg.clubInfoLink}
          </Button>
        </>
      )}
    </>
  );
}

interface ClubSheetProps {
  open: boolean;
  onClose: () => void;
  offer: ClubOffer;
  clubUrl: string;
}

/**
 * 'Как работает клубная цена' (§2): a bottom sheet on mobile, a dialog (476 px) on desktop, with the offer's
 * breakdown for the current user, 'Хорошо' (closes) and the 'Подробнее про клуб' link.
 */
function ClubSheet({ open, onClose, offer, clubUrl }: ClubSheetProps) {
  const texts = sheetTexts();
  const card = cardRow(offer.card);
  return (
    <LazyDialog
      open={open}
      onClose={onClose}
      title={msg.sheetTitle}
      variant="auto"
      width={CLUB_DIALOG_WIDTH}
      className="pb-sheet"
      footer={
        <>
          <Button variant="primary" onClick={onClose}>
            {msg.sheetOk}
          </Button>
          <a className="pd-button pb-sheet__more" data-variant="secondary" href={clubUrl}>
            {msg.sheetMore}
          </a>
        </>
      }
    >
      <p className="pb-sheet__text">{texts.intro}</p>
      <dl className="pb-sheet__rows">
        {offer.lpuPrice !== null && (
          <div className="pb-sheet__row">
            <dt>{msg.rowLpuPrice}</dt>
            <dd>{formatRoubles(offer.lpuPrice)}</dd>
          </div>
        )}
        <div className="pb-sheet__row">
          <dt>
            {msg.rowClubPrice} <span className="pb__badge">{discountBadge()}</span>
          </dt>
          <dd>{formatRoubles(offer.couponPrice)}</dd>
        </div>
        <div className="pb-sheet__row" data-row="card">
          <dt>{msg.rowCard}</dt>
          <dd>
            {card.text ?? (card.price !== null ? formatRoubles(card.price) : '')}
            {card.fullPrice !== null && (
              <span className="pb__old">
                <span className="pb__sr"> {msg.fullCardPriceLabel} </span>
                <s>{formatRoubles(card.fullPrice)}</s>
              </span>
            )}
          </dd>
        </div>
        <div className="pb-sheet__row pb-sheet__row--total">
          <dt>{msg.rowTotal}</dt>
          <dd>{formatRoubles(offer.totalPrice)}</dd>
        </div>
        {offer.clubDiscount !== null && offer.clubDiscount > 0 && (
          <div className="pb-sheet__row pb-sheet__row--discount">
            <dt>{msg.rowDiscount}</dt>
            <dd>{formatRoubles(offer.clubDiscount)}</dd>
          </div>
        )}
      </dl>
      <p className="pb-sheet__text">{texts.card}</p>
      <p className="pb-sheet__text pb-sheet__muted">{texts.payment}</p>
      <p className="pb-sheet__text pb-sheet__muted">{texts.terms}</p>
    </LazyDialog>
  );
}
