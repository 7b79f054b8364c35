/**
 * A clinic card's price block after the page's first slot (issue 21; docs/decisions/211-price-blocks-after-the-first-slot.md):
 * the card renders a box of the block's final height at once — from the block's shape, known from the card's prices
 * (`priceBoxShape`, src/shared/booking/price-tabs.ts) — and the price block's code (its chunk, with the tabs and its
 * css) is imported only once the list says the block is due, so it is not requested before the first slot and
 * nothing moves when it arrives.
 */
import { logError } from '../../core/dom';
import { lazyWithStyles } from '../../core/lazy';
import { priceBlockHeight, type PriceBlockShape } from '../../shared/booking/price-tabs';
import type { PriceBlockProps } from '../price-block/PriceBlock';
import { CLINIC_LIST_TAG } from './clinic-list-model';

const lazyPriceBlock = lazyWithStyles<PriceBlockProps>(
  () =>
    Promise.all([import('../price-block/PriceBlock'), import('../price-block/PriceBlock.styles')]).then(
      ([{ PriceBlock }, { priceBlockWidgetStyles }]) => ({
        component: PriceBlock,
        styles: priceBlockWidgetStyles,
      }),
    ),
  (err) =>
    logError(CLINIC_LIST_TAG, 'could not load the price block code; it is retried on the next render', err),
);

interface PriceBoxProps extends PriceBlockProps {
  /** The block's shape; `null`: it renders nothing (the box is hidden). */
  shape: PriceBlockShape | null;
  /** The block may load and render now (after the page's first slot). */
  due: boolean;
}

/** The box of a card's price block, at its final height; the block inside once it is due and its code arrived. */
export function PriceBox({ shape, due, ...props }: PriceBoxProps) {
  return (
    <div
      className="cl-card__price"
      hidden={!shape}
      style={shape ? { minHeight: priceBlockHeight(shape) } : undefined}
    >
      {due && <lazyPriceBlock.Component {...props} />}
    </div>
  );
}
