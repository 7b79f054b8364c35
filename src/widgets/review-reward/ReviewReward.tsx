/**
 * `<ReviewReward>`: the review-reward info popup (portal-identity-reviews §2 "Review-reward info popup", §3
 * "Review-reward payload", §9 "review-reward popup 360 wide with max height 500", "Review reward discount 300 ₽").
 *
 * It renders nothing on the page by itself: a click (or Enter/Space) on any element with `data-pd-review-reward`
 * (whose value is the JSON payload) opens a dialog 360 px wide and at most 500 px high, titled 'Дарим скидку 300 ₽ за
 * честный отзыв', with a short explanation, the links 'Оставить отзыв о враче' / 'Оставить отзыв о клинике' or a list
 * of clinics (name, address, link to the clinic's review form), and a 'Хорошо' button that closes it. Invalid JSON or
 * a payload with no usable link logs `[pd-widgets] pd-review-reward: …` and opens nothing. Rules in
 * `review-reward-model.ts`, the delegation in `openers.ts`.
 *
 * One per page: a second mounted instance logs a warning and stays inert.
 */
import { useId, useState } from 'react';
import { logError } from '../../core/dom';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { Button } from '../../core/ui';
import { reviewRewardMessages as msg } from './messages';
import { usePageOpeners } from '../../shared/page-panels/use-page-openers';
import {
  REVIEW_REWARD_ATTRIBUTE,
  REVIEW_REWARD_TAG,
  REVIEW_REWARD_WIDTH,
  readReward,
  type ReviewRewardView,
} from './review-reward-model';

/** Props of {@link ReviewReward}: none; the payload comes from the activated opener. */
export type ReviewRewardProps = Record<string, never>;

/** The review-reward info popup; mount one per page. */
export function ReviewReward(_props: ReviewRewardProps) {
  const [open, setOpen] = useState(false);
  // The last opened content stays while the dialog animates out.
  const [view, setView] = useState<ReviewRewardView | null>(null);
  const listId = `rr-clinics-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  usePageOpeners({
    tag: REVIEW_REWARD_TAG,
    attribute: REVIEW_REWARD_ATTRIBUTE,
    open,
    onOpen: ({ opener }) => {
      const read = readReward(opener.getAttribute(REVIEW_REWARD_ATTRIBUTE));
      for (const problem of read.problems) logError(REVIEW_REWARD_TAG, problem);
      if (!read.view) return false;
      setView(read.view);
      setOpen(true);
    },
    onWarm: () => void preloadModal(),
  });

  if (!view) return null;
  const close = () => setOpen(false);
  return (
    <LazyDialog
      open={open}
      onClose={close}
      title={msg.title}
      variant="dialog"
      width={REVIEW_REWARD_WIDTH}
      className="rr"
      footer={
        <Button className="rr__ok" block onClick={close}>
          {msg.ok}
        </Button>
      }
    >
      <p className="rr__text" part="text">
        {msg.text}
      </p>
      {(view.doctorHref || view.clinicHref) && (
        <div className="rr__links" part="links">
          {view.doctorHref && (
            <a
              className="pd-button"
              part="link"
              data-variant="secondary"
              data-size="md"
              data-block
              href={view.doctorHref}
            >
              {msg.reviewDoctor}
            </a>
          )}
          {view.clinicHref && (
            <a
              className="pd-button"
              part="link"
              data-variant="secondary"
              data-size="md"
              data-block
              href={view.clinicHref}
            >
              {msg.reviewClinic}
            </a>
          )}
        </div>
      )}
      {view.clinics.length > 0 && (
        <>
          <p className="rr__list-title" id={listId}>
            {msg.chooseClinic}
          </p>
          <ul className="rr__clinics" part="clinics" aria-labelledby={listId}>
            {view.clinics.map((c, i) => (
              <li key={`${i}-${c.reviewUrl}`} className="rr__clinic">
                <a className="rr__clinic-link" part="clinic" href={c.reviewUrl}>
                  <span className="rr__clinic-name">{c.name}</span>
                  {c.address && <span className="rr__clinic-address">{c.address}</span>}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </LazyDialog>
  );
}
