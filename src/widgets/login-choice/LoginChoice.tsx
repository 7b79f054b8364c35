/**
 * `<LoginChoice>`: the choose-login popup (portal-identity-reviews §2 "Choose-login popup": two entries, 'Пациент'
 * and 'Врач или клиника', each with its bullets and a 'Войти' button; the doctor-or-clinic entry goes to the
 * separate profile login, or to another one on the alternate doctor-service domain). A bottom sheet on mobile and a
 * dialog on desktop (`variant="auto"`). It opens with the `open` attribute or a click on any element carrying
 * `data-pd-login-choice`. A thin view: rules in `login-choice-model.ts`, state in `login-choice-store.ts`.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { getConfig } from '../../core/config';
import { useLoggedProblems } from '../../core/hooks';
import { useHost } from '../../core/host';
import { loginChoiceMessages as msg } from './messages';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { LOGIN_CHOICE_TAG, loginTargets, type LoginChoiceInputs } from './login-choice-model';
import { createLoginChoiceStore, registerLoginChoice } from './login-choice-store';

/** Props of {@link LoginChoice}: the CONTRACT attributes in camelCase. */
export interface LoginChoiceProps extends LoginChoiceInputs {
  /** Opens the popup (closing it removes the attribute from the element). */
  open?: boolean;
}

function pageOf() {
  const loc = typeof location !== 'undefined' ? location : null;
  return {
    href: loc?.href ?? 'http://localhost/',
    hostname: loc?.hostname ?? '',
    loginUrl: getConfig().loginUrl,
  };
}

interface EntryProps {
  id: string;
  title: string;
  bullets: readonly string[];
  href: string | null;
  label: string;
}

function Entry({ id, title, bullets, href, label }: EntryProps) {
  return (
    <section className="lc__entry" part="entry" aria-labelledby={id}>
      <h3 className="lc__title" id={id}>
        {title}
      </h3>
      <ul className="lc__bullets">
        {bullets.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      {href && (
        <a
          className="pd-button lc__login"
          part="login"
          data-variant="primary"
          data-size="md"
          href={href}
          aria-label={label}
        >
          {msg.login}
        </a>
      )}
    </section>
  );
}

/** The choose-login popup (§2). */
export function LoginChoice(props: LoginChoiceProps) {
  const host = useHost();
  const [store] = useState(createLoginChoiceStore);
  const open = useStore(store.$open);
  const ids = useId().replace(/[^A-Za-z0-9_-]/g, '');

  useEffect(() => registerLoginChoice(store), [store]);
  useEffect(() => {
    void preloadModal();
  }, []);

  // The `open` attribute drives the popup.
  const openProp = props.open === true;
  useEffect(() => {
    if (openProp) store.open();
    else store.close();
  }, [openProp, store]);

  const { patientLoginUrl, profileLoginUrl, altProfileLoginUrl, altDomain } = props;
  const { targets, problems } = loginTargets(
    { patientLoginUrl, profileLoginUrl, altProfileLoginUrl, altDomain },
    pageOf(),
  );
  useLoggedProblems(LOGIN_CHOICE_TAG, problems);

  const close = () => {
    store.close();
    if (host.hasAttribute('open')) host.removeAttribute('open');
  };

  return (
    <LazyDialog open={open} onClose={close} title={msg.title} variant="auto" size="xl" className="lc__dialog">
      <div className="lc" part="login-choice">
        <Entry
          id={`lc-patient-${ids}`}
          title={msg.patientTitle}
          bullets={msg.patientBullets}
          href={targets.patient}
          label={msg.patientLoginLabel}
        />
        <Entry
          id={`lc-doctor-${ids}`}
          title={msg.doctorTitle}
          bullets={msg.doctorBullets}
          href={targets.doctor}
          label={msg.doctorLoginLabel}
        />
      </div>
    </LazyDialog>
  );
}
