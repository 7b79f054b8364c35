/**
 * The phone confirmation step before the contacts (booking-schedule §4 "Doctor contacts": "An anonymous user clicking
 * opens the authorization dialog"; §6). Renders `PhoneAuthDialog` of `src/widgets/phone-auth` (props
 * `{open, onClose, onLogin(uuid)}`), loaded on demand: its chunk (the SSO flow, masks, its css) is fetched only when
 * an anonymous visitor points at or activates an opener, never for a signed-in patient (docs/decisions/108).
 *
 * The dialog's css (`phoneAuthStyles`) arrives with its chunk and is adopted into this widget's shadow root before the
 * dialog renders; the ui css it also needs (button, spinner, alert) is in the contacts widget's own `styles`. If the
 * chunk cannot load, a `[pd-widgets] pd-doctor-contacts: …` error is logged, the step is cancelled (`onClose`) and the
 * next click tries again.
 */
import { useEffect } from 'react';
import { logError } from '../../core/dom';
import { lazyWithStyles } from '../../core/lazy';
import type { PhoneAuthDialogProps } from '../phone-auth/PhoneAuthDialog';
import { CONTACTS_TAG } from './doctor-contacts-model';

/** Props of the phone confirmation dialog (the subset of `PhoneAuthDialogProps` the contacts use). */
export type PhoneAuthGateProps = Pick<PhoneAuthDialogProps, 'open' | 'onClose' | 'onLogin'>;

/** Failed load: cancel the step (once per mount), so the user is not left with nothing on screen. */
function Unavailable({ open, onClose }: PhoneAuthGateProps) {
  useEffect(() => {
    if (open) onClose();
  }, [open, onClose]);
  return null;
}

const gate = lazyWithStyles<PhoneAuthGateProps>(
  () =>
    Promise.all([import('../phone-auth/PhoneAuthDialog'), import('../phone-auth/PhoneAuth.styles')]).then(
      ([dialog, styles]) => ({ component: dialog.PhoneAuthDialog, styles: [styles.phoneAuthStyles] }),
    ),
  (err) => {
    logError(
      CONTACTS_TAG,
      'could not load the phone confirmation dialog; it will be retried on the next click',
      err,
    );
    return Unavailable;
  },
);

/**
 * Starts loading the phone confirmation dialog (once; later calls share the promise). Never rejects: a failed load
 * logs and resolves to a component that cancels the step; the next call tries again.
 */
export const preloadPhoneAuth = gate.preload;

/** The phone confirmation dialog, rendered once its code has arrived. */
export const PhoneAuthGate = gate.Component;
