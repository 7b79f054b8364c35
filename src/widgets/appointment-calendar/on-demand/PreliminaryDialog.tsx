/**
 * The calendar's preliminary-consultation modal (booking-schedule §2 "Preliminary-consultation modal"): 'Записаться
 * к врачу' confirms the pending slot, 'Отменить' or closing declines it (the store's `confirmPreliminary` /
 * `declinePreliminary`). On demand (`appointment-calendar-on-demand` chunk, docs/decisions/214): a calendar whose
 * service asks for a preliminary consultation loads it with its first render, any other on the page's first
 * `pd:preliminary-consultation` event — not before a page's first slot otherwise.
 */
import { LazyDialog } from '../../../core/lazy-modal';
import { Button } from '../../../core/ui';
import type { CalendarStore } from '../calendar-store';
import { preliminaryMessages as msg } from './messages';

/** Props of {@link PreliminaryDialog}. */
export interface PreliminaryDialogProps {
  store: CalendarStore;
  /** The modal is open (the store's `preliminary.open`). */
  open: boolean;
}

/** The preliminary-consultation modal of one calendar. */
export function PreliminaryDialog({ store, open }: PreliminaryDialogProps) {
  return (
    <LazyDialog
      open={open}
      onClose={store.declinePreliminary}
      title={msg.preliminaryTitle}
      variant="bottom-sheet"
      size="md"
      hideCloseBtnOnMobile
      footer={
        <>
          <Button variant="primary" onClick={store.confirmPreliminary}>
            {msg.preliminaryConfirm}
          </Button>
          <Button variant="secondary" onClick={store.declinePreliminary}>
            {msg.preliminaryCancel}
          </Button>
        </>
      }
    >
      <p className="pd-modal__text">{msg.preliminaryText}</p>
    </LazyDialog>
  );
}
