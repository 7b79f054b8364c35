/**
 * `<AlertDialog>` (booking-schedule §2 "Other": "Alert dialog: optional title, body text, optional close and
 * confirm buttons. Width 304 normal, 560 'big'. Esc or click outside closes it unless persistent.").
 */
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { ALERT_BIG_WIDTH, ALERT_WIDTH } from './constants';
import { Dialog } from './Dialog';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  open: boolean;
  /** Esc, click outside, the close button or the confirm button: set `open` to false here. */
  onClose: () => void;
  title?: ReactNode;
  /** Body text (line breaks kept). */
  text?: ReactNode;
  /** Label of the close button (secondary); no close button when absent. */
  closeText?: string;
  /** Label of the confirm button (primary); no confirm button when absent. */
  confirmText?: string;
  /** Called by the confirm button, before `onClose`. */
  onConfirm?: () => void;
  /** Busy confirm button (e.g. while a reload or request runs); it then does not close. */
  confirmLoading?: boolean;
  /** 560 px wide instead of 304. */
  big?: boolean;
  /** Esc and a click outside do not close it. */
  persistent?: boolean;
  /** Modal id (generated when absent). */
  id?: string;
  children?: ReactNode;
}

/** A small centred `role="alertdialog"` with text and up to two buttons. */
export function AlertDialog({
  open,
  onClose,
  title,
  text,
  closeText,
  confirmText,
  onConfirm,
  confirmLoading = false,
  big = false,
  persistent = false,
  id,
  children,
}: AlertDialogProps) {
  const hasButtons = Boolean(closeText || confirmText);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      id={id}
      title={title}
      role="alertdialog"
      variant="dialog"
      width={big ? ALERT_BIG_WIDTH : ALERT_WIDTH}
      hideCloseBtn
      hideKeyEsc={persistent}
      hideClickOutContainer={persistent}
      className="pd-modal__container--alert"
      footer={
        hasButtons ? (
          <>
            {closeText && (
              <Button variant="secondary" onClick={onClose}>
                {closeText}
              </Button>
            )}
            {confirmText && (
              <Button
                variant="primary"
                loading={confirmLoading}
                onClick={() => {
                  onConfirm?.();
                  onClose();
                }}
              >
                {confirmText}
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      {text && <p className="pd-modal__text">{text}</p>}
      {children}
    </Dialog>
  );
}
