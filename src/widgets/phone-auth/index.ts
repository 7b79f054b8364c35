/**
 * `<pd-phone-auth>` (CONTRACT; portal-identity-reviews §3 phone confirmation state, §4 "Phone confirmation", §5 phone
 * and code rules, §6 roles, §7 "Phone authorisation", §8 error catalogue, §9 timers and labels). Importing this module
 * defines the tag. Decisions: docs/decisions/090–096.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { alertStyles, buttonStyles, spinnerStyles } from '../../core/ui';
import { PhoneAuth, type PhoneAuthProps } from './PhoneAuth';
import { phoneAuthStyles } from './PhoneAuth.styles';
import { CONFIRMED_EVENT, LOGIN_EVENT, PHONE_AUTH_TAG } from './phone-auth-model';

export {
  PhoneAuth,
  PhoneAuthConsent,
  type PhoneAuthProps,
  type PhoneConfirmedDetail,
  type PhoneLoginDetail,
} from './PhoneAuth';
export { PhoneAuthDialog, type PhoneAuthDialogProps } from './PhoneAuthDialog';
export { phoneAuthStyles } from './PhoneAuth.styles';
export {
  CALL_LIFETIME_MS,
  CALL_POLL_MS,
  CONFIRMED_EVENT,
  CONSENT_LINKS,
  COUNTRY_CODES,
  COUNTRY_PHONES,
  LOGIN_EVENT,
  PHONE_AUTH_TAG,
  RESEND_SECONDS,
  formatPhone,
  validatePhone,
  type CountryCode,
  type PhoneAuthMode,
} from './phone-auth-model';

const props: Record<keyof PhoneAuthProps & string, WidgetProp> = {
  mode: {
    type: 'string',
    doc: 'sso (sign-in by SMS, call or VK, then login), staff (SMS only, site endpoints), no-registration (SMS only; the code goes with the event) or legacy (the older helper).',
    default: 'sso',
  },
  phone: { type: 'string', doc: 'Initial phone, digits (e.g. 79161234567); shown with the country mask.' },
  mobileApp: { type: 'boolean', doc: 'Sent as mobile_app on confirm.', default: false },
  publishingPolicy: {
    type: 'boolean',
    doc: 'The consent text also links /info/publishing-policy/ (e.g. before a review).',
    default: false,
  },
  onConfirmed: { type: 'function', doc: 'Callback with the phone-auth:confirmed detail (property only).' },
  onLogin: { type: 'function', doc: 'Callback with the phone-auth:login detail (property only).' },
};

defineWidget<PhoneAuthProps>({
  tag: PHONE_AUTH_TAG,
  // The site's session (cookies, CSRF, the signed-in user): not on a partner page (ADR 184).
  session: true,
  component: PhoneAuth,
  props,
  events: {
    [CONFIRMED_EVENT]: "{phone: '79161234567'} — digits only; in no-registration mode also {code: '1234'}",
    [LOGIN_EVENT]: '{uuid} — after the login and the session pull; the session store is already updated',
  },
  // The dialog css comes with the lazily loaded modal (core/lazy-modal.tsx).
  styles: [buttonStyles, spinnerStyles, alertStyles, phoneAuthStyles],
  parts: {
    form: 'The form.',
    'phone-input': 'The phone field.',
    'code-input': 'The 4-digit code field.',
    'edit-phone': 'The pen button that unlocks a locked phone.',
    'confirmed-icon': 'The checkmark of a confirmed phone.',
    consent: 'The consent text.',
    'consent-link': 'A consent link (opens in a new tab).',
    call: 'The call-confirmation screen.',
    'free-number': 'The free number to call (8 800 707-87-86).',
  },
  docs:
    'Phone confirmation and sign-in by phone (portal-identity-reviews §4, §7, §8). In sso mode the code goes by SMS, ' +
    'a call (the last 4 digits of the incoming number) or VK; when calls run out, the user calls 8 800 707-87-86 and ' +
    'the widget polls and listens on {liveUrl}/calls/{uuid}/. After the login the session store is updated, so every ' +
    'widget on the page reacts, and phone-auth:confirmed and phone-auth:login are dispatched.',
});
