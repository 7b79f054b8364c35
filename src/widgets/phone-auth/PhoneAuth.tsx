/**
 * `<PhoneAuth>`: phone confirmation and sign-in by phone (portal-identity-reviews §4 "Phone confirmation", §5 phone and
 * code rules, §8 error catalogue, §9 labels, free number, consent links). A thin view over `phone-auth-store.ts`; the
 * phone field is masked by `maska` (`MaskInput`) with the country masks of `phone-auth-model.ts`.
 *
 * Inside `<pd-phone-auth>` its outputs are DOM events on the element (`phone-auth:confirmed` `{phone}` — plus `code`
 * in `no-registration` mode — and `phone-auth:login` `{uuid}`); rendered directly in a React app, pass `onConfirmed` /
 * `onLogin` (both are called in either case).
 */
import { useStore } from '@nanostores/react';
import { MaskInput } from 'maska';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { logError } from '../../core/dom';
import { useEvent } from '../../core/hooks';
import { emit, useHost } from '../../core/host';
import { phoneAuthMessages as msg } from './messages';
import { LazyDialog } from '../../core/lazy-modal';
import { Alert, Button, Spinner } from '../../core/ui';
import {
  CONFIRMED_EVENT,
  CONSENT_LINKS,
  LOGIN_EVENT,
  PHONE_AUTH_TAG,
  formatPhone,
  maskOptions,
  parseMode,
  type SwitchMethod,
} from './phone-auth-model';
import {
  createPhoneAuthStore,
  deriveView,
  type PhoneAuthState,
  type PhoneAuthStore,
} from './phone-auth-store';

/** `detail` of `phone-auth:confirmed`: the confirmed phone, digits only; `code` in `no-registration` mode. */
export interface PhoneConfirmedDetail {
  phone: string;
  code?: string;
}

/** `detail` of `phone-auth:login`. */
export interface PhoneLoginDetail {
  uuid: string;
}

/** Props of {@link PhoneAuth} (CONTRACT `<pd-phone-auth>` attributes in camelCase, plus callbacks). */
export interface PhoneAuthProps {
  /** `sso` (default), `staff`, `no-registration` or `legacy`. */
  mode?: string;
  /** Initial phone (digits). */
  phone?: string;
  /** Sent as `mobile_app` on confirm. */
  mobileApp?: boolean;
  /** The consent text also links the publishing policy (§9 "when required"). */
  publishingPolicy?: boolean;
  /** Called with the `phone-auth:confirmed` detail. */
  onConfirmed?: (detail: PhoneConfirmedDetail) => void;
  /** Called with the `phone-auth:login` detail. */
  onLogin?: (detail: PhoneLoginDetail) => void;
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        stroke="currentColor"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PenIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
        stroke="currentColor"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A consent link: new tab, `rel="noopener noreferrer"`, the new tab announced to screen readers. */
function ConsentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="pa__link" part="consent-link">
      {children}
      <span className="pa__sr"> {msg.newTab}</span>
    </a>
  );
}

/** §9 consent text of the sign-in form. */
export function PhoneAuthConsent({ publishing }: { publishing: boolean }) {
  return (
    <p className="pa__consent" part="consent">
      {msg.consentStart}
      <ConsentLink href={CONSENT_LINKS.terms}>{msg.consentTerms}</ConsentLink>
      {publishing ? msg.consentComma : msg.consentAnd}
      <ConsentLink href={CONSENT_LINKS.privacy}>{msg.consentPrivacy}</ConsentLink>
      {publishing && (
        <>
          {msg.consentAnd}
          <ConsentLink href={CONSENT_LINKS.publishing}>{msg.consentPublishing}</ConsentLink>
        </>
      )}
      {msg.consentEnd}
    </p>
  );
}

/** Phone confirmation / sign-in by phone (portal-identity-reviews §4, §7). */
export function PhoneAuth(props: PhoneAuthProps) {
  const host = useHost();
  const { mode, valid } = parseMode(props.mode);
  useEffect(() => {
    if (!valid)
      logError(
        PHONE_AUTH_TAG,
        `attribute "mode" must be sso, staff, no-registration or legacy, got "${props.mode}"; sso is used`,
      );
  }, [valid, props.mode]);

  // The latest callback props and mobile-app flag, read when they are needed (never during render).
  const isMobileApp = useEvent(() => props.mobileApp === true);
  const onStoreEvent = useEvent((name: string, detail: unknown) => {
    if (name === CONFIRMED_EVENT) props.onConfirmed?.(detail as PhoneConfirmedDetail);
    if (name === LOGIN_EVENT) props.onLogin?.(detail as PhoneLoginDetail);
  });

  const initialPhone = props.phone;
  const store = useMemo(
    () =>
      createPhoneAuthStore({
        mode,
        phone: initialPhone,
        mobileApp: () => isMobileApp() === true,
        emit: (name, detail) => {
          emit(host, name, detail);
          onStoreEvent(name, detail);
        },
      }),
    [mode, initialPhone, host, isMobileApp, onStoreEvent],
  );
  useEffect(() => store.start(), [store]);
  const state = useStore(store.$state);

  return <PhoneAuthView store={store} state={state} publishing={props.publishingPolicy === true} />;
}

interface ViewProps {
  store: PhoneAuthStore;
  state: PhoneAuthState;
  publishing: boolean;
}

function PhoneAuthView({ store, state, publishing }: ViewProps) {
  const view = deriveView(state);
  const ids = useId();
  const phoneId = `${ids}-phone`;
  const phoneErrorId = `${ids}-phone-error`;
  const noticeId = `${ids}-notice`;
  const codeId = `${ids}-code`;
  const codeErrorId = `${ids}-code-error`;
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // The country masks through maska's MaskInput (caret handling while typing); the store formats the same way.
  // MaskInput writes the masked value before React sees the input event, so React's change tracking may take the
  // event for a no-op: the masked value reaches the store through maska's own callback (onChange stays as a fallback;
  // the store ignores a repeat of the same text).
  useEffect(() => {
    const input = phoneRef.current;
    if (!input) return;
    const mask = new MaskInput(input, {
      ...maskOptions(),
      onMaska: (detail) => store.inputPhone(detail.masked),
    });
    return () => mask.destroy();
  }, [store]);

  // Focus follows the flow: the code field when a code was sent (and again after a wrong code, which is cleared),
  // the phone field after the pen.
  const { step, editing, codeError } = state;
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step, codeError]);
  const [penUsed, setPenUsed] = useState(false);
  useEffect(() => {
    if (editing && penUsed) phoneRef.current?.focus();
  }, [editing, penUsed]);

  const describedBy = [state.phoneError ? phoneErrorId : '', state.notice ? noticeId : '']
    .filter(Boolean)
    .join(' ');
  const { alternative } = view;
  const dialogAlternative: SwitchMethod = state.dialog?.alternative?.method ?? 'sms';
  const showConsent = (state.mode === 'sso' || state.mode === 'no-registration') && !state.confirmed;

  return (
    <form
      className="pa"
      part="form"
      noValidate
      aria-busy={state.loading || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void store.submit();
      }}
    >
      {state.deletingAlert && <Alert tone="error" text={state.deletingAlert} className="pa__alert" />}

      <div className="pa__field">
        <label className="pa__label" htmlFor={phoneId}>
          {msg.phoneLabel}
        </label>
        <div
          className="pa__control"
          data-locked={view.readOnly || undefined}
          data-confirmed={state.confirmed || undefined}
        >
          <input
            ref={phoneRef}
            id={phoneId}
            className="pa__input"
            part="phone-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            name="phone"
            value={state.phoneText}
            readOnly={view.readOnly}
            aria-invalid={state.phoneError ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(e) => store.inputPhone(e.target.value)}
            onFocus={store.focusPhone}
            onBlur={store.blurPhone}
          />
          {state.confirmed && (
            <span className="pa__check" part="confirmed-icon">
              <CheckIcon />
            </span>
          )}
          {view.showPen && (
            <button
              type="button"
              className="pa__pen"
              part="edit-phone"
              aria-label={msg.editPhone}
              onClick={() => {
                setPenUsed(true);
                store.editPhone();
              }}
            >
              <PenIcon />
            </button>
          )}
        </div>
        {state.phoneError && (
          <p id={phoneErrorId} className="pa__error" role="alert">
            {state.phoneError}
          </p>
        )}
        {state.notice && (
          <p id={noticeId} className="pa__notice" role="status">
            {state.notice}
          </p>
        )}
        {state.confirmed && (
          <p className="pa__confirmed" role="status">
            {msg.phoneConfirmed}
          </p>
        )}
      </div>

      {view.showCode && (
        <div className="pa__field">
          <label className="pa__label" htmlFor={codeId}>
            {view.codePrompt}
          </label>
          <input
            ref={codeRef}
            id={codeId}
            className="pa__input pa__code"
            part="code-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            name="code"
            maxLength={4}
            value={state.code}
            readOnly={state.loading}
            aria-invalid={state.codeError ? true : undefined}
            aria-describedby={state.codeError ? codeErrorId : undefined}
            onChange={(e) => store.inputCode(e.target.value)}
            onKeyDown={(e) => {
              // Enter confirms the code (§9 'Подтвердить'); it must not submit the form, which would resend it.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void store.verify();
            }}
          />
          {state.codeError && (
            <p id={codeErrorId} className="pa__error" role="alert">
              {state.codeError}
            </p>
          )}
        </div>
      )}

      {state.step === 'call' && state.call && (
        <CallScreen phone={state.call.phone} onCancel={store.cancelCall} />
      )}

      {(view.showButton || view.showCode) && (
        <div className="pa__actions">
          {view.showCode && (
            <Button
              block
              className="pa__confirm"
              disabled={view.confirmDisabled && !view.confirmBusy}
              loading={view.confirmBusy}
              onClick={() => void store.verify()}
            >
              {msg.confirm}
            </Button>
          )}
          {view.showButton && (
            <Button
              type="submit"
              // With the code field the code's confirm is the main action, the resend the second one.
              variant={view.showCode ? 'secondary' : 'primary'}
              block
              className="pa__submit"
              disabled={view.buttonDisabled && !view.buttonBusy}
              loading={view.buttonBusy}
            >
              {view.buttonLabel}
            </Button>
          )}
          {alternative && (
            <Button
              variant="secondary"
              block
              className="pa__alternative"
              disabled={view.buttonDisabled}
              onClick={() => void store.switchMethod(alternative)}
            >
              {alternative === 'sms' ? msg.confirmBySms : msg.confirmByCall}
            </Button>
          )}
        </div>
      )}

      {showConsent && <PhoneAuthConsent publishing={publishing} />}

      {state.dialog && (
        <LazyDialog
          open
          onClose={store.closeDialog}
          title={state.dialog.title}
          role="alertdialog"
          variant="dialog"
          size="sm"
          hideCloseBtn
          footer={
            <>
              {state.dialog.closeText && (
                <Button variant="secondary" onClick={store.closeDialog}>
                  {state.dialog.closeText}
                </Button>
              )}
              {state.dialog.alternative && (
                <Button variant="secondary" onClick={() => void store.switchMethod(dialogAlternative)}>
                  {state.dialog.alternative.text}
                </Button>
              )}
              <Button variant="primary" onClick={store.confirmDialog}>
                {state.dialog.confirmText}
              </Button>
            </>
          }
        >
          {state.dialog.text && <p className="pd-modal__text">{state.dialog.text}</p>}
        </LazyDialog>
      )}
    </form>
  );
}

/** The call-confirmation screen: call the free number from your phone (§4, §9). */
function CallScreen({ phone, onCancel }: { phone: string; onCancel: () => void }) {
  const titleId = useId();
  const [before, after = ''] = msg.callText.split('{phone}');
  return (
    <section className="pa__call" part="call" aria-labelledby={titleId}>
      <p className="pa__call-title" id={titleId}>
        {msg.callTitle}
      </p>
      <p className="pa__call-text">
        {before}
        <span className="pa__nowrap">{formatPhone(phone)}</span>
        {after}
      </p>
      <a className="pa__free-number" href={msg.freeNumberHref} part="free-number">
        {msg.freeNumber}
      </a>
      <p className="pa__call-note">
        <Spinner size="sm" label={msg.callNote} />
        <span aria-hidden="true">{msg.callNote}</span>
      </p>
      <Button variant="text" onClick={onCancel}>
        {msg.callCancel}
      </Button>
    </section>
  );
}
