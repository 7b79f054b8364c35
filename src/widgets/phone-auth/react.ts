/**
 * `<PhoneAuth>` and `<PhoneAuthDialog>` for the React entry (`pd-widgets/react`): each renders into its own shadow
 * root with the widget's styles (src/core/shadow-root.tsx), as the custom element does.
 */
import { withShadowRoot } from '../../core/shadow-root';
import { alertStyles, buttonStyles, spinnerStyles } from '../../core/ui';
import { PhoneAuth as PhoneAuthView } from './PhoneAuth';
import { phoneAuthStyles } from './PhoneAuth.styles';
import { PhoneAuthDialog as PhoneAuthDialogView } from './PhoneAuthDialog';
import { PHONE_AUTH_TAG } from './phone-auth-model';

export type { PhoneAuthProps, PhoneConfirmedDetail, PhoneLoginDetail } from './PhoneAuth';
export type { PhoneAuthDialogProps } from './PhoneAuthDialog';

const styles = [buttonStyles, spinnerStyles, alertStyles, phoneAuthStyles];

/** `<pd-phone-auth>` as a React component (camelCase props, `onConfirmed` / `onLogin` callbacks). */
export const PhoneAuth = withShadowRoot(PHONE_AUTH_TAG, PhoneAuthView, styles);

/** The sign-in dialog (`{open, onClose, onLogin(uuid)}`) with its styles, for React apps. */
export const PhoneAuthDialog = withShadowRoot(`${PHONE_AUTH_TAG}-dialog`, PhoneAuthDialogView, styles);
