/**
 * `<PhoneAuthDialog>`: the sign-in dialog other widgets open for anonymous users (doctor contacts, favourites):
 * `<PhoneAuth mode="sso">` in a dialog 360 px wide on desktop, a bottom sheet on mobile (portal-identity-reviews §9
 * "Auth modal 360 on desktop"; §6 "Anonymous visitor"). After the login the session store is already updated
 * (`setSession`), `onLogin(uuid)` is called and the dialog asks to close.
 *
 * A widget rendering it adds `phoneAuthStyles` (./PhoneAuth.styles) and `buttonStyles`, `spinnerStyles`,
 * `alertStyles` (core/ui) to its `styles`; the dialog css comes with the lazily loaded modal.
 */
import { useStore } from '@nanostores/react';
import { phoneAuthMessages as msg } from './messages';
import { LazyDialog } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { PhoneAuth } from './PhoneAuth';

/** Props of {@link PhoneAuthDialog}. */
export interface PhoneAuthDialogProps {
  open: boolean;
  /** Esc, the cross, a click outside, or after a login: set `open` to false here. */
  onClose: () => void;
  /** Called with the user's uuid once logged in (the session store is updated first). */
  onLogin: (uuid: string) => void;
  /** Initial phone (digits). */
  phone?: string;
  /** Also link the publishing policy in the consent text (e.g. before leaving a review). */
  publishingPolicy?: boolean;
  /** Dialog id (for `useHash`); generated when absent. */
  id?: string;
}

/** The sign-in dialog (SSO flow). */
export function PhoneAuthDialog({
  open,
  onClose,
  onLogin,
  phone,
  publishingPolicy,
  id,
}: PhoneAuthDialogProps) {
  const isDesktop = useStore($isDesktop);
  return (
    <LazyDialog
      open={open}
      onClose={onClose}
      id={id}
      title={msg.dialogTitle}
      size="md"
      variant={isDesktop ? 'dialog' : 'bottom-sheet'}
    >
      {open && (
        <PhoneAuth
          mode="sso"
          phone={phone}
          publishingPolicy={publishingPolicy}
          onLogin={({ uuid }) => {
            onLogin(uuid);
            onClose();
          }}
        />
      )}
    </LazyDialog>
  );
}
