/**
 * `<PhoneAuth>` and `<PhoneAuthDialog>` for the React entry (`pd-widgets/react`): each renders into its own shadow
 * root with the widget's styles (src/core/shadow-root.tsx), as the custom element does.
 */
import { withShadowRoot } from '../../core/shadow-root';
import { alertStyles, buttonStyles, spinnerStyles } from '../../core/ui';
import { PhoneAuth as PhoneAuthView } from './PhoneAuth';
import { phoneAuthStyles } from './PhoneAuth.styles';
import { PhoneAuthDialog as PhoneAuthDialogView } from './PhoneAuthDialog';
import { CONFIRMED_EVENT, LOGIN_EVENT, PHONE_AUTH_TAG } from './phone-auth-model';
import type { PhoneAuthProps, PhoneConfirmedDetail, PhoneLoginDetail } from './PhoneAuth';

export type { PhoneAuthProps, PhoneConfirmedDetail, PhoneLoginDetail } from './PhoneAuth';
export type { PhoneAuthDialogProps } from './PhoneAuthDialog';

const styles = [buttonStyles, spinnerStyles, alertStyles, phoneAuthStyles];

/** `<pd-phone-auth>` as a React component (camelCase props, `onConfirmed` / `onLogin` callbacks). */
export const PhoneAuth = /* @__PURE__ */ withShadowRoot<
  PhoneAuthProps,
  { onConfirmed: PhoneConfirmedDetail; onLogin: PhoneLoginDetail }
>(PHONE_AUTH_TAG, PhoneAuthView, styles, { events: { onConfirmed: CONFIRMED_EVENT, onLogin: LOGIN_EVENT } });

/** The sign-in dialog (`{open, onClose, onLogin(uuid)}`) with its styles, for React apps. */
export const PhoneAuthDialog = /* @__PURE__ */ withShadowRoot(
  `${PHONE_AUTH_TAG}-dialog`,
  PhoneAuthDialogView,
  styles,
);
