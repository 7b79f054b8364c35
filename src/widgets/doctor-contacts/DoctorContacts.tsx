/**
 * `<DoctorContacts>`: the doctor contacts panel (booking-schedule §2 "Doctor contacts panel", §4 "Doctor contacts",
 * §6, §8 "Contacts load failure", §9 "contacts 360 px"). A thin view: the rules are in `doctor-contacts-model.ts`,
 * the state in `doctor-contacts-store.ts`, the opener delegation in `openers.ts`.
 *
 * It renders nothing on the page by itself: a click (or Enter/Space) on any element with `data-pd-doctor-contacts`
 * opens, for the doctor of that element's `data-doctor-id` / `data-doctor-fio`,
 * - for an anonymous user the phone confirmation dialog first (`PhoneAuthDialog` of `src/widgets/phone-auth`), then
 *   the panel;
 * - for an authenticated user the panel at once: a side sheet 360 px wide on desktop, a bottom sheet on mobile, both
 *   titled 'Контакты врача'; a skeleton of 3 rows while loading; the contacts by kind with icons; the footnote about
 *   Meta (always, §2). A load failure shows the toast 'Произошла ошибка. Попробуйте ещё раз' and closes.
 *
 * One per page: a second mounted instance logs a warning and stays inert.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { contactsMessages as msg } from './messages';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { $session } from '../../shared/stores';
import { Skeleton } from './Skeleton';
import { Toasts } from '../../shared/toasts/Toasts';
import { ContactIcon } from './ContactIcon';
import {
  CONTACTS_PANEL_WIDTH,
  CONTACTS_SKELETON_ROWS,
  CONTACTS_TAG,
  OPENER_ATTRIBUTE,
  readOpener,
  phoneMode,
  type ContactView,
} from './doctor-contacts-model';
import { createDoctorContactsStore, type DoctorContactsStore } from './doctor-contacts-store';
import { usePageOpeners } from '../../shared/page-panels/use-page-openers';
import { PhoneAuthGate, preloadPhoneAuth } from './PhoneAuthGate';

/** The modal id of the panel (unique on the page: one panel per page). */
export const CONTACTS_DIALOG_ID = 'pd-doctor-contacts';

/** Props of {@link DoctorContacts}: none; the doctor comes from the clicked opener (CONTRACT). */
export type DoctorContactsProps = Record<string, never>;

/** The doctor contacts panel; mount one per page. */
export function DoctorContacts(_props: DoctorContactsProps) {
  const [store] = useState(() => createDoctorContactsStore());
  const state = useStore(store.$state);
  const isDesktop = useStore($isDesktop);
  // The dialogs' code is loaded on first use (or on hover/focus of an opener), not on page load. Once opened, a
  // dialog stays rendered (closed) so that closing can animate and reopening is instant.
  const [dialogWanted, setDialogWanted] = useState(false);
  const [authWanted, setAuthWanted] = useState(false);
  if (state.phase === 'open' && !dialogWanted) setDialogWanted(true);
  if (state.phase === 'auth' && !authWanted) setAuthWanted(true);
  useEffect(() => store.start(), [store]);

  usePageOpeners({
    tag: CONTACTS_TAG,
    attribute: OPENER_ATTRIBUTE,
    open: state.phase === 'open',
    onOpen: ({ opener }) => store.open(readOpener(opener)),
    onWarm: () => {
      void preloadModal();
      if ($session.get().isAnonymous) void preloadPhoneAuth();
    },
  });

  const doctor = state.doctor;
  return (
    <>
      {authWanted && (
        <PhoneAuthGate open={state.phase === 'auth'} onClose={store.cancelAuth} onLogin={store.loggedIn} />
      )}
      {dialogWanted && (
        <LazyDialog
          id={CONTACTS_DIALOG_ID}
          open={state.phase === 'open'}
          onClose={store.close}
          title={msg.title}
          variant={isDesktop ? 'side-sheet' : 'bottom-sheet'}
          width={CONTACTS_PANEL_WIDTH}
          className="dc"
        >
          {doctor?.fio && (
            <p className="dc__doctor" part="doctor">
              {doctor.fio}
            </p>
          )}
          {state.status === 'ready' ? (
            <ContactList
              store={store}
              contacts={state.contacts}
              revealed={state.revealed}
              isDesktop={isDesktop}
            />
          ) : (
            <Skeleton
              rows={CONTACTS_SKELETON_ROWS}
              rowHeight={40}
              label={msg.loading}
              className="dc__skeleton"
            />
          )}
          {/* §2: the panel has the footnote about the banned company's networks, always (issue 20 item 22). */}
          {state.status === 'ready' && (
            <p className="dc__footnote" part="footnote">
              {msg.metaFootnote}
            </p>
          )}
        </LazyDialog>
      )}
      <Toasts />
    </>
  );
}

interface ContactListProps {
  store: DoctorContactsStore;
  contacts: ContactView[];
  revealed: string[];
  isDesktop: boolean;
}

function ContactList({ store, contacts, revealed, isDesktop }: ContactListProps) {
  if (contacts.length === 0) {
    return <p className="dc__empty">{msg.empty}</p>;
  }
  return (
    <ul className="dc__list" part="list" aria-label={msg.listLabel}>
      {contacts.map((c) => (
        <li key={c.key} className="dc__item" data-kind={c.kind}>
          <ContactRow store={store} contact={c} revealed={revealed.includes(c.key)} isDesktop={isDesktop} />
        </li>
      ))}
    </ul>
  );
}

interface ContactRowProps {
  store: DoctorContactsStore;
  contact: ContactView;
  revealed: boolean;
  isDesktop: boolean;
}

function RowText({ name, detail }: { name: string; detail: string }) {
  return (
    <span className="dc__text">
      <span className="dc__name">{name}</span>
      {detail && <span className="dc__detail">{detail}</span>}
    </span>
  );
}

function ContactRow({ store, contact, revealed, isDesktop }: ContactRowProps) {
  const { action } = contact;
  const icon = <ContactIcon kind={contact.kind} />;
  // After a reveal the button becomes the tel: link: keep the keyboard focus on the row.
  const focusAfterReveal = useRef(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    if (revealed && focusAfterReveal.current) {
      focusAfterReveal.current = false;
      linkRef.current?.focus();
    }
  }, [revealed]);

  switch (action.type) {
    case 'phone':
      if (phoneMode(isDesktop, revealed) === 'reveal') {
        return (
          <button
            type="button"
            className="dc__row"
            part="contact"
            onClick={() => {
              focusAfterReveal.current = true;
              store.revealPhone(contact.key);
            }}
          >
            {icon}
            <RowText name={contact.name} detail={msg.showPhone} />
          </button>
        );
      }
      return (
        <a ref={linkRef} className="dc__row" part="contact" href={action.tel}>
          {icon}
          <RowText name={contact.name} detail={action.formatted} />
        </a>
      );
    case 'email':
      return (
        <a className="dc__row" part="contact" href={action.href}>
          {icon}
          <RowText name={contact.name} detail={contact.detail} />
        </a>
      );
    case 'external':
      return (
        <a
          className="dc__row"
          part="contact"
          href={action.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e) => {
            e.preventDefault();
            store.openExternal(contact);
          }}
          onAuxClick={(e) => {
            if (e.button !== 1) return;
            e.preventDefault();
            store.openExternal(contact);
          }}
        >
          {icon}
          <RowText name={contact.name} detail={contact.detail} />
          <span className="dc__sr">{` ${msg.newTab}`}</span>
        </a>
      );
    default:
      return (
        <div className="dc__row" part="contact">
          {icon}
          <RowText name={contact.name} detail={contact.detail} />
        </div>
      );
  }
}
