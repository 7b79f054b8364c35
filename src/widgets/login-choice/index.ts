/**
 * `<pd-login-choice>` (CONTRACT; portal-identity-reviews §2 "Choose-login popup"). Importing this module defines the
 * tag. Decision: docs/decisions/102.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { LoginChoice, type LoginChoiceProps } from './LoginChoice';
import { loginChoiceWidgetStyles } from './LoginChoice.styles';
import { LOGIN_CHOICE_TAG } from './login-choice-model';

export { LoginChoice, type LoginChoiceProps } from './LoginChoice';
export { LOGIN_CHOICE_ATTRIBUTE, LOGIN_CHOICE_TAG } from './login-choice-model';

const props: Record<keyof LoginChoiceProps & string, WidgetProp> = {
  patientLoginUrl: {
    type: 'string',
    doc: "The patient login page; 'next' (this page) is added. Default: config loginUrl.",
  },
  profileLoginUrl: { type: 'string', doc: 'The separate doctor-or-clinic profile login (required).' },
  altProfileLoginUrl: {
    type: 'string',
    doc: 'The doctor-or-clinic login used when the page is on alt-domain.',
  },
  altDomain: {
    type: 'string',
    doc: 'Host name of the alternate doctor-service domain, compared with location.hostname.',
  },
  open: { type: 'boolean', doc: 'Opens the popup; closing it removes the attribute.', default: false },
};

defineWidget<LoginChoiceProps>({
  tag: LOGIN_CHOICE_TAG,
  // The site's session (cookies, CSRF, the signed-in user): not on a partner page (ADR 184).
  session: true,
  component: LoginChoice,
  props,
  // The dialog css arrives with the lazily loaded modal chunk.
  styles: loginChoiceWidgetStyles,
  parts: {
    'login-choice': 'The two entries.',
    entry: "One entry ('Пациент', 'Врач или клиника').",
    login: "An entry's 'Войти' link.",
  },
  docs:
    "The choose-login popup (portal-identity-reviews §2): 'Пациент' and 'Врач или клиника' entries with their " +
    "bullets and 'Войти' links; a bottom sheet on mobile, a dialog on desktop. Opens with the open attribute or a " +
    'click on any element with data-pd-login-choice (one per page is enough). The doctor entry goes to ' +
    'profile-login-url, or alt-profile-login-url when location.hostname equals alt-domain.',
});
