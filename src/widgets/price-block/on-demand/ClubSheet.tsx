/**
 * 'Как работает клубная цена' of `<pd-price-block>` (booking-schedule §2 "Price block", §3 "Club offer", §6 club
 * users, §9 "Club"): the club discount sheet, with its css and texts the price block's on-demand chunk, loaded on its
 * first open or when its link is hovered or focused (ADR 236). It renders inside the price block's shadow root.
 */
import { LazyDialog } from '../../../core/lazy-modal';
import { Button } from '../../../core/ui';
import { formatRoubles } from '../../../shared/format';
import { discountBadge, type ClubOffer } from '../price-block-model';
import { cardRow, sheetTexts } from './club-sheet-model';
import { clubSheetMessages as msg } from './messages';

export { clubSheetStyles } from './ClubSheet.styles';

/** Width of the club dialog on desktop, px (booking-schedule §9 "club dialog max 476"). */
const CLUB_DIALOG_WIDTH = 476;

/** Props of {@link ClubSheet}. */
export interface ClubSheetProps {
  open: boolean;
  onClose: () => void;
  offer: ClubOffer;
  clubUrl: string;
}

/**
 * 'Как работает клубная цена' (§2): a bottom sheet on mobile, a dialog (476 px) on desktop, with the offer's
 * breakdown for the current user, 'Хорошо' (closes) and the 'Подробнее про клуб' link.
 */
export function ClubSheet({ open, onClose, offer, clubUrl }: ClubSheetProps) {
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
